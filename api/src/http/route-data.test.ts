import {
  PAGE_DATA,
  PRODUCT_PAGE_PATTERN,
  type ProductPageData,
  ROUTES,
  toProductDetail,
} from '@futterkompass/domain';
import { aBrand, aProduct, aVariant, clockNow } from '@futterkompass/domain/testing';
import { describe, expect, it } from 'vitest';
import { routeData } from './route-data';

describe('the data of a server-rendered page', () => {
  it('goes out without what could not be read, and the failure is logged under the page', async () => {
    const failures: [string, string][] = [];
    const outage = new Error('store away');
    const deps = {
      productPage: () => Promise.reject(outage),
      posts: () => Promise.reject(outage),
      onDataError: (error: unknown, url: string) => failures.push([(error as Error).message, url]),
    };
    const product = await routeData(deps, PRODUCT_PAGE_PATTERN, '/produkte/royal-canin', '');
    const tips = await routeData(deps, ROUTES.tips, ROUTES.tips, '');
    // Crawlers come back for the product; the list of tips is left to the browser.
    expect([product.status, product.data, tips.status, tips.data]).toEqual([503, {}, 200, {}]);
    expect(failures).toEqual([
      ['store away', '/produkte/royal-canin'],
      ['store away', ROUTES.tips],
    ]);
  });

  it('puts only the first 10 of a product’s 25 reviews into the page, with how many there are', async () => {
    const reviews = Array.from({ length: 25 }, (_, i) => ({
      _id: String(i + 1).padStart(24, '0'),
      rating: 4,
      review: `Bewertung ${i + 1}`,
      from: { _id: `u${i}`, username: `Hund${i + 1}` },
      createdAt: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
    }));
    const detail = toProductDetail({
      product: aProduct({ variants: [aVariant()], reviews, rating: 4, ratingCount: 25 }),
      brand: aBrand(),
      owners: new Map(),
      imageUrl: (file) => file,
      clock: clockNow(),
    });
    const deps = { productPage: async () => ({ detail, barcodes: [] }) };
    const page = await routeData(deps, PRODUCT_PAGE_PATTERN, '/produkte/royal-canin', '');
    const data = page.data[PAGE_DATA.product] as Extract<ProductPageData, { product: unknown }>;
    expect(data.product.reviews.map((r) => r.review)).toEqual(
      detail.reviews.slice(0, 10).map((r) => r.review),
    );
    expect(data.product.reviews[0]?.review).toBe('Bewertung 25');
    expect(data.reviewCount).toBe(25);
    // The head (its JSON-LD's aggregateRating) is built from the whole record.
    expect(page.product?.detail.reviews).toHaveLength(25);
  });
});
