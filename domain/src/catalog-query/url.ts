import {
  BOOLEAN_PARAMS,
  type CatalogQuery,
  defaultCatalogQuery,
  LIST_PARAM_NAMES,
  NOT_PARAM_NAMES,
  RANGE_PARAMS,
  RELEVANCE,
} from './params';
import { type RawQuery, sanitizeCatalogQuery } from './sanitize';

/** Collects repeated parameters (animal=dog&animal=cat) into lists. */
export function searchParamsToRaw(search: string | URLSearchParams): RawQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: Record<string, string[]> = {};
  for (const [key, value] of params) {
    const list = raw[key];
    if (list) list.push(value);
    else raw[key] = [value];
  }
  return raw;
}

export function parseCatalogSearch(search: string | URLSearchParams, current?: CatalogQuery): CatalogQuery {
  return sanitizeCatalogQuery(searchParamsToRaw(search), current);
}

/**
 * The canonical query string of a list state: parameters in alphabetical order, lists repeated,
 * empty lists and unset values left out; a text search in relevance order has no sortBy.
 * parseCatalogSearch(serializeCatalogQuery(q)) equals q.
 */
export function serializeCatalogQuery(query: CatalogQuery): string {
  const entries: [string, string][] = [];
  for (const param of LIST_PARAM_NAMES) {
    for (const value of query[param]) entries.push([param, String(value)]);
  }
  for (const param of NOT_PARAM_NAMES) for (const value of query[param] ?? []) entries.push([param, value]);
  for (const param of [...BOOLEAN_PARAMS, ...RANGE_PARAMS]) {
    const value = query[param];
    if (value !== undefined) entries.push([param, String(value)]);
  }
  if (query.query !== undefined) entries.push(['query', query.query]);
  if (query.shipping === 'included') entries.push(['shipping', 'included']);
  if (query.showUnclear) entries.push(['showUnclear', 'true']);
  if (query.sortBy !== RELEVANCE || query.query === undefined)
    entries.push(['sortBy', query.sortBy === RELEVANCE ? 'brand' : query.sortBy]);
  entries.push(
    ['currentPage', String(query.currentPage)],
    ['productsPerPage', String(query.productsPerPage)],
    ['filterOption', String(query.filterOption)],
  );
  // A stable sort keeps repeated values of one parameter in their order.
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

export const DEFAULT_CATALOG_SEARCH = serializeCatalogQuery(defaultCatalogQuery());

export function isDefaultCatalogQuery(query: CatalogQuery): boolean {
  return serializeCatalogQuery(query) === DEFAULT_CATALOG_SEARCH;
}
