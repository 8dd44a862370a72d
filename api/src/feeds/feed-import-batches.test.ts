import {
  COLLECTIONS,
  type Collection,
  type Collections,
  type Doc,
  type Store,
} from '@futterkompass/adapters';
import type { FeedReviewItem, FeedRun } from '@futterkompass/domain';
import { describe, expect, it } from 'vitest';
import {
  feedServerPerSuite,
  feedTestBed,
  googleItem,
  googleRss,
  merchantOffers,
} from '../testing/feed-test-bed';
import { startSmallApp } from '../testing/small-app';

const NAPFLADEN = 'c00000000000000000000001';
const PRODUCTS = ['a00000000000000000000001', 'a00000000000000000000002', 'a00000000000000000000003'];
const GTINS = ['4012345678901', '4012345678918', '4012345678925'];

/** The three products' rows at a price, and one row no product matches. */
const feedAt = (price: string, rows = 3) =>
  googleRss([
    ...GTINS.slice(0, rows).map((gtin, i) => googleItem(`NL-${i + 1}`, gtin, price)),
    googleItem('NL-9', '4099999999996', price),
  ]);

/** A gate an import waits at after a committed batch, until the test opens it. */
function gate() {
  let reached = () => {};
  let open = () => {};
  const atGate = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let calls = 0;
  return {
    atGate,
    open,
    get calls() {
      return calls;
    },
    hold: async () => {
      calls++;
      reached();
      await opened;
    },
  };
}

/** The store, with price history inserts that fail while `failing.now` holds (a disk error mid-batch). */
function failingHistory(store: Store, failing: { now: boolean }): Store {
  const wrap = (tx: Collections): Collections => ({
    collection: <T extends Doc>(name: string) => {
      const inner = tx.collection<T>(name);
      if (name !== COLLECTIONS.priceHistory) return inner;
      return {
        ...inner,
        insertMany: async (docs) => {
          if (failing.now) throw new Error('disk I/O error');
          return inner.insertMany(docs);
        },
      } satisfies Collection<T>;
    },
  });
  return Object.assign(Object.create(store) as Store, {
    transaction: (work: (tx: Collections) => Promise<unknown>, options?: object) =>
      store.transaction((tx) => work(wrap(tx)), options),
  });
}

describe('feed imports in batches', () => {
  const suite = feedServerPerSuite();
  const { closing } = suite;

  it('answers /api/health and lets other writes through while an import waits between two batches', async () => {
    const app = await startSmallApp();
    closing.push(app.close);
    const held = gate();
    const bed = await feedTestBed({}, { store: app.adapters.store, afterBatch: held.hold });
    closing.push(bed.close);
    suite.shop.serve(feedAt('2.49'), '"v1"');
    const feed = await bed.addFeed(suite.shop.url, 'google-xml');

    const indexJobs = bed.recordIndexJobs();

    const pulling = bed.worker.pullFeed(feed._id);
    await held.atGate;
    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true, store: 'ok' });
    // No transaction is left open across the wait: a write of the app's goes through now.
    await app.adapters.store
      .collection(COLLECTIONS.users)
      .updateOne({ _id: NAPFLADEN }, { $set: { bio: 'x' } });
    const runs = app.adapters.store.collection<FeedRun>(COLLECTIONS.feedRuns);
    expect(await runs.findOne({ feed: feed._id })).toMatchObject({ status: 'running' });
    // The batch before the gate is committed whole: all its offers are there.
    for (const id of PRODUCTS) expect(await merchantOffers(app.adapters.store, id)).toHaveLength(1);

    await bed.queue.idle();
    // The index hears of the import's products at its end, in one job.
    expect(indexJobs).toEqual([]);

    held.open();
    expect(await pulling).toMatchObject({ status: 'partial', matched: 3, updated: 3, unmatched: 1 });
    await bed.queue.idle();
    expect(indexJobs).toEqual([{ name: 'index-products', payload: { productIds: PRODUCTS } }]);
  });

  it('leaves none of a batch’s offers when a write in it fails, and the next pull writes them all', async () => {
    const failing = { now: true };
    const bed = await feedTestBed({}, { wrapStore: (store) => failingHistory(store, failing) });
    closing.push(bed.close);
    suite.shop.serve(feedAt('2.49'), '"v1"');
    const feed = await bed.addFeed(suite.shop.url, 'google-xml');

    await expect(bed.worker.pullFeed(feed._id)).rejects.toThrow('disk I/O error');
    for (const id of PRODUCTS) expect(await merchantOffers(bed.store, id)).toEqual([]);
    expect(await bed.store.collection(COLLECTIONS.priceHistory).count({})).toBe(0);
    expect(
      await bed.store.collection<FeedRun>(COLLECTIONS.feedRuns).findOne({ feed: feed._id }),
    ).toMatchObject({
      status: 'failed',
    });

    failing.now = false;
    suite.shop.requests.length = 0;
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({ status: 'partial', updated: 3 });
    // The failed pull left no validators: the next one asked for the whole file.
    expect(suite.shop.requests[0]).not.toHaveProperty('if-none-match');
    for (const id of PRODUCTS)
      expect(await merchantOffers(bed.store, id)).toEqual([expect.objectContaining({ price: 2.49 })]);
    expect(await bed.store.collection(COLLECTIONS.priceHistory).count({ productId: { $in: PRODUCTS } })).toBe(
      3,
    );
  });

  it('continues after an import that died between two batches: the next pull completes it', async () => {
    let dieAfter = 0;
    const bed = await feedTestBed(
      {},
      {
        afterBatch: async () => {
          if (dieAfter > 0 && --dieAfter === 0) throw new Error('killed');
        },
      },
    );
    closing.push(bed.close);
    suite.shop.serve(feedAt('2.49'), '"v1"');
    const feed = await bed.addFeed(suite.shop.url, 'google-xml');
    await bed.worker.pullFeed(feed._id);

    // The new file names one product at a new price and drops two: the first batch writes the price,
    // the second the two dropped offers; the import dies between them.
    suite.shop.serve(feedAt('1.99', 1), '"v2"');
    dieAfter = 1;
    await expect(bed.worker.pullFeed(feed._id)).rejects.toThrow('killed');
    expect(await merchantOffers(bed.store, PRODUCTS[0] as string)).toEqual([
      expect.objectContaining({ price: 1.99 }),
    ]);
    expect((await merchantOffers(bed.store, PRODUCTS[1] as string))[0]).not.toHaveProperty('droppedAt');

    const run = await bed.worker.pullFeed(feed._id);
    expect(run).toMatchObject({ status: 'partial', updated: 0, expired: 2 });
    for (const id of PRODUCTS.slice(1))
      expect(await merchantOffers(bed.store, id)).toEqual([expect.objectContaining({ is_for_sale: false })]);
  });

  it('ends with each offer and waiting row once when a second worker pulls the same feed meanwhile', async () => {
    const held = gate();
    const first = await feedTestBed({}, { afterBatch: held.hold });
    closing.push(first.close);
    // A second server process's worker on the same store (as BullMQ or a manual pull may start one).
    const second = await feedTestBed({}, { store: first.store });
    closing.push(second.close);
    suite.shop.serve(feedAt('2.49'), '"v1"');
    const feed = await first.addFeed(suite.shop.url, 'google-xml');

    const pulling = first.worker.pullFeed(feed._id);
    await held.atGate;
    suite.shop.serve(feedAt('2.29'), '"v2"');
    expect(await second.worker.pullFeed(feed._id)).toMatchObject({ status: 'partial', updated: 3 });
    held.open();
    expect(await pulling).toMatchObject({ status: 'partial' });

    for (const id of PRODUCTS) expect(await merchantOffers(first.store, id)).toHaveLength(1);
    const review = await first.store.collection<FeedReviewItem>(COLLECTIONS.feedReview).find({});
    expect(review.map((r) => r.key)).toEqual(['NL-9']);
  });
});
