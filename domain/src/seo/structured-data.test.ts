import { describe, expect, it } from 'vitest';
import { communityScores } from '../community/scores';
import { STRUCTURED_DATA_REVIEWS, toProductDetail } from '../products';
import { aBrand, aProduct, aVariant, clockNow } from '../testing/builders';
import { productStructuredData } from './structured-data';

const detail = (variants = [aVariant({ price: 4.5 })]) =>
  toProductDetail({
    product: aProduct({ variants }),
    brand: aBrand({ name: 'Waldhof' }),
    owners: new Map(),
    imageUrl: (file) => `/files/${file}`,
    clock: clockNow(),
  });
const URL = 'https://futterkompass.example/produkte/marke-serie-huhn';

describe('a product’s structured data', () => {
  it('is there with an offer and a picture of its own, with one offer as its price range', () => {
    const ld = productStructuredData({ product: detail(), url: URL, images: [`${URL}.png`], barcodes: [] });
    expect(ld?.offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: 4.5,
      highPrice: 4.5,
      offerCount: 1,
    });
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('offers only what a visitor can buy now: its lowPrice is the page’s "ab" price', () => {
    const product = detail([
      aVariant({ _id: 'a', price: 4.5, link: 'https://a.example' }),
      aVariant({ _id: 'sold-out', price: 1.5, in_stock: false, link: 'https://b.example' }),
      aVariant({ _id: 'old', price: 2, confirmedAt: '2020-01-01T00:00:00.000Z', link: 'https://c.example' }),
      aVariant({ _id: 'big', price: 9.9, size: 800, link: 'https://d.example' }),
    ]);
    const ld = productStructuredData({ product, url: URL, images: [`${URL}.png`], barcodes: [] });
    expect(ld?.offers).toMatchObject({ lowPrice: 4.5, highPrice: 9.9, offerCount: 2 });
    expect(product.fromPrice).toBe(4.5);
  });

  it('is left out without an offer a visitor can buy or without a picture (Google requires both)', () => {
    const soldOut = detail([aVariant({ in_stock: false })]);
    expect(soldOut.fromPrice).toBeNull();
    expect(
      productStructuredData({ product: soldOut, url: URL, images: [`${URL}.png`], barcodes: [] }),
    ).toBeNull();
    expect(
      productStructuredData({ product: detail([]), url: URL, images: [`${URL}.png`], barcodes: [] }),
    ).toBeNull();
    expect(productStructuredData({ product: detail(), url: URL, images: [], barcodes: [] })).toBeNull();
  });

  it('rates over all reviews but lists only the newest few of them', () => {
    // 25 reviews, a day apart, stored oldest first: 1 star for the oldest 20, 5 for the newest 5.
    const reviews = Array.from({ length: 25 }, (_, day) => ({
      _id: `r${day}`,
      rating: day < 20 ? 1 : 5,
      review: `Tag ${day + 1}`,
      from: { _id: `u${day}`, username: `Hund${day}` },
      createdAt: new Date(Date.UTC(2026, 0, day + 1)).toISOString(),
    }));
    const product = toProductDetail({
      product: aProduct({ variants: [aVariant()], reviews, ...communityScores(reviews, []) }),
      brand: aBrand(),
      owners: new Map(),
      imageUrl: (file) => `/files/${file}`,
      clock: clockNow(),
    });
    const ld = productStructuredData({ product, url: URL, images: [`${URL}.png`], barcodes: [] });
    expect(ld?.aggregateRating).toMatchObject({ ratingValue: 1.8, ratingCount: 25 });
    expect(STRUCTURED_DATA_REVIEWS).toBe(5);
    const listed = (ld?.review ?? []) as readonly { reviewBody?: string }[];
    expect(listed.map((r) => r.reviewBody)).toEqual(['Tag 25', 'Tag 24', 'Tag 23', 'Tag 22', 'Tag 21']);
  });
});
