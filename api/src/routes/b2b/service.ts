import { Readable } from 'node:stream';
import { COLLECTIONS, type FileStore, type Store } from '@futterkompass/adapters';
import type { ClickReport, MerchantMe } from '@futterkompass/contract';
import {
  type Brand,
  berlinDay,
  type Click,
  clicksPerDay,
  clicksPerProduct,
  clickWindowStart,
  csvRow,
  formatDateTime,
  isStoredShopLogo,
  type Product,
  type User,
} from '@futterkompass/domain';
import { stringify } from 'csv-stringify';

export const CLICKS_CSV_HEADER = ['Zeitpunkt', 'Produkt', 'Angebot', 'Seite'];
const CSV_BATCH = 500;

/**
 * The merchant area's reads of click-outs: always of the signed-in merchant's own offers (the
 * merchant's id is part of every query, never taken from the request).
 */
export function createB2bService(store: Store, files: FileStore, now: () => Date = () => new Date()) {
  const clicks = store.collection<Click>(COLLECTIONS.clicks);
  const products = store.collection<Product>(COLLECTIONS.products);
  const brands = store.collection<Brand>(COLLECTIONS.brands);

  /** "Marke Sorte" of the products, by id. */
  const productNames = async (ids: readonly string[]): Promise<Map<string, string>> => {
    if (ids.length === 0) return new Map();
    const found = await products.find(
      { _id: { $in: [...ids] } },
      { projection: { _id: 1, brand: 1, series: 1 } },
    );
    const brandIds = [...new Set(found.map((p) => p.brand))];
    const brandNames = new Map(
      (await brands.find({ _id: { $in: brandIds } }, { projection: { _id: 1, name: 1 } })).map((b) => [
        b._id,
        b.name,
      ]),
    );
    return new Map(found.map((p) => [p._id, `${brandNames.get(p.brand) ?? ''} ${p.series}`.trim()]));
  };

  return {
    me(user: User): MerchantMe {
      return {
        username: user.username,
        shopName: user.shop?.shopName ?? '',
        shopUrl: user.shop?.url ?? '',
        // The stored copy only: the page may show images from the portal's own files alone.
        ...(isStoredShopLogo(user.shop?.shopLogo) && { shopLogo: files.publicUrl(user.shop.shopLogo) }),
        status: user.status,
      };
    },

    async clicks(merchantId: string, days: number): Promise<ClickReport> {
      const today = berlinDay(now().toISOString());
      const found = await clicks.find(
        { owner: merchantId, at: { $gte: clickWindowStart(today, days) } },
        { projection: { at: 1, productId: 1 } },
      );
      const names = await productNames([...new Set(found.map((c) => c.productId))]);
      return {
        perDay: clicksPerDay(found, today, days),
        perProduct: clicksPerProduct(found, names, today, days),
      };
    },

    /**
     * Every click of the merchant as CSV (semicolons and a BOM, as German spreadsheets open it),
     * oldest first, read in batches and streamed.
     */
    clicksCsv(merchantId: string): Readable {
      const rows = async function* () {
        for await (const batch of clicks.iterate(CSV_BATCH, { owner: merchantId })) {
          const names = await productNames([...new Set(batch.map((c) => c.productId))]);
          for (const click of batch)
            yield csvRow([
              formatDateTime(click.at),
              names.get(click.productId) ?? 'Gelöschtes Produkt',
              click.offerId,
              click.from,
            ]);
        }
      };
      return Readable.from(rows()).pipe(
        stringify({ header: true, columns: CLICKS_CSV_HEADER, delimiter: ';', bom: true }),
      );
    },
  };
}

export type B2bService = ReturnType<typeof createB2bService>;
