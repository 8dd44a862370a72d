import { COLLECTIONS, type NewDoc, type Queue, type Store, type Update } from '@futterkompass/adapters';
import type { Product } from '@futterkompass/domain';
import { enqueueDeleteProduct, enqueueIndexProduct } from '@futterkompass/indexer';

/**
 * The one way the API writes products: each write stamps updatedAt and enqueues the product's id
 * for the indexer, which reads the product back from the store.
 */
export function createProductWrites({ store, queue }: { store: Store; queue: Queue }) {
  const products = store.collection<Product>(COLLECTIONS.products);
  return {
    async insert(product: NewDoc<Product>): Promise<Product> {
      const now = new Date().toISOString();
      const saved = await products.insert({
        ...product,
        createdAt: product.createdAt ?? now,
        updatedAt: now,
      });
      await enqueueIndexProduct(queue, saved._id);
      return saved;
    },

    /** Applies the update atomically; null when there is no such product. */
    async update(productId: string, update: Update): Promise<Product | null> {
      const saved = await products.findOneAndUpdate(
        { _id: productId },
        { ...update, $set: { ...update.$set, updatedAt: new Date().toISOString() } },
      );
      if (saved) await enqueueIndexProduct(queue, productId);
      return saved;
    },

    async remove(productId: string): Promise<boolean> {
      const removed = (await products.deleteOne({ _id: productId })) > 0;
      if (removed) await enqueueDeleteProduct(queue, productId);
      return removed;
    },
  };
}

export type ProductWrites = ReturnType<typeof createProductWrites>;
