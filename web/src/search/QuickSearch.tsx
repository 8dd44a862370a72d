import {
  ANIMALS,
  defaultCatalogQuery,
  productPath,
  ROUTES,
  serializeCatalogQuery,
  TYPE1,
} from '@futterkompass/domain';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getJson } from '../api/http';
import { ProductImage } from '../products/ProductImage';
import { useDebounced } from '../ui/useDebounced';

export const QUICK_SEARCH_DEBOUNCE_MS = 500;
export const QUICK_SEARCH_CLOSE_MS = 100;

interface Hit {
  _id: string;
  urlExtension: string;
  brand: { name: string };
  series: string;
  imageUrl: string | null;
}

/** The list link of a submitted quick search: the query with all animals and all food types. */
export function quickSearchListUrl(query: string): string {
  return `${ROUTES.products}?${serializeCatalogQuery({
    ...defaultCatalogQuery(),
    animal: [...ANIMALS.values],
    type1: [...TYPE1.values],
    ...(query.trim() && { query: query.trim() }),
  })}`;
}

export function QuickSearch() {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const query = useDebounced(text.trim(), QUICK_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    setActive(-1);
    if (!query) {
      setHits(null);
      return;
    }
    let current = true;
    getJson<{ success?: boolean | number; products?: Hit[] }>(
      `/api/search-products?query=${encodeURIComponent(query)}`,
    ).then(
      (answer) => current && setHits(answer.products ?? []),
      () => current && setHits([]),
    );
    return () => {
      current = false;
    };
  }, [query]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const openHit = (hit: Hit) => {
    close();
    setText('');
    navigate(productPath(hit.urlExtension));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hit = active >= 0 ? hits?.[active] : undefined;
    if (hit) {
      openHit(hit);
      return;
    }
    close();
    navigate(quickSearchListUrl(text));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = hits?.length ?? 0;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Escape') {
      close();
    }
  };

  const showList = open;
  const emptyText = !text.trim()
    ? 'Suchbegriff eingeben...'
    : hits && hits.length === 0 && query === text.trim()
      ? 'Keine Produkte gefunden.'
      : null;

  return (
    <search className="quick-search">
      <form onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${listId}-input`}>
          Futter suchen
        </label>
        <input
          id={`${listId}-input`}
          type="search"
          placeholder="Marke, Sorte oder Zutat suchen"
          autoComplete="off"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            clearTimeout(closeTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            closeTimer.current = setTimeout(close, QUICK_SEARCH_CLOSE_MS);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="quick-search-submit" aria-label="Suchen">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="m15 15 6 6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        {showList && emptyText && (
          <div className="quick-search-results quick-search-empty" role="status">
            {emptyText}
          </div>
        )}
        {showList && !emptyText && hits && hits.length > 0 && (
          <div id={listId} className="quick-search-results" role="listbox" aria-label="Suchvorschläge">
            {hits.map((hit, index) => (
              // The ARIA combobox pattern: the focus stays in the input; options are chosen with
              // the arrow keys (aria-activedescendant) or a click.
              <div
                key={hit._id}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={`quick-search-hit${index === active ? ' is-active' : ''}`}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => openHit(hit)}
                onKeyDown={() => undefined}
              >
                <ProductImage src={hit.imageUrl} alt="" width={40} height={48} />
                <span>
                  <strong>{hit.brand.name}</strong>
                  <span>{hit.series}</span>
                </span>
              </div>
            ))}
          </div>
        )}
      </form>
    </search>
  );
}
