import {
  ANIMALS,
  defaultCatalogQuery,
  formatBasePrice,
  formatNumber,
  labelOf,
  labelsOf,
  productPath,
  ROUTES,
  serializeCatalogQuery,
  TYPE1,
} from '@futterkompass/domain';
import type { ProductCard } from '@futterkompass/search-config';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getJson } from '../api/http';
import { ProductImage } from '../products/ProductImage';
import { useDebounced } from '../ui/useDebounced';

export const QUICK_SEARCH_DEBOUNCE_MS = 500;
export const QUICK_SEARCH_CLOSE_MS = 100;

type Hit = Pick<
  ProductCard,
  '_id' | 'urlExtension' | 'brand' | 'series' | 'imageUrl' | 'type1' | 'animal' | 'bestOffer'
>;

/** Type, animals and unit price tell look-alikes apart: 'Nassfutter · Hund · 0,40 € / 100 g'. */
const hitFacts = (hit: Hit) =>
  [
    labelOf(TYPE1, hit.type1),
    labelsOf(ANIMALS, hit.animal),
    hit.bestOffer && formatBasePrice(hit.bestOffer.basePrice, hit.bestOffer.unit),
  ]
    .filter(Boolean)
    .join(' · ');

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
  const [total, setTotal] = useState(0);
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
    getJson<{ success?: boolean | number; products?: Hit[]; nOfProducts?: number }>(
      `/api/search-products?query=${encodeURIComponent(query)}`,
    ).then(
      (answer) => {
        if (!current) return;
        setHits(answer.products ?? []);
        setTotal(answer.nOfProducts ?? answer.products?.length ?? 0);
      },
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
  const openAll = () => {
    close();
    navigate(quickSearchListUrl(text));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hit = active >= 0 ? hits?.[active] : undefined;
    if (hit) {
      openHit(hit);
      return;
    }
    openAll();
  };
  // The last option, 'Alle N Treffer anzeigen', follows the hits.
  const optionCount = hits && hits.length > 0 ? hits.length + 1 : 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = optionCount;
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
  const listShown = showList && !emptyText && !!hits && hits.length > 0;

  return (
    <search className="quick-search">
      <form onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${listId}-input`}>
          Futter suchen
        </label>
        <input
          id={`${listId}-input`}
          type="search"
          placeholder="Marke, Sorte oder Zutat"
          autoComplete="off"
          role="combobox"
          aria-expanded={showList}
          {...(listShown && { 'aria-controls': listId })}
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
        {listShown && hits && (
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
                  <small>{hitFacts(hit)}</small>
                </span>
              </div>
            ))}
            <div
              id={`${listId}-${hits.length}`}
              role="option"
              tabIndex={-1}
              aria-selected={active === hits.length}
              className={`quick-search-all${active === hits.length ? ' is-active' : ''}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={openAll}
              onKeyDown={() => undefined}
            >
              Alle {formatNumber(total, 0)} Treffer anzeigen
            </div>
          </div>
        )}
      </form>
    </search>
  );
}
