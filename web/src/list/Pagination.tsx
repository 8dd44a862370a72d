import { usePagination } from 'react-instantsearch';
import { useMediaQuery } from '../ui/use-media-query';
import { useCatalogQuery } from './catalog-state';

/** Phones show one page either side of the current one, so that the bar keeps to one row. */
export const NARROW_PAGINATION_QUERY = '(max-width: 560px)';

/**
 * Pages of the list ('1 … 4 5 6 7 8 … 33', on phones '1 … 5 6 7 … 33'); the page count is the
 * ceiling of total / page size.
 * The current page stays in the middle of the ones shown; `hidden` keeps the widget but shows nothing.
 */
export function Pagination({ hidden = false }: { hidden?: boolean }) {
  const narrow = useMediaQuery(NARROW_PAGINATION_QUERY);
  const { pages, nbPages } = usePagination({ padding: narrow ? 1 : 2 });
  // The page the visitor chose shows at once; the list follows (catalog-state.tsx).
  const { query, update } = useCatalogQuery();
  if (hidden || nbPages <= 1) return null;
  const currentRefinement = query.currentPage - 1;
  const isFirstPage = currentRefinement <= 0;
  const isLastPage = currentRefinement >= nbPages - 1;
  const go = (page: number) => () => update({ ...query, currentPage: page + 1 });
  return (
    <nav className="pagination" aria-label="Seiten">
      <button
        type="button"
        disabled={isFirstPage}
        onClick={go(currentRefinement - 1)}
        aria-label="Vorherige Seite"
      >
        ‹
      </button>
      {pages[0] !== 0 && (
        <button type="button" onClick={go(0)} aria-label="Seite 1">
          1
        </button>
      )}
      {(pages[0] ?? 0) > 1 && (
        <span className="pagination-gap" aria-hidden="true">
          …
        </span>
      )}
      {pages.map((page) => (
        <button
          key={page}
          type="button"
          aria-current={page === currentRefinement ? 'page' : undefined}
          aria-label={`Seite ${page + 1}`}
          onClick={go(page)}
        >
          {page + 1}
        </button>
      ))}
      {(pages.at(-1) ?? 0) < nbPages - 2 && (
        <span className="pagination-gap" aria-hidden="true">
          …
        </span>
      )}
      {pages[pages.length - 1] !== nbPages - 1 && (
        <button type="button" onClick={go(nbPages - 1)} aria-label={`Seite ${nbPages}`}>
          {nbPages}
        </button>
      )}
      <button
        type="button"
        disabled={isLastPage}
        onClick={go(currentRefinement + 1)}
        aria-label="Nächste Seite"
      >
        ›
      </button>
    </nav>
  );
}
