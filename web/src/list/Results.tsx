import {
  formatNumber,
  LIST_SORTS,
  type ListSort,
  listAddress,
  listPageCount,
  listSortLabel,
  MESSAGES,
  PAGE_SIZES,
  type PageSize,
  SORT_OPTIONS,
} from '@futterkompass/domain';
import { useEffect, useId, useRef } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';
import { Link } from 'react-router-dom';
import { RankingLink } from '../content/RankingLink';
import { ProductCard, type ProductCardData } from '../products/ProductCard';
import { afterNextPaint } from '../ui/after-next-paint';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { ActiveFilters } from './ActiveFilters';
import { AllergyShield } from './AllergyShield';
import { useCatalogQuery } from './catalog-state';
import { NoResults } from './NoResults';
import { Pagination } from './Pagination';
import { ShippingToggle } from './ShippingToggle';
import type { ListUserData } from './search-client';

/** What the count line says: the count of an answer, that one is on its way, or nothing (failed). */
type Count = number | 'pending' | 'failed';

/** The count once there is an answer to count ('0 Produkte' before it would be wrong). */
function ResultCount({ count }: { count: Count }) {
  return (
    <p className="results-count" aria-live="polite">
      {count === 'pending'
        ? 'Suche Produkte …'
        : count === 'failed'
          ? ''
          : `${formatNumber(count, 0)} ${count === 1 ? 'Produkt' : 'Produkte'}`}
    </p>
  );
}

function ResultsHeader({ count }: { count: Count }) {
  const { query, update } = useCatalogQuery();
  const sortId = useId();
  const sizeId = useId();
  return (
    <div className="results-header">
      <ResultCount count={count} />
      {query.query && (
        <p className="results-query">
          Suchbegriff: „{query.query}“{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => update({ ...query, query: undefined })}
          >
            Suchbegriff entfernen
          </button>
        </p>
      )}
      <div className="results-controls">
        {/* Each label with its select: a narrow screen wraps between the two, never inside one. */}
        <span className="results-control">
          <label htmlFor={sortId}>Sortierung</label>
          <select
            id={sortId}
            value={query.sortBy}
            onChange={(e) => update({ ...query, sortBy: e.target.value as ListSort })}
          >
            {/* A search term's own order, until another is chosen. */}
            {(query.query ? LIST_SORTS : SORT_OPTIONS.values).map((sort) => (
              <option key={sort} value={sort}>
                {listSortLabel(sort)}
              </option>
            ))}
          </select>
        </span>
        <RankingLink />
        <span className="results-control">
          <label htmlFor={sizeId}>Pro Seite</label>
          <select
            id={sizeId}
            value={query.productsPerPage}
            onChange={(e) => update({ ...query, productsPerPage: Number(e.target.value) as PageSize })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
        <ShippingToggle />
      </div>
    </div>
  );
}

/** Grey cards in the grid's shape while the first answer is on its way: the page does not jump. */
function SkeletonGrid({ count }: { count: number }) {
  return (
    <ul className="product-grid skeleton-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <li key={i} className="skeleton-card" />
      ))}
    </ul>
  );
}

/** The list's error text, and a way to ask again (one request, as the visitor asked). */
function ListFailure({ onRetry }: { onRetry(): void }) {
  return (
    <div className="alert alert-error list-failure">
      <p role="alert">{MESSAGES.listError}</p>
      <button type="button" className="button button-secondary button-small" onClick={onRetry}>
        Erneut versuchen
      </button>
    </div>
  );
}

/**
 * Result count, search term, sort, page size, the product grid and the pages. `onRetry` lets the
 * search client send a failed query once more.
 */
export function Results({ onRetry }: { onRetry(): void }) {
  const { status, results, refresh } = useInstantSearch({ catchError: true });
  const { items } = useHits<ProductCardData & { objectID: string }>();
  const { query, choosing } = useCatalogQuery();
  const top = useRef<HTMLDivElement>(null);
  const total = results?.nbHits ?? 0;
  const loading = status === 'loading' || status === 'stalled';
  const failed = status === 'error' || !!(results?.userData as ListUserData[] | undefined)?.[0]?.failed;
  // Before the first answer InstantSearch holds made-up empty results: they are no 0-result answer.
  const answered = !!results && !(results as { __isArtificial?: boolean }).__isArtificial;

  // A new page starts at the top of the results. Once the chosen page has painted: scrolling lays
  // the page out at once, which in the click's own frame held that frame back on a phone.
  const page = query.currentPage;
  const shownPage = useRef(page);
  useEffect(() => {
    const turned = shownPage.current !== page;
    shownPage.current = page;
    return turned
      ? afterNextPaint(() => top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }))
      : undefined;
  }, [page]);

  return (
    <section
      id="suchergebnisse"
      className="results"
      aria-labelledby="suchergebnisse-titel"
      aria-busy={loading}
      ref={top}
      tabIndex={-1}
    >
      <h2 id="suchergebnisse-titel" className="visually-hidden">
        Suchergebnisse
      </h2>
      <ResultsHeader count={failed ? 'failed' : answered ? total : 'pending'} />
      <AllergyShield />
      <ActiveFilters />
      {failed && (
        <ListFailure
          onRetry={() => {
            onRetry();
            refresh();
          }}
        />
      )}
      {/* Not for a choice on its way: its suggestions would count removals from the new query. */}
      {!failed && !loading && !choosing && answered && total === 0 && <NoResults />}
      {!failed &&
        !choosing &&
        answered &&
        total > 0 &&
        page > listPageCount(total, query.productsPerPage) && (
          <p className="alert">
            Diese Seite gibt es nicht.{' '}
            <Link to={listAddress({ ...query, currentPage: 1 })}>Zur ersten Seite</Link>
          </p>
        )}
      <div className="results-body">
        {loading && <LoadingOverlay text="Suche Produkte..." />}
        {!answered && !failed && <SkeletonGrid count={query.productsPerPage} />}
        {!failed && (
          <ul className="product-grid">
            {items.map((product, index) => (
              <li key={product._id}>
                {/* The first row of four on wide screens loads at once; the first card is a phone's
                    largest paint. */}
                <ProductCard product={product} image={index === 0 ? 'first' : index < 4 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* Always mounted: a widget that comes or goes makes InstantSearch search again. */}
      <Pagination hidden={failed} />
    </section>
  );
}
