import { COLLECTIONS } from './collections';
import { DuplicateKeyError, type Store } from './store/port';

/** The settings document in which indexing records how far the search index is known to be current. */
export const INDEX_BACKLOG_ID = 'search-reconcile';

/**
 * How far the search index is known to follow the store. `reconciledUntil`: every product change
 * stamped before it (less the clock margin) has been compared with the index. `behindSince`: the
 * oldest change known not to have reached the index (a job that failed for good, a write whose job
 * the queue did not take, a reconcile that could not reach the engine); cleared by the next
 * reconcile that covers it.
 */
export interface IndexBacklogDoc {
  _id: typeof INDEX_BACKLOG_ID;
  reconciledUntil?: string;
  behindSince?: string;
  /** Why the last reconcile failed, while it fails. */
  lastError?: string;
}

const backlog = (store: Store) => store.collection<IndexBacklogDoc>(COLLECTIONS.settings);

export async function readIndexBacklog(store: Store): Promise<IndexBacklogDoc | null> {
  return backlog(store).findOne({ _id: INDEX_BACKLOG_ID });
}

const ensure = async (store: Store) => {
  await backlog(store)
    .insert({ _id: INDEX_BACKLOG_ID })
    .catch((error: unknown) => {
      if (!(error instanceof DuplicateKeyError)) throw error;
    });
};

/**
 * Records that a change made at `at` has not reached the index; an earlier record stays. Two
 * atomic steps (create, then lower), so that every store does it without an upsert race.
 */
export async function markIndexBehind(store: Store, at: Date): Promise<void> {
  const since = at.toISOString();
  await ensure(store);
  await backlog(store).updateOne(
    { _id: INDEX_BACKLOG_ID, $or: [{ behindSince: { $exists: false } }, { behindSince: { $gt: since } }] },
    { $set: { behindSince: since } },
  );
}

/**
 * A reconcile that started at `startedAt` has compared every change stamped before it: the index is
 * current up to there, and what was known to lag behind before it is caught up.
 */
export async function markIndexReconciled(store: Store, startedAt: Date): Promise<void> {
  const until = startedAt.toISOString();
  await ensure(store);
  await backlog(store).updateOne(
    { _id: INDEX_BACKLOG_ID },
    { $set: { reconciledUntil: until }, $unset: { lastError: true } },
  );
  await backlog(store).updateOne(
    { _id: INDEX_BACKLOG_ID, behindSince: { $lt: until } },
    { $unset: { behindSince: true } },
  );
}

/** Keeps why the last reconcile failed, for `index check` and the logs. */
export async function markReconcileFailed(store: Store, reason: string): Promise<void> {
  await ensure(store);
  await backlog(store).updateOne({ _id: INDEX_BACKLOG_ID }, { $set: { lastError: reason } });
}
