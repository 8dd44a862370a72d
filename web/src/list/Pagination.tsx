import { usePagination } from 'react-instantsearch';

/** Pages of the list; the page count is the ceiling of total / page size. */
export function Pagination() {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine } = usePagination({
    padding: 2,
  });
  if (nbPages <= 1) return null;
  const go = (page: number) => () => refine(page);
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
