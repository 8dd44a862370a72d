import { packagingSizeAmount } from '../packaging-sizes';
import { roundTo } from '../round';
import {
  BOOLEAN_PARAMS,
  type CatalogQuery,
  defaultCatalogQuery,
  FILTER_OPTIONS,
  LIST_PARAM_NAMES,
  LIST_PARAMS,
  type ListParam,
  type ListSort,
  type ListValues,
  NOT_PARAM_NAMES,
  NOT_PARAMS,
  NUMERIC_LIST_PARAMS,
  PAGE_SIZES,
  type PageSize,
  QUERY_MAX_LENGTH,
  RANGE_PARAMS,
  RELEVANCE,
  SORT_OPTIONS,
  vocabularyKind,
} from './params';

type RawScalar = string | number | boolean | null | undefined;
export type RawQueryValue = RawScalar | readonly RawScalar[];
export type RawQuery = Readonly<Record<string, RawQueryValue>>;

/** Multi-value parameters given as a single value become lists. */
function asList(value: RawQueryValue): RawScalar[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? [...value] : [value as RawScalar];
}

function first(value: RawQueryValue): RawScalar {
  return asList(value)[0];
}

function toNumber(value: RawScalar): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim().replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : undefined;
}

function toBoolean(value: RawScalar): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/**
 * The canonical order of a list's values: the vocabulary's order, package sizes by size, ids
 * alphabetically. Any order in a URL gives the same state.
 */
function compareFor(param: ListParam): (a: unknown, b: unknown) => number {
  const codes = LIST_PARAMS[param];
  if ('values' in codes) {
    const rank = new Map<unknown, number>(codes.values.map((v, i) => [v, i]));
    return (a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0);
  }
  if (vocabularyKind(param) === 'sizes')
    return (a, b) => packagingSizeAmount(String(a)) - packagingSizeAmount(String(b));
  return (a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0);
}

// Each list's comparator is built once, when the list first has two values to order: every URL change
// sanitises every list parameter.
const comparators = new Map<ListParam, (a: unknown, b: unknown) => number>();
function canonicalOrder(param: ListParam): (a: unknown, b: unknown) => number {
  let compare = comparators.get(param);
  if (!compare) {
    compare = compareFor(param);
    comparators.set(param, compare);
  }
  return compare;
}

function sanitizeList(param: ListParam, value: RawQueryValue): unknown[] {
  const vocabulary = LIST_PARAMS[param];
  const numeric = NUMERIC_LIST_PARAMS.has(param);
  const seen = new Set<unknown>();
  for (const raw of asList(value)) {
    const candidate = numeric ? toNumber(raw) : typeof raw === 'string' ? raw.trim() : undefined;
    if (candidate !== undefined && vocabulary.has(candidate)) seen.add(candidate);
  }
  const values = [...seen];
  return values.length > 1 ? values.sort(canonicalOrder(param)) : values;
}

function sanitizeQueryText(value: RawQueryValue): string | undefined {
  const text = first(value);
  if (typeof text !== 'string') return undefined;
  const cleaned = text.replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX_LENGTH).trim();
  return cleaned === '' ? undefined : cleaned;
}

/**
 * The list's order: a valid sortBy; with a search text and no sortBy (or `relevance`), the
 * relevance order; an invalid one keeps the current order (relevance only while there is a text),
 * else brand (spec part 2 section 5).
 */
function sanitizeSort(value: RawScalar, text: string | undefined, fallback: ListSort): ListSort {
  if (SORT_OPTIONS.has(value)) return value;
  if (text === undefined) return fallback === RELEVANCE ? 'brand' : fallback;
  return value === undefined || value === null || value === '' || value === RELEVANCE ? RELEVANCE : fallback;
}

/**
 * Sanitises list parameters as spec part 2 section 5 says: invalid sortBy, currentPage and
 * filterOption keep the current value (else the default); productsPerPage falls back to 12;
 * animal and type1 must keep at least one valid value; unknown values are dropped. A search text
 * without a sortBy is in relevance order.
 */
export function sanitizeCatalogQuery(raw: RawQuery, current?: CatalogQuery): CatalogQuery {
  const fallback = current ?? defaultCatalogQuery();
  const lists = Object.fromEntries(
    LIST_PARAM_NAMES.map((param) => [param, sanitizeList(param, raw[param])]),
  ) as unknown as ListValues;
  if (lists.animal.length === 0) lists.animal = [...fallback.animal];
  if (lists.type1.length === 0) lists.type1 = [...fallback.type1];

  const text = sanitizeQueryText(raw.query);
  const pageSize = toNumber(first(raw.productsPerPage));
  const page = toNumber(first(raw.currentPage));
  const option = toNumber(first(raw.filterOption));

  const query: CatalogQuery = {
    ...lists,
    sortBy: sanitizeSort(first(raw.sortBy), text, fallback.sortBy),
    currentPage: page !== undefined && Number.isInteger(page) && page >= 1 ? page : fallback.currentPage,
    productsPerPage: PAGE_SIZES.includes(pageSize as PageSize) ? (pageSize as PageSize) : 12,
    filterOption: FILTER_OPTIONS.has(option) ? option : fallback.filterOption,
    shipping: first(raw.shipping) === 'included' ? 'included' : 'excluded',
  };
  for (const param of BOOLEAN_PARAMS) {
    const value = toBoolean(first(raw[param]));
    if (value !== undefined) query[param] = value;
  }
  for (const param of RANGE_PARAMS) {
    const value = toNumber(first(raw[param]));
    // The Grundpreis range is typed per kg in cents: a tenth of a cent per 100 g.
    if (value !== undefined && value >= 0)
      query[param] = roundTo(value, param.startsWith('basePrice') ? 3 : 2);
  }
  for (const param of NOT_PARAM_NAMES) {
    const vocabulary: { has(v: unknown): boolean } = NOT_PARAMS[param];
    const values = [...new Set(asList(raw[param]).map((v) => (typeof v === 'string' ? v.trim() : v)))];
    const known = values.filter((v): v is string => typeof v === 'string' && vocabulary.has(v));
    if (known.length > 0) query[param] = known.sort();
  }
  if (toBoolean(first(raw.showUnclear)) === true) query.showUnclear = true;
  if (text !== undefined) query.query = text;
  return query;
}
