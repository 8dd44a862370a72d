import {
  COLLECTIONS,
  type NewDoc,
  type Queue,
  QueueUnavailableError,
  type Store,
  type Update,
} from '@futterkompass/adapters';
import type { Product, ProductDeletion } from '@futterkompass/domain';
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
  return {
    async insert(product: NewDoc<Product>): Promise<Product> {
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
    async update(productId: string, update: Update): Promise<Product | null> {
      const saved = await products.findOneAndUpdate(
        { _id: productId },
        { ...update, $set: { ...update.$set, updatedAt: new Date().toISOString() } },
      );
      if (saved) await notify(productId, enqueueIndexProduct(queue, productId));
      return saved;
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
