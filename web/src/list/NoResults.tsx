import { type CatalogQuery, formatNumber, MESSAGES } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { usePets } from '../pets/pets-state';
import { useCatalogQuery } from './catalog-state';
import { activeChips } from './chips';
import { countProducts } from './count';
import { useEntityNames } from './entity-names';

/** At most this many removals are counted (one list call each). */
const MAX_SUGGESTIONS = 8;

interface Suggestion {
  key: string;
  label: string;
  remove(query: CatalogQuery): CatalogQuery;
  count: number | null;
}

/**
 * No dead end: 0 results names the filters (and the search term) that cause them and offers to
 * remove each, with the count each removal would give.
 */
export function NoResults() {
  const { query, update } = useCatalogQuery();
  const names = useEntityNames();
  const { activeAnimal } = usePets();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const candidates = [
    ...(query.query
      ? [
          {
            key: 'query',
            label: `Suchbegriff „${query.query}“`,
            remove: (q: CatalogQuery) => ({ ...q, query: undefined }),
          },
        ]
      : []),
    ...activeChips(query, names),
  ].slice(0, MAX_SUGGESTIONS);
  const key = candidates.map((c) => c.key).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the candidates
  useEffect(() => {
    let current = true;
    setSuggestions(candidates.map((c) => ({ ...c, count: null })));
    for (const candidate of candidates)
      countProducts(candidate.remove(query), activeAnimal).then(
        (count) =>
          current &&
          setSuggestions((list) => list.map((s) => (s.key === candidate.key ? { ...s, count } : s))),
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [key]);

  const helpful = suggestions.filter((s) => s.count !== 0);
  return (
    <div className="no-results">
      <p className="empty">{MESSAGES.listEmpty}</p>
      {helpful.length > 0 && (
        <>
          <p>Diese Auswahl schließt alle Produkte aus. Ohne einen dieser Filter findest du wieder etwas:</p>
          <ul className="suggestions">
            {helpful.map((s) => (
              <li key={s.key}>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => update(s.remove(query))}
                >
                  {s.label} entfernen
                  {s.count !== null &&
                    ` (${formatNumber(s.count, 0)} ${s.count === 1 ? 'Produkt' : 'Produkte'})`}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
