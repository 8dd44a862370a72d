import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COLLECTIONS,
  createBullQueue,
  createLogger,
  createOutboxMailer,
  createSqliteStore,
  type NewDoc,
  readIndexBacklog,
} from '@futterkompass/adapters';
import { defaultCatalogQuery, type Product } from '@futterkompass/domain';
import { planCatalogSearch } from '@futterkompass/search-config';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProductWrites } from '../testing/product-writes';
import { startTestServer } from '../testing/test-server';

describe('product writes', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const find = async (query: string) => {
    const plan = planCatalogSearch({
      ...defaultCatalogQuery(),
      animal: ['dog', 'cat'],
      type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
      query,
    });
    return plan.merge(await server.adapters.search.multiSearch(plan.queries));
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.cleanup());

  it('reach the search index through the queue: update, insert, delete', async () => {
    const { store, queue } = server.adapters;
    const writes = testProductWrites({ store, queue, mailer: server.adapters.mailer });
    const idle = () => queue.idle();
    const products = store.collection<Product>(COLLECTIONS.products);
    const target = (await products.findOne({ published: true })) as Product;

    const updated = await writes.update(target._id, { $set: { series: 'Mondscheinmenü' } });
    expect(updated?.series).toBe('Mondscheinmenü');
    expect((updated?.updatedAt ?? '') > target.updatedAt).toBe(true);
    await idle();
    expect((await find('Mondscheinmenü')).hits.map((h) => h.id)).toEqual([target._id]);

    const { _id, ...copy } = target;
    const inserted = await writes.insert({
      ...copy,
      urlExtension: 'sternenstaub-menue',
      series: 'Sternenstaub',
    });
    await idle();
    expect((await find('Sternenstaub')).hits.map((h) => h.urlExtension)).toEqual(['sternenstaub-menue']);

    expect(await writes.remove(inserted._id)).toBe(true);
    await idle();
    expect((await find('Sternenstaub')).total).toBe(0);
    expect(await writes.update('ffffffffffffffffffffffff', { $set: { series: 'x' } })).toBeNull();
    expect(await writes.remove('ffffffffffffffffffffffff')).toBe(false);
    const deletions = await store.collection(COLLECTIONS.productDeletions).find();
    expect(deletions.map((d) => d._id)).toEqual([inserted._id]);
  });
});

describe('product writes with the queue down', () => {
  it('succeed, and record the change as not yet indexed for the reconcile and the lag metric', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fk-writes-'));
    const store = await createSqliteStore(dir);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const queue = createBullQueue({
      url: `redis://127.0.0.1:${port}`,
      queueName: 'down',
      logger: createLogger('silent'),
      enqueueTimeoutMs: 300,
    });
    const mailer = createOutboxMailer({ store, logger: createLogger('silent'), from: 'test' });
    const lines: { msg: string; productId?: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const writes = testProductWrites({ store, queue, mailer, logger });
    const draft = { series: 'Gespeichert trotz Ausfall', variants: [] } as unknown as NewDoc<Product>;
    const before = new Date().toISOString();
    const saved = await writes.insert(draft);
    expect(await store.collection<Product>(COLLECTIONS.products).find()).toMatchObject([
      { _id: saved._id, series: 'Gespeichert trotz Ausfall' },
    ]);
    const backlog = await readIndexBacklog(store);
    expect(backlog?.behindSince && backlog.behindSince >= before).toBe(true);
    expect(lines).toMatchObject([
      { msg: 'index job not queued: the reconcile indexes the change', productId: saved._id },
    ]);
    await queue.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });
});
