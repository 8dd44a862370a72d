import {
  BOOLEAN_PARAMS,
  type CatalogQuery,
  LIST_PARAM_NAMES,
  type ListSort,
  MAX_ONLY_FIELDS,
  NOT_PARAM_NAMES,
  RANGE_FIELDS,
  type RawQuery,
  RELEVANCE,
  SORT_OPTIONS,
  sanitizeCatalogQuery,
} from '@futterkompass/domain';

/** The InstantSearch index of the product list; the sort options are replicas of it. */
export const INDEX = 'products';

export const sortIndex = (sort: ListSort): string => (sort === 'brand' ? INDEX : `${INDEX}_${sort}`);

export function sortFromIndex(index: string | undefined): ListSort {
  const sort = index?.startsWith(`${INDEX}_`) ? index.slice(INDEX.length + 1) : 'brand';
  return SORT_OPTIONS.has(sort) || sort === RELEVANCE ? sort : 'brand';
}

/**
 * The part of InstantSearch's UI state the list uses (filterOption, shipping and showUnclear are
 * this app's own keys; the "ohne …" filters are refinement lists named as their parameters).
 */
export interface CatalogUiState {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  range?: Record<string, string>;
  filterOption?: number;
  shipping?: 'included';
  showUnclear?: true;
}

/** Facet attributes of the refinement lists: every list parameter, the three booleans, the "ohne …" filters. */
export const REFINEMENT_ATTRIBUTES: readonly string[] = [
  ...LIST_PARAM_NAMES,
  ...BOOLEAN_PARAMS,
  ...NOT_PARAM_NAMES,
];
/** Range attributes; nfe and nfeTM use only the upper bound. */
export const RANGE_ATTRIBUTES: readonly string[] = [...RANGE_FIELDS, ...MAX_ONLY_FIELDS];

const bound = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The list state as InstantSearch's UI state; pages and defaults as its widgets write them. */
export function catalogToUiState(query: CatalogQuery): CatalogUiState {
  const refinementList: Record<string, string[]> = {};
  for (const param of LIST_PARAM_NAMES) {
    if (query[param].length > 0) refinementList[param] = query[param].map(String);
  }
  for (const param of BOOLEAN_PARAMS) {
    const value = query[param];
    if (value !== undefined) refinementList[param] = [String(value)];
  }
  for (const param of NOT_PARAM_NAMES) {
    const values = query[param] ?? [];
    if (values.length > 0) refinementList[param] = [...values];
  }
  const range: Record<string, string> = {};
  for (const field of RANGE_FIELDS) {
    const min = query[`${field}Min`];
    const max = query[`${field}Max`];
    if (min !== undefined || max !== undefined) range[field] = `${bound(min)}:${bound(max)}`;
  }
  for (const field of MAX_ONLY_FIELDS) {
    const max = query[field];
    if (max !== undefined) range[field] = `:${max}`;
  }
  return {
    ...(query.query && { query: query.query }),
    ...(query.currentPage > 1 && { page: query.currentPage }),
    hitsPerPage: query.productsPerPage,
    ...(query.sortBy !== 'brand' && { sortBy: sortIndex(query.sortBy) }),
    ...(Object.keys(refinementList).length > 0 && { refinementList }),
    ...(Object.keys(range).length > 0 && { range }),
    filterOption: query.filterOption,
    ...(query.shipping === 'included' && { shipping: 'included' as const }),
    ...(query.showUnclear && { showUnclear: true as const }),
  };
}

function splitRange(value: string | undefined): [string | undefined, string | undefined] {
  if (!value) return [undefined, undefined];
  const [min, max] = value.split(':');
  return [min || undefined, max || undefined];
}

/** InstantSearch's UI state back to the list state, sanitised as the URL is. */
export function uiStateToCatalog(ui: CatalogUiState): CatalogQuery {
  const raw: Record<string, RawQuery[string]> = {};
  for (const attribute of REFINEMENT_ATTRIBUTES) {
    const values = ui.refinementList?.[attribute];
    if (values && values.length > 0) raw[attribute] = values;
  }
  for (const field of RANGE_FIELDS) {
    const [min, max] = splitRange(ui.range?.[field]);
    raw[`${field}Min`] = min;
    raw[`${field}Max`] = max;
  }
  for (const field of MAX_ONLY_FIELDS) raw[field] = splitRange(ui.range?.[field])[1];
  raw.query = ui.query;
  raw.currentPage = String(ui.page ?? 1);
  raw.productsPerPage = ui.hitsPerPage === undefined ? undefined : String(ui.hitsPerPage);
  raw.sortBy = sortFromIndex(ui.sortBy);
  raw.filterOption = String(ui.filterOption ?? 1);
  raw.shipping = ui.shipping;
  raw.showUnclear = ui.showUnclear;
  return sanitizeCatalogQuery(raw);
}
