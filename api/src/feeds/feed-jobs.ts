import {
  COLLECTIONS,
  type FeedPullConfig,
  type JobHandler,
  PermanentJobError,
  type Queue,
  type Store,
} from '@futterkompass/adapters';
import {
  applyDueSales,
  isObjectId,
  markFeedOffersStale,
  type StoredFeed,
  type User,
} from '@futterkompass/domain';
import type { OfferRetention } from '../products/offer-retention';
import type { ProductWrites } from '../products/product-writes';
import { type FeedPull, failInterruptedRuns, PORTAL_OWNER } from './feed-pull';
import { forgetOrphanedReview } from './review-queue';
import { rewriteOffers } from './rewrite-offers';

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
  clock?: () => Date;
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
  clock = () => new Date(),
  dropExpiredOffers,
}: FeedJobDeps): JobHandler {
  const feeds = store.collection<StoredFeed>(COLLECTIONS.feeds);
  const users = store.collection<User>(COLLECTIONS.users);
  const writes = { store, productWrites };

  const markStale = async (now: Date) => {
    const before = new Date(now.getTime() - config.staleDays * DAY_MS).toISOString();
    const stale = await feeds.find({ confirmedAt: { $lt: before }, stale: { $ne: true } });
    for (const feed of stale) {
      const ref = { owner: feed.owner, feed: feed._id };
      await rewriteOffers(writes, { 'variants.feed': feed._id }, (product) =>
        markFeedOffersStale(product.variants, ref),
      );
      await feeds.updateOne({ _id: feed._id }, { $set: { stale: true } });
    }
  };

  /** Due feeds that may be fetched: not paused, and of an active merchant. */
  const dueFeeds = async (now: Date) => {
    const due = await feeds.find(
      { nextRunAt: { $lte: now.toISOString() }, paused: { $ne: true } },
      { projection: { _id: 1, owner: 1 } },
    );
    const owners = [...new Set(due.map((f) => f.owner))];
    const active = new Set(
      (await users.find({ _id: { $in: owners }, status: 'active' }, { projection: { _id: 1 } })).map(
        (u) => u._id,
      ),
    );
    return due.filter((f) => f.owner === PORTAL_OWNER || active.has(f.owner));
  };

  return async (job) => {
    if (job.name === FEED_JOBS.due) {
      const now = clock();
      for (const feed of await dueFeeds(now)) await enqueueFeedPull(queue, feed._id);
      await markStale(now);
      // Sales that started or ended since: their offers' prices follow without a pull.
      await rewriteOffers(writes, { 'variants.priceChangeAt': { $lte: now.toISOString() } }, (product) =>
        applyDueSales(product.variants, now),
      );
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
  await forgetOrphanedReview(deps.store);
  // Several pulls at once: a feed server that never answers holds one slot for its timeout, not the queue.
  deps.queue.process(createFeedProcessor(deps), { concurrency: deps.config.concurrency });
  await deps.queue.repeat(FEED_JOBS.due, {}, tickMs);
}
