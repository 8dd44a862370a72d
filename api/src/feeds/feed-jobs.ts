import {
  COLLECTIONS,
  type FeedPullConfig,
  type JobHandler,
  PermanentJobError,
  type Queue,
  type Store,
} from '@futterkompass/adapters';
import { isObjectId, markFeedOffersStale, type Product, type StoredFeed } from '@futterkompass/domain';
import type { OfferRetention } from '../products/offer-retention';
import { OFFERS_READ_FIELDS, type ProductWrites } from '../products/product-writes';
import { type FeedPull, failInterruptedRuns } from './feed-pull';

/** The jobs of the feed queue: the schedule's tick, and one pull of one feed. */
export const FEED_JOBS = { due: 'feeds-due', pull: 'feed-pull' } as const;
/** How often the schedule looks for due feeds. */
export const FEED_TICK_MS = 60_000;
const DAY_MS = 86_400_000;

export const enqueueFeedPull = (queue: Queue, feedId: string) =>
  queue.enqueue(FEED_JOBS.pull, { feedId }, { dedupeId: `feed:${feedId}` });

export interface FeedJobDeps {
  store: Store;
  queue: Queue;
  pullFeed: FeedPull;
  productWrites: ProductWrites;
  config: FeedPullConfig;
  /** The tick also drops offers nobody confirmed for the retention. */
  dropExpiredOffers: OfferRetention;
}

/**
 * The feed job processor, apart from its wiring. The tick enqueues every due feed (deduplicated
 * per feed) and takes the offers of feeds no run confirmed for `staleDays` out of the best offer.
 * A pull job is idempotent: it reads the feed's current state and pulls it once more.
 */
export function createFeedProcessor({
  store,
  queue,
  pullFeed,
  productWrites,
  config,
  dropExpiredOffers,
}: FeedJobDeps): JobHandler {
  const feeds = store.collection<StoredFeed>(COLLECTIONS.feeds);
  const products = store.collection<Product>(COLLECTIONS.products);

  const markStale = async (now: Date) => {
    const before = new Date(now.getTime() - config.staleDays * DAY_MS).toISOString();
    const stale = await feeds.find({ confirmedAt: { $lt: before }, stale: { $ne: true } });
    for (const feed of stale) {
      const ref = { owner: feed.owner, feed: feed._id };
      const found = await products.find({ 'variants.feed': feed._id }, { projection: OFFERS_READ_FIELDS });
      await productWrites.updateOffers(
        found.map((product) => ({
          productId: product._id,
          read: product,
          change: (current: Product) => markFeedOffersStale(current.variants, ref),
        })),
      );
      await feeds.updateOne({ _id: feed._id }, { $set: { stale: true } });
    }
  };

  return async (job) => {
    if (job.name === FEED_JOBS.due) {
      const now = new Date();
      const due = await feeds.find({ nextRunAt: { $lte: now.toISOString() } }, { projection: { _id: 1 } });
      for (const feed of due) await enqueueFeedPull(queue, feed._id);
      await markStale(now);
      await dropExpiredOffers(now);
      return;
    }
    if (job.name === FEED_JOBS.pull) {
      const feedId = (job.payload as { feedId?: unknown } | null)?.feedId;
      if (typeof feedId !== 'string' || !isObjectId(feedId))
        throw new PermanentJobError(`${job.name}: ungültige Feed-Id ${JSON.stringify(feedId)}`);
      await pullFeed(feedId);
      return;
    }
    throw new PermanentJobError(`unbekannter Feed-Job ${job.name}`);
  };
}

/**
 * Runs the feed queue in this process: runs a killed process left open are failed first (their
 * next pull is unconditional), then jobs run and the schedule ticks.
 */
export async function startFeedPulls(deps: FeedJobDeps, { tickMs = FEED_TICK_MS } = {}): Promise<void> {
  // In-process, every open run was this process's before it died. With BullMQ other servers may be
  // pulling right now: only runs older than any pull can take are given up (BullMQ hands a killed
  // worker's job to another, which starts a new run).
  const longestPull = deps.queue.kind === 'bullmq' ? 2 * 3_600_000 : 0;
  await failInterruptedRuns(deps.store, new Date(Date.now() - longestPull));
  deps.queue.process(createFeedProcessor(deps));
  await deps.queue.repeat(FEED_JOBS.due, {}, tickMs);
}
