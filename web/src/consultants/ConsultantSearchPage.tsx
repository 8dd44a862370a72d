import type { AnswerOf } from '@futterkompass/contract';
import {
  type ConsultantFilters,
  type ConsultantFilterValues,
  type ConsultantListing,
  consultantFiltersComplete,
  EMPTY_CONSULTANT_FILTERS,
  CONSULTANT_MESSAGES as M,
  PAGE_DATA,
} from '@futterkompass/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getJson, postJson } from '../api/http';
import { EXTERNAL } from '../links';
import { Breadcrumb } from '../pages/Breadcrumb';
import { useFirstPageData } from '../render-context';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { ConsultantResults } from './ConsultantResults';
import { Questionnaire } from './Questionnaire';
import { scrollToResults } from './scroll';
import '../accounts/accounts.css';
import './consultants.css';

type Answer = AnswerOf<'GET /api/consultant-filters' | 'POST /api/consultants'>;

async function load<A extends Answer>(call: Promise<A>): Promise<A['data']> {
  const answer = await call;
  if (!answer.success) throw new Error('success false');
  return answer.data;
}

/** /hunde-katzen-ernaehrungsberater: questionnaire -> results -> 'Suche neu starten' -> questionnaire. */
export default function ConsultantSearchPage() {
  // The questionnaire's values the server rendered the page with: no second fetch.
  const rendered = useFirstPageData(PAGE_DATA.consultantFilters) as ConsultantFilterValues | null;
  const [offered, setOffered] = useState<ConsultantFilterValues | null>(rendered);
  const [filters, setFilters] = useState<ConsultantFilters>(EMPTY_CONSULTANT_FILTERS);
  const [results, setResults] = useState<ConsultantListing[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(!rendered);
  const resultsBox = useRef<HTMLElement>(null);
  const scrolledBefore = useRef(0);

  useEffect(() => {
    if (rendered) return;
    load(getJson('/api/consultant-filters'))
      .then(setOffered, () => setError(M.filtersError))
      .finally(() => setLoading(false));
  }, [rendered]);

  // Before the browser paints the results, so that no frame shows where scroll anchoring put them.
  useLayoutEffect(() => {
    if (results && resultsBox.current) scrollToResults(resultsBox.current, scrolledBefore.current);
  }, [results]);

  const search = async () => {
    setError(null);
    if (!consultantFiltersComplete(filters)) return setError(M.required);
    setLoading(true);
    try {
      const found = await load(postJson('/api/consultants', { filters }));
      scrolledBefore.current = window.scrollY;
      setResults(found);
    } catch {
      setError(M.searchError);
    } finally {
      setLoading(false);
    }
  };

  const restart = () => {
    setResults(null);
    setFilters(EMPTY_CONSULTANT_FILTERS);
    window.scrollTo({ top: 0 });
  };

  return (
    <section className="consultant-page">
      <Breadcrumb trail={[{ label: 'Ernährungsberater' }]} />
      <h1>Ernährungsberater für Hunde und Katzen</h1>
      <p className="consultant-intro">
        Beantworte ein paar Fragen zu deinem Tier und finde Ernährungsberaterinnen und -berater in
        Deutschland, Österreich und der Schweiz, die zu euch passen.
      </p>
      {results ? (
        <ConsultantResults ref={resultsBox} consultants={results} onRestart={restart} />
      ) : offered ? (
        <Questionnaire
          offered={offered}
          filters={filters}
          onChange={setFilters}
          onSearch={search}
          error={error}
          busy={loading}
        />
      ) : (
        error && (
          <p className="form-message form-message-error" role="alert">
            {error}
          </p>
        )
      )}
      <aside className="consultant-register">
        <h2>Du bist Ernährungsberater?</h2>
        <p>
          Trag dich kostenlos ein, damit Hunde- und Katzenhalter dich hier finden.{' '}
          <a href={EXTERNAL.consultantRegistration} target="_blank" rel="noopener noreferrer">
            Als Berater registrieren<span className="visually-hidden"> (öffnet in neuem Tab)</span>
          </a>
        </p>
      </aside>
      {loading && <LoadingOverlay text={M.loading} />}
    </section>
  );
}
