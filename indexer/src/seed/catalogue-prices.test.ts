import { COLLECTIONS, createEmbeddedSearch, createMeiliSearch, type Store } from '@futterkompass/adapters';
import { deliveredPriceContract, describeService } from '@futterkompass/adapters/testing';
import {
  type Brand,
  type Owner,
  offerClock,
  type Product,
  productStructuredData,
  toProductDetail,
  toVisibleOffer,
  type User,
} from '@futterkompass/domain';
import {
  PRODUCT_INDEX,
  type SearchDocument,
  toProductCard,
  toSearchDocument,
} from '@futterkompass/search-config';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCatalogReader } from '../catalog-reader';
import { tempStore } from '../testing/temp-store';
import { DEMO_PRODUCTS, seedDemoCatalogue } from './run';

/**
 * The whole demo catalogue: a copy of the one the run seeded (api/src/testing/demo-data-setup.ts),
 * or, run without that setup, seeded for this file.
 */
let seeded: Promise<Store> | undefined;
let cleanup = async () => {};
const demoStore = () => {
  seeded ??= (async () => {
    const template = inject('demoDataDir');
    const env = await tempStore(template);
    cleanup = env.cleanup;
    if (!template) await seedDemoCatalogue(env, { products: DEMO_PRODUCTS, images: false, demoUsers: false });
    return env.store;
  })();
  return seeded;
};
/** Its search documents, as the index gets them. */
const demoDocuments = async () => {
  const docs: SearchDocument[] = [];
  for await (const batch of createCatalogReader(await demoStore()).documents(500, () => undefined))
    docs.push(...batch);
  return docs;
};
afterAll(() => cleanup());

describe('demo catalogue prices: embedded engine', () => {
  deliveredPriceContract(async () => createEmbeddedSearch(PRODUCT_INDEX), demoDocuments);
});

let indexes = 0;
describeService('meilisearch', 'demo catalogue prices: Meilisearch', ({ url, apiKey }) => {
  deliveredPriceContract(
    async () =>
      createMeiliSearch<SearchDocument>({
        url,
        ...(apiKey && { apiKey }),
        indexUid: `prices_${Date.now()}_${++indexes}`,
        index: PRODUCT_INDEX,
        requestTimeoutMs: 10_000,
      }),
    demoDocuments,
  );
});

describe('the "ab" price of every product of the demo catalogue', () => {
  let products: Product[];
  let brands: Map<string, Brand>;
  let owners: Map<string, Owner>;
  beforeAll(async () => {
    const store = await demoStore();
    products = await store.collection<Product>(COLLECTIONS.products).find({ published: true });
    brands = new Map((await store.collection<Brand>(COLLECTIONS.brands).find()).map((b) => [b._id, b]));
    owners = new Map((await store.collection<User>(COLLECTIONS.users).find()).map((u) => [u._id, u]));
  });

  it('is on the card and the page the lowest price a visitor can buy now, and the structured data’s lowPrice', () => {
    const clock = offerClock(Date.now());
    let withOffer = 0;
    for (const product of products) {
      const brand = brands.get(product.brand) as Brand;
      // Buyable, counted here from the stored offers: shown, in stock, kept by a bot, confirmed
      // within 48 hours.
      const buyable = product.variants.filter(
        (v) =>
          toVisibleOffer(v, owners, clock) !== null &&
          v.in_stock &&
          v.updatedByBot &&
          Date.now() - Date.parse(v.confirmedAt ?? '1970-01-01') <= 48 * 3_600_000,
      );
      const lowest = buyable.length > 0 ? Math.min(...buyable.map((v) => v.price as number)) : null;
      const card = toProductCard(toSearchDocument({ product, brand, owners, clock }), (f) => f);
      const detail = toProductDetail({ product, brand, owners, clock, imageUrl: (f) => f });
      const ld = productStructuredData({
        product: detail,
        url: 'https://x.example/p',
        images: ['p.png'],
        barcodes: [],
      });
      expect([card.fromPrice, detail.fromPrice], product.urlExtension).toEqual([lowest, lowest]);
      if (lowest === null) {
        // "Zurzeit kein Angebot", and no offers in the structured data.
        expect([card.bestOffer, detail.bestOffer], product.urlExtension).toEqual([null, null]);
        expect(ld?.offers, product.urlExtension).toBeUndefined();
      } else {
        withOffer++;
        expect(card.bestOffer, product.urlExtension).not.toBeNull();
        expect(ld?.offers, product.urlExtension).toMatchObject({
          lowPrice: lowest,
          offerCount: buyable.length,
        });
      }
    }
    expect(withOffer).toBeGreaterThan(products.length * 0.9);
    expect(withOffer).toBeLessThan(products.length);
  });
});
