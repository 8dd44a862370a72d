import {
  formatDateTime,
  formatNumber,
  type RefusedRow,
  RUN_DETAILS_KEPT,
  RUN_REFUSED_LISTED,
} from '@futterkompass/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeFailure } from '../accounts/failure';
import { b2bApi, type Feed, type FeedRun } from './api';
import { saveBlob } from './download';
import { useLoad } from './use-load';

export const RUN_STATUS: Record<FeedRun['status'], string> = {
  running: 'läuft',
  imported: 'importiert',
  partial: 'teilweise importiert',
  refused: 'abgelehnt',
  unchanged: 'unverändert',
  failed: 'fehlgeschlagen',
};

const n = (value: number) => formatNumber(value, 0);

/** One run's figures as a sentence, for the list and for screen readers. */
export const runFigures = (run: FeedRun) =>
  run.status === 'unchanged'
    ? 'Feed seit dem letzten Abruf unverändert; deine Angebote gelten als bestätigt.'
    : [
        `${n(run.rowsRead)} gelesen`,
        `${n(run.matched)} zugeordnet`,
        `${n(run.updated)} aktualisiert`,
        `${n(run.refused)} abgelehnt`,
        ...(run.unmatched ? [`${n(run.unmatched)} ohne passendes Produkt`] : []),
        `${n(run.expired)} abgelaufen`,
      ].join(', ');

/** A refused row as the shop knows it: its item id and title, where it is in the file, and why. */
export const refusedRowText = (row: RefusedRow) =>
  `${[row.key && `Artikel-ID ${row.key}`, row.title && `„${row.title}“`, `Zeile ${n(row.line)}`]
    .filter(Boolean)
    .join(' · ')}: ${row.reason}`;

/** Every refused row of a run as CSV (kept for the newest runs). */
function RefusedDownload({ feed, run }: { feed: Feed; run: FeedRun }) {
  const [state, setState] = useState<string | null>(null);
  const download = async () => {
    setState('Die Datei wird erstellt …');
    try {
      saveBlob(await b2bApi.refusedCsv(feed._id, run._id), 'futterkompass-abgelehnte-zeilen.csv');
      setState(null);
    } catch (error) {
      setState(describeFailure(error, 'Die Datei konnte leider nicht erstellt werden.').message);
    }
  };
  return (
    <p>
      <button type="button" className="button button-small button-secondary" onClick={() => void download()}>
        {run.refused === 1
          ? 'Die abgelehnte Zeile als CSV'
          : `Alle ${n(run.refused)} abgelehnten Zeilen als CSV`}
      </button>
      <span role="status" className="hint">
        {state && ` ${state}`}
      </span>
    </p>
  );
}

/** How often, and how long, the runs are asked for again while a pull is awaited. */
const POLL_MS = 1_500;
const POLLS = 40;

/**
 * The runs of one feed, newest first, each with its refused rows and why. With `after` (the feed's
 * last run when a pull was asked for, null for none) they are loaded again until a newer run has
 * ended; then `onSettled` is told.
 */
export function FeedRuns({
  feed,
  after,
  onSettled,
}: {
  feed: Feed;
  after?: string | null;
  onSettled?(): void;
}) {
  const load = useCallback(() => b2bApi.runs(feed._id), [feed._id]);
  const runs = useLoad(load);
  const [polls, setPolls] = useState(0);
  const newest = runs.kind === 'loaded' ? runs.data[0] : undefined;
  const waiting =
    after !== undefined &&
    runs.kind !== 'failed' &&
    (runs.kind === 'loading' || newest?.status === 'running' || (newest?._id ?? null) === after);
  const waited = useRef(false);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const { reload } = runs;
  useEffect(() => {
    if (!waiting) {
      if (waited.current) settled.current?.();
      waited.current = false;
      return;
    }
    waited.current = true;
    if (runs.kind === 'loading' || polls >= POLLS) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, polls, runs.kind, reload]);
  return (
    <section className="feed-runs" aria-label={`Abrufe von ${feed.url}`}>
      <h3>Abrufe</h3>
      {runs.kind === 'loading' && <p className="hint">Abrufe werden geladen …</p>}
      {runs.kind === 'failed' && <p className="hint">Die Abrufe konnten leider nicht geladen werden.</p>}
      {runs.kind === 'loaded' && runs.data.length === 0 && (
        <p className="hint">Dieser Feed wurde noch nicht abgerufen.</p>
      )}
      {runs.kind === 'loaded' && runs.data.length > 0 && (
        <ol className="run-list">
          {runs.data.map((run, index) => (
            <li key={run._id} className={`run run-${run.status}`}>
              <p>
                <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time>:{' '}
                <strong>{RUN_STATUS[run.status]}</strong>
              </p>
              <p>{runFigures(run)}</p>
              {run.reviewCut ? (
                <p className="hint">
                  {n(run.reviewCut)} Zeilen ohne passendes Produkt hat die Redaktion nicht in ihre Liste
                  aufgenommen: von deinem Shop warten schon so viele auf Zuordnung.
                </p>
              ) : null}
              {run.error && <p className="run-error">Fehler: {run.error}</p>}
              {run.refused > 0 && (
                <details>
                  <summary>Abgelehnte Zeilen ({n(run.refused)})</summary>
                  <ul className="refused-rows">
                    {run.refusedRows.map((row) => (
                      <li key={`${row.line}-${row.key ?? ''}-${row.reason}`}>{refusedRowText(row)}</li>
                    ))}
                  </ul>
                  {run.refused > run.refusedRows.length && (
                    <p className="hint">
                      Hier stehen die ersten {n(RUN_REFUSED_LISTED)}; die Datei enthält alle.
                    </p>
                  )}
                  {index < RUN_DETAILS_KEPT && <RefusedDownload feed={feed} run={run} />}
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
