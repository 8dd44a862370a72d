import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { fixtureDocuments } from '@futterkompass/search-config/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdapters } from '../compose';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { type MeiliStandIn, startMeiliStandIn } from '../testing/meili-stand-in';
import { createMeiliSearch } from './meili';
import { ensureMeiliKeys, MEILI_KEY_NAMES } from './meili-keys';

const MASTER = 'scoped-keys-master-key-0123';

describe('scoped Meilisearch keys', () => {
  let stand: MeiliStandIn;
  let keys: { search: string; admin: string; created: string[] };
  beforeAll(async () => {
    stand = await startMeiliStandIn({ apiKey: MASTER });
    keys = await ensureMeiliKeys({ url: stand.url, masterKey: MASTER, indexUid: 'products' });
  });
  afterAll(() => stand.close());

  const engine = (apiKey: string) =>
    createMeiliSearch<SearchDocument>({ url: stand.url, apiKey, indexUid: 'products', index: PRODUCT_INDEX });

  it('are made once with the master key and found again by name', async () => {
    expect(keys.created).toEqual([MEILI_KEY_NAMES.search, MEILI_KEY_NAMES.admin]);
    expect(await ensureMeiliKeys({ url: stand.url, masterKey: MASTER, indexUid: 'products' })).toEqual({
      search: keys.search,
      admin: keys.admin,
      created: [],
    });
    expect([...stand.keys.values()].map((k) => [k.name, k.actions, k.indexes])).toEqual([
      [MEILI_KEY_NAMES.search, ['search'], ['products']],
      [
        MEILI_KEY_NAMES.admin,
        ['search', 'documents.*', 'indexes.*', 'settings.*', 'tasks.get', 'stats.get', 'version'],
        ['products*'],
      ],
    ]);
  });

  it('let the admin key rebuild (build index, swap, tasks) and the search key only search', async () => {
    await expect(
      engine(keys.admin).replaceAll(
        (async function* () {
          yield fixtureDocuments();
        })(),
      ),
    ).resolves.toEqual({ count: 28 });
    expect(await engine(keys.admin).indexState()).toBe('current');
    await expect(engine(keys.search).search({ page: 1, hitsPerPage: 1 })).resolves.toMatchObject({
      total: 28,
    });
    await expect(engine(keys.search).upsert(fixtureDocuments().slice(0, 1))).rejects.toMatchObject({
      name: 'SearchRejectedError',
      code: 'invalid_api_key',
    });
    await expect(engine(keys.search).indexState()).rejects.toMatchObject({ code: 'invalid_api_key' });
    await expect(
      ensureMeiliKeys({ url: stand.url, masterKey: keys.admin, indexUid: 'products' }),
    ).rejects.toMatchObject({ code: 'invalid_api_key' });
  });

  it('go to their roles: the API searches with the search key and has no writer in production', async () => {
    const dirs = [
      await mkdtemp(path.join(tmpdir(), 'fk-keys-')),
      await mkdtemp(path.join(tmpdir(), 'fk-keys-')),
    ];
    const logger = createLogger('silent');
    const env = { NODE_ENV: 'production', MEILI_URL: stand.url, MEILI_SEARCH_KEY: keys.search };
    // An API replica is given only the search key; the worker only the admin key.
    const api = await createAdapters(loadConfig({ ...env, DATA_DIR: dirs[0] }), logger, { role: 'api' });
    const worker = await createAdapters(
      loadConfig({
        NODE_ENV: 'production',
        MEILI_URL: stand.url,
        MEILI_ADMIN_KEY: keys.admin,
        DATA_DIR: dirs[1],
      }),
      logger,
      { role: 'indexer' },
    );
    try {
      expect(api.searchWriter).toBeNull();
      const mark = stand.requests.length;
      await api.search.search({ page: 1, hitsPerPage: 0 });
      await worker.searchWriter?.count();
      expect(stand.since(mark).map((r) => [r.path, r.headers.authorization])).toEqual([
        ['/multi-search', `Bearer ${keys.search}`],
        ['/indexes/products/stats', `Bearer ${keys.admin}`],
      ]);
    } finally {
      await api.close();
      await worker.close();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    }
  });
});
