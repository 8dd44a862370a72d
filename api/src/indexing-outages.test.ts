import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COLLECTIONS,
  createBullQueue,
  createLocalFiles,
  createLogger,
  createMeiliSearch,
  createMetrics,
  createOutboxMailer,
  createSqliteStore,
  type Queue,
  type RetryPolicy,
  readIndexBacklog,
  type Store,
} from '@futterkompass/adapters';
import {
  describeService,
  type MeiliStandIn,
  startLocalRedis,
  startMeiliStandIn,
} from '@futterkompass/adapters/testing';
import type { Product } from '@futterkompass/domain';
import {
  createCatalogReader,
  type ReconcileLoop,
  type ReconcileResult,
  reindexAll,
  seedDemoCatalogue,
  startIndexing,
} from '@futterkompass/indexer';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { expect, it } from 'vitest';
import { testProductWrites } from './testing/product-writes';

const KEY = 'outage-test-master-key';
const HOUR = 3600_000;
const BATCH = 25;
const logger = createLogger('silent');
/** The test's retry budget: a few milliseconds instead of DEFAULT_RETRY's hours; the outage outlasts it. */
const SHORT_RETRY: RetryPolicy = { attempts: 3, backoffMs: 5, maxBackoffMs: 20, jitter: 0.2 };

/** Asks again until `check` holds; the test's own timeout bounds it. */
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 25));
}

/** Runs `write(0 … count-1)`, BATCH at a time. */
async function inBatches(count: number, write: (i: number) => Promise<void>) {
  for (let start = 0; start < count; start += BATCH)
    await Promise.all(Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => write(start + k)));
}

/** Seconds of index lag the metric reports, read as a scrape would, with the clock at `now`. */
async function lagSeconds(store: Store, queue: Queue, now = Date.now): Promise<number> {
  const metrics = createMetrics(now);
  metrics.observe({ store, queue });
  const gauge = metrics.registry.getSingleMetric('futterkompass_index_lag_seconds');
  return (await gauge?.get())?.values[0]?.value ?? Number.NaN;
}

/** Waits for a reconcile that succeeds (one that ran during the outage may still be ending). */
async function nextSuccessfulReconcile(
  loop: ReconcileLoop,
): Promise<Extract<ReconcileResult, { outcome: 'done' }>> {
  for (;;) {
    const result = await loop.nextRun();
    if (result.outcome === 'done') return result;
  }
}

/** The live index holds exactly the document the store makes of every published product. */
async function expectIndexEqualsStore(store: Store, stand: MeiliStandIn) {
  const expected = new Map<string, unknown>();
  for await (const docs of createCatalogReader(store).documents(500, (error) => {
    throw error;
  }))
    for (const doc of docs) expected.set(doc.id, JSON.parse(JSON.stringify(doc)));
  const live = stand.indexes.get('products');
  expect([...(live?.docs.keys() ?? [])].sort()).toEqual([...expected.keys()].sort());
  for (const [id, doc] of expected) expect(live?.docs.get(id)).toEqual(doc);
}

/**
 * A portal's write path and indexing over one store: product writes as the API makes them, a
 * worker's indexing (index jobs through BullMQ on real Redis, the reconcile every `reconcileMs`)
 * into a Meilisearch stand-in whose index was built from the seeded store.
 */
async function portal(redisUrl: string, reconcileMs: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-outage-'));
  const store = await createSqliteStore(dir);
  await seedDemoCatalogue(
    { store, files: createLocalFiles(path.join(dir, 'files')) },
    { products: 120, images: false, demoUsers: false },
  );
  const stand = await startMeiliStandIn({ apiKey: KEY });
  const search = createMeiliSearch<SearchDocument>({
    url: stand.url,
    apiKey: KEY,
    indexUid: 'products',
    index: PRODUCT_INDEX,
    requestTimeoutMs: 1000,
  });
  await reindexAll({ store, search });
  const queue = createBullQueue({
    url: redisUrl,
    queueName: 'index',
    prefix: `fk-outage-${randomBytes(4).toString('hex')}`,
    logger,
    retry: SHORT_RETRY,
    enqueueTimeoutMs: 1000,
  });
  const writes = testProductWrites({
    store,
    queue,
    mailer: createOutboxMailer({ store, logger, from: 'test@futterkompass.example' }),
  });
  // Several jobs at a time, as a worker with INDEXER_CONCURRENCY does: the backlog drains quicker.
  const indexing = startIndexing(
    { store, search, queue, logger },
    { reconcileIntervalMs: reconcileMs, concurrency: 8 },
  );
  await indexing.ready;
  const loop = indexing.reconcile() as ReconcileLoop;
  return {
    store,
    stand,
    queue,
    writes,
    loop,
    products: store.collection<Product>(COLLECTIONS.products),
    async cleanup() {
      await indexing.close();
      await queue.close();
      await stand.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describeService('redis', 'indexing that heals itself', (redisUrl) => {
  it('brings the index back to the store after a Meilisearch outage longer than the retry budget, with 1,000 writes during it', async () => {
    const p = await portal(redisUrl, 100);
    try {
      const indexedBefore = new Set(p.stand.ids('products'));
      await p.stand.stop();
      const seeded = await p.products.find({}, { sort: { _id: 1 } });
      const [template] = seeded as [Product];
      const { _id, ...copy } = template;
      const inserted: Product[] = [];
      // Writes come in as an API's concurrent requests would, a batch at a time.
      await inBatches(300, async (i) => {
        inserted[i] = await p.writes.insert({
          ...copy,
          urlExtension: `ausfall-neu-${i}`,
          series: `Ausfallserie ${i}`,
        });
      });
      const edited = [...seeded, ...inserted];
      // 11 and the 420 products share no factor: each is edited, none twice in one batch.
      await inBatches(500, async (i) => {
        const target = edited[(i * 11) % edited.length] as Product;
        await p.writes.update(target._id, { $set: { series: `Geändert während des Ausfalls ${i}` } });
      });
      await inBatches(200, async (i) => {
        const target = (i % 2 === 0 ? seeded[i / 2] : inserted[i]) as Product;
        await p.writes.remove(target._id);
      });

      // The outage outlasts the retry budget: every job has failed for good.
      await until(async () => {
        const stats = await p.queue.stats();
        return stats.waiting + stats.delayed + stats.running === 0;
      });
      expect((await p.queue.stats()).failed).toBeGreaterThan(300);
      await p.loop.nextRun();
      const backlog = await readIndexBacklog(p.store);
      expect(backlog?.behindSince).toBeDefined();
      expect(backlog?.lastError).toMatch(/^Meilisearch/);
      // Three hours into the outage, the metric shows the backlog as three hours old.
      expect(await lagSeconds(p.store, p.queue, () => Date.now() + 3 * HOUR)).toBeGreaterThan(3 * 3600);

      await p.stand.resume();
      const healed = await nextSuccessfulReconcile(p.loop);
      // Missing: inserted and kept; stale: indexed, edited and kept (every kept product was edited);
      // extra: indexed and deleted (the inserted ones deleted never reached the index).
      const kept = new Set((await p.products.find({}, { projection: { _id: 1 } })).map((q) => q._id));
      const wasIndexed = (q: Product) => indexedBefore.has(q._id);
      expect({
        missing: healed.drift.missing.length,
        stale: healed.drift.stale.length,
        extra: healed.drift.extra.length,
      }).toEqual({
        missing: inserted.filter((q) => kept.has(q._id)).length,
        stale: seeded.filter((q) => kept.has(q._id) && wasIndexed(q)).length,
        extra: seeded.filter((q) => !kept.has(q._id) && wasIndexed(q)).length,
      });
      expect(healed.drift.missing.length).toBe(200);
      await expectIndexEqualsStore(p.store, p.stand);
      expect(await lagSeconds(p.store, p.queue)).toBe(0);
    } finally {
      await p.cleanup();
    }
  }, 180_000);

  it('indexes the writes made while Redis was down, after it returns', async () => {
    // A Redis of its own, stopped and started again on the same port.
    const redis = await startLocalRedis();
    if (!redis) throw new Error('redis-server is needed on the PATH (CI installs it)');
    // The reconcile's minute is stood in for by runNow, so that nothing heals before Redis returns.
    const p = await portal(redis.url, HOUR);
    let again: Awaited<ReturnType<typeof startLocalRedis>> = null;
    try {
      await redis.stop();
      const seeded = await p.products.find({}, { sort: { _id: 1 }, limit: 30 });
      for (const [i, product] of seeded.entries()) {
        if (i < 25) await p.writes.update(product._id, { $set: { series: `Ohne Redis ${i}` } });
        else expect(await p.writes.remove(product._id)).toBe(true);
      }
      // Saved, answered, and known to lag: the metric shows it even without the queue's server.
      expect((await readIndexBacklog(p.store))?.behindSince).toBeDefined();
      expect(await lagSeconds(p.store, p.queue)).toBeGreaterThan(0);

      again = await startLocalRedis({ port: redis.port });
      await until(async () => (await p.queue.stats().catch(() => null)) !== null);
      expect(await p.loop.runNow()).toMatchObject({ outcome: 'done' });
      await expectIndexEqualsStore(p.store, p.stand);
      expect(p.stand.ids('products')).not.toContain(seeded[29]?._id);
    } finally {
      await p.cleanup();
      await again?.stop();
    }
  }, 120_000);
});
