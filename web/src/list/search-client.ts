import type { BodyOf, FilterProductsAnswer } from '@futterkompass/contract';
import {
  BOOLEAN_PARAMS,
  type CatalogQuery,
  LIST_PARAM_NAMES,
  MAX_ONLY_FIELDS,
  NOT_PARAM_NAMES,
  type PetFilter,
  RANGE_FIELDS,
  type RawQuery,
  sanitizeCatalogQuery,
  serializeCatalogQuery,
} from '@futterkompass/domain';
import { COUNTED_GROUPS, entityValue, groupOptions, type NewFilters } from '@futterkompass/search-config';
import { ApiError, postJson } from '../api/http';
import { type ChoiceCommand, type ChoiceEvent, createListChoice } from './list-choice';
import { type Clock, realClock } from './list-clock';
import { listFilters } from './list-filters';
import { createListTiming, type TimingCommand, type TimingEvent } from './list-timing';
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
    showUnclear?: boolean;
  };
}

export const FETCH_DELAY_MS = 200;
/** Chip changes made in quick succession are applied together this long after the last. */
export const CHIP_DEBOUNCE_MS = 500;

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
  for (const param of [...LIST_PARAM_NAMES, ...BOOLEAN_PARAMS, ...NOT_PARAM_NAMES])
    raw[param] = lists.get(param);
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
  raw.showUnclear = params.showUnclear;
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

interface PendingSearch {
  requests: readonly SearchRequest[];
  body: { filters: ReturnType<typeof listFilters> };
  resolve(response: SearchResponse): void;
  reject(error: unknown): void;
}

type SearchResponse = { results: ReturnType<typeof toResponse>[] };

/** Receives what the list shows of the visitor's changes, and the query to hand to InstantSearch. */
export type ChoiceListener = (
  command: Extract<ChoiceCommand<CatalogQuery>, { type: 'show' | 'apply' }>,
) => void;

/**
 * InstantSearch's search client for the list page: one call of /api/filter-products answers the
 * main query and every facet query (the API counts disjunctively itself). When each search goes
 * out and which answer it gets is decided by the timing machine (list-timing.ts: the 200 ms wait
 * from the visitor's action, overtaken and shared searches, one retry, the first answer from the
 * page, no repeat of a failed query), and how the visitor's changes reach InstantSearch by the
 * choice machine (list-choice.ts: after the next paint, the chips' debounce); this client runs
 * both machines' timers, the list's only ones, and its calls, and translates requests and answers.
 *
 * A failure is answered as a result without hits, marked failed (ListUserData), and not as an
 * error: InstantSearch would roll its state back to the last answered query on an error, and the
 * visitor's choice would snap back.
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
    clock?: Clock;
  } = {},
) {
  const post = options.post ?? ((url, body) => postJson(url, body));
  const clock = options.clock ?? realClock;
  const timing = createListTiming({
    delayMs: options.fetchDelayMs ?? FETCH_DELAY_MS,
    backoffMs: options.retryBackoffMs ?? RETRY_BACKOFF_MS,
    pageKey: options.firstAnswer?.query ?? null,
    onlyFromPage: !!options.onlyFromPage,
  });
  const searches = new Map<number, PendingSearch>();
  const calls = new Map<number, { body: PendingSearch['body']; answer?: FilterProductsAnswer }>();
  let lastSearch = 0;
  // The filter options of the last answer stay usable while the list shows its error.
  let lastFilters: NewFilters | undefined;

  const respond = (requests: readonly SearchRequest[], answer: FilterProductsAnswer | null) => {
    const shown = answer ?? { success: 1, products: [], nOfProducts: 0, newFilters: lastFilters };
    return {
      results: requests.map((request, i) => toResponse(request, shown, i === 0, answer === null)),
    };
  };
  const settle = (ids: readonly number[], answer: FilterProductsAnswer | null) => {
    for (const id of ids) {
      const pending = searches.get(id);
      searches.delete(id);
      pending?.resolve(respond(pending.requests, answer));
    }
  };
  const outcome = (call: number, answer: FilterProductsAnswer) => {
    if (answer.success !== 1) return run({ type: 'failed', call, retryable: false });
    lastFilters = answer.newFilters;
    const entry = calls.get(call);
    if (entry) entry.answer = answer;
    run({ type: 'succeeded', call });
  };
  const send = (call: number) => {
    const entry = calls.get(call);
    if (!entry) return;
    post('/api/filter-products', entry.body).then(
      (answer) => outcome(call, answer),
      (error: unknown) => run({ type: 'failed', call, retryable: retryable(error) }),
    );
  };

  function execute(command: TimingCommand) {
    switch (command.type) {
      case 'wait':
        clock.setTimeout(() => run(command.next), command.ms);
        return;
      case 'send': {
        const body = searches.get(command.search)?.body;
        if (!body) return;
        calls.set(command.call, { body });
        // The page's own first query was answered by the server with the page: no round trip.
        if (command.source === 'page' && options.firstAnswer)
          return outcome(command.call, options.firstAnswer.answer);
        return send(command.call);
      }
      case 'resend':
        return send(command.call);
      case 'answer':
        settle(command.searches, calls.get(command.call)?.answer ?? null);
        calls.delete(command.call);
        return;
      case 'fail':
        if (command.call !== undefined) calls.delete(command.call);
        settle(command.searches, null);
        return;
      case 'refuse': {
        const pending = searches.get(command.search);
        searches.delete(command.search);
        pending?.reject(new ListError('no answer in the page for this query'));
        return;
      }
    }
  }
  function run(event: TimingEvent) {
    for (const command of timing.dispatch(event)) execute(command);
  }

  const choice = createListChoice<CatalogQuery>({ debounceMs: CHIP_DEBOUNCE_MS });
  let connected: ChoiceListener | null = null;
  function runChoice(event: ChoiceEvent<CatalogQuery>) {
    for (const command of choice.dispatch(event)) {
      if (command.type === 'acted') run({ type: 'acted', at: clock.now() });
      else if (command.type === 'afterPaint') clock.afterPaint(() => runChoice(command.next));
      else if (command.type === 'wait') clock.setTimeout(() => runChoice(command.next), command.ms);
      else connected?.(command);
    }
  }

  return {
    search(requests: readonly SearchRequest[]): Promise<SearchResponse> {
      const [main] = requests;
      const filters = main ? requestToCatalog(main) : sanitizeCatalogQuery({});
      const pet = options.pet?.();
      const key = pet
        ? `${serializeCatalogQuery(filters)}#${JSON.stringify(pet)}`
        : serializeCatalogQuery(filters);
      const id = ++lastSearch;
      return new Promise((resolve, reject) => {
        searches.set(id, {
          requests,
          body: { filters: listFilters(filters, pet ?? null) },
          resolve,
          reject,
        });
        run({ type: 'search', search: id, key, at: clock.now() });
      });
    },
    /** The visitor's choice: shown at once, handed to InstantSearch after the next paint. */
    choose(query: CatalogQuery) {
      runChoice({ type: 'choose', query });
    },
    /** A chip change of `current` (or of those still waiting), applied with them after the debounce. */
    chip(change: (query: CatalogQuery) => CatalogQuery, current: CatalogQuery) {
      runChoice({ type: 'chip', change, current });
    },
    /** The list's view of the visitor's changes: what to show, and when to hand them over. */
    connect(listener: ChoiceListener) {
      connected = listener;
      return () => {
        if (connected === listener) connected = null;
      };
    },
    /** The visitor asks again: the failed query may be sent once more. */
    retry() {
      run({ type: 'retry' });
    },
  };
}

export type CatalogSearchClient = ReturnType<typeof createCatalogSearchClient>;
