import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Logger,
  type OfferAge,
  type Queue,
  RebuildRunningError,
  type RetryPolicy,
  retryDelay,
  type SearchEngine,
  SearchUnavailableError,
  type Store,
} from '@futterkompass/adapters';
import type { SearchDocument } from '@futterkompass/search-config';
import { createIndexProcessor } from './processor';
import { type ReconcileLoop, startReconcileLoop } from './reconcile';
import { reindexAll } from './reindex';

export interface IndexingDeps {
  store: Store;
  /** The engine with write access: Meilisearch's admin key. */
  search: SearchEngine<SearchDocument>;
  queue: Queue;
  logger: Logger;
  /** The offers' maximum age (OFFER_MAX_AGE_HOURS); the default one when not given. */
  offerAge?: OfferAge;
}

/** Waits between tries to reach the engine or the rebuild lease: 1 s, 2 s, … at most a minute. */
const SETUP_RETRY: RetryPolicy = {
  attempts: Number.POSITIVE_INFINITY,
  backoffMs: 1000,
  maxBackoffMs: 60_000,
  jitter: 0.2,
};

/**
 * Brings the live index to the definition before anything writes to it: it compares the settings
 * (getSettings) and, when they differ or the index is missing or empty while the store is not,
 * rebuilds it into a new index and swaps it in. Never writes settings to the live index. Another
 * process rebuilding, or an engine that does not answer, is waited for (with backoff) until
 * `signal` aborts: a worker started before Meilisearch simply waits for it.
 */
export async function prepareSearchIndex(
  { store, search, logger, offerAge }: Omit<IndexingDeps, 'queue'>,
  { signal, retry = SETUP_RETRY }: { signal?: AbortSignal; retry?: RetryPolicy } = {},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    try {
      const state = await search.indexState();
      const empty =
        state === 'current' &&
        (await search.count()) === 0 &&
        (await store.collection('products').count({ published: true })) > 0;
      if (state === 'current' && !empty) return;
      logger.info({ state: empty ? 'empty' : state }, 'search index is not current: rebuilding it');
      const summary = await reindexAll({ store, search, ...(offerAge && { offerAge }) });
      logger.info(
        { documents: summary.documents, failures: summary.failures.length },
        'search index rebuilt',
      );
      return;
    } catch (error) {
      if (error instanceof RebuildRunningError)
        logger.info('another process rebuilds the search index: waiting');
      else if (error instanceof SearchUnavailableError)
        logger.warn({ err: error }, 'search engine not reachable: indexing waits for it');
      else
        logger.error(
          { err: error },
          'search index cannot be prepared: check the Meilisearch key and settings',
        );
    }
    await sleep(retryDelay(retry, Math.min(attempt, 32)), undefined, { signal });
  }
}

export interface RunningIndexing {
  /** Settles once the index is prepared and jobs run (rejects only when closed before). */
  ready: Promise<void>;
  /** The reconcile, once ready. */
  reconcile(): ReconcileLoop | undefined;
  close(): Promise<void>;
}

/**
 * Indexing in one process (the worker, or the server when it runs the indexer itself): prepares the
 * index, then runs the queue's index jobs (the quick path) and the reconcile loop (which heals
 * whatever the quick path missed: jobs failed for good, writes the queue did not take, a worker
 * killed mid-job).
 */
export function startIndexing(
  deps: IndexingDeps,
  options: {
    concurrency?: number;
    reconcileIntervalMs?: number;
    /** A reconcile right away (a worker's restart may follow a lost job); false where the index was just built. */
    reconcileAtStart?: boolean;
    setupRetry?: RetryPolicy;
  } = {},
): RunningIndexing {
  const abort = new AbortController();
  let loop: ReconcileLoop | undefined;
  const setup = { signal: abort.signal, ...(options.setupRetry && { retry: options.setupRetry }) };
  const ready = prepareSearchIndex(deps, setup).then(() => {
    abort.signal.throwIfAborted();
    deps.queue.process(createIndexProcessor(deps), { concurrency: options.concurrency ?? 1 });
    loop = startReconcileLoop(deps, {
      ...(options.reconcileIntervalMs !== undefined && { intervalMs: options.reconcileIntervalMs }),
      ...(options.reconcileAtStart !== undefined && { atStart: options.reconcileAtStart }),
    });
    deps.logger.info({ concurrency: options.concurrency ?? 1 }, 'indexing started');
  });
  ready.catch(() => undefined);
  return {
    ready,
    reconcile: () => loop,
    async close() {
      abort.abort();
      await ready.catch(() => undefined);
      await loop?.close();
    },
  };
}
