import { describe, expect, it } from 'vitest';
import { toProductDetail } from '../products';
import { aBrand, aProduct, aVariant } from '../testing/builders';
import { productStructuredData } from './structured-data';

const detail = (variants = [aVariant({ price: 4.5 })]) =>
  toProductDetail({
    product: aProduct({ variants }),
    brand: aBrand({ name: 'Waldhof' }),
    owners: new Map(),
    imageUrl: (file) => `/files/${file}`,
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

  it('is left out without an offer or without a picture (Google requires both)', () => {
    expect(
      productStructuredData({ product: detail([]), url: URL, images: [`${URL}.png`], barcodes: [] }),
    ).toBeNull();
    expect(productStructuredData({ product: detail(), url: URL, images: [], barcodes: [] })).toBeNull();
  });
});
