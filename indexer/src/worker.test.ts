import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COLLECTIONS,
  createBullQueue,
  createLogger,
  createMeiliSearch,
  INDEX_QUEUE,
} from '@futterkompass/adapters';
import { describeService, type MeiliStandIn, startMeiliStandIn } from '@futterkompass/adapters/testing';
import type { Product } from '@futterkompass/domain';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { enqueueIndexProduct, enqueueIndexProducts } from './jobs';
import { createIndexProcessor } from './processor';
import { seedDemoCatalogue } from './seed/run';
import { tempStore } from './testing/temp-store';

/** A job on its first and only attempt, as the queue hands it to the processor. */
const firstRun = (id: string, name: string, productId: string) => ({
  id,
  name,
  payload: { productId },
  attempt: 1,
  attempts: 1,
  enqueuedAt: Date.now(),
});

const here = path.dirname(fileURLToPath(import.meta.url));
const logger = createLogger('silent');
const WORKER_ADMIN_TOKEN = 'worker-admin-token-0123456789abcdef';

/** Waits for a condition (the stand-in's state, the worker's metrics), polling; the test's own timeout bounds it. */
async function until(check: () => boolean | Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

let env: Awaited<ReturnType<typeof tempStore>>;
let stand: MeiliStandIn;
let published: Product[];

beforeAll(async () => {
  env = await tempStore();
  await seedDemoCatalogue(env, { products: 40, images: false, demoUsers: false });
  published = await env.store.collection<Product>(COLLECTIONS.products).find({ published: true });
  stand = await startMeiliStandIn({ apiKey: 'worker-test-master-key' });
});
afterAll(async () => {
  await stand.close();
  await env.cleanup();
});

it('indexes a product on a fresh Meilisearch adapter that was never prepared (a restarted worker)', async () => {
  const search = createMeiliSearch<SearchDocument>({
    url: stand.url,
    apiKey: 'worker-test-master-key',
    indexUid: 'fresh',
    index: PRODUCT_INDEX,
  });
  const handle = createIndexProcessor({ store: env.store, search, logger });
  const [first] = published as [Product];
  await handle(firstRun('1', 'index-product', first._id));
  expect(stand.ids('fresh')).toEqual([first._id]);
  await handle(firstRun('2', 'delete-product', first._id));
  expect(stand.ids('fresh')).toEqual([]);
});

describeService('redis', 'index worker process on real Redis', (redisUrl) => {
  let worker: ChildProcess;
  let output = '';

  beforeAll(async () => {
    await env.store.close();
    worker = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'worker.ts')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATA_DIR: env.dir,
        REDIS_URL: redisUrl,
        MEILI_URL: stand.url,
        MEILI_MASTER_KEY: 'worker-test-master-key',
        MEILI_INDEX: 'worker_products',
        ADMIN_TOKEN: WORKER_ADMIN_TOKEN,
        METRICS_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    worker.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    worker.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  });
  afterAll(() => {
    if (worker.exitCode === null) worker.kill('SIGKILL');
  });

  it('prepares the index, rebuilds an empty one, runs product jobs and stops on SIGTERM', async () => {
    const ids = () => stand.ids('worker_products') ?? [];
    await until(() => ids().length === published.length);
    expect(stand.indexes.get('worker_products')?.settings).not.toBeNull();

    // The index loses a document; a product job from an API replica brings it back.
    const [first] = published as [Product];
    stand.indexes.get('worker_products')?.docs.delete(first._id);
    const queue = createBullQueue({ url: redisUrl, queueName: INDEX_QUEUE, logger });
    await enqueueIndexProduct(queue, first._id);
    await until(() => ids().includes(first._id));
    // A feed import's products come in one job: both are back.
    const [, second, third] = published as [Product, Product, Product];
    for (const { _id } of [second, third]) stand.indexes.get('worker_products')?.docs.delete(_id);
    await enqueueIndexProducts(queue, [second._id, third._id]);
    await queue.close();
    await until(() => ids().includes(second._id) && ids().includes(third._id));

    // Its own metrics port, for the admin token only.
    const port = /"metricsPort":(\d+)/.exec(output)?.[1];
    const metrics = (headers: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}/metrics`, { headers });
    expect((await metrics({})).status).toBe(401);
    const upserts = /^futterkompass_search_duration_seconds_count\{operation="upsert"\} [1-9]/m;
    let text = '';
    // The stand-in shows the document once its task is applied; the worker records the upsert's
    // duration only after its next poll finds the task succeeded.
    await until(async () => {
      const scraped = await metrics({ authorization: `Bearer ${WORKER_ADMIN_TOKEN}` });
      expect(scraped.status).toBe(200);
      text = await scraped.text();
      return upserts.test(text);
    });
    expect(text).toMatch(upserts);
    expect(text).toContain('futterkompass_queue_jobs{state="failed"} 0');
    expect(text).toMatch(/^futterkompass_index_lag_seconds /m);

    worker.kill('SIGTERM');
    const [code] = await once(worker, 'exit');
    expect(code).toBe(0);
    expect(output).toContain('"msg":"shutting down"');
    expect(output).not.toContain('deadline passed');
  });
});
