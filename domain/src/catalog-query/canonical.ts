import { landingOf } from './address';
import {
  BOOLEAN_PARAMS,
  type CatalogQuery,
  defaultCatalogQuery,
  LIST_PARAM_NAMES,
  type ListParam,
  MAX_ONLY_FIELDS,
  RANGE_FIELDS,
} from './params';
import { serializeCatalogQuery } from './url';

/**
 * The two parameters that name what a list is (its entry page: food of a type for an animal). They
 * are always set, so they do not count as facets while each holds one value.
 */
const ENTRY_PARAMS: readonly ListParam[] = ['animal', 'type1'];

/** Facet values an indexable list may combine beyond its animal and type (docs/seo.md). */
export const MAX_INDEXED_FACETS = 2;

/**
 * How many facet values narrow a list beyond its entry page: every selected value of a list
 * parameter (a second animal or type counts too), every boolean filter, every price or Weender
 * range (minimum and maximum of one field count once).
 */
export function catalogFacetCount(query: CatalogQuery): number {
  let count = 0;
  for (const param of LIST_PARAM_NAMES)
    count += ENTRY_PARAMS.includes(param) ? Math.max(query[param].length - 1, 0) : query[param].length;
  for (const param of BOOLEAN_PARAMS) if (query[param] !== undefined) count++;
  for (const field of RANGE_FIELDS)
    if (query[`${field}Min`] !== undefined || query[`${field}Max`] !== undefined) count++;
  for (const field of MAX_ONLY_FIELDS) if (query[field] !== undefined) count++;
  return count;
}

/** Whether a list sets a price or Weender range: any number goes there, so no such list is indexed. */
const hasRange = (query: CatalogQuery): boolean =>
  RANGE_FIELDS.some((field) => query[`${field}Min`] !== undefined || query[`${field}Max`] !== undefined) ||
  MAX_ONLY_FIELDS.some((field) => query[field] !== undefined);

/**
 * Whether search engines may index a list: at most MAX_INDEXED_FACETS facet values beyond animal
 * and type, no range, normal filter mode, and no text search (a search's results are no landing
 * page). Every other list is 'noindex, follow': its products stay reachable through its links.
 */
export function isIndexableCatalogQuery(query: CatalogQuery): boolean {
  return (
    query.query === undefined &&
    query.filterOption === 1 &&
    !hasRange(query) &&
    catalogFacetCount(query) <= MAX_INDEXED_FACETS
  );
}

/** The number of pages of a list: the ceiling of total / page size, at least one. */
export const listPageCount = (total: number, productsPerPage: number): number =>
  Math.max(1, Math.ceil(total / productsPerPage));

/**
 * How a list's address answers once its total is known: a page past the last is a 404 (there is
 * nothing on it), and a list without products is no page for the index (noindex), whatever its
 * filters. A brand or category page is indexed as the landing page it is, though a brand's filters
 * (both animals, every type) count as many facets.
 */
export function listIndexing(query: CatalogQuery, total: number): { status: 200 | 404; indexable: boolean } {
  if (query.currentPage > listPageCount(total, query.productsPerPage))
    return { status: 404, indexable: false };
  return {
    status: 200,
    indexable: total > 0 && (landingOf(query) !== null || isIndexableCatalogQuery(query)),
  };
}

/**
 * The canonical query string of a list: parameters and values in their fixed order (as
 * serializeCatalogQuery writes them), without what does not change which products the list holds
 * (sort order, page size, prices with or without shipping) and without values at their default
 * (page 1, normal filter mode).
 * Animal and type stay: they name the list.
 */
export function canonicalCatalogSearch(query: CatalogQuery): string {
  const defaults = defaultCatalogQuery();
  const params = new URLSearchParams(serializeCatalogQuery(query));
  params.delete('sortBy');
  params.delete('productsPerPage');
  params.delete('shipping');
  params.delete('showUnclear');
  if (query.currentPage === defaults.currentPage) params.delete('currentPage');
  if (query.filterOption === defaults.filterOption) params.delete('filterOption');
  return params.toString();
}
