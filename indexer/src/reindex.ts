import {
  acquireLease,
  COLLECTIONS,
  type IndexWriter,
  type Lease,
  type LeaseDoc,
  markIndexReconciled,
  type OfferAge,
  RebuildRunningError,
  type SearchEngine,
  type Store,
} from '@futterkompass/adapters';
import type { Product, ProductDeletion } from '@futterkompass/domain';
import type { SearchDocument } from '@futterkompass/search-config';
import { createCatalogReader, UnindexableProductError } from './catalog-reader';

export interface ReindexProgress {
  done: number;
  total: number;
}

export interface ReindexSummary {
  documents: number;
  failures: { productId: string; reason: string }[];
  durationMs: number;
  dryRun: boolean;
}

export interface ReindexDeps {
  store: Store;
  search: SearchEngine<SearchDocument>;
  /** The offers' maximum age (OFFER_MAX_AGE_HOURS); the default one when not given. */
  offerAge?: OfferAge;
}

/**
 * Products read from the store at a time. A read is one synchronous query and the parse of its
 * rows: with 1000 a rebuild held other requests up long enough that /api/health took 58 ms at p99
 * during a rebuild at 20,000 products (target: under 50).
 */
const BATCH = 250;
/**
 * Products are stamped by the clock of the process that wrote them, the rebuild's start by this
 * one's: changes are looked for from this long before the start, so that skewed clocks lose none.
 */
export const CLOCK_MARGIN_MS = 5 * 60 * 1000;
/** Deletion records older than this serve no rebuild any more. */
export const DELETIONS_KEPT_MS = 7 * 24 * 3600 * 1000;

/** The lease in the settings collection that lets one process at a time rebuild a shared index. */
export const REBUILD_LEASE = 'search-rebuild';

/** The rebuild lease, where the index is shared; RebuildRunningError while another process holds it. */
async function rebuildLease({ store, search }: ReindexDeps): Promise<Lease | null> {
  if (!search.shared) return null;
  const lease = await acquireLease(store.collection<LeaseDoc>(COLLECTIONS.settings), REBUILD_LEASE);
  if (!lease) throw new RebuildRunningError();
  return lease;
}

/**
 * Writes the current state of every product changed or deleted since `since` into `target`: the
 * changes a rebuild's snapshot may have missed.
 */
async function replayChanges(
  { store, offerAge }: Omit<ReindexDeps, 'search'>,
  target: IndexWriter<SearchDocument>,
  since: string,
  onFailure: (error: UnindexableProductError) => void,
) {
  const reader = createCatalogReader(store, offerAge);
  const products = store.collection<Product>(COLLECTIONS.products);
  for await (const batch of products.iterate(BATCH, { updatedAt: { $gte: since } })) {
    const docs: SearchDocument[] = [];
    const gone: string[] = [];
    for (const { _id } of batch) {
      try {
        const doc = await reader.documentFor(_id);
        if (doc) docs.push(doc);
        else gone.push(_id);
      } catch (error) {
        if (!(error instanceof UnindexableProductError)) throw error;
        onFailure(error);
      }
    }
    await target.upsert(docs);
    await target.remove(gone);
  }
  const deletions = store.collection<ProductDeletion>(COLLECTIONS.productDeletions);
  for await (const batch of deletions.iterate(BATCH, { deletedAt: { $gte: since } }))
    await target.remove(batch.map((d) => d._id));
}

type ReindexOptions = { dryRun?: boolean; onProgress?: (progress: ReindexProgress) => void };

/**
 * Rebuilds the whole index: every published product's document into a new index, built with the
 * definition's settings, that is swapped in at the end (the one way settings reach Meilisearch). Products changed or deleted during the rebuild (by any process) are replayed into
 * the new index before the swap, and into the live one after it for changes that reached the old
 * index in between. A shared index is rebuilt by one process at a time: a second rebuild, from
 * any process, raises RebuildRunningError. A dry run builds and checks every document without writing.
 */
export async function reindexAll(deps: ReindexDeps, options: ReindexOptions = {}): Promise<ReindexSummary> {
  const lease = options.dryRun ? null : await rebuildLease(deps);
  try {
    return await rebuild(deps, options, lease);
  } finally {
    // A lease the store cannot free now runs out by itself.
    await lease?.release().catch(() => undefined);
  }
}

async function rebuild(
  { store, search, offerAge }: ReindexDeps,
  options: ReindexOptions,
  lease: Lease | null,
): Promise<ReindexSummary> {
  const started = Date.now();
  const since = new Date(started - CLOCK_MARGIN_MS).toISOString();
  const reader = createCatalogReader(store, offerAge);
  const total = await reader.countPublished();
  const failures = new Map<string, string>();
  const onFailure = (error: UnindexableProductError) => failures.set(error.productId, error.message);
  let done = 0;
  options.onProgress?.({ done, total });

  async function* counted(): AsyncIterable<SearchDocument[]> {
    for await (const docs of reader.documents(BATCH, onFailure)) {
      // A process stalled past its lease must not go on beside the rebuild that took over.
      lease?.check();
      done += docs.length;
      options.onProgress?.({ done: done + failures.size, total });
      yield docs;
    }
  }

  let documents = 0;
  if (options.dryRun) {
    for await (const docs of counted()) documents += docs.length;
  } else {
    const replay = (target: IndexWriter<SearchDocument>) =>
      replayChanges({ store, ...(offerAge && { offerAge }) }, target, since, onFailure);
    const beforeSwap = async (target: IndexWriter<SearchDocument>) => {
      // Asked of the store itself: only the lease's holder may swap its index in.
      await lease?.renew();
      await replay(target);
    };
    documents = (await search.replaceAll(counted(), { beforeSwap })).count;
    await replay(search);
    // Everything stamped before the start is in the new index: the reconcile goes on from there.
    await markIndexReconciled(store, new Date(started));
    await store
      .collection(COLLECTIONS.productDeletions)
      .deleteMany({ deletedAt: { $lt: new Date(started - DELETIONS_KEPT_MS).toISOString() } });
  }
  return {
    documents,
    failures: [...failures].map(([productId, reason]) => ({ productId, reason })),
    durationMs: Date.now() - started,
    dryRun: !!options.dryRun,
  };
}
