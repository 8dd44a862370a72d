import type { BodyOf, FilterProductsAnswer } from '@futterkompass/contract';
import {
  BOOLEAN_PARAMS,
  type CatalogQuery,
  LIST_PARAM_NAMES,
  MAX_ONLY_FIELDS,
  type PetFilter,
  RANGE_FIELDS,
  type RawQuery,
  sanitizeCatalogQuery,
  serializeCatalogQuery,
} from '@futterkompass/domain';
import { COUNTED_GROUPS, entityValue, groupOptions, type NewFilters } from '@futterkompass/search-config';
import { ApiError, postJson } from '../api/http';
import { sortFromIndex } from './ui-state';

export type { FilterProductsAnswer };

/** What InstantSearch sends for one query (Algolia's parameters, and this app's filterOption and shipping). */
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
    shipping?: string;
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
  raw.shipping = params.shipping;
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
      entries.map((e) => ('_id' in e ? [entityValue(e), e.count] : [e.value, e.count])),
    );
  }
  return facets;
}

function toResponse(request: SearchRequest, answer: FilterProductsAnswer, main: boolean, failed: boolean) {
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
    ...(main && { userData: [{ newFilters: answer.newFilters ?? {}, failed } satisfies ListUserData] }),
  };
}

/** What the main result carries besides hits: the filter options, and whether the call failed. */
export interface ListUserData {
  newFilters: NewFilters;
  failed: boolean;
}

export class ListError extends Error {
  override name = 'ListError';
}

type Post = (
  url: '/api/filter-products',
  body: BodyOf<'POST /api/filter-products'>,
) => Promise<FilterProductsAnswer>;

/** The answer to one list query (serialized as in the URL), as the server put it into the page. */
export interface FirstAnswer {
  query: string;
  answer: FilterProductsAnswer;
}

/** The one automatic retry of a list call that got no answer or a server error waits this long. */
export const RETRY_BACKOFF_MS = 1000;

/** No answer, or the server failed: worth one more try. A refusal (4xx, success 0) is not. */
const retryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status === undefined || error.status >= 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * InstantSearch's search client for the list page: one call of /api/filter-products answers the
 * main query and every facet query (the API counts disjunctively itself); the first one is answered
 * from the page when the server put the answer to the same query there. Every search waits 200 ms
 * (the first after a page load too); one overtaken by a newer search is answered with the newer
 * one's result instead of its own call. When the visitor's action reached InstantSearch a frame
 * later (`acted`, see catalog-state.tsx), the 200 ms count from the action.
 *
 * A call that fails is tried once more after a pause. Its failure is answered as a result without
 * hits, marked failed (ListUserData), and not as an error: InstantSearch would roll its state back
 * to the last answered query on an error, and the visitor's choice would snap back. A query that
 * failed is not sent again until it changes or the visitor asks (`retry`), so that a search
 * InstantSearch repeats by itself costs no request.
 */
export function createCatalogSearchClient(
  options: {
    post?: Post;
    fetchDelayMs?: number;
    retryBackoffMs?: number;
    firstAnswer?: FirstAnswer | null;
    /**
     * Answer from the page alone and throw for anything else (the server's rendering: it has no
     * API to call, and a failed search makes it leave the page to the browser).
     */
    onlyFromPage?: boolean;
    /** The active animal ("Mein Tier"), asked at each search: its cards carry the cost per day. */
    pet?: () => PetFilter | null;
  } = {},
) {
  const post = options.post ?? ((url, body) => postJson(url, body));
  const { firstAnswer } = options;
  const delay = options.fetchDelayMs ?? FETCH_DELAY_MS;
  const backoff = options.retryBackoffMs ?? RETRY_BACKOFF_MS;
  let sequence = 0;
  let initial = true;
  let actedAt: number | null = null;
  let failedKey: string | null = null;
  // The filter options of the last answer stay usable while the list shows its error.
  let lastFilters: NewFilters | undefined;
  let waiting: ((answer: Promise<FilterProductsAnswer>) => void)[] = [];
  const later = () =>
    new Promise<FilterProductsAnswer>((resolve, reject) => {
      waiting.push((answer) => answer.then(resolve, reject));
    });

  const call = async (filters: CatalogQuery): Promise<FilterProductsAnswer> => {
    const pet = options.pet?.();
    const body = { filters: pet ? { ...filters, pet } : filters };
    try {
      return await post('/api/filter-products', body);
    } catch (error) {
      if (!retryable(error)) throw error;
      await wait(backoff);
      return post('/api/filter-products', body);
    }
  };

  const fetchAnswer = async (filters: CatalogQuery, key: string): Promise<FilterProductsAnswer> => {
    const first = initial;
    initial = false;
    try {
      // The page's own first query was answered by the server with the page: no second round trip.
      const answer = first && firstAnswer?.query === key ? firstAnswer.answer : await call(filters);
      if (answer.success !== 1) throw new ListError('list request failed');
      failedKey = null;
      lastFilters = answer.newFilters;
      return answer;
    } catch {
      failedKey = key;
      throw new ListError('list request failed');
    }
  };

  const respond = (requests: readonly SearchRequest[], answer: FilterProductsAnswer | null) => {
    const shown = answer ?? { success: 1, products: [], nOfProducts: 0, newFilters: lastFilters };
    return {
      results: requests.map((request, i) => toResponse(request, shown, i === 0, answer === null)),
    };
  };

  return {
    async search(requests: readonly SearchRequest[]) {
      const ticket = ++sequence;
      const [main] = requests;
      const filters = main ? requestToCatalog(main) : sanitizeCatalogQuery({});
      const pet = options.pet?.();
      const key = pet
        ? `${serializeCatalogQuery(filters)}#${JSON.stringify(pet)}`
        : serializeCatalogQuery(filters);
      // The same failed query again (InstantSearch searches when a widget comes or goes): no call.
      if (failedKey === key) return respond(requests, null);
      const fromPage = initial && firstAnswer?.query === key;
      if (options.onlyFromPage && !fromPage) throw new ListError('no answer in the page for this query');
      const sinceAction = actedAt === null ? 0 : Date.now() - actedAt;
      actedAt = null;
      if (delay > 0 && !fromPage) await wait(Math.max(0, delay - sinceAction));
      let answer: Promise<FilterProductsAnswer>;
      if (ticket === sequence) {
        answer = fetchAnswer(filters, key);
        const overtaken = waiting;
        waiting = [];
        for (const resolve of overtaken) resolve(answer);
      } else {
        answer = later();
      }
      return respond(
        requests,
        await answer.catch((error: unknown) => {
          if (error instanceof ListError) return null;
          throw error;
        }),
      );
    },
    /** The visitor changed the list now; the search for it starts after the next paint. */
    acted() {
      actedAt = Date.now();
    },
    /** The visitor asks again: the failed query may be sent once more. */
    retry() {
      failedKey = null;
    },
  };
}
