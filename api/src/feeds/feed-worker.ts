import {
  type Config,
  createBullQueue,
  createFeedFetcher,
  createInProcessQueue,
  type FeedPullConfig,
  type Logger,
  type Mailer,
  type OfferAge,
  type Queue,
  type RetryPolicy,
  type Store,
} from '@futterkompass/adapters';
import { createStandaloneProductWrites } from '../offers/standalone-import';
import { createOfferRetention } from '../products/offer-retention';
import { createFeedOfferConfirmation } from './confirm-feed-offers';
import { startFeedPulls } from './feed-jobs';
import { createFeedPull, type FeedPullDeps } from './feed-pull';
import { createFileImport } from './file-import';
import { createMerchantFeedImport } from './merchant-feed-import';
import { createThreadImport } from './thread-import';

/** The queue's retries cover the portal's own failures (a store outage); a feed's are retried by the fetch. */
const FEED_JOB_RETRY: RetryPolicy = {
  attempts: 4,
  backoffMs: 30_000,
  maxBackoffMs: 10 * 60_000,
  jitter: 0.2,
};
export const FEED_QUEUE = 'feeds';

/** The feed queue: BullMQ (its own queue name) with Redis, in memory without. */
export function createFeedQueue(config: Pick<Config, 'queue'>, logger: Logger): Queue {
  return config.queue.kind === 'bullmq'
    ? createBullQueue({ url: config.queue.url, queueName: FEED_QUEUE, logger, retry: FEED_JOB_RETRY })
    : createInProcessQueue({ logger, retry: FEED_JOB_RETRY });
}

/**
 * The scheduled pulls of registered feeds, wired: the fetcher, the import through the product
 * writes (as the app wires them) and the feed queue's processor.
 */
export function createFeedWorker(deps: {
  store: Store;
  /** The index queue the product writes enqueue to. */
  queue: Queue;
  feedQueue: Queue;
  mailer: Mailer;
  offerAge: OfferAge;
  logger: Logger;
  publicUrl: string;
  config: FeedPullConfig;
  fetchRetry?: FeedPullDeps['fetchRetry'];
  /** The schedule's time (tests move it past a sale's end). */
  clock?: () => Date;
  /** Called after each committed batch of an import's offers (tests hold the import there). */
  afterBatch?: () => Promise<void>;
  /**
   * The embedded store's database file: each import runs in a worker thread with connections of
   * its own, off the server's event loop. Without it (MongoDB, whose writes wait on the network),
   * imports run in this thread, in time slices.
   */
  importThread?: { storeFile: string };
}) {
  const productWrites = createStandaloneProductWrites(deps);
  const fetcher = createFeedFetcher(deps.config);
  const thread =
    deps.importThread &&
    createThreadImport({
      ...deps,
      storeFile: deps.importThread.storeFile,
      reviewCap: deps.config.reviewCap,
    });
  const pullFeed = createFeedPull({
    ...deps,
    fetcher,
    importFile:
      thread ??
      createFileImport({
        store: deps.store,
        importFeed: createMerchantFeedImport({
          store: deps.store,
          productWrites,
          reviewCap: deps.config.reviewCap,
          ...(deps.afterBatch && { afterBatch: deps.afterBatch }),
        }),
      }),
    confirmOffers: createFeedOfferConfirmation({ store: deps.store, productWrites }),
  });
  const jobDeps = {
    store: deps.store,
    queue: deps.feedQueue,
    pullFeed,
    productWrites,
    config: deps.config,
    ...(deps.clock && { clock: deps.clock }),
    dropExpiredOffers: createOfferRetention({ store: deps.store, productWrites, offerAge: deps.offerAge }),
  };
  let closing: Promise<void> | undefined;
  return {
    pullFeed,
    productWrites,
    start: (options?: { tickMs?: number }) => startFeedPulls(jobDeps, options),
    /** Once, however often it is called (a signal during a shutdown). */
    close() {
      closing ??= (async () => {
        // A running import thread ends first (its run fails, the next pull starts over): the
        // queue waits for its running jobs.
        await thread?.close();
        await deps.feedQueue.close();
        await fetcher.close();
      })();
      return closing;
    },
  };
}

export type FeedWorker = ReturnType<typeof createFeedWorker>;
