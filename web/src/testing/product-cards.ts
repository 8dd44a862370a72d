import type { ProductCard } from '@futterkompass/search-config';

/** The list card of a made-up wet dog food `i` without an offer, with the fields a test sets. */
export const aCard = (i: number, fields: Partial<ProductCard> = {}): ProductCard => ({
  _id: `p${i}`,
  urlExtension: `marke-sorte-${i}`,
  brand: { _id: 'b1', name: 'Waldhof Naturkost', owned: false },
  series: `Sorte ${i}`,
  type1: 'wet',
  animal: ['dog'],
  imageUrl: null,
  rating: 4,
  ratingCount: 0,
  bestOffer: null,
  fromPrice: null,
  shipping: 'excluded',
  ...fields,
});
