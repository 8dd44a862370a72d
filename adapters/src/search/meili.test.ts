import { createServer } from 'node:net';
import { defaultCatalogQuery } from '@futterkompass/domain';
import {
  PRODUCT_INDEX,
  planCatalogSearch,
  quickSearchQuery,
  type SearchDocument,
  toMeiliSearchParams,
  toMeiliSettings,
} from '@futterkompass/search-config';
import { fixtureDocuments } from '@futterkompass/search-config/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeService } from '../testing/describe-service';
import { type MeiliStandIn, type MeiliStandInOptions, startMeiliStandIn } from '../testing/meili-stand-in';
import { CONTRACT_QUERIES, searchContract } from './contract';
import { relevanceContract } from './contract-relevance';
import { textMatchingContract } from './contract-text';
import { createMeiliSearch, MEILI_MIN_VERSION, meiliVersionSupported, ORPHAN_BUILD_AGE_MS } from './meili';
import { RebuildRunningError, SearchRejectedError, SearchUnavailableError } from './port';

let contractIndexes = 0;
describeService('meilisearch', 'search contract: Meilisearch', ({ url, apiKey }) => {
  const makeEngine = async () =>
    createMeiliSearch<SearchDocument>({
      url,
      ...(apiKey && { apiKey }),
      indexUid: `contract_${Date.now()}_${++contractIndexes}`,
      index: PRODUCT_INDEX,
      requestTimeoutMs: 5000,
    });
  searchContract(makeEngine);
  describe('text matching', () => textMatchingContract(makeEngine));
  describe('relevance', () => relevanceContract(makeEngine));
});

const KEY = 'master-key-0123456789';
const docs = () => fixtureDocuments();
async function* inOneBatch(items: SearchDocument[]) {
  yield items;
}

describe('Meilisearch adapter against a stand-in', () => {
  let stand: MeiliStandIn;
  let clock = Date.parse('2026-11-22T10:00:00Z');
  let options: MeiliStandInOptions = {};

  beforeAll(async () => {
    stand = await startMeiliStandIn({
      apiKey: KEY,
      now: () => clock,
      override: (r) => options.override?.(r),
      failTask: (r) => options.failTask?.(r),
    });
  });
  afterEach(() => {
    options = {};
    stand.indexes.clear();
  });
  afterAll(() => stand.close());

  // Room for a busy machine by default (the stand-in evaluates filters in JS); short where a test
  // waits for the timeout itself.
  const engine = (overrides: { apiKey?: string; url?: string; requestTimeoutMs?: number } = {}) =>
    createMeiliSearch<SearchDocument>({
      url: overrides.url ?? stand.url,
      apiKey: overrides.apiKey ?? KEY,
      indexUid: 'products',
      index: PRODUCT_INDEX,
      requestTimeoutMs: overrides.requestTimeoutMs ?? 10_000,
    });
  const sent = (mark: number) => stand.since(mark).map((r) => `${r.method} ${r.path}`);

  it('compares the live index with getSettings and writes no setting: missing, current, outdated', async () => {
    const search = engine();
    const mark = stand.requests.length;
    expect(await search.indexState()).toBe('missing');
    await search.replaceAll(inOneBatch(docs()));
    expect(await search.indexState()).toBe('current');
    const live = stand.indexes.get('products');
    if (!live?.settings) throw new Error('the live index has no settings');
    live.settings = { ...live.settings, sortableAttributes: ['brandSort'] };
    expect(await search.indexState()).toBe('outdated');
    const settingsWrites = stand
      .since(mark)
      .filter((r) => r.method === 'PATCH')
      .map((r) => r.path);
    // Settings go only to the index a rebuild builds, never to the live one.
    expect(settingsWrites).toHaveLength(1);
    expect(settingsWrites[0]).toMatch(/^\/indexes\/products_build_\w+\/settings$/);
    expect(stand.since(mark)[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('takes Meilisearch’s normalized answer (sorted sets, stop words decomposed) as current', async () => {
    const search = engine();
    await search.replaceAll(inOneBatch([]));
    const answer = (await (
      await fetch(`${stand.url}/indexes/products/settings`, { headers: { authorization: `Bearer ${KEY}` } })
    ).json()) as { stopWords: string[]; sortableAttributes: string[] };
    // What Meilisearch answers is not what was sent, and still the same settings.
    expect(answer.stopWords).toContain('fu\u0308r');
    expect(answer.sortableAttributes).toEqual([...answer.sortableAttributes].sort());
    expect(await search.indexState()).toBe('current');
  });

  it('refuses to work with a Meilisearch older than 1.36', async () => {
    const old = await startMeiliStandIn({ apiKey: KEY, version: '1.35.2' });
    const error = await engine({ url: old.url })
      .indexState()
      .catch((e: unknown) => e);
    await old.close();
    expect(error).toBeInstanceOf(SearchUnavailableError);
    expect((error as Error).message).toBe(
      `Meilisearch 1.35.2 ist zu alt: Futterkompass braucht Meilisearch ${MEILI_MIN_VERSION} oder neuer.`,
    );
    expect(meiliVersionSupported('v1.53.0')).toBe(true);
    expect(meiliVersionSupported('1.36.0')).toBe(true);
    expect(meiliVersionSupported('1.18.0')).toBe(false);
    expect(meiliVersionSupported('2.0.0')).toBe(true);
    expect(meiliVersionSupported('1.9.9')).toBe(false);
  });

  it('does not take a wrong key or an unreachable engine for a missing index', async () => {
    await expect(engine({ apiKey: 'wrong-key-0123456789' }).indexState()).rejects.toMatchObject({
      name: 'SearchRejectedError',
      code: 'invalid_api_key',
    });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(engine({ url: `http://127.0.0.1:${port}` }).indexState()).rejects.toBeInstanceOf(
      SearchUnavailableError,
    );
  });

  it('answers searches on an index that is not built yet as an outage, not a refusal', async () => {
    await expect(engine().search({ page: 1, hitsPerPage: 1 })).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('fetches documents by id in batches and pages through every id', async () => {
    const search = engine();
    await search.replaceAll(inOneBatch(docs()));
    const mark = stand.requests.length;
    const wanted = [...docs().map((d) => d.id), ...Array.from({ length: 150 }, (_, i) => `gone${i}`)];
    expect((await search.fetch(wanted)).map((d) => d.id).sort()).toEqual(
      docs()
        .map((d) => d.id)
        .sort(),
    );
    expect(sent(mark).every((line) => line.startsWith('GET /indexes/products/documents?ids='))).toBe(true);
    expect(sent(mark)).toHaveLength(2);
    const pages: string[][] = [];
    for await (const ids of search.ids(10)) pages.push(ids);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 8]);
  });

  it('writes on a fresh instance without any prior call: a restarted worker indexes at once', async () => {
    const [doc] = docs() as [SearchDocument];
    const mark = stand.requests.length;
    const fresh = engine();
    await fresh.upsert([doc]);
    await fresh.remove(['p02']);
    expect(sent(mark)).toEqual([
      'POST /indexes/products/documents?primaryKey=id',
      'POST /indexes/products/documents/delete-batch',
    ]);
    expect(stand.ids('products')).toEqual(['p01']);
  });

  it('builds the first index under a build name and renames it to the live one (swap with rename)', async () => {
    const search = engine();
    const mark = stand.requests.length;
    const result = await search.replaceAll(inOneBatch(docs()), {
      async beforeSwap(target) {
        await target.remove(['p05']);
      },
    });
    expect(result).toEqual({ count: 28 });
    const building = (stand.since(mark)[0]?.body as { uid: string } | undefined)?.uid ?? '';
    expect(building).toMatch(/^products_build_\d+_[0-9a-f]{6}$/);
    expect(sent(mark).map((line) => line.replace(building, 'BUILD'))).toEqual([
      'POST /indexes',
      'PATCH /indexes/BUILD/settings',
      'GET /indexes?limit=1000',
      'POST /indexes/BUILD/documents?primaryKey=id',
      'POST /indexes/BUILD/documents/delete-batch',
      'GET /indexes/products',
      'POST /swap-indexes',
      'DELETE /indexes/BUILD',
    ]);
    expect(stand.since(mark)[6]?.body).toEqual([{ indexes: [building, 'products'], rename: true }]);
    expect(stand.indexes.get('products')?.settings).toEqual(
      JSON.parse(JSON.stringify(toMeiliSettings(PRODUCT_INDEX))),
    );
    expect(stand.ids('products')).toEqual(
      docs()
        .map((d) => d.id)
        .filter((id) => id !== 'p05')
        .sort(),
    );
    expect([...stand.indexes.keys()]).toEqual(['products']);
  });

  it('swaps a rebuild with the live index once there is one', async () => {
    const search = engine();
    await search.replaceAll(inOneBatch(docs().slice(0, 3)));
    const mark = stand.requests.length;
    await search.replaceAll(inOneBatch(docs()));
    const building = (stand.since(mark)[0]?.body as { uid: string } | undefined)?.uid ?? '';
    const swap = stand.since(mark).find((r) => r.path === '/swap-indexes');
    expect(swap?.body).toEqual([{ indexes: ['products', building], rename: false }]);
    expect(stand.ids('products')).toHaveLength(28);
    expect([...stand.indexes.keys()]).toEqual(['products']);
  });

  it('tolerates index_already_exists: a live index another process made meanwhile is swapped out', async () => {
    let raced = false;
    options.override = (r) => {
      if (r.method !== 'GET' || r.path !== '/indexes/products' || raced) return undefined;
      raced = true;
      // Answered as missing, while at the same instant another worker's first write creates it.
      const at = new Date(clock).toISOString();
      stand.indexes.set('products', {
        uid: 'products',
        primaryKey: 'id',
        docs: new Map([['p99', { id: 'p99' }]]),
        settings: null,
        createdAt: at,
        updatedAt: at,
      });
      return {
        status: 404,
        body: {
          code: 'index_not_found',
          type: 'invalid_request',
          message: 'Index `products` not found.',
          link: '',
        },
      };
    };
    await expect(engine().replaceAll(inOneBatch(docs()))).resolves.toEqual({ count: 28 });
    expect(stand.ids('products')).toEqual(
      docs()
        .map((d) => d.id)
        .sort(),
    );
    const swaps = stand.requests.filter((r) => r.path === '/swap-indexes').slice(-2);
    expect(swaps.map((r) => (r.body as { rename: boolean }[])[0]?.rename)).toEqual([true, false]);
    expect([...stand.indexes.keys()]).toEqual(['products']);
  });

  it('removes build indexes a crashed rebuild left behind, by the engine’s own clock', async () => {
    const search = engine();
    await search.replaceAll(inOneBatch([]));
    const orphan = [...stand.indexes.keys()].find((uid) => uid.startsWith('products_build_'));
    expect(orphan).toBeUndefined();
    const live = stand.indexes.get('products');
    if (!live) throw new Error('the live index is missing');
    stand.indexes.set('products_build_1', { ...live, uid: 'products_build_1' });
    clock += ORPHAN_BUILD_AGE_MS - 60_000;
    stand.indexes.set('products_build_2', {
      ...live,
      uid: 'products_build_2',
      updatedAt: new Date(clock).toISOString(),
    });
    clock += 120_000;
    await search.replaceAll(inOneBatch(docs()));
    expect(stand.indexes.has('products_build_1')).toBe(false);
    expect(stand.indexes.has('products_build_2')).toBe(true);
  });

  it('refuses a second rebuild while one runs', async () => {
    const search = engine();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* held() {
      await gate;
      yield docs();
    }
    const first = search.replaceAll(held());
    await expect(search.replaceAll(inOneBatch([]))).rejects.toBeInstanceOf(RebuildRunningError);
    release();
    expect(await first).toEqual({ count: 28 });
  });

  it('reports failed tasks: a refused document as rejected, an engine fault as an outage', async () => {
    const search = engine();
    options.failTask = (r) =>
      r.path.includes('/documents')
        ? {
            code: 'invalid_document_id',
            type: 'invalid_request',
            message: 'Document identifier `x y` is invalid.',
          }
        : undefined;
    await expect(search.upsert(docs().slice(0, 1))).rejects.toMatchObject({
      name: 'SearchRejectedError',
      code: 'invalid_document_id',
      message: expect.stringContaining('Document identifier `x y` is invalid.'),
    });
    options.failTask = () => ({ code: 'internal', type: 'internal', message: 'disk full' });
    await expect(search.remove(['p01'])).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('applies ranking rules the engine knows; the stand-in refuses others as Meilisearch does', async () => {
    await engine().replaceAll(inOneBatch([]));
    expect(stand.indexes.get('products')?.settings).toMatchObject({
      rankingRules: ['sort', 'words', 'typo', 'attributeRank', 'proximity', 'wordPosition', 'exactness'],
    });
    const patch = (rankingRules: string[]) =>
      fetch(`${stand.url}/indexes/products/settings`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ rankingRules }),
      });
    for (const rules of [
      ['words', 'attribute', 'attributeRank'],
      ['words', 'relevance'],
    ]) {
      const answer = await patch(rules);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'invalid_settings_ranking_rules' });
    }
    expect((await patch(['words', 'rating:desc'])).status).toBe(202);
  });

  it('leaves the live index alone when a rebuild fails, and cleans up its build index', async () => {
    const search = engine();
    await search.replaceAll(inOneBatch(docs().slice(0, 2)));
    options.failTask = (r) =>
      r.path.includes('_build_') && r.path.includes('/documents')
        ? { code: 'invalid_document_fields', type: 'invalid_request', message: 'bad field' }
        : undefined;
    await expect(search.replaceAll(inOneBatch(docs()))).rejects.toBeInstanceOf(SearchRejectedError);
    expect(stand.ids('products')).toEqual(['p01', 'p02']);
    expect([...stand.indexes.keys()]).toEqual(['products']);
  });

  it('sends a list search as one multi-search with the planned queries', async () => {
    const search = engine();
    await search.replaceAll(inOneBatch(docs().slice(0, 1)));
    const plan = planCatalogSearch({ ...defaultCatalogQuery(), diseases: ['niere'] });
    const mark = stand.requests.length;
    const results = await search.multiSearch(plan.queries);
    const [request] = stand.since(mark);
    expect(request?.path).toBe('/multi-search');
    expect(request?.body).toEqual({ queries: plan.queries.map((q) => toMeiliSearchParams('products', q)) });
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({ hits: [{ id: 'p01' }], total: 1, facets: {} });
  });

  it('asks Meilisearch to match every word of a multi-word query in every planned query', async () => {
    const search = engine();
    await search.replaceAll(inOneBatch(docs().slice(0, 1)));
    const plan = planCatalogSearch({ ...defaultCatalogQuery(), query: 'Pute Wild', diseases: ['niere'] });
    const mark = stand.requests.length;
    await search.multiSearch(plan.queries);
    const body = stand.since(mark)[0]?.body as { queries: { q: string; matchingStrategy: string }[] };
    expect(body.queries).toHaveLength(3);
    for (const query of body.queries)
      expect(query).toMatchObject({ q: 'Pute Wild', matchingStrategy: 'all' });
  });

  it('sends only parameters, filters and sorts that Meilisearch accepts, for every list query', async () => {
    const search = engine();
    await search.replaceAll(inOneBatch(docs()));
    const queries = [
      ...CONTRACT_QUERIES,
      { query: 'Huhn Nassfutter' },
      { sortBy: 'price_desc' as const },
    ].flatMap((over) => planCatalogSearch({ ...defaultCatalogQuery(), ...over }).queries);
    expect(queries.length).toBeGreaterThan(100);
    for (const query of queries) await expect(search.multiSearch([query])).resolves.toHaveLength(1);
    await expect(search.search(quickSearchQuery('Wolfsbl'))).resolves.toMatchObject({ total: 28 });
  });

  it('tells a refused search (a setting does not fit) from an outage', async () => {
    const search = engine();
    options.override = () => ({
      status: 400,
      body: {
        code: 'invalid_search_filter',
        type: 'invalid_request',
        message: 'Attribute `binder` is not filterable. Available filterable attributes are: `type1`.',
        link: '',
      },
    });
    const refused = await search.multiSearch([{ page: 1, hitsPerPage: 1 }]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SearchRejectedError);
    expect(refused).toMatchObject({
      code: 'invalid_search_filter',
      message: expect.stringContaining('Attribute `binder` is not filterable'),
    });
    options.override = () => ({
      status: 503,
      body: { code: 'unavailable', type: 'system', message: 'busy' },
    });
    await expect(search.search({ page: 1, hitsPerPage: 1 })).rejects.toBeInstanceOf(SearchUnavailableError);
  });

  it('gives up quickly when the engine does not answer', async () => {
    // Answered only after 10 s, with a body that is no search result: only the timeout gives this error.
    options.override = () => ({ delayMs: 10_000, body: {} });
    await expect(
      engine({ requestTimeoutMs: 500 }).multiSearch([{ page: 1, hitsPerPage: 1 }]),
    ).rejects.toMatchObject({
      name: 'SearchUnavailableError',
      message: expect.stringContaining('request timed out after 500ms'),
    });
  });
});
