import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COLLECTIONS,
  createLocalFiles,
  createLogger,
  createMeiliSearch,
  createSqliteStore,
  loadConfig,
} from '@futterkompass/adapters';
import { describeService, type MeiliStandIn, startMeiliStandIn } from '@futterkompass/adapters/testing';
import type { Product } from '@futterkompass/domain';
import { reindexAll, seedDemoCatalogue } from '@futterkompass/indexer';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './server';
import { apiClient } from './testing/api-client';
import { json } from './testing/json';
import { startSmallApp } from './testing/small-app';

describe('a search engine that does not answer', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  let base: string;
  const silent = createServer((socket) => socket.on('data', () => undefined));

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const search = createMeiliSearch<SearchDocument>({
      url: `http://127.0.0.1:${port}`,
      indexUid: 'products',
      index: PRODUCT_INDEX,
      requestTimeoutMs: 500,
    });
    app = await startSmallApp({ search });
    base = app.url;
  });
  afterAll(async () => {
    await app.close();
    silent.close();
  });

  it('gives success 0 quickly instead of hanging the list', async () => {
    const response = await fetch(`${base}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: {} }),
    });
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({
      success: 0,
      message: 'Leider ist ein Fehler beim Abrufen der Produkte aufgetreten.',
    });
    const quick = await fetch(`${base}/api/search-products?query=huhn`);
    expect(quick.status).toBe(503);
    expect((await json(quick)).success).toBe(false);
    // The replica stays in the balancer: everything but the search is served from the store.
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await json(health)).toEqual({
      success: true,
      status: 'degraded',
      store: 'ok',
      search: 'down',
      disk: 'ok',
    });
  });
});

describe('a search engine whose settings do not fit the query', () => {
  it('answers the list call with a 500 and success 0, and logs an error naming the setting', async () => {
    const stand = await startMeiliStandIn({
      override: (r) =>
        r.path === '/multi-search'
          ? {
              status: 400,
              body: {
                code: 'invalid_search_filter',
                type: 'invalid_request',
                message:
                  'Attribute `animalSet` is not filterable. Available filterable attributes are: `type1`.',
                link: '',
              },
            }
          : undefined,
    });
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const search = createMeiliSearch<SearchDocument>({
      url: stand.url,
      indexUid: 'products',
      index: PRODUCT_INDEX,
    });
    const app = await startSmallApp({ search, logger });
    const response = await fetch(`${app.url}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: {} }),
    });
    await app.close();
    await stand.close();
    expect(response.status).toBe(500);
    expect(await json(response)).toEqual({
      success: 0,
      message: 'Leider ist ein Fehler beim Abrufen der Produkte aufgetreten.',
    });
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, engineCode: 'invalid_search_filter' });
    expect(logged.err.message).toContain('Attribute `animalSet` is not filterable');
  });
});

describeService('redis', 'an API replica whose Meilisearch is down', (redisUrl) => {
  const KEY = 'replica-test-master-key';
  let dataDir = '';
  let stand: MeiliStandIn;
  let server: RunningServer;
  let urlExtension = '';
  let productId = '';

  const startReplica = (dir: string) =>
    startServer(
      loadConfig({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        SEED_DEMO_DATA: 'false',
        MEILI_URL: stand.url,
        MEILI_MASTER_KEY: KEY,
        // With Redis the replica only queues index jobs: the worker does the indexing.
        REDIS_URL: redisUrl,
      }),
      createLogger('silent'),
      { webDist: path.join(dir, 'no-web') },
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-replica-'));
    const store = await createSqliteStore(dataDir);
    await seedDemoCatalogue(
      { store, files: createLocalFiles(path.join(dataDir, 'files')) },
      { products: 20, images: false, demoUsers: true },
    );
    const product = (await store
      .collection<Product>(COLLECTIONS.products)
      .findOne({ published: true })) as Product;
    urlExtension = product.urlExtension;
    productId = product._id;
    await store.close();
    stand = await startMeiliStandIn({ apiKey: KEY });
    await stand.stop();
    server = await startReplica(dataDir);
  });
  afterAll(async () => {
    await server?.close();
    await stand.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts and serves products, login and lists; searches answer 503; search works once it is back', async () => {
    const api = apiClient(server.url, server.adapters.store);
    const detail = await api.get(`/api/product?url=${encodeURIComponent(urlExtension)}`);
    expect(detail).toMatchObject({ status: 200, body: { success: true, product: { _id: productId } } });
    const token = await api.login('demo', 'demo12345');
    expect(token).toEqual(expect.any(String));
    const me = (await api.get('/api/user-from-token', token)).body.user as { _id: string };
    const toggled = await api.post(
      '/api/lists-update',
      { user: me._id, product: productId, listType: 'favorites' },
      token,
    );
    expect(toggled.status).toBe(200);
    const lists = await api.get('/api/product-lists', token);
    expect(lists.status).toBe(200);
    expect((lists.body.favorites as { _id: string }[]).map((p) => p._id)).toEqual([productId]);

    const list = () => api.post('/api/filter-products', { filters: {} });
    expect(await list()).toMatchObject({
      status: 503,
      body: { success: 0, message: 'Leider ist ein Fehler beim Abrufen der Produkte aufgetreten.' },
    });
    expect(await api.get('/api/health')).toMatchObject({
      status: 200,
      body: { status: 'degraded', store: 'ok', search: 'down' },
    });

    // Meilisearch returns and a worker builds the index: the same replica searches, no restart.
    await stand.resume();
    const mark = stand.requests.length;
    expect((await list()).status).toBe(503);
    expect(stand.since(mark).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /multi-search']);
    const worker = createMeiliSearch<SearchDocument>({
      url: stand.url,
      apiKey: KEY,
      indexUid: 'products',
      index: PRODUCT_INDEX,
    });
    await reindexAll({ store: server.adapters.store, search: worker });
    const found = await list();
    expect(found.status).toBe(200);
    expect(found.body.nOfProducts).toBeGreaterThan(0);
  });

  it('survives two first starts at once, and neither writes to Meilisearch', async () => {
    const dirs = await Promise.all([1, 2].map(() => mkdtemp(path.join(tmpdir(), 'fk-replica-'))));
    const mark = stand.requests.length;
    const replicas = await Promise.all(dirs.map((dir) => startReplica(dir)));
    try {
      for (const replica of replicas) expect((await fetch(`${replica.url}/api/health`)).status).toBe(200);
      expect(stand.since(mark).filter((r) => r.method !== 'GET' && r.path !== '/multi-search')).toEqual([]);
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
});
