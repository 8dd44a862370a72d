import { setImmediate as nextTurn } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import {
  COLLECTIONS,
  createOfferAge,
  type IndexWriter,
  type OfferAge,
  type SearchEngine,
  type Store,
} from '@futterkompass/adapters';
import type { Product, ProductDeletion } from '@futterkompass/domain';
import type { SearchDocument } from '@futterkompass/search-config';
import { createCatalogReader } from './catalog-reader';

/** Where the search index and the store disagree, by product id. */
export interface IndexDrift {
  /** Published products the index does not have. */
  missing: string[];
  /** Products whose document in the index is not the one the store makes of them now. */
  stale: string[];
  /** Documents of products that are gone or unpublished. */
  extra: string[];
  /** Products that make no valid document: their document in the index is left as it is. */
  failures: { productId: string; reason: string }[];
  /** Products compared. */
  checked: number;
}

export interface DriftOptions {
  /**
   * Only products changed (or whose offers went out of date), and deletions recorded, since then
   * (ISO); without it: everything.
   */
  since?: string;
  /** Writes the missing and stale documents and removes the extra ones. */
  repair?: boolean;
  onProgress?: (progress: { done: number; total: number }) => void;
}

/** Products read, and asked of the engine, at a time. */
const BATCH = 100;
/**
 * Products built and compared between two turns of the event loop: the embedded reconcile runs on
 * the server's thread, and after a feed changed 20,000 products a comparison without turns held
 * every request for seconds (docs/performance.md).
 */
export const COMPARE_SLICE = 50;
/**
 * Repaired documents written to the engine at a time. Each write makes the embedded engine rebuild
 * its columns on the next list request (hundreds of milliseconds at 20,000 products); a reconcile
 * that runs while a feed import writes products (their index job comes at its end) finds thousands
 * stale, and a write per batch made nearly every list request pay that rebuild.
 */
export const REPAIR_WRITE = 2_000;

/**
 * The products whose documents may have changed since `since`: those written since then, and those
 * with an offer that went out of date since then (confirmed before the maximum age from then, and
 * after it from now). Nothing writes a product when its offer ages: this is how the index learns.
 */
function changedSince(since: string, offerAge: OfferAge) {
  const clock = offerAge.clock();
  const aged = {
    $gte: new Date(Date.parse(since) - clock.maxAgeMs).toISOString(),
    $lt: new Date(clock.now - clock.maxAgeMs).toISOString(),
  };
  return { $or: [{ updatedAt: { $gte: since } }, { variants: { $elemMatch: { confirmedAt: aged } } }] };
}

/**
 * Documents as JSON carries them: what the engine stored and gives back. Equal texts are the usual
 * case and cheap; an engine that gives the fields in another order is compared field by field.
 */
function sameDocument(a: unknown, b: unknown): boolean {
  const [left, right] = [JSON.stringify(a), JSON.stringify(b)];
  return left === right || isDeepStrictEqual(JSON.parse(left), JSON.parse(right));
}

export const hasDrift = (drift: IndexDrift) =>
  drift.missing.length + drift.stale.length + drift.extra.length > 0;

/**
 * Compares the index with the store: each product in scope (all, or those changed since `since`)
 * against its document in the index, the recorded deletions since then, and with no `since` also
 * every id in the index against the store. With `repair` each batch's differences are written as
 * they are found. Reads only the documents in question from the engine, so that the reconcile can
 * run it every minute over the changes of the last minutes.
 */
export async function compareIndex(
  {
    store,
    search,
    offerAge = createOfferAge(),
  }: { store: Store; search: SearchEngine<SearchDocument>; offerAge?: OfferAge },
  options: DriftOptions = {},
): Promise<IndexDrift> {
  const drift: IndexDrift = { missing: [], stale: [], extra: [], failures: [], checked: 0 };
  const reader = createCatalogReader(store, offerAge);
  const products = store.collection<Product>(COLLECTIONS.products);
  const scope = options.since ? changedSince(options.since, offerAge) : {};
  const total = await products.count(scope);
  /** Ids the index may hold: published products, including those whose document cannot be built. */
  const wanted = options.since ? null : new Set<string>();
  const writer: IndexWriter<SearchDocument> | null = options.repair ? search : null;
  const write: SearchDocument[] = [];
  const flush = async () => {
    if (write.length > 0) await writer?.upsert(write.splice(0));
  };

  for await (const batch of products.iterate(BATCH, scope)) {
    const indexed = new Map((await search.fetch(batch.map((p) => p._id))).map((d) => [d.id, d]));
    for (let i = 0; i < batch.length; i += COMPARE_SLICE) {
      const docs = await reader.documentsOf(batch.slice(i, i + COMPARE_SLICE), (error) => {
        drift.failures.push({ productId: error.productId, reason: error.message });
      });
      for (const doc of docs) {
        const held = indexed.get(doc.id);
        if (!held) drift.missing.push(doc.id);
        else if (!sameDocument(doc, held)) drift.stale.push(doc.id);
        else continue;
        // Kept only to be written: a check without repair holds no documents.
        if (writer) write.push(doc);
      }
      await nextTurn();
    }
    const remove: string[] = [];
    for (const product of batch) {
      if (product.published) wanted?.add(product._id);
      else if (indexed.has(product._id)) remove.push(product._id);
    }
    drift.extra.push(...remove);
    if (write.length >= REPAIR_WRITE) await flush();
    if (remove.length > 0) await writer?.remove(remove);
    drift.checked += batch.length;
    options.onProgress?.({ done: drift.checked, total });
  }
  await flush();

  if (options.since) {
    const deletions = store.collection<ProductDeletion>(COLLECTIONS.productDeletions);
    for await (const batch of deletions.iterate(BATCH, { deletedAt: { $gte: options.since } })) {
      const ids = batch.map((d) => d._id);
      // A product stored again under its id (a restore) is no deletion any more.
      const back = new Set(
        (await products.find({ _id: { $in: ids } }, { projection: { _id: 1 } })).map((p) => p._id),
      );
      const gone = (await search.fetch(ids.filter((id) => !back.has(id)))).map((d) => d.id);
      drift.extra.push(...gone);
      await writer?.remove(gone);
    }
  } else {
    // Collected first and removed after: removing while paging through the index would skip ids.
    const unknown: string[] = [];
    for await (const ids of search.ids(1000)) unknown.push(...ids.filter((id) => !wanted?.has(id)));
    for (let i = 0; i < unknown.length; i += BATCH) {
      const part = unknown.slice(i, i + BATCH);
      // A product published since the store was read (and indexed by its job) is no extra.
      const published = await products.find(
        { _id: { $in: part }, published: true },
        { projection: { _id: 1 } },
      );
      const since = new Set(published.map((p) => p._id));
      const extra = part.filter((id) => !since.has(id));
      drift.extra.push(...extra);
      await writer?.remove(extra);
    }
  }
  return drift;
}

/** Ids shown per kind of difference; the counts cover all. */
const SHOWN_IDS = 20;

/** A drift as an ops command or the admin API reports it: counts, and the first ids of each kind. */
export interface DriftReport {
  checked: number;
  missing: { count: number; ids: string[] };
  stale: { count: number; ids: string[] };
  extra: { count: number; ids: string[] };
  failures: { count: number; reasons: string[] };
  repaired: boolean;
}

export function driftReport(drift: IndexDrift, repaired: boolean): DriftReport {
  const part = (ids: string[]) => ({ count: ids.length, ids: ids.slice(0, SHOWN_IDS) });
  return {
    checked: drift.checked,
    missing: part(drift.missing),
    stale: part(drift.stale),
    extra: part(drift.extra),
    failures: {
      count: drift.failures.length,
      reasons: drift.failures.slice(0, SHOWN_IDS).map((f) => f.reason),
    },
    repaired,
  };
}
