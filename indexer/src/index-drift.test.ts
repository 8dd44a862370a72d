import { rm } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  COLLECTIONS,
  createEmbeddedSearch,
  createLogger,
  readIndexBacklog,
  type SearchEngine,
} from '@futterkompass/adapters';
import type { Product, ProductDeletion } from '@futterkompass/domain';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogReader } from './catalog-reader';
import { COMPARE_SLICE, compareIndex, driftReport, REPAIR_WRITE } from './index-drift';
import { reconcileOnce } from './reconcile';
import { CLOCK_MARGIN_MS, reindexAll } from './reindex';
import { seedDemoCatalogue } from './seed/run';
import { tempStore } from './testing/temp-store';

const logger = createLogger('silent');

describe('comparing the search index with the store', () => {
  let env: Awaited<ReturnType<typeof tempStore>>;
  let search: SearchEngine<SearchDocument>;
  let published: Product[];
  const products = () => env.store.collection<Product>(COLLECTIONS.products);

  let seeded: Awaited<ReturnType<typeof tempStore>>;

  // One seeding for the file; each test changes a copy of it.
  beforeAll(async () => {
    seeded = await tempStore();
    await seedDemoCatalogue(seeded, { products: 30, images: false, demoUsers: false });
    await seeded.store.close();
  });
  beforeEach(async () => {
    await env?.cleanup();
    env = await tempStore(seeded.dir);
    search = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
    await reindexAll({ store: env.store, search });
    published = await products().find({ published: true }, { sort: { _id: 1 } });
  });
  afterAll(async () => {
    await env.cleanup();
    await rm(seeded.dir, { recursive: true, force: true });
  });

  /** The index drifts: a document lost, one left from before an edit, one of a product long gone. */
  const drift = async () => {
    const [lost, edited] = published as [Product, Product];
    await search.remove([lost._id]);
    await products().updateOne({ _id: edited._id }, { $set: { series: 'Unbemerkt geändert' } });
    const ghost = JSON.parse(JSON.stringify((await search.fetch([edited._id]))[0])) as SearchDocument;
    await search.upsert([{ ...ghost, id: 'ffffffffffffffffffffff01' }]);
    return { lost, edited };
  };

  it('finds missing, stale and extra documents, and repair mends them', async () => {
    const { lost, edited } = await drift();
    const progress: number[] = [];
    const found = await compareIndex(
      { store: env.store, search },
      { onProgress: ({ done }) => progress.push(done) },
    );
    expect(found).toMatchObject({
      missing: [lost._id],
      stale: [edited._id],
      extra: ['ffffffffffffffffffffff01'],
      failures: [],
    });
    expect(progress.at(-1)).toBe(await products().count());
    const repaired = await compareIndex({ store: env.store, search }, { repair: true });
    expect(driftReport(repaired, true)).toMatchObject({
      missing: { count: 1 },
      stale: { count: 1 },
      extra: { count: 1 },
    });
    expect(await compareIndex({ store: env.store, search })).toMatchObject({
      missing: [],
      stale: [],
      extra: [],
    });
    const [doc] = await createCatalogReader(env.store).documentsFor([edited._id]);
    expect((await search.fetch([edited._id]))[0]).toEqual(doc);
  });

  it('names products that make no document, and leaves their document as it is', async () => {
    const broken = published[2] as Product;
    await products().updateOne({ _id: broken._id }, { $set: { brand: 'eeeeeeeeeeeeeeeeeeeeeeee' } });
    const found = await compareIndex({ store: env.store, search }, { repair: true });
    expect(found.failures).toEqual([
      { productId: broken._id, reason: `Produkt ${broken._id}: unbekannte Marke eeeeeeeeeeeeeeeeeeeeeeee` },
    ]);
    expect(found.extra).toEqual([]);
    expect(await search.fetch([broken._id])).toHaveLength(1);
  });

  it('looks only at changes and deletions since a time, for the reconcile', async () => {
    const [unpublished, deleted, untouched] = published as [Product, Product, Product];
    await search.remove([untouched._id]);
    const since = new Date().toISOString();
    await products().updateOne(
      { _id: unpublished._id },
      { $set: { published: false, updatedAt: new Date().toISOString() } },
    );
    await env.store
      .collection<ProductDeletion>(COLLECTIONS.productDeletions)
      .updateOne({ _id: deleted._id }, { $set: { deletedAt: new Date().toISOString() } }, { upsert: true });
    await products().deleteOne({ _id: deleted._id });
    const found = await compareIndex({ store: env.store, search }, { since, repair: true });
    // The product lost from the index before `since` is for the full check, not this one.
    expect(found).toMatchObject({ missing: [], stale: [], extra: [unpublished._id, deleted._id] });
    expect(found.checked).toBe(1);
    expect(await search.fetch([unpublished._id, deleted._id])).toEqual([]);
    expect((await compareIndex({ store: env.store, search })).missing).toEqual([untouched._id]);
  });

  it('reconciles from the last reconcile less the clock margin, and records how far it got', async () => {
    const before = await readIndexBacklog(env.store);
    const [edited] = published as [Product];
    // Stamped by a process whose clock is a minute behind: still within the margin.
    await products().updateOne(
      { _id: edited._id },
      { $set: { series: 'Mit schiefer Uhr', updatedAt: new Date(Date.now() - 60_000).toISOString() } },
    );
    const result = await reconcileOnce({ store: env.store, search, logger });
    expect(result).toMatchObject({ outcome: 'done', drift: { stale: [edited._id] } });
    const after = await readIndexBacklog(env.store);
    expect(Date.parse(after?.reconciledUntil ?? '')).toBeGreaterThan(
      Date.parse(before?.reconciledUntil ?? ''),
    );
    expect(CLOCK_MARGIN_MS).toBeGreaterThan(60_000);
  });
});

describe('a comparison over many products', () => {
  let env: Awaited<ReturnType<typeof tempStore>>;
  afterAll(async () => {
    await env?.cleanup();
  });

  // The embedded reconcile shares the server's thread: after a feed changed thousands of products,
  // a comparison that never let the event loop turn held every request until it ended.
  it('lets the event loop turn between slices, so requests are answered while it runs', async () => {
    env = await tempStore();
    await seedDemoCatalogue(env, { products: 4 * COMPARE_SLICE, images: false, demoUsers: false });
    const search = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
    await reindexAll({ store: env.store, search });
    const published = await env.store.collection<Product>(COLLECTIONS.products).count({ published: true });
    let done = false;
    let turns = 0;
    const comparing = compareIndex({ store: env.store, search }, { repair: true }).finally(() => {
      done = true;
    });
    while (!done) {
      await nextTurn();
      turns++;
    }
    expect((await comparing).checked).toBe(4 * COMPARE_SLICE);
    expect(turns).toBeGreaterThanOrEqual(Math.floor(published / COMPARE_SLICE));
  });

  // A reconcile while a feed import writes products (their index job comes at the import's end)
  // finds them all stale; each write to the embedded engine costs the next list request a rebuild.
  it('writes what it repairs in few large writes, not one per batch read', async () => {
    const search = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
    await reindexAll({ store: env.store, search });
    const products = env.store.collection<Product>(COLLECTIONS.products);
    await products.updateMany({ published: true }, { $set: { series: 'Vom Feed geändert' } });
    const stale = await products.count({ published: true });
    const before = search.revision?.() ?? 0;
    const repaired = await compareIndex({ store: env.store, search }, { repair: true });
    expect(repaired.stale).toHaveLength(stale);
    expect((search.revision?.() ?? 0) - before).toBeLessThanOrEqual(Math.ceil(stale / REPAIR_WRITE));
    expect(await compareIndex({ store: env.store, search })).toMatchObject({ stale: [], missing: [] });
  });
});
