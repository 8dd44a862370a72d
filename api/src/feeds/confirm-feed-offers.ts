import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import { confirmFeedOffers, type Product } from '@futterkompass/domain';
import type { ProductWrites } from '../products/product-writes';

const BATCH = 500;

/**
 * A pull whose feed answered "unchanged" (304) confirms the prices of the feed's offers: their
 * `confirmedAt`, product by product through the product writes; other shops' offers keep theirs.
 */
export function createFeedOfferConfirmation({
  store,
  productWrites,
}: {
  store: Store;
  productWrites: ProductWrites;
}) {
  const products = store.collection<Product>(COLLECTIONS.products);
  return async function confirmOffers(ref: { owner: string; feed: string }, now: Date): Promise<void> {
    const stamp = now.toISOString();
    for await (const batch of products.iterate(BATCH, { 'variants.feed': ref.feed }))
      await productWrites.updateOffers(
        batch
          .filter((product) => confirmFeedOffers(product.variants, ref, stamp))
          .map((product) => ({
            productId: product._id,
            read: product,
            change: (current: Product) => confirmFeedOffers(current.variants, ref, stamp),
          })),
      );
  };
}

export type FeedOfferConfirmation = ReturnType<typeof createFeedOfferConfirmation>;
