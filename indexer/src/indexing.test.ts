import { randomBytes } from 'node:crypto';
import {
  COLLECTIONS,
  createInProcessQueue,
  createLogger,
  createMeiliSearch,
  type RetryPolicy,
} from '@futterkompass/adapters';
import { startMeiliStandIn } from '@futterkompass/adapters/testing';
import type { Product } from '@futterkompass/domain';
import { PRODUCT_INDEX, type SearchDocument, toMeiliSettings } from '@futterkompass/search-config';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSearchIndex, startIndexing } from './indexing';
import { seedDemoCatalogue } from './seed/run';
import { tempStore } from './testing/temp-store';

const KEY = 'indexing-test-master-key';
const logger = createLogger('silent');
const FAST: RetryPolicy = {
  attempts: Number.POSITIVE_INFINITY,
  backoffMs: 20,
  maxBackoffMs: 100,
  jitter: 0.2,
};

describe('preparing the search index', () => {
  let env: Awaited<ReturnType<typeof tempStore>>;
  let published: number;
  beforeAll(async () => {
    env = await tempStore();
    await seedDemoCatalogue(env, { products: 30, images: false, demoUsers: false });
    published = await env.store.collection<Product>(COLLECTIONS.products).count({ published: true });
  });
  afterAll(() => env.cleanup());

  const engine = (url: string, indexUid = `products_${randomBytes(3).toString('hex')}`) =>
    createMeiliSearch<SearchDocument>({ url, apiKey: KEY, indexUid, index: PRODUCT_INDEX });

  it('survives two first starts at once: one worker builds the index, the other waits for it', async () => {
    const stand = await startMeiliStandIn({ apiKey: KEY });
    try {
      const workers = [1, 2].map(() =>
        startIndexing(
          {
            store: env.store,
            search: engine(stand.url, 'products'),
            queue: createInProcessQueue({ logger }),
            logger,
          },
          { setupRetry: FAST, reconcileIntervalMs: 3600_000 },
        ),
      );
      await Promise.all(workers.map((w) => w.ready));
      expect(stand.ids('products')).toHaveLength(published);
      expect(stand.requests.filter((r) => r.path === '/swap-indexes')).toHaveLength(1);
      expect([...stand.indexes.keys()]).toEqual(['products']);
      await Promise.all(workers.map((w) => w.close()));
    } finally {
      await stand.close();
    }
  });

  it('rebuilds and swaps when the settings changed, and leaves a current index alone', async () => {
    const stand = await startMeiliStandIn({ apiKey: KEY });
    try {
      const search = engine(stand.url, 'products');
      await prepareSearchIndex({ store: env.store, search, logger }, { retry: FAST });
      const live = stand.indexes.get('products');
      if (!live?.settings) throw new Error('no live index');
      // An older release's settings: one sortable attribute fewer.
      live.settings = { ...live.settings, sortableAttributes: ['brandSort'] };
      const mark = stand.requests.length;
      await prepareSearchIndex({ store: env.store, search, logger }, { retry: FAST });
      const writes = stand.since(mark).filter((r) => r.method !== 'GET');
      expect(writes.filter((r) => r.path === '/indexes/products/settings')).toEqual([]);
      expect(writes.some((r) => r.path === '/swap-indexes')).toBe(true);
      expect(stand.indexes.get('products')?.settings).toEqual(
        JSON.parse(JSON.stringify(toMeiliSettings(PRODUCT_INDEX))),
      );
      const again = stand.requests.length;
      await prepareSearchIndex({ store: env.store, search, logger }, { retry: FAST });
      expect(stand.since(again).filter((r) => r.method !== 'GET')).toEqual([]);
    } finally {
      await stand.close();
    }
  });

  it('waits for a Meilisearch that is down, and builds the index once it answers', async () => {
    const stand = await startMeiliStandIn({ apiKey: KEY });
    await stand.stop();
    let noticed = () => {};
    const unreachable = new Promise<void>((resolve) => {
      noticed = resolve;
    });
    const watching = pino(
      { level: 'warn' },
      {
        write: (line: string) => {
          if (JSON.parse(line).msg === 'search engine not reachable: indexing waits for it') noticed();
        },
      },
    );
    const queue = createInProcessQueue({ logger });
    const indexing = startIndexing(
      { store: env.store, search: engine(stand.url, 'products'), queue, logger: watching },
      { setupRetry: FAST, reconcileIntervalMs: 3600_000 },
    );
    try {
      await unreachable;
      await stand.resume();
      await indexing.ready;
      expect(stand.ids('products')).toHaveLength(published);
    } finally {
      await indexing.close();
      await queue.close();
      await stand.close();
    }
  });
});
