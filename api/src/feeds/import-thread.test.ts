import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COLLECTIONS,
  type Collection,
  type Collections,
  type Doc,
  type SqliteStore,
  type Store,
} from '@futterkompass/adapters';
import { FEED_MESSAGES, type FeedReviewItem, type FeedRun } from '@futterkompass/domain';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  FEED_PRODUCTS,
  feedServerPerSuite,
  feedTestBed,
  googleItem,
  googleRss,
  merchantOffers,
} from '../testing/feed-test-bed';

const PRODUCTS = FEED_PRODUCTS.slice(0, 3).map((p) => p._id);
const GTINS = ['4012345678901', '4012345678918', '4012345678925'];
/** Rows no product matches: they go to the review queue. */
const UNMATCHED = 2_000;

/** A GTIN-13 with its check digit, of a number no test product carries. */
const unknownGtin = (n: number) => {
  const body = `40999${String(n).padStart(7, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};
const feedAt = (price: string) =>
  googleRss([
    ...GTINS.map((gtin, i) => googleItem(`NL-${i + 1}`, gtin, price)),
    ...Array.from({ length: UNMATCHED }, (_, i) => googleItem(`NL-X${i}`, unknownGtin(i), price)),
  ]);

const READS = new Set(['find', 'findOne', 'count', 'iterate', 'ensureIndex']);

/** The store, recording every write the server's thread makes through it (collection and method). */
function recordingWrites(store: Store, writes: string[]): Store {
  const recorded = <T extends Doc>(name: string, inner: Collection<T>): Collection<T> =>
    new Proxy(inner, {
      get(target, method: string) {
        const value = Reflect.get(target, method) as unknown;
        if (typeof value !== 'function' || READS.has(method)) return value;
        return (...args: unknown[]) => {
          writes.push(`${name}.${method}`);
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const txOf = (tx: Collections): Collections => ({
    collection: <T extends Doc>(name: string) => recorded(name, tx.collection<T>(name)),
  });
  return Object.assign(Object.create(store) as Store, {
    collection: <T extends Doc>(name: string) => recorded(name, store.collection<T>(name)),
    transaction: (work: (tx: Collections) => Promise<unknown>, options?: object) =>
      store.transaction((tx) => work(txOf(tx)), options),
  });
}

// Each import starts a thread, which loads the TypeScript sources anew: slow on a busy machine.
describe('feed imports in a worker thread (the embedded store)', { timeout: 180_000 }, () => {
  const suite = feedServerPerSuite();
  const { closing } = suite;

  it('reads, matches and writes the feed outside the server’s thread, which gets the index job', async () => {
    const writes: string[] = [];
    const bed = await feedTestBed(
      {},
      { inThread: true, wrapStore: (store) => recordingWrites(store, writes) },
    );
    closing.push(bed.close);
    suite.shop.serve(feedAt('2.49'), '"v1"');
    const feed = await bed.addFeed(suite.shop.url, 'google-xml');
    const indexJobs = bed.recordIndexJobs();

    const run = await bed.worker.pullFeed(feed._id);
    expect(run).toMatchObject({ status: 'partial', matched: 3, updated: 3, unmatched: UNMATCHED });
    for (const id of PRODUCTS)
      expect(await merchantOffers(bed.store, id)).toEqual([expect.objectContaining({ price: 2.49 })]);
    expect(await bed.store.collection(COLLECTIONS.feedReview).count({ feed: feed._id })).toBe(UNMATCHED);
    expect(await bed.store.collection(COLLECTIONS.priceHistory).count({ productId: { $in: PRODUCTS } })).toBe(
      3,
    );
    // The server's thread wrote the run and the feed's state (and pruned old runs' rows), none of
    // the offers, prices, waiting rows or refused rows.
    expect(writes.filter((w) => !/^(feedRuns|feeds)\./.test(w))).toEqual([
      `${COLLECTIONS.feedRunRows}.deleteMany`,
    ]);
    await bed.queue.idle();
    // The thread's index job, through the server's queue.
    expect(indexJobs).toEqual([{ name: 'index-products', payload: { productIds: PRODUCTS } }]);

    // Pulled again unchanged in content (a new ETag): nothing is written.
    suite.shop.serve(feedAt('2.49'), '"v2"');
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({ status: 'partial', updated: 0 });
    expect(await bed.store.collection(COLLECTIONS.priceHistory).count({ productId: { $in: PRODUCTS } })).toBe(
      3,
    );
  });

  it('goes on importing while the server’s event loop is held', async () => {
    const bed = await feedTestBed({}, { inThread: true });
    closing.push(bed.close);
    suite.shop.serve(feedAt('2.49'), '"v1"');
    const feed = await bed.addFeed(suite.shop.url, 'google-xml');
    const reader = new Database((bed.store as SqliteStore).file, { readonly: true });
    closing.push(async () => {
      reader.close();
    });
    const waitingRows = reader.prepare(`SELECT COUNT(*) AS n FROM "${COLLECTIONS.feedReview}"`);
    const waiting = () => (waitingRows.get() as { n: number }).n;

    const pulling = bed.worker.pullFeed(feed._id);
    // The import has begun writing the waiting rows (an import in this thread would have written
    // one slice and yielded).
    while (waiting() === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(waiting()).toBeLessThan(UNMATCHED);
    // From here this thread's event loop takes no turn until every waiting row is written: an
    // import in this thread could not write a single one more.
    const pause = new Int32Array(new SharedArrayBuffer(4));
    let polls = 0;
    while (waiting() < UNMATCHED && polls++ < 20_000) Atomics.wait(pause, 0, 0, 5);
    expect(waiting()).toBe(UNMATCHED);
    expect(await pulling).toMatchObject({ status: 'partial', matched: 3, unmatched: UNMATCHED });
  });

  it('fails the run as interrupted when the server stops mid-feed; the next pull completes it', async () => {
    const bed = await feedTestBed({}, { inThread: true });
    suite.shop.serve(feedAt('2.49'), '"v1"');
    const feed = await bed.addFeed(suite.shop.url, 'google-xml');
    // The server stops when the thread's first index job arrives: its first batch of offers is
    // committed, the feed's waiting rows are not settled yet.
    const enqueue = bed.queue.enqueue.bind(bed.queue);
    let stopping: Promise<void> | undefined;
    bed.queue.enqueue = async (name, payload, options) => {
      stopping ??= bed.worker.close();
      return enqueue(name, payload, options);
    };
    const run = await bed.worker.pullFeed(feed._id);
    expect(stopping).toBeDefined();
    await stopping;
    expect(run).toMatchObject({ status: 'failed', error: FEED_MESSAGES.interrupted });
    expect(await bed.store.collection<FeedRun>(COLLECTIONS.feedRuns).count({ status: 'running' })).toBe(0);
    for (const id of PRODUCTS) expect(await merchantOffers(bed.store, id)).toHaveLength(1);

    // The restarted server's pull asks for the whole file and ends with each offer and row once.
    const restarted = await feedTestBed({}, { store: bed.store, inThread: true });
    closing.push(bed.close, restarted.close);
    suite.shop.requests.length = 0;
    expect(await restarted.worker.pullFeed(feed._id)).toMatchObject({
      status: 'partial',
      matched: 3,
      updated: 0,
    });
    expect(suite.shop.requests[0]).not.toHaveProperty('if-none-match');
    for (const id of PRODUCTS)
      expect(await merchantOffers(bed.store, id)).toEqual([expect.objectContaining({ price: 2.49 })]);
    const review = await bed.store.collection<FeedReviewItem>(COLLECTIONS.feedReview).find({});
    expect(new Set(review.map((r) => r.key)).size).toBe(UNMATCHED);
    expect(review).toHaveLength(UNMATCHED);
  });

  it('fails the run when the thread dies, keeps serving, and the next import runs', async () => {
    // A thread that cannot open its database (a folder in its place) dies before its first row.
    const broken = await mkdtemp(path.join(tmpdir(), 'fk-not-a-db-'));
    const bed = await feedTestBed({}, { inThread: broken });
    closing.push(bed.close, () => rm(broken, { recursive: true, force: true }));
    suite.shop.serve(feedAt('2.49'), '"v1"');
    const feed = await bed.addFeed(suite.shop.url, 'google-xml');
    await expect(bed.worker.pullFeed(feed._id)).rejects.toThrow();
    expect(
      await bed.store.collection<FeedRun>(COLLECTIONS.feedRuns).findOne({ feed: feed._id }),
    ).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('internen Fehlers'),
    });
    for (const id of PRODUCTS) expect(await merchantOffers(bed.store, id)).toEqual([]);
    expect(await bed.store.ping()).toBeUndefined();

    // The queue's retry, with a thread that can open the store, imports the feed.
    const retried = await feedTestBed({}, { store: bed.store, inThread: true });
    closing.push(retried.close);
    expect(await retried.worker.pullFeed(feed._id)).toMatchObject({ status: 'partial', updated: 3 });
  });

  it('reports a damaged file in German from the thread and changes nothing', async () => {
    const bed = await feedTestBed({}, { inThread: true });
    closing.push(bed.close);
    suite.shop.serve(`${feedAt('2.49').slice(0, -20)}<broken`, '"bad"');
    const feed = await bed.addFeed(suite.shop.url, 'google-xml');
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('XML-Feed ist fehlerhaft'),
    });
    for (const id of PRODUCTS) expect(await merchantOffers(bed.store, id)).toEqual([]);
  });
});
