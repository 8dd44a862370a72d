import { defaultCatalogQuery, serializeCatalogQuery } from '@futterkompass/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import {
  CHIP_DEBOUNCE_MS,
  createCatalogSearchClient,
  type FilterProductsAnswer,
  RETRY_BACKOFF_MS,
  requestToCatalog,
} from './search-client';

const answer: FilterProductsAnswer = {
  success: 1,
  nOfProducts: 30,
  products: [
    {
      _id: 'p1',
      urlExtension: 'x',
      brand: { _id: 'b', name: 'Marke', owned: false },
      series: 'Serie',
      type1: 'wet',
      animal: ['dog'],
      imageUrl: null,
      rating: 0,
      ratingCount: 0,
      bestOffer: null,
      fromPrice: null,
      shipping: 'excluded',
    },
  ],
  newFilters: {
    availableType1: [{ value: 'wet', label: 'Nassfutter', count: 30 }],
    availableBrands: [{ _id: 'b', name: 'Marke', count: 30 }],
    availableDiseases: [{ value: 'niere', label: 'Niere', count: 3 }],
  },
};

describe('requestToCatalog', () => {
  it('reads facet filters, numeric filters, page, size, sort and mode', () => {
    const query = requestToCatalog({
      indexName: 'products_price_desc',
      params: {
        query: 'Huhn',
        page: 2,
        hitsPerPage: 24,
        facetFilters: [['animal:dog', 'animal:cat'], ['type1:wet'], 'binder:true', ['diseases:niere']],
        numericFilters: ['proteins>=5', 'proteins<=30', 'nfe<=4', 'nfe>=1', 'bogus>=1'],
        filterOption: 2,
      },
    });
    expect(query).toEqual({
      ...defaultCatalogQuery(),
      animal: ['dog', 'cat'],
      type1: ['wet'],
      diseases: ['niere'],
      binder: true,
      proteinsMin: 5,
      proteinsMax: 30,
      nfe: 4,
      query: 'Huhn',
      currentPage: 3,
      productsPerPage: 24,
      sortBy: 'price_desc',
      filterOption: 2,
    });
  });
});

describe('catalog search client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const request = (hitsPerPage: number, facets: string[], page = 0) => ({
    indexName: 'products',
    params: { hitsPerPage, page, facets, facetFilters: [['animal:dog'], ['type1:wet']] },
  });

  it('answers the main query and the facet queries from one call', async () => {
    const post = vi.fn(async () => answer);
    const client = createCatalogSearchClient({ post, fetchDelayMs: 0 });
    const { results } = await client.search([request(12, ['*'], 1), request(0, ['type1'])]);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/filter-products', {
      filters: { ...defaultCatalogQuery(), currentPage: 2 },
    });
    expect(results[0]).toMatchObject({
      nbHits: 30,
      nbPages: 3,
      page: 1,
      hitsPerPage: 12,
      hits: [{ objectID: 'p1', _id: 'p1' }],
      facets: { type1: { wet: 30 }, brand: { b: 30 }, diseases: { niere: 3 } },
      userData: [{ newFilters: answer.newFilters, failed: false }],
    });
    expect(results[1]).toMatchObject({ hits: [], facets: { type1: { wet: 30 } } });
    expect(results[1]).not.toHaveProperty('userData');
    await client.search([request(12, ['*'])]);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('waits 200 ms before every search, the first too, and answers overtaken searches with the newest call', async () => {
    vi.useFakeTimers();
    const post = vi.fn(async (_url: string, body: unknown) => ({
      ...answer,
      nOfProducts: (body as { filters: { currentPage: number } }).filters.currentPage,
    }));
    const client = createCatalogSearchClient({ post });
    const initial = client.search([request(12, ['*'], 0)]);
    await vi.advanceTimersByTimeAsync(199);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(1);
    expect((await initial).results[0]?.nbHits).toBe(1);
    const first = client.search([request(12, ['*'], 1)]);
    await vi.advanceTimersByTimeAsync(100);
    const second = client.search([request(12, ['*'], 4)]);
    await vi.advanceTimersByTimeAsync(199);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const [a, b] = await Promise.all([first, second]);
    expect(post).toHaveBeenCalledTimes(2);
    expect(a.results[0]?.nbHits).toBe(5);
    expect(b.results[0]?.nbHits).toBe(5);
    vi.useRealTimers();
  });

  it('counts the 200 ms from the action of the visitor when the search starts a frame later', async () => {
    vi.useFakeTimers();
    const post = vi.fn(async () => answer);
    const client = createCatalogSearchClient({ post });
    client.choose(defaultCatalogQuery());
    await vi.advanceTimersByTimeAsync(16);
    const search = client.search([request(12, ['*'], 1)]);
    await vi.advanceTimersByTimeAsync(183);
    expect(post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(1);
    await search;
    // The next search without a new action waits its full 200 ms again.
    void client.search([request(12, ['*'], 2)]);
    await vi.advanceTimersByTimeAsync(199);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(post).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('answers the first search from the page when it is the same query, later ones from the API', async () => {
    const post = vi.fn(async () => ({ ...answer, nOfProducts: 7 }));
    const page = { query: serializeCatalogQuery({ ...defaultCatalogQuery(), currentPage: 2 }), answer };
    const client = createCatalogSearchClient({ post, fetchDelayMs: 0, firstAnswer: page });
    const first = await client.search([request(12, ['*'], 1)]);
    expect(post).not.toHaveBeenCalled();
    expect(first.results[0]?.nbHits).toBe(30);
    const again = await client.search([request(12, ['*'], 1)]);
    expect(post).toHaveBeenCalledTimes(1);
    expect(again.results[0]?.nbHits).toBe(7);
  });

  it('asks the API when the page answered another query', async () => {
    const post = vi.fn(async () => answer);
    const page = { query: serializeCatalogQuery(defaultCatalogQuery()), answer };
    const client = createCatalogSearchClient({ post, fetchDelayMs: 0, firstAnswer: page });
    await client.search([request(12, ['*'], 3)]);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('answers a failed result when the list answer is not success 1, with the last filter options', async () => {
    let success = 1;
    const client = createCatalogSearchClient({ post: async () => ({ ...answer, success }), fetchDelayMs: 0 });
    await client.search([request(12, ['*'])]);
    success = 0;
    const { results } = await client.search([request(12, ['*'], 1), request(0, ['type1'])]);
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0, facets: { type1: { wet: 30 } } });
    expect(results[0]?.userData).toEqual([{ newFilters: answer.newFilters, failed: true }]);
  });

  describe('when the call fails', () => {
    const failed = (response: Awaited<ReturnType<ReturnType<typeof createCatalogSearchClient>['search']>>) =>
      response.results[0]?.userData?.[0]?.failed === true;
    const offline = () => Promise.reject(new ApiError('Netzwerkfehler: offline'));

    it('tries once more after the backoff, then fails, and sends the same query no more', async () => {
      vi.useFakeTimers();
      const post = vi.fn(offline);
      const client = createCatalogSearchClient({ post, fetchDelayMs: 0 });
      const failing = expect(client.search([request(12, ['*'])])).resolves.toSatisfy(failed);
      await vi.advanceTimersByTimeAsync(0);
      expect(post).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(RETRY_BACKOFF_MS - 1);
      expect(post).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await failing;
      expect(post).toHaveBeenCalledTimes(2);
      // InstantSearch searching again by itself (a widget came or went) costs no request.
      for (let i = 0; i < 5; i++)
        await expect(client.search([request(12, ['*'])])).resolves.toSatisfy(failed);
      expect(post).toHaveBeenCalledTimes(2);
      vi.useRealTimers();
    });

    it('sends a failing query at most twice however often InstantSearch repeats it meanwhile', async () => {
      vi.useFakeTimers();
      const post = vi.fn(offline);
      const client = createCatalogSearchClient({ post });
      const searches = [client.search([request(12, ['*'])])];
      await vi.advanceTimersByTimeAsync(200);
      expect(post).toHaveBeenCalledTimes(1);
      // InstantSearch repeats the same search while the first call waits for its retry.
      for (let i = 0; i < 4; i++) {
        await vi.advanceTimersByTimeAsync(150);
        searches.push(client.search([request(12, ['*'])]));
      }
      await vi.advanceTimersByTimeAsync(3 * RETRY_BACKOFF_MS);
      for (const search of searches) await expect(search).resolves.toSatisfy(failed);
      expect(post).toHaveBeenCalledTimes(2);
      vi.useRealTimers();
    });

    it('sends a changed query, and the failed one again when the visitor asks', async () => {
      const post = vi.fn(async (_url: string, body: unknown) => {
        if ((body as { filters: { currentPage: number } }).filters.currentPage === 1)
          throw new ApiError('HTTP 500', 500);
        return answer;
      });
      const client = createCatalogSearchClient({ post, fetchDelayMs: 0, retryBackoffMs: 0 });
      await expect(client.search([request(12, ['*'])])).resolves.toSatisfy(failed);
      expect(post).toHaveBeenCalledTimes(2);
      await client.search([request(12, ['*'], 2)]);
      expect(post).toHaveBeenCalledTimes(3);
      await expect(client.search([request(12, ['*'])])).resolves.toSatisfy(failed);
      expect(post).toHaveBeenCalledTimes(5);
      client.retry();
      await expect(client.search([request(12, ['*'])])).resolves.toSatisfy(failed);
      expect(post).toHaveBeenCalledTimes(7);
    });

    it('does not retry a refusal: success 0 or a 4xx answer', async () => {
      const refused = vi.fn(async () => ({ success: 0 }));
      const client = createCatalogSearchClient({ post: refused, fetchDelayMs: 0, retryBackoffMs: 0 });
      await expect(client.search([request(12, ['*'])])).resolves.toSatisfy(failed);
      expect(refused).toHaveBeenCalledTimes(1);
      const bad = vi.fn(() => Promise.reject(new ApiError('HTTP 400', 400)));
      const other = createCatalogSearchClient({ post: bad, fetchDelayMs: 0, retryBackoffMs: 0 });
      await expect(other.search([request(12, ['*'])])).resolves.toSatisfy(failed);
      expect(bad).toHaveBeenCalledTimes(1);
    });
  });
});

describe('the visitor’s changes', () => {
  /** A clock that runs nothing by itself: the test paints and lets time pass. */
  function manualClock() {
    let now = 0;
    let timers: { at: number; run: () => void }[] = [];
    let paints: (() => void)[] = [];
    return {
      clock: {
        now: () => now,
        setTimeout: (run: () => void, ms: number) => void timers.push({ at: now + ms, run }),
        afterPaint: (run: () => void) => void paints.push(run),
      },
      paint() {
        const due = paints;
        paints = [];
        for (const run of due) run();
      },
      advance(ms: number) {
        now += ms;
        const due = timers.filter((t) => t.at <= now);
        timers = timers.filter((t) => t.at > now);
        for (const timer of due) timer.run();
      },
    };
  }

  it('are handed over on the client’s clock: a choice after the paint, chips after their debounce', () => {
    const time = manualClock();
    const client = createCatalogSearchClient({ post: vi.fn(async () => answer), clock: time.clock });
    const applied: unknown[] = [];
    client.connect((command) => command.type === 'apply' && applied.push(command));
    const chosen = { ...defaultCatalogQuery(), currentPage: 2 };
    client.choose(chosen);
    time.advance(100);
    expect(applied).toEqual([]);
    time.paint();
    expect(applied).toEqual([{ type: 'apply', query: chosen, chips: false }]);
    client.chip((q) => ({ ...q, currentPage: 3 }), chosen);
    time.advance(CHIP_DEBOUNCE_MS - 1);
    expect(applied).toHaveLength(1);
    time.advance(1);
    expect(applied.at(-1)).toEqual({ type: 'apply', query: { ...chosen, currentPage: 3 }, chips: true });
  });
});
