import { PAGE_ROWS, routePatternOf } from '@futterkompass/domain';

const SITE = 'Futterkompass';

/** The document title of each route pattern, from the page table (domain/src/pages.ts). */
const TITLES = new Map(PAGE_ROWS.map((row) => [row.path, row.title]));

/**
 * The document title of a location; null for a page that sets its own (a product; a list, whose
 * title names its filters: web/src/list/list-heading.ts).
 */
export function pageTitle(pathname: string): string | null {
  const title = TITLES.get(routePatternOf(pathname));
  return title ? `${title} | ${SITE}` : null;
}
