import {
  COLLECTIONS,
  type NewDoc,
  type Queue,
  QueueUnavailableError,
  type Store,
  type Update,
} from '@futterkompass/adapters';
import {
  type BinderVote,
  communityScores,
  type Product,
  type ProductDeletion,
  type Review,
} from '@futterkompass/domain';
import { enqueueDeleteProduct, enqueueIndexProduct } from '@futterkompass/indexer';

/** The write is saved but the search index was not told: the list shows the change only later. */
export class IndexNotNotifiedError extends Error {
  override name = 'IndexNotNotifiedError';
  constructor(readonly productId: string) {
    super(
      'Die Änderung ist gespeichert, aber die Produktliste konnte nicht aktualisiert werden. Sie erscheint dort nach dem nächsten Neuaufbau des Suchindex.',
    );
  }
}

/** Reviews and binder votes of a product after a change; null leaves the product as it is. */
export type CommunityChange = (product: Product) => { reviews: Review[]; binderVotes: BinderVote[] } | null;

/** Compare-and-set attempts before a community write gives up (each loses only to another write). */
const CAS_ATTEMPTS = 20;

/** The write raced with others more often than it should and was not applied. */
export class WriteConflictError extends Error {
  override name = 'WriteConflictError';
  constructor() {
    super('Das Produkt wurde gerade von jemand anderem geändert. Bitte versuche es erneut.');
  }
}

/** The filter that matches a product only while it is still at the revision it was read at. */
export const atRevision = (product: Pick<Product, '_id' | 'rev'>) =>
  product.rev === undefined
    ? { _id: product._id, rev: { $exists: false } }
    : { _id: product._id, rev: product.rev };

/** A product's revision as clients see it: 0 until its first write after it was created. */
export const revisionOf = (product: Pick<Product, 'rev'>): number => product.rev ?? 0;

/**
 * The one way the API writes products: each write stamps updatedAt and enqueues the product's id
 * for the indexer, which reads the product back from the store. A queue that is down does not undo
 * the write (the store is the source of truth); it is reported with IndexNotNotifiedError.
 */
export function createProductWrites({ store, queue }: { store: Store; queue: Queue }) {
  const products = store.collection<Product>(COLLECTIONS.products);
  const deletions = store.collection<ProductDeletion>(COLLECTIONS.productDeletions);
  const notify = async (productId: string, enqueue: Promise<void>) => {
    try {
      await enqueue;
    } catch (error) {
      if (error instanceof QueueUnavailableError) throw new IndexNotNotifiedError(productId);
      throw error;
    }
  };
  const write = async (filter: { _id: string }, update: Update) => {
    const saved = await products.findOneAndUpdate(filter, {
      ...update,
      $set: { ...update.$set, updatedAt: new Date().toISOString() },
      $inc: { ...update.$inc, rev: 1 },
    });
    if (saved) await notify(saved._id, enqueueIndexProduct(queue, saved._id));
    return saved;
  };
  return {
    async insert(
      product: Omit<NewDoc<Product>, 'createdAt' | 'updatedAt'> & { createdAt?: string },
    ): Promise<Product> {
      const now = new Date().toISOString();
      const saved = await products.insert({
        ...product,
        createdAt: product.createdAt ?? now,
        updatedAt: now,
      });
      await notify(saved._id, enqueueIndexProduct(queue, saved._id));
      return saved;
    },

    /** Applies the update atomically; null when there is no such product. */
    update(productId: string, update: Update): Promise<Product | null> {
      return write({ _id: productId }, update);
    },

    /**
     * Applies the update only while the product is at the revision its writer read (an editor's
     * form): null when it is not, so that nobody overwrites a change they have not seen.
     */
    updateAtRevision(productId: string, rev: number, update: Update): Promise<Product | null> {
      return write(atRevision({ _id: productId, rev: rev || undefined }), update);
    },

    /**
     * Changes reviews and binder votes and stores the rating, rating count and binder share computed
     * from them, in one update of the document that applies only if nobody wrote the product since
     * it was read (retried otherwise). Returns the product as saved, or null if there is none or the
     * change left it alone.
     */
    async updateCommunity(productId: string, change: CommunityChange): Promise<Product | null> {
      for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
        const current = await products.findOne({ _id: productId });
        if (!current) return null;
        const next = change(current);
        if (!next) return null;
        const { rating, ratingCount, binderShare } = communityScores(next.reviews, next.binderVotes);
        const saved = await products.findOneAndUpdate(atRevision(current), {
          $set: { ...next, rating, ratingCount, binderShare, updatedAt: new Date().toISOString() },
          $inc: { rev: 1 },
        });
        if (saved) {
          await notify(productId, enqueueIndexProduct(queue, productId));
          return saved;
        }
      }
      throw new WriteConflictError();
    },

    async remove(productId: string): Promise<boolean> {
      // Recorded before the delete: a rebuild running now drops the product even if the delete job
      // reaches the old index only.
      await deletions.updateOne(
        { _id: productId },
        { $set: { deletedAt: new Date().toISOString() } },
        { upsert: true },
      );
      const removed = (await products.deleteOne({ _id: productId })) > 0;
      if (removed) await notify(productId, enqueueDeleteProduct(queue, productId));
      else await deletions.deleteOne({ _id: productId });
      return removed;
    },
  };
}

export type ProductWrites = ReturnType<typeof createProductWrites>;
