import { COLLECTIONS, type SearchEngine, type Store } from '@futterkompass/adapters';
import type { Product } from '@futterkompass/domain';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
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
}

const BATCH = 1000;

/** Products written while the rebuild ran: their current state goes into the new index. */
async function catchUp(
  store: Store,
  search: SearchEngine<SearchDocument>,
  since: string,
  onFailure: (error: UnindexableProductError) => void,
) {
  const reader = createCatalogReader(store);
  const products = store.collection<Product>(COLLECTIONS.products);
  for await (const batch of products.iterate(BATCH, { updatedAt: { $gte: since } })) {
    for (const { _id } of batch) {
      try {
        const doc = await reader.documentFor(_id);
        if (doc) await search.upsert([doc]);
        else await search.remove([_id]);
      } catch (error) {
        if (!(error instanceof UnindexableProductError)) throw error;
        onFailure(error);
      }
    }
  }
}

/**
 * Rebuilds the whole index: settings first, then every published product's document into a new
 * index that is swapped in at the end. Products changed during the rebuild are indexed again after
 * the swap. A dry run builds and checks every document without writing.
 */
export async function reindexAll(
  { store, search }: ReindexDeps,
  options: { dryRun?: boolean; onProgress?: (progress: ReindexProgress) => void } = {},
): Promise<ReindexSummary> {
  const started = Date.now();
  const startedAt = new Date(started).toISOString();
  const reader = createCatalogReader(store);
  const total = await reader.countPublished();
  const failures: ReindexSummary['failures'] = [];
  const onFailure = (error: UnindexableProductError) =>
    failures.push({ productId: error.productId, reason: error.message });
  let done = 0;
  options.onProgress?.({ done, total });

  async function* counted(): AsyncIterable<SearchDocument[]> {
    for await (const docs of reader.documents(BATCH, onFailure)) {
      done += docs.length;
      options.onProgress?.({ done: done + failures.length, total });
      yield docs;
    }
  }

  let documents = 0;
  if (options.dryRun) {
    for await (const docs of counted()) documents += docs.length;
  } else {
    await search.configure(PRODUCT_INDEX);
    documents = (await search.replaceAll(counted())).count;
    await catchUp(store, search, startedAt, onFailure);
  }
  return { documents, failures, durationMs: Date.now() - started, dryRun: !!options.dryRun };
}
