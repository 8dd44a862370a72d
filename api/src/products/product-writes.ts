import {
  COLLECTIONS,
  type Collection,
  type Collections,
  type Logger,
  markIndexBehind,
  type NewDoc,
  type Queue,
  QueueUnavailableError,
  type Store,
  type TransactionOptions,
  type Update,
} from '@futterkompass/adapters';
import {
  type BinderVote,
  communityScores,
  type Product,
  type ProductDeletion,
  type Review,
  type Variant,
} from '@futterkompass/domain';
import { enqueueDeleteProduct, enqueueIndexProducts } from '@futterkompass/indexer';
import type { FallenPrices, PricedProduct, PriceWatch } from './price-watch';

/** Reviews and binder votes of a product after a change; null leaves the product as it is. */
export type CommunityChange = (product: Product) => { reviews: Review[]; binderVotes: BinderVote[] } | null;

/** A product's offers after a change; null leaves the product as it is. */
export type OffersChange = (product: Product) => Variant[] | null;

export interface WriteOptions extends TransactionOptions {
  /**
   * false: no index job after the commit; the caller enqueues one for all of its writes with
   * `notifyIndex` (a bulk rewrite: the embedded engine rebuilds its caches once, not after every batch).
   */
  index?: boolean;
}

/** Compare-and-set attempts before a write gives up (each loses only to another write). */
const CAS_ATTEMPTS = 20;

/** The write raced with others more often than it should and was not applied. */
export class WriteConflictError extends Error {
  override name = 'WriteConflictError';
  constructor() {
    super('Das Produkt wurde gerade von jemand anderem geändert. Bitte versuche es erneut.');
  }
}

/** What updateOffers needs of a product its caller read: the revision, and what the prices are recorded from. */
export const OFFERS_READ_FIELDS = { _id: 1, published: 1, variants: 1, rev: 1 } as const;

/** The filter that matches a product only while it is still at the revision it was read at. */
export const atRevision = (product: Pick<Product, '_id' | 'rev'>) =>
  product.rev === undefined
    ? { _id: product._id, rev: { $exists: false } }
    : { _id: product._id, rev: product.rev };

/**
 * The revision the edit form loads and saves at: raised only by the form's saves and its image
 * removals, so that an offer feed, a review or a vote in between does not refuse an editor's save.
 */
export const formRevisionOf = (product: Pick<Product, 'formRev'>): number => product.formRev ?? 0;

/**
 * The one way the API writes products: each write stamps updatedAt, raises rev, and in the same
 * transaction lets the price watch record what it changed in the offers' prices; after the commit
 * reached alerts are mailed and the product's id is enqueued for the indexer, which reads the
 * product back from the store. A queue that is down does not fail the write (the store is the
 * source of truth): the change is recorded as not yet indexed, and the indexer's reconcile, which
 * compares the store's changes with the index, brings it into the list.
 */
export function createProductWrites({
  store,
  queue,
  priceWatch,
  logger,
}: {
  store: Store;
  queue: Queue;
  priceWatch: PriceWatch;
  logger: Logger;
}) {
  const productsIn = (tx: Collections) => tx.collection<Product>(COLLECTIONS.products);
  const notify = async (
    productIds: readonly string[],
    enqueue: (queue: Queue, productIds: readonly string[]) => Promise<void> = enqueueIndexProducts,
  ) => {
    const changedAt = new Date();
    try {
      await enqueue(queue, productIds);
    } catch (error) {
      if (!(error instanceof QueueUnavailableError)) throw error;
      const products = productIds.length === 1 ? { productId: productIds[0] } : { productIds };
      logger.warn({ err: error, ...products }, 'index job not queued: the reconcile indexes the change');
      await markIndexBehind(store, changedAt);
    }
  };

  /**
   * One update of the document that applies only if nobody wrote the product since it was read
   * (`read`, else read here), computed from it; retried on a race. Returns the product before and
   * after, or null if there is none or the change left it alone.
   */
  const writeAtRevision = async (
    products: Collection<Product>,
    productId: string,
    change: (current: Product) => Update | null,
    read?: Product,
  ): Promise<{ before: Product; saved: Product } | null> => {
    let current: Product | null | undefined = read;
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
      current ??= await products.findOne({ _id: productId });
      if (!current) return null;
      const update = change(current);
      if (!update) return null;
      const saved = await products.findOneAndUpdate(atRevision(current), {
        ...update,
        $set: { ...update.$set, updatedAt: new Date().toISOString() },
        $inc: { ...update.$inc, rev: 1 },
      });
      if (saved) return { before: current, saved };
      current = undefined;
    }
    throw new WriteConflictError();
  };

  /**
   * Writes that may touch offers, with their price history, as one transaction; then the alerts and
   * the index jobs, which must not see (or mail) a write that might still roll back.
   */
  const withPrices = async <T extends { before: PricedProduct | null; after: Product }>(
    write: (tx: Collections) => Promise<T[]>,
    { index = true, ...options }: WriteOptions = {},
  ): Promise<T[]> => {
    let fell: FallenPrices = new Map();
    const writes = await store.transaction(async (tx) => {
      const done = await write(tx);
      fell = await priceWatch.record(tx, done);
      return done;
    }, options);
    await priceWatch.alert(fell);
    // One job for a batch: the embedded engine drops its caches once per update, not once per product.
    if (index) await notify(writes.map((w) => w.after._id));
    return writes;
  };

  /** Changes reviews and votes within `tx`; the caller enqueues the product after the commit. */
  const changeCommunity = async (tx: Collections, productId: string, change: CommunityChange) => {
    const result = await writeAtRevision(productsIn(tx), productId, (current) => {
      const next = change(current);
      if (!next) return null;
      const { rating, ratingCount, binderShare } = communityScores(next.reviews, next.binderVotes);
      return { $set: { ...next, rating, ratingCount, binderShare } };
    });
    return result?.saved ?? null;
  };

  return {
    async insert(
      product: Omit<NewDoc<Product>, 'createdAt' | 'updatedAt'> & { createdAt?: string },
    ): Promise<Product> {
      const now = new Date().toISOString();
      const [written] = await withPrices(async (tx) => [
        {
          before: null,
          after: await productsIn(tx).insert({
            ...product,
            createdAt: product.createdAt ?? now,
            updatedAt: now,
          }),
        },
      ]);
      return (written as { after: Product }).after;
    },

    /** Applies the update atomically; null when there is no such product. */
    async update(productId: string, update: Update): Promise<Product | null> {
      const [written] = await withPrices(async (tx) => {
        const result = await writeAtRevision(productsIn(tx), productId, () => update);
        return result ? [{ before: result.before, after: result.saved }] : [];
      });
      return written?.after ?? null;
    },

    /**
     * Replaces the offers of several products, each with what its `change` makes of them, in one
     * compare-and-set update per product (`read`: the product as the caller read it), all of them
     * and their prices in one transaction (an offer feed's batch); alerts are handled for all at
     * once after it. Returns the products as saved; those that are gone or that the change left
     * alone are not among them.
     */
    async updateOffers(
      changes: readonly { productId: string; change: OffersChange; read?: Product }[],
      options?: WriteOptions,
    ): Promise<Product[]> {
      const writes = await withPrices(async (tx) => {
        const done: { before: Product; after: Product }[] = [];
        for (const { productId, change, read } of changes) {
          const result = await writeAtRevision(
            productsIn(tx),
            productId,
            (current) => {
              const variants = change(current);
              return variants && { $set: { variants } };
            },
            read,
          );
          if (result) done.push({ before: result.before, after: result.saved });
        }
        return done;
      }, options);
      return writes.map((w) => w.after);
    },

    /**
     * An editor's change: applied only while the product is at the form revision the editor loaded
     * (`formRev`; undefined: whatever is current), which it raises; null when someone saved the form
     * in between, so that nobody overwrites a change they have not seen. Other writes in between
     * are retried over, not refused.
     */
    async updateAtFormRevision(
      productId: string,
      formRev: number | undefined,
      update: Update,
    ): Promise<Product | null> {
      const [written] = await withPrices(async (tx) => {
        const result = await writeAtRevision(productsIn(tx), productId, (current) =>
          formRev === undefined || formRevisionOf(current) === formRev
            ? { ...update, $inc: { ...update.$inc, formRev: 1 } }
            : null,
        );
        return result ? [{ before: result.before, after: result.saved }] : [];
      });
      return written?.after ?? null;
    },

    /**
     * Changes reviews and binder votes and stores the rating, rating count and binder share computed
     * from them, in one compare-and-set update. Returns the product as saved, or null if there is
     * none or the change left it alone. Offers stay as they are, so there is no price to record.
     */
    async updateCommunity(productId: string, change: CommunityChange): Promise<Product | null> {
      const saved = await changeCommunity(store, productId, change);
      if (saved) await notify([productId]);
      return saved;
    },

    /**
     * Changes reviews and votes of several products within the caller's transaction `tx` (account
     * deletion); `notifyIndex` enqueues them after its commit.
     */
    changeCommunityWithin: changeCommunity,
    notifyIndex: (productIds: readonly string[]) => notify(productIds),

    async remove(productId: string): Promise<boolean> {
      // The deletion is recorded with the delete: a rebuild running now drops the product even if
      // the delete job reaches the old index only. Its prices and alerts go with it.
      const removed = await store.transaction(async (tx) => {
        const product = await productsIn(tx).findOne({ _id: productId }, { projection: { urlExtension: 1 } });
        if (!product || (await productsIn(tx).deleteOne({ _id: productId })) === 0) return false;
        // With its address, which answers 410 Gone from now on (search engines drop it).
        await tx
          .collection<ProductDeletion>(COLLECTIONS.productDeletions)
          .updateOne(
            { _id: productId },
            { $set: { deletedAt: new Date().toISOString(), urlExtension: product.urlExtension } },
            { upsert: true },
          );
        await priceWatch.forget(tx, productId);
        return true;
      });
      if (removed) await notify([productId], (q) => enqueueDeleteProduct(q, productId));
      return removed;
    },
  };
}

export type ProductWrites = ReturnType<typeof createProductWrites>;
