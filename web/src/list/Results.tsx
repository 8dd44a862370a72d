import {
  formatNumber,
  MESSAGES,
  PAGE_SIZES,
  type PageSize,
  SORT_OPTIONS,
  type SortOption,
} from '@futterkompass/domain';
import { useEffect, useId, useRef } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';
import { ProductCard, type ProductCardData } from '../products/ProductCard';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { ActiveFilters } from './ActiveFilters';
import { useCatalogQuery } from './catalog-state';
import { NoResults } from './NoResults';
import { Pagination } from './Pagination';

function ResultsHeader({ total }: { total: number }) {
  const { query, update } = useCatalogQuery();
  const sortId = useId();
  const sizeId = useId();
  return (
    <div className="results-header">
      <p className="results-count" aria-live="polite">
        {formatNumber(total, 0)} {total === 1 ? 'Produkt' : 'Produkte'}
      </p>
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
        <label htmlFor={sortId}>Sortierung</label>
        <select
          id={sortId}
          value={query.sortBy}
          onChange={(e) => update({ ...query, sortBy: e.target.value as SortOption })}
        >
          {SORT_OPTIONS.values.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_OPTIONS.label(sort)}
            </option>
          ))}
        </select>
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

/** Result count, search term, sort, page size, the product grid and the pages. */
export function Results() {
  const { status, results } = useInstantSearch({ catchError: true });
  const { items } = useHits<ProductCardData & { objectID: string }>();
  const { query } = useCatalogQuery();
  const top = useRef<HTMLDivElement>(null);
  const total = results?.nbHits ?? 0;
  const loading = status === 'loading' || status === 'stalled';
  const failed = status === 'error';
  // Before the first answer InstantSearch holds made-up empty results: they are no 0-result answer.
  const answered = !!results && !(results as { __isArtificial?: boolean }).__isArtificial;

  // A new page starts at the top of the results.
  const page = query.currentPage;
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    shownPage.current = page;
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
      <ResultsHeader total={failed ? 0 : total} />
      <ActiveFilters />
      {failed && (
        <p className="alert alert-error" role="alert">
          {MESSAGES.listError}
        </p>
      )}
      {!failed && !loading && answered && total === 0 && <NoResults />}
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
      {!failed && <Pagination />}
    </section>
  );
}
