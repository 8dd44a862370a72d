import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import {
  berlinDay,
  dailyBestPrices,
  entryUnitPrice,
  lowestBestPrice,
  type PriceHistoryAnswer,
  type PriceHistoryEntry,
  type Product,
} from '@futterkompass/domain';
import { notFound } from '../../http/errors';
import { PRODUCT_NOT_FOUND } from '../product/service';

/** Days the chart shows, and the days the lowest price looks back (as price labels must). */
export const HISTORY_DAYS = 365;
export const LOWEST_DAYS = 90;

/** The best Grundpreis (per kg or l) of each day, replayed from the recorded offer prices. */
export function createPriceHistoryService(store: Store) {
  const products = store.collection<Product>(COLLECTIONS.products);
  const history = store.collection<PriceHistoryEntry>(COLLECTIONS.priceHistory);
  return {
    async of(productId: string): Promise<PriceHistoryAnswer> {
      const product = await products.findOne({ _id: productId, published: true }, { projection: { _id: 1 } });
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      const points = await history.find(
        { productId },
        { projection: { offerKey: 1, basePrice: 1, unitPrice: 1, at: 1 }, sort: { at: 1 } },
      );
      const today = berlinDay(new Date().toISOString());
      const days = dailyBestPrices(
        points.map((p) => ({ offerKey: p.offerKey, unitPrice: entryUnitPrice(p), at: p.at })),
        { today, days: HISTORY_DAYS },
      );
      return { days, lowest90: lowestBestPrice(days, { today, days: LOWEST_DAYS }) };
    },
  };
}

export type PriceHistoryService = ReturnType<typeof createPriceHistoryService>;
