import {
  acquireLease,
  COLLECTIONS,
  type LeaseDoc,
  type Logger,
  markIndexBehind,
  markIndexReconciled,
  markReconcileFailed,
  type OfferAge,
  readIndexBacklog,
  type SearchEngine,
  type Store,
} from '@futterkompass/adapters';
import type { Product, ProductDeletion } from '@futterkompass/domain';
import type { SearchDocument } from '@futterkompass/search-config';
import { compareIndex, hasDrift, type IndexDrift } from './index-drift';
import { CLOCK_MARGIN_MS } from './reindex';

export interface ReconcileDeps {
  store: Store;
  /** The engine with write access (Meilisearch's admin key). */
  search: SearchEngine<SearchDocument>;
  logger: Logger;
  /** The offers' maximum age (OFFER_MAX_AGE_HOURS); the default one when not given. */
  offerAge?: OfferAge;
}

/** How often the reconcile compares the latest changes with the index, give or take the jitter. */
export const RECONCILE_INTERVAL_MS = 60_000;
const JITTER = 0.2;
/** One process reconciles at a time; a holder that died frees it after this. */
const RECONCILE_LEASE = 'search-reconcile-run';

export type ReconcileResult =
  | { outcome: 'done'; drift: IndexDrift }
  | { outcome: 'skipped' }
  | { outcome: 'failed'; error: Error };

/** The oldest product change or deletion stamped at or after `since` (all when undefined). */
async function oldestChange(store: Store, since: string | undefined): Promise<Date | null> {
  const first = async <T extends { _id: string }>(collection: string, field: keyof T & string) => {
    const filter = since ? { [field]: { $gte: since } } : { [field]: { $exists: true } };
    const doc = await store.collection<T>(collection).findOne(filter, { sort: { [field]: 1 } });
    return doc ? Date.parse(String(doc[field])) : Number.POSITIVE_INFINITY;
  };
  const oldest = Math.min(
    await first<Product>(COLLECTIONS.products, 'updatedAt'),
    await first<ProductDeletion>(COLLECTIONS.productDeletions, 'deletedAt'),
  );
  return Number.isFinite(oldest) ? new Date(oldest) : null;
}

/**
 * One reconcile: compares every product changed since the last reconcile (less the clock margin),
 * or with an offer that went out of date since then, with its document in the index, and the deletions since then, and writes what differs. The
 * first one, and one after an unknown past, compares everything. A reconcile that cannot reach the
 * engine records the oldest change since then as not indexed (the lag metric shows it), and the
 * next one starts from the same point: however long an outage lasts, nothing is skipped.
 */
export async function reconcileOnce({
  store,
  search,
  logger,
  offerAge,
}: ReconcileDeps): Promise<ReconcileResult> {
  const lease = await acquireLease(store.collection<LeaseDoc>(COLLECTIONS.settings), RECONCILE_LEASE);
  if (!lease) return { outcome: 'skipped' };
  try {
    const startedAt = new Date();
    const until = (await readIndexBacklog(store))?.reconciledUntil;
    const since = until ? new Date(Date.parse(until) - CLOCK_MARGIN_MS).toISOString() : undefined;
    try {
      const drift = await compareIndex(
        { store, search, ...(offerAge && { offerAge }) },
        { ...(since && { since }), repair: true },
      );
      await markIndexReconciled(store, startedAt);
      if (hasDrift(drift))
        logger.info(
          { missing: drift.missing.length, stale: drift.stale.length, extra: drift.extra.length, since },
          'reconcile brought the search index up to the store',
        );
      return { outcome: 'done', drift };
    } catch (error) {
      const behind = await oldestChange(store, since);
      if (behind) await markIndexBehind(store, behind);
      await markReconcileFailed(store, (error as Error).message);
      logger.warn({ err: error, since }, 'reconcile failed: it starts from the same point next time');
      return { outcome: 'failed', error: error as Error };
    }
  } finally {
    await lease.release().catch(() => undefined);
  }
}

export interface ReconcileLoop {
  /** Runs a reconcile now (after the one that runs, if any) and answers its result. */
  runNow(): Promise<ReconcileResult>;
  /** The result of the next reconcile that ends, whoever started it (the timer, or runNow). */
  nextRun(): Promise<ReconcileResult>;
  /** Stops the timer and waits for a running reconcile. */
  close(): Promise<void>;
}

/**
 * The reconcile every `intervalMs` (with jitter, so that workers started together spread out),
 * the first one at once unless `atStart` is false: the self-healing half of indexing, beside the
 * queue's quick path.
 */
export function startReconcileLoop(
  deps: ReconcileDeps,
  {
    intervalMs = RECONCILE_INTERVAL_MS,
    random = Math.random,
    atStart = true,
  }: { intervalMs?: number; random?: () => number; atStart?: boolean } = {},
): ReconcileLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<ReconcileResult> | undefined;
  let closed = false;
  let waiting: ((result: ReconcileResult) => void)[] = [];
  const schedule = () => {
    clearTimeout(timer);
    if (closed) return;
    timer = setTimeout(() => void run(), intervalMs * (1 + JITTER * (2 * random() - 1)));
    timer.unref();
  };
  const run = (): Promise<ReconcileResult> => {
    clearTimeout(timer);
    const previous = running ?? Promise.resolve(undefined);
    const next = previous
      .then(() => reconcileOnce(deps))
      .catch((error: unknown): ReconcileResult => {
        // The store itself did not answer: nothing was recorded, the next run tries again.
        deps.logger.warn({ err: error }, 'reconcile could not run');
        return { outcome: 'failed', error: error as Error };
      })
      .then((result) => {
        const waiters = waiting;
        waiting = [];
        for (const resolve of waiters) resolve(result);
        return result;
      })
      .finally(() => {
        if (running !== next) return;
        running = undefined;
        schedule();
      });
    running = next;
    return next;
  };
  if (atStart) void run();
  else schedule();
  return {
    runNow: run,
    nextRun: () => new Promise((resolve) => waiting.push(resolve)),
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
