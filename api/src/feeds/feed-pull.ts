import {
  COLLECTIONS,
  FeedFetchError,
  type FeedFetcher,
  type FeedPullConfig,
  type FetchedFeed,
  type Logger,
  type Store,
} from '@futterkompass/adapters';
import {
  FEED_MESSAGES,
  type FeedRun,
  type FeedRunStatus,
  importedStatus,
  NO_RUN_FIGURES,
  RUN_DETAILS_KEPT,
  RUNS_KEPT,
  type StoredFeed,
  type User,
} from '@futterkompass/domain';
import { FeedFormatError } from '../offers/feed-reader';
import type { FeedOfferConfirmation } from './confirm-feed-offers';
import { type FileImport, ImportInterruptedError } from './file-import';
import { pruneRunRows } from './run-rows';

export interface FeedPullDeps {
  store: Store;
  fetcher: FeedFetcher;
  /** Reads, matches and writes a fetched file (in a worker thread with the embedded store). */
  importFile: FileImport;
  /** An unchanged feed (304) confirms its offers' prices. */
  confirmOffers: FeedOfferConfirmation;
  config: FeedPullConfig;
  logger: Logger;
  /** Retries of one pull; tests shorten the wait. */
  fetchRetry?: { attempts: number; delayMs(attempt: number): number };
}

const HOUR_MS = 3_600_000;
/** The owner of a feed the operator registered for the portal itself. */
export const PORTAL_OWNER = 'portal';
const INTERNAL =
  'Der Feed konnte wegen eines internen Fehlers nicht verarbeitet werden; er wird erneut versucht.';

/**
 * One pull of a registered feed, recorded as a run: fetched conditionally, imported whole, or
 * failed with a German reason. A failure before or while reading the feed writes no offer (the
 * import writes only after the whole feed is read), and the validators of the last good pull are
 * kept, so the next pull starts over. Idempotent: pulling again what is stored changes nothing.
 */
export function createFeedPull({
  store,
  fetcher,
  importFile,
  confirmOffers,
  config,
  logger,
  fetchRetry,
}: FeedPullDeps) {
  const feeds = store.collection<StoredFeed>(COLLECTIONS.feeds);
  const runs = store.collection<FeedRun>(COLLECTIONS.feedRuns);
  const users = store.collection<User>(COLLECTIONS.users);

  const finish = async (run: FeedRun, status: FeedRunStatus, fields: Partial<FeedRun> = {}) => {
    const done = { ...fields, status, finishedAt: new Date().toISOString() };
    await runs.updateOne({ _id: run._id }, { $set: done });
    return { ...run, ...done };
  };

  const pruneRuns = async (feedId: string) => {
    const kept = await runs.find({ feed: feedId }, { sort: { startedAt: -1 }, projection: { _id: 1 } });
    const old = kept.slice(RUNS_KEPT);
    if (old.length > 0) await runs.deleteMany({ _id: { $in: old.map((r) => r._id) } });
    await pruneRunRows(
      store,
      feedId,
      kept.slice(0, RUN_DETAILS_KEPT).map((r) => r._id),
    );
  };

  /** Imports the fetched file for the run; the file goes either way. */
  const importFetched = async (
    fetched: Extract<FetchedFeed, { status: 'fetched' }>,
    feed: StoredFeed,
    { run, now, owner }: { run: FeedRun; now: Date; owner: Pick<User, 'shop'> | null },
  ) => {
    try {
      return await importFile({
        file: fetched.file,
        format: feed.format,
        ...(fetched.charset && { charset: fetched.charset }),
        owner: feed.owner,
        feed: feed._id,
        run: run._id,
        now,
        merchantName: owner?.shop?.shopName ?? 'Händler',
        ...(owner?.shop && { shop: owner.shop }),
        retentionDays: config.retentionDays,
      });
    } finally {
      await fetched.dispose();
    }
  };

  return async function pullFeed(feedId: string): Promise<FeedRun | null> {
    const feed = await feeds.findOne({ _id: feedId });
    if (!feed) return null;
    const owner = await users.findOne({ _id: feed.owner }, { projection: { shop: 1, status: 1 } });
    // Only an active merchant's feeds are fetched; a paused feed waits for the operator.
    if (feed.paused || (feed.owner !== PORTAL_OWNER && owner?.status !== 'active')) {
      logger.info({ feed: feed._id, paused: !!feed.paused, owner: owner?.status }, 'feed pull skipped');
      return null;
    }
    const now = new Date();
    const run = await runs.insert({
      feed: feed._id,
      owner: feed.owner,
      startedAt: now.toISOString(),
      status: 'running',
      ...NO_RUN_FIGURES,
    });
    await feeds.updateOne(
      { _id: feed._id },
      {
        $set: {
          lastRunId: run._id,
          nextRunAt: new Date(now.getTime() + feed.everyHours * HOUR_MS).toISOString(),
        },
        // Set again only by a pull that ends well: one killed halfway through its writes makes the
        // next pull unconditional, which completes them.
        $unset: { etag: true, lastModified: true },
      },
    );
    let done: FeedRun;
    // A stale feed's offers are written again in full, so the conditional request is left out.
    const validators = feed.stale
      ? {}
      : {
          ...(feed.etag && { etag: feed.etag }),
          ...(feed.lastModified && { lastModified: feed.lastModified }),
        };
    try {
      const fetched = await fetcher.fetch(feed.url, validators, {
        ...(fetchRetry && { attempts: fetchRetry.attempts, retryDelayMs: fetchRetry.delayMs }),
        onRetry: (error, attempt) =>
          logger.warn({ feed: feed._id, attempt, reason: error.message }, 'feed pull retried'),
      });
      if (fetched.status === 'unchanged') {
        await confirmOffers({ owner: feed.owner, feed: feed._id }, now);
        done = await finish(run, 'unchanged');
        await feeds.updateOne({ _id: feed._id }, { $set: { confirmedAt: now.toISOString(), ...validators } });
      } else {
        const { refusedRows, ...counts } = await importFetched(fetched, feed, { run, now, owner });
        done = await finish(run, importedStatus(counts), { ...counts, refusedRows });
        const { etag, lastModified } = fetched.validators;
        await feeds.updateOne(
          { _id: feed._id },
          {
            $set: {
              confirmedAt: now.toISOString(),
              stale: false,
              ...(etag && { etag }),
              ...(lastModified && { lastModified }),
            },
          },
        );
      }
    } catch (error) {
      if (error instanceof ImportInterruptedError) {
        // The server stops: the run fails as interrupted, and the next pull (unconditional) starts over.
        done = await finish(run, 'failed', { error: FEED_MESSAGES.interrupted });
        logger.warn({ feed: feed._id }, 'feed import interrupted by the shutdown');
        return done;
      }
      const expected = error instanceof FeedFetchError || error instanceof FeedFormatError;
      if (!expected) logger.error({ err: error, feed: feed._id }, 'feed pull failed');
      done = await finish(run, 'failed', { error: expected ? error.message : INTERNAL });
      // Nothing was written (the import writes only after reading the whole feed): the validators
      // of the last good pull still describe what is stored.
      if (expected && Object.keys(validators).length > 0)
        await feeds.updateOne({ _id: feed._id }, { $set: validators });
      // The store or the product writes failing is worth the queue's retry; a feed's own fault is not.
      if (!expected) throw error;
    }
    await pruneRuns(feed._id);
    logger.info(
      { feed: feed._id, status: done.status, rows: done.rowsRead, refused: done.refused },
      'feed pulled',
    );
    return done;
  };
}

export type FeedPull = ReturnType<typeof createFeedPull>;

/** Runs a killed process left 'running': failed, so that the next pull (unconditional) starts over. */
export async function failInterruptedRuns(store: Store, startedBefore: Date): Promise<number> {
  const runs = store.collection<FeedRun>(COLLECTIONS.feedRuns);
  const result = await runs.updateMany(
    { status: 'running', startedAt: { $lt: startedBefore.toISOString() } },
    { $set: { status: 'failed', error: FEED_MESSAGES.interrupted, finishedAt: new Date().toISOString() } },
  );
  return result.modified;
}
