import {
  COLLECTIONS,
  createEmbeddedSearch,
  createInProcessQueue,
  PermanentJobError,
  type SearchEngine,
} from '@futterkompass/adapters';
import { defaultCatalogQuery, type Product } from '@futterkompass/domain';
import { PRODUCT_INDEX, planCatalogSearch, type SearchDocument } from '@futterkompass/search-config';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enqueueDeleteProduct,
  enqueueIndexProduct,
  enqueueIndexProducts,
  enqueueReindexAll,
  JOBS,
} from './jobs';
import { createIndexProcessor } from './processor';
import { reindexAll } from './reindex';
import { seedDemoCatalogue } from './seed/run';
import { tempStore } from './testing/temp-store';

const logger = pino({ level: 'silent' });

describe('index processor and full reindex', () => {
  let env: Awaited<ReturnType<typeof tempStore>>;
  let search: SearchEngine<SearchDocument>;
  let products: ReturnType<typeof env.store.collection<Product>>;
  let published: number;

  const searchFor = async (query: string) => {
    const plan = planCatalogSearch({
      ...defaultCatalogQuery(),
      animal: ['dog', 'cat'],
      type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
      query,
    });
    return plan.merge(await search.multiSearch(plan.queries));
  };

  beforeAll(async () => {
    env = await tempStore();
    await seedDemoCatalogue(env, { products: 150, images: false, demoUsers: false });
    search = createEmbeddedSearch(PRODUCT_INDEX);
    products = env.store.collection<Product>(COLLECTIONS.products);
    published = await products.count({ published: true });
  });
  afterAll(() => env.cleanup());

  it('indexes every published product and reports progress', async () => {
    const progress: number[] = [];
    const summary = await reindexAll(
      { store: env.store, search },
      { onProgress: (p) => progress.push(p.done) },
    );
    expect(summary).toMatchObject({ documents: published, failures: [], dryRun: false });
    expect(await search.count()).toBe(published);
    expect(progress.at(-1)).toBe(published);
    expect(published).toBeLessThan(150);
  });

  it('validates documents on a dry run without writing, naming the products that fail', async () => {
    const broken = await products.insert({
      ...((await products.findOne({ published: true })) as Product),
      _id: undefined,
      urlExtension: 'kaputt',
      brand: 'ffffffffffffffffffffffff',
    } as never);
    const dry = await reindexAll({ store: env.store, search }, { dryRun: true });
    expect(dry.dryRun).toBe(true);
    expect(dry.documents).toBe(published);
    expect(dry.failures).toEqual([
      { productId: broken._id, reason: `Produkt ${broken._id}: unbekannte Marke ffffffffffffffffffffffff` },
    ]);
    expect(await search.count()).toBe(published);
    await products.deleteOne({ _id: broken._id });
  });

  it('runs product jobs from the queue: update, unpublish, delete', async () => {
    const queue = createInProcessQueue({
      logger,
      retry: { attempts: 2, backoffMs: 10, maxBackoffMs: 60_000, jitter: 0 },
    });
    queue.process(createIndexProcessor({ store: env.store, search, logger }));
    const target = (await products.findOne({ published: true })) as Product;

    await products.updateOne(
      { _id: target._id },
      { $set: { series: 'Sonderedition Zauberwald', updatedAt: new Date().toISOString() } },
    );
    await enqueueIndexProduct(queue, target._id);
    await queue.idle();
    expect((await searchFor('Zauberwald')).hits.map((h) => h.id)).toEqual([target._id]);

    await products.updateOne({ _id: target._id }, { $set: { published: false } });
    await enqueueIndexProduct(queue, target._id);
    await queue.idle();
    expect((await searchFor('Zauberwald')).total).toBe(0);

    await products.updateOne({ _id: target._id }, { $set: { published: true } });
    await enqueueIndexProduct(queue, target._id);
    await queue.idle();
    expect((await searchFor('Zauberwald')).total).toBe(1);
    await enqueueDeleteProduct(queue, target._id);
    await queue.idle();
    expect((await searchFor('Zauberwald')).total).toBe(0);

    await enqueueReindexAll(queue);
    await queue.idle();
    expect((await searchFor('Zauberwald')).total).toBe(1);
    await queue.close();
  });

  it('indexes the products of one bulk write in one job: changed, unpublished, deleted and unindexable ones', async () => {
    const queue = createInProcessQueue({
      logger,
      retry: { attempts: 1, backoffMs: 10, maxBackoffMs: 60_000, jitter: 0 },
    });
    const upserts: number[] = [];
    const counted: SearchEngine<SearchDocument> = {
      ...search,
      upsert: async (docs) => {
        upserts.push(docs.length);
        await search.upsert(docs);
      },
    };
    queue.process(createIndexProcessor({ store: env.store, search: counted, logger }));
    const [renamed, hidden, gone, other] = (await products.find({ published: true })).slice(
      0,
      4,
    ) as Product[];
    const ids = [renamed, hidden, gone, other].map((p) => (p as Product)._id);
    await products.updateMany({ _id: { $in: ids } }, { $set: { series: 'Bulkedition Sternenstaub' } });
    await enqueueIndexProducts(queue, ids);
    await queue.idle();
    expect((await searchFor('Sternenstaub')).total).toBe(4);
    expect(upserts).toEqual([4]);

    await products.updateOne({ _id: hidden?._id }, { $set: { published: false } });
    await products.deleteOne({ _id: gone?._id });
    const broken = await products.insert({
      ...(other as Product),
      _id: undefined,
      urlExtension: 'kaputt-sternenstaub',
      brand: 'dddddddddddddddddddddddd',
    } as never);
    await enqueueIndexProducts(queue, [...ids, broken._id]);
    await queue.idle();
    expect((await searchFor('Sternenstaub')).hits.map((h) => h.id).sort()).toEqual(
      [renamed?._id, other?._id].sort(),
    );
    expect(upserts).toEqual([4, 2]);
    await products.deleteOne({ _id: broken._id });
    await queue.close();
  });

  it('fails jobs that cannot succeed permanently, with a clear reason', async () => {
    const handle = createIndexProcessor({ store: env.store, search, logger });
    const job = (name: string, payload: unknown) => ({
      id: '1',
      name,
      payload,
      attempt: 1,
      attempts: 1,
      enqueuedAt: Date.now(),
    });
    await expect(handle(job(JOBS.indexProduct, { productId: '{"$gt":""}' }))).rejects.toThrow(
      PermanentJobError,
    );
    await expect(handle(job('rebuild-everything', {}))).rejects.toThrow('unbekannter Job rebuild-everything');
    await expect(handle(job(JOBS.indexProducts, { productIds: ['{"$gt":""}'] }))).rejects.toThrow(
      new PermanentJobError('index-products: ungültige Produkt-Ids'),
    );
    const broken = await products.insert({
      ...((await products.findOne({})) as Product),
      _id: undefined,
      urlExtension: 'kaputt-2',
      brand: 'eeeeeeeeeeeeeeeeeeeeeeee',
    } as never);
    await expect(handle(job(JOBS.indexProduct, { productId: broken._id }))).rejects.toThrow(
      new PermanentJobError(`Produkt ${broken._id}: unbekannte Marke eeeeeeeeeeeeeeeeeeeeeeee`),
    );
  });

  it('lets a reindex job pass while a rebuild runs, which covers it', async () => {
    const handle = createIndexProcessor({ store: env.store, search, logger });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    async function* held(): AsyncIterable<SearchDocument[]> {
      await gate;
      yield [];
    }
    const running = search.replaceAll(held());
    await expect(
      handle({
        id: '9',
        name: JOBS.reindexAll,
        payload: {},
        attempt: 1,
        attempts: 1,
        enqueuedAt: Date.now(),
      }),
    ).resolves.toBeUndefined();
    release();
    await running;
  });
});
