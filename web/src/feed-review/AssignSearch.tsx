import { useEffect, useId, useRef, useState } from 'react';
import { useQuickSearchHits } from '../search/use-quick-search-hits';
import { useDebounced } from '../ui/useDebounced';

/** A product search for one feed row: each hit is a button that assigns the row to it. */
export function AssignSearch({
  title,
  onAssign,
}: {
  title: string;
  onAssign(productId: string, name: string): void;
}) {
  const [query, setQuery] = useState('');
  const { hits } = useQuickSearchHits(useDebounced(query.trim(), 250), 'excluded');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Opened by its button, which is gone now: the search takes the focus, so keyboard users go on there.
  useEffect(() => input.current?.focus(), []);
  return (
    <div className="feed-review-search">
      <label htmlFor={id}>Produkt suchen für „{title}“</label>
      <input
        ref={input}
        id={id}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
      />
      {hits && hits.length === 0 && <p>Kein Produkt gefunden.</p>}
      {hits && hits.length > 0 && (
        <ul aria-label="Treffer">
          {hits.map((hit) => {
            const name = `${hit.brand.name} ${hit.series}`;
            return (
              <li key={hit._id}>
                <button type="button" className="button" onClick={() => onAssign(hit._id, name)}>
                  Zuordnen: {name}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
