import { COLLECTIONS, type OfferAge, type Store } from '@futterkompass/adapters';
import type { Product, Variant } from '@futterkompass/domain';
import { OFFERS_READ_FIELDS, type ProductWrites } from './product-writes';

const DAY_MS = 86_400_000;
const BATCH = 500;

const expired = (variant: Variant, before: string) => !!variant.confirmedAt && variant.confirmedAt < before;

/**
 * Offers nobody confirmed for the retention (OFFER_RETENTION_DAYS) are dropped: long out of date,
 * they only fill the offers table. Through the product writes, so the history and the index follow.
 */
export function createOfferRetention({
  store,
  productWrites,
  offerAge,
}: {
  store: Store;
  productWrites: ProductWrites;
  offerAge: OfferAge;
}) {
  const products = store.collection<Product>(COLLECTIONS.products);
  return async function dropExpiredOffers(now: Date): Promise<number> {
    const before = new Date(now.getTime() - offerAge.retentionDays * DAY_MS).toISOString();
    const drop = (current: Product) =>
      current.variants.some((v) => expired(v, before))
        ? current.variants.filter((v) => !expired(v, before))
        : null;
    let dropped = 0;
    for (;;) {
      const found = await products.find(
        { 'variants.confirmedAt': { $lt: before } },
        { projection: OFFERS_READ_FIELDS, limit: BATCH },
      );
      const saved = await productWrites.updateOffers(
        found.map((product) => ({ productId: product._id, read: product, change: drop })),
      );
      dropped += saved.length;
      if (found.length < BATCH || saved.length === 0) return dropped;
    }
  };
}

export type OfferRetention = ReturnType<typeof createOfferRetention>;
