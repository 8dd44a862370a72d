import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COLLECTIONS,
  createBullQueue,
  createLogger,
  createMeiliSearch,
  INDEX_QUEUE,
  LEASE_TTL_MS,
  loadConfig,
} from '@futterkompass/adapters';
import { describeService, startMeiliStandIn } from '@futterkompass/adapters/testing';
import type { Product, ProductDeletion } from '@futterkompass/domain';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { expect, it, vi } from 'vitest';
import { createCatalogReader } from './catalog-reader';
import { enqueueDeleteProduct, enqueueIndexProduct } from './jobs';
import type { ReconcileLoop } from './reconcile';
import { reindexAll } from './reindex';
import { seedDemoCatalogue } from './seed/run';
import { startWorker } from './start-worker';
import { tempStore } from './testing/temp-store';

const here = path.dirname(fileURLToPath(import.meta.url));
const KEY = 'kill-test-master-key-0123';
const logger = createLogger('silent');

describeService('redis', 'a worker killed in the middle of a job', (redisUrl) => {
  it('loses no write: the next worker brings the index to the store', async () => {
    // A Redis database of its own: the worker's queue has the production name and prefix.
    const url = new URL(redisUrl);
    url.pathname = '/9';
    const env = await tempStore();
    await seedDemoCatalogue(env, { products: 40, images: false, demoUsers: false });
    let holding = true;
    let reached = () => {};
    const arrived = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const stand = await startMeiliStandIn({
      apiKey: KEY,
      // Every write to the live index hangs while `holding`. A job writes one document (or removes
      // one); the worker's first reconcile, which may come first, writes them all at once: the kill
      // waits for a job's write, so that it lands in the middle of a job.
      override: (r) => {
        if (!holding || r.method !== 'POST' || !r.path.startsWith('/indexes/products/documents'))
          return undefined;
        if (Array.isArray(r.body) && r.body.length === 1) reached();
        return { delayMs: Number.POSITIVE_INFINITY };
      },
    });
    holding = false;
    const search = createMeiliSearch<SearchDocument>({
      url: stand.url,
      apiKey: KEY,
      indexUid: 'products',
      index: PRODUCT_INDEX,
    });
    await reindexAll({ store: env.store, search });
    holding = true;

    // Changes the index has not seen, each with its job in the queue, as the API leaves them.
    const products = env.store.collection<Product>(COLLECTIONS.products);
    const published = await products.find({ published: true }, { sort: { _id: 1 } });
    const queue = createBullQueue({ url: url.href, queueName: INDEX_QUEUE, logger });
    for (const [i, product] of published.slice(0, 12).entries()) {
      const now = new Date().toISOString();
      if (i < 9) {
        await products.updateOne(
          { _id: product._id },
          { $set: { series: `Nach dem Absturz ${i}`, updatedAt: now } },
        );
        await enqueueIndexProduct(queue, product._id);
      } else {
        await env.store
          .collection<ProductDeletion>(COLLECTIONS.productDeletions)
          .updateOne({ _id: product._id }, { $set: { deletedAt: now } }, { upsert: true });
        await products.deleteOne({ _id: product._id });
        await enqueueDeleteProduct(queue, product._id);
      }
    }
    await env.store.close();

    const workerEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: env.dir,
      REDIS_URL: url.href,
      MEILI_URL: stand.url,
      MEILI_MASTER_KEY: KEY,
      MEILI_INDEX: 'products',
    };
    const first = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'worker.ts')], {
      env: workerEnv,
      stdio: 'ignore',
    });
    await arrived;
    first.kill('SIGKILL');
    await once(first, 'exit');
    holding = false;
    // A job was in flight: BullMQ gives it to another worker only once its lock runs out (30 s).
    expect((await queue.stats()).running).toBeGreaterThanOrEqual(1);
    await queue.close();
    // Nothing of the changes reached the index before the kill.
    expect(stand.indexes.get('products')?.docs.get(published[0]?._id ?? '')).toMatchObject({
      series: published[0]?.series,
    });

    // The killed worker may have held the reconcile's lease: it frees itself after its time to
    // live, which the clock skips here (as a restarted container would wait for it).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + LEASE_TTL_MS + 1000);
    const second = await startWorker(loadConfig({ ...workerEnv, LOG_LEVEL: 'silent' }), logger, {
      heartbeatFile: path.join(tmpdir(), `fk-heartbeat-${process.pid}`),
      reconcileIntervalMs: 3600_000,
    });
    try {
      await second.indexing.ready;
      const reconciled = await (second.indexing.reconcile() as ReconcileLoop).nextRun();
      expect(reconciled.outcome).toBe('done');
      const expected = new Map<string, unknown>();
      const reader = createCatalogReader(second.adapters.store);
      for await (const docs of reader.documents(100, (error) => {
        throw error;
      }))
        for (const doc of docs) expected.set(doc.id, JSON.parse(JSON.stringify(doc)));
      const live = stand.indexes.get('products');
      expect([...(live?.docs.keys() ?? [])].sort()).toEqual([...expected.keys()].sort());
      for (const [id, doc] of expected) expect(live?.docs.get(id)).toEqual(doc);
      expect(live?.docs.get(published[0]?._id ?? '')).toMatchObject({ series: 'Nach dem Absturz 0' });
    } finally {
      vi.useRealTimers();
      await second.close();
      await stand.close();
      await rm(env.dir, { recursive: true, force: true });
    }
  }, 90_000);
});
