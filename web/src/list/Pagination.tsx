import { listAddress } from '@futterkompass/domain';
import Paginator from 'instantsearch.js/es/connectors/pagination/Paginator';
import type { ReactNode } from 'react';
import { usePagination } from 'react-instantsearch';
import { useMediaQuery } from '../ui/use-media-query';
import { useCatalogQuery } from './catalog-state';

/** Phones show one page either side of the current one, so that the bar keeps to one row. */
export const NARROW_PAGINATION_QUERY = '(max-width: 560px)';

/**
 * One page of the list as a link to its address (a crawler follows it, a new tab opens it); a plain
 * click turns the page in place, without loading the document again.
 */
function PageLink({
  page,
  label,
  current = false,
  children,
}: {
  page: number;
  label: string;
  current?: boolean;
  children: ReactNode;
}) {
  const { query, update } = useCatalogQuery();
  return (
    <a
      href={listAddress({ ...query, currentPage: page })}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        // A new tab or window (modifier keys, middle button) follows the link.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        update({ ...query, currentPage: page });
      }}
    >
      {children}
    </a>
  );
}

/** The previous or next page where there is none: shown, not a link. */
const Edge = ({ children }: { children: ReactNode }) => (
  <span className="pagination-edge" aria-hidden="true">
    {children}
  </span>
);

/**
 * Pages of the list ('1 … 4 5 6 7 8 … 33', on phones '1 … 5 6 7 … 33'), each a link to its page's
 * address; the page count is the ceiling of total / page size. The current page stays in the middle
 * of the ones shown; `hidden` keeps the widget but shows nothing.
 */
export function Pagination({ hidden = false }: { hidden?: boolean }) {
  const narrow = useMediaQuery(NARROW_PAGINATION_QUERY);
  // The padding is no parameter of the widget: the phone's width, known only after the takeover of
  // the server's markup, would replace the widget, and InstantSearch would search the list again.
  const { currentRefinement, nbPages } = usePagination();
  const pages = new Paginator({
    currentPage: currentRefinement,
    total: nbPages,
    padding: narrow ? 1 : 2,
  }).pages();
  // The page the visitor chose shows at once; the list follows (catalog-state.tsx).
  const { query } = useCatalogQuery();
  if (hidden || nbPages <= 1) return null;
  const current = query.currentPage - 1;
  return (
    <nav className="pagination" aria-label="Seiten">
      {current > 0 ? (
        <PageLink page={current} label="Vorherige Seite">
          ‹
        </PageLink>
      ) : (
        <Edge>‹</Edge>
      )}
      {pages[0] !== 0 && (
        <PageLink page={1} label="Seite 1">
          1
        </PageLink>
      )}
      {(pages[0] ?? 0) > 1 && (
        <span className="pagination-gap" aria-hidden="true">
          …
        </span>
      )}
      {pages.map((page) => (
        <PageLink key={page} page={page + 1} label={`Seite ${page + 1}`} current={page === current}>
          {page + 1}
        </PageLink>
      ))}
      {(pages.at(-1) ?? 0) < nbPages - 2 && (
        <span className="pagination-gap" aria-hidden="true">
          …
        </span>
      )}
      {pages[pages.length - 1] !== nbPages - 1 && (
        <PageLink page={nbPages} label={`Seite ${nbPages}`}>
          {nbPages}
        </PageLink>
      )}
      {current < nbPages - 1 ? (
        <PageLink page={current + 2} label="Nächste Seite">
          ›
        </PageLink>
      ) : (
        <Edge>›</Edge>
      )}
    </nav>
  );
}
