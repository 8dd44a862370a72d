import { describe, expect, it } from 'vitest';
import { aVariant } from '../testing/builders';
import { applyDueSales, priceUnderSale } from './sale';

const terms = {
  regularPrice: 2.49,
  salePrice: 1.99,
  saleFrom: '2026-12-01T00:00:00.000Z',
  saleUntil: '2026-12-08T00:00:00.000Z',
};

describe('sale prices with their dates', () => {
  it('gives the regular price before the sale, the sale price during it, and the regular price after', () => {
    expect(priceUnderSale(terms, new Date('2026-11-30T12:00:00Z'))).toEqual({
      price: 2.49,
      sale: { ...terms, priceChangeAt: terms.saleFrom },
    });
    expect(priceUnderSale(terms, new Date('2026-12-03T12:00:00Z'))).toEqual({
      price: 1.99,
      sale: { ...terms, priceChangeAt: terms.saleUntil },
    });
    expect(priceUnderSale(terms, new Date('2026-12-08T00:00:00Z'))).toEqual({ price: 2.49, sale: {} });
  });

  it('switches only the offers whose change is due, and leaves no sale fields once it has ended', () => {
    const onSale = aVariant({ _id: 'a', price: 1.99, ...terms, priceChangeAt: terms.saleUntil });
    const other = aVariant({ _id: 'b', price: 3.5 });
    expect(applyDueSales([onSale, other], new Date('2026-12-07T23:59:59Z'))).toBeNull();
    const after = applyDueSales([onSale, other], new Date('2026-12-08T00:00:01Z'));
    expect(after?.[0]).toMatchObject({ _id: 'a', price: 2.49, updatedAt: '2026-12-08T00:00:01.000Z' });
    for (const field of ['regularPrice', 'salePrice', 'saleFrom', 'saleUntil', 'priceChangeAt'])
      expect(after?.[0]).not.toHaveProperty(field);
    expect(after?.[1]).toBe(other);
  });
});
