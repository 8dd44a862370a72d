import {
  BOOLEAN_PARAMS,
  type CatalogQuery,
  LIST_PARAM_NAMES,
  MAX_ONLY_FIELDS,
  RANGE_FIELDS,
  type RawQuery,
  sanitizeCatalogQuery,
  serializeCatalogQuery,
} from '@futterkompass/domain';
import { COUNTED_GROUPS, groupOptions, type NewFilters } from '@futterkompass/search-config';
import { postJson } from '../api/http';
import type { ProductCardData } from '../products/ProductCard';
import { sortFromIndex } from './ui-state';

/** Answer of POST /api/filter-products. */
export interface FilterProductsAnswer {
  success: number;
  products?: ProductCardData[];
  nOfProducts?: number;
  newFilters?: NewFilters;
}

/** What InstantSearch sends for one query (Algolia's parameters, and this app's filterOption). */
export interface SearchRequest {
  indexName: string;
  params?: {
    query?: string;
    page?: number;
    hitsPerPage?: number;
    facets?: string | string[];
    facetFilters?: (string | string[])[] | string;
    numericFilters?: (string | string[])[] | string;
    filterOption?: number;
  };
}

export const FETCH_DELAY_MS = 200;

const NUMERIC = /^([A-Za-z]+)\s*(>=|<=)\s*(-?\d+(?:\.\d+)?)$/;

/** The list state of InstantSearch's main query: its facet filters, numeric filters, page, sort. */
export function requestToCatalog(request: SearchRequest): CatalogQuery {
  const params = request.params ?? {};
  const raw: Record<string, RawQuery[string]> = {};
  const lists = new Map<string, string[]>();
  for (const entry of [params.facetFilters ?? []].flat(2)) {
    const at = entry.indexOf(':');
    if (at < 0) continue;
    const attribute = entry.slice(0, at);
    const value = entry.slice(at + 1).replace(/^\\-/, '-');
    lists.set(attribute, [...(lists.get(attribute) ?? []), value]);
  }
  for (const param of [...LIST_PARAM_NAMES, ...BOOLEAN_PARAMS]) raw[param] = lists.get(param);
  for (const filter of [params.numericFilters ?? []].flat(2)) {
    const match = NUMERIC.exec(filter);
    if (!match) continue;
    const [, field, operator, value] = match as unknown as [string, string, string, string];
    if ((RANGE_FIELDS as readonly string[]).includes(field))
      raw[`${field}${operator === '>=' ? 'Min' : 'Max'}`] = value;
    else if ((MAX_ONLY_FIELDS as readonly string[]).includes(field) && operator === '<=') raw[field] = value;
  }
  raw.query = params.query;
  raw.currentPage = String((params.page ?? 0) + 1);
  raw.productsPerPage = params.hitsPerPage === undefined ? undefined : String(params.hitsPerPage);
  raw.sortBy = sortFromIndex(request.indexName);
  raw.filterOption = String(params.filterOption ?? 1);
  return sanitizeCatalogQuery(raw);
}

/** Facet counts InstantSearch asked for, from the list answer's newFilters (keyed by filter value). */
function facetsFor(requested: string | string[] | undefined, newFilters: NewFilters | undefined) {
  const facets: Record<string, Record<string, number>> = {};
  const asked = [requested ?? []].flat();
  const attributes = asked.includes('*') ? COUNTED_GROUPS.map((g) => g.param) : asked;
  for (const attribute of attributes) {
    const entries = newFilters && groupOptions(newFilters, attribute);
    if (!entries) continue;
    facets[attribute] = Object.fromEntries(
      entries.map((e) => ('_id' in e ? [e._id, e.count] : [e.value, e.count])),
    );
  }
  return facets;
}

function toResponse(request: SearchRequest, answer: FilterProductsAnswer, main: boolean) {
  const hitsPerPage = request.params?.hitsPerPage ?? 0;
  const total = answer.nOfProducts ?? 0;
  const products = main ? (answer.products ?? []) : [];
  return {
    index: request.indexName,
    hits: products.map((p) => ({ ...p, objectID: p._id })),
    nbHits: total,
    page: request.params?.page ?? 0,
    nbPages: hitsPerPage > 0 ? Math.ceil(total / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: request.params?.query ?? '',
    params: '',
    facets: facetsFor(request.params?.facets, answer.newFilters),
    // The whole answer travels with the main result, for the filter popups and chips.
    ...(main && { userData: [{ newFilters: answer.newFilters ?? {} }] }),
  };
}

export class ListError extends Error {
  override name = 'ListError';
}

type Post = (url: string, body: unknown) => Promise<FilterProductsAnswer>;

/** The answer to one list query (serialized as in the URL), as the server put it into the page. */
export interface FirstAnswer {
  query: string;
  answer: FilterProductsAnswer;
}

/**
 * InstantSearch's search client for the list page: one call of /api/filter-products answers the
 * main query and every facet query (the API counts disjunctively itself); the first one is answered
 * from the page when the server put the answer to the same query there. A search waits 200 ms;
 * one overtaken by a newer search is answered with the newer one's result instead of its own call.
 */
export function createCatalogSearchClient(
  options: { post?: Post; fetchDelayMs?: number; firstAnswer?: FirstAnswer | null } = {},
) {
  const post = options.post ?? ((url, body) => postJson<FilterProductsAnswer>(url, body));
  const { firstAnswer } = options;
  const delay = options.fetchDelayMs ?? FETCH_DELAY_MS;
  let sequence = 0;
  let initial = true;
  let waiting: ((answer: Promise<FilterProductsAnswer>) => void)[] = [];
  const later = () =>
    new Promise<FilterProductsAnswer>((resolve, reject) => {
      waiting.push((answer) => answer.then(resolve, reject));
    });

  const fetchAnswer = async (filters: CatalogQuery): Promise<FilterProductsAnswer> => {
    // The page's own first query was answered by the server with the page: no second round trip.
    const known = initial && firstAnswer?.query === serializeCatalogQuery(filters);
    const answer = known ? firstAnswer.answer : await post('/api/filter-products', { filters });
    initial = false;
    if (answer.success !== 1) throw new ListError('list request failed');
    return answer;
  };

  return {
    async search(requests: readonly SearchRequest[]) {
      const ticket = ++sequence;
      // The page's first search goes out at once; later ones wait for the filters to settle.
      if (delay > 0 && !initial) await new Promise((resolve) => setTimeout(resolve, delay));
      let result: FilterProductsAnswer;
      if (ticket === sequence) {
        const [main] = requests;
        const answer = fetchAnswer(main ? requestToCatalog(main) : sanitizeCatalogQuery({}));
        const overtaken = waiting;
        waiting = [];
        for (const resolve of overtaken) resolve(answer);
        result = await answer;
      } else {
        result = await later();
      }
      return { results: requests.map((request, i) => toResponse(request, result, i === 0)) };
    },
  };
}
