import {
  COLLECTIONS,
  createEmbeddedSearch,
  createMeiliSearch,
  type LeaseDoc,
  LeaseLostError,
  RebuildRunningError,
  type SearchEngine,
  type Store,
} from '@futterkompass/adapters';
import { type MeiliStandIn, startMeiliStandIn } from '@futterkompass/adapters/testing';
import type { Product, ProductDeletion } from '@futterkompass/domain';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogReader } from './catalog-reader';
import { CLOCK_MARGIN_MS, REBUILD_LEASE, reindexAll } from './reindex';
import { seedDemoCatalogue } from './seed/run';
import { tempStore } from './testing/temp-store';

/** The store, with the rebuild's read of published products held after its first batch until released. */
function holdingAfterFirstBatch(store: Store) {
  let reached = () => {};
  let release = () => {};
  const atGate = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Store = {
    ...store,
    collection<T extends { _id: string }>(name: string) {
      const collection = store.collection<T>(name);
      if (name !== COLLECTIONS.products) return collection;
      return {
        ...collection,
        async *iterate(size: number, filter?: Record<string, unknown>) {
          let first = true;
          for await (const batch of collection.iterate(size, filter)) {
            yield batch;
            if (first && filter && 'published' in filter) {
              first = false;
              reached();
              await gate;
            }
          }
        },
      };
    },
  };
  return { store: held, atGate, release };
}

describe('full rebuild on Meilisearch while other processes write', () => {
  let env: Awaited<ReturnType<typeof tempStore>>;
  let stand: MeiliStandIn;
  const engine = (): SearchEngine<SearchDocument> =>
    createMeiliSearch<SearchDocument>({ url: stand.url, indexUid: 'products', index: PRODUCT_INDEX });

  beforeAll(async () => {
    env = await tempStore();
    await seedDemoCatalogue(env, { products: 60, images: false, demoUsers: false });
    stand = await startMeiliStandIn();
  });
  beforeEach(async () => {
    await reindexAll({ store: env.store, search: engine() });
  });
  afterAll(async () => {
    await stand.close();
    await env.cleanup();
  });

  const products = () => env.store.collection<Product>(COLLECTIONS.products);
  const deletions = () => env.store.collection<ProductDeletion>(COLLECTIONS.productDeletions);

  it('keeps a product deleted during the rebuild out of the swapped-in index', async () => {
    const [gone, renamed] = (await products().find({ published: true }, { limit: 2 })) as [Product, Product];
    const { store, atGate, release } = holdingAfterFirstBatch(env.store);
    const rebuild = reindexAll({ store, search: engine() });
    await atGate;
    // Another process (an API replica, the worker): the delete and the update reach the live index.
    const worker = engine();
    await deletions().insert({ _id: gone._id, deletedAt: new Date().toISOString() });
    await products().deleteOne({ _id: gone._id });
    await worker.remove([gone._id]);
    await products().updateOne(
      { _id: renamed._id },
      { $set: { series: 'Umbenannt im Neuaufbau', updatedAt: new Date().toISOString() } },
    );
    const doc = await createCatalogReader(env.store).documentFor(renamed._id);
    await worker.upsert([doc as SearchDocument]);
    release();
    const summary = await rebuild;

    const live = stand.indexes.get('products');
    expect(live?.docs.has(gone._id)).toBe(false);
    expect(live?.docs.get(renamed._id)?.series).toBe('Umbenannt im Neuaufbau');
    expect(live?.docs.size).toBe(summary.documents - 1);
  });

  it('replays changes stamped by a clock that runs behind, within the margin', async () => {
    const [gone] = (await products().find({ published: true }, { limit: 1 })) as [Product];
    const { store, atGate, release } = holdingAfterFirstBatch(env.store);
    const rebuild = reindexAll({ store, search: engine() });
    await atGate;
    const behind = new Date(Date.now() - CLOCK_MARGIN_MS + 60_000).toISOString();
    await deletions().insert({ _id: gone._id, deletedAt: behind });
    await products().deleteOne({ _id: gone._id });
    release();
    await rebuild;
    expect(stand.indexes.get('products')?.docs.has(gone._id)).toBe(false);
  });

  it('forgets deletion records older than a week at the next rebuild', async () => {
    const old = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    await deletions().insert({ _id: 'dddddddddddddddddddddddd', deletedAt: old });
    await reindexAll({ store: env.store, search: engine() });
    expect(await deletions().count({ _id: 'dddddddddddddddddddddddd' })).toBe(0);
  });
});

describe('rebuilds started by several processes', () => {
  let env: Awaited<ReturnType<typeof tempStore>>;
  let stand: MeiliStandIn;
  // Each call is another process's engine: an API replica's, the worker's.
  const meili = (): SearchEngine<SearchDocument> =>
    createMeiliSearch<SearchDocument>({ url: stand.url, indexUid: 'products', index: PRODUCT_INDEX });
  const lease = () => env.store.collection<LeaseDoc>(COLLECTIONS.settings).findOne({ _id: REBUILD_LEASE });

  beforeAll(async () => {
    env = await tempStore();
    await seedDemoCatalogue(env, { products: 30, images: false, demoUsers: false });
    stand = await startMeiliStandIn();
  });
  afterAll(async () => {
    await stand.close();
    await env.cleanup();
  });

  it('refuse a second rebuild of the shared index from another process while one runs', async () => {
    const { store, atGate, release } = holdingAfterFirstBatch(env.store);
    const first = reindexAll({ store, search: meili() });
    await atGate;
    await expect(reindexAll({ store: env.store, search: meili() })).rejects.toBeInstanceOf(
      RebuildRunningError,
    );
    release();
    expect((await first).failures).toEqual([]);
    expect(await lease()).toBeNull();
    await expect(reindexAll({ store: env.store, search: meili() })).resolves.toMatchObject({ failures: [] });
  });

  it('take over the lease of a process that died during its rebuild, once it has run out', async () => {
    await env.store
      .collection<LeaseDoc>(COLLECTIONS.settings)
      .insert({ _id: REBUILD_LEASE, holder: 'gone:1:x', expiresAt: new Date(Date.now() - 1).toISOString() });
    const summary = await reindexAll({ store: env.store, search: meili() });
    expect(stand.indexes.get('products')?.docs.size).toBe(summary.documents);
    expect(await lease()).toBeNull();
  });

  it('stop a rebuild before its swap once another process took its lease over', async () => {
    const { store, atGate, release } = holdingAfterFirstBatch(env.store);
    const mark = stand.requests.length;
    const stalled = reindexAll({ store, search: meili() });
    await atGate;
    // Its lease ran out while it stood still, and another process's rebuild took it over.
    await env.store
      .collection<LeaseDoc>(COLLECTIONS.settings)
      .updateOne({ _id: REBUILD_LEASE }, { $set: { holder: 'other:2:y' } });
    release();
    await expect(stalled).rejects.toBeInstanceOf(LeaseLostError);
    expect(stand.since(mark).filter((r) => r.path === '/swap-indexes')).toEqual([]);
    expect((await lease())?.holder).toBe('other:2:y');
    await env.store.collection(COLLECTIONS.settings).deleteOne({ _id: REBUILD_LEASE });
  });

  it('leave indexes in each process’s own memory to their process', async () => {
    const { store, atGate, release } = holdingAfterFirstBatch(env.store);
    const first = reindexAll({ store, search: createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX) });
    await atGate;
    const other = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
    const summary = await reindexAll({ store: env.store, search: other });
    expect(await other.count()).toBe(summary.documents);
    release();
    await first;
  });
});
