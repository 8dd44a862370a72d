import type { Variant } from '../model';

/**
 * A sale price with its effective dates (Google's `sale_price_effective_date`), kept with the offer
 * so that its price changes when the sale starts or ends, whether or not the feed is pulled again
 * (an unchanged feed answers 304 and is not read).
 */
export interface SaleTerms {
  regularPrice: number;
  salePrice: number;
  /** ISO 8601; the sale counts from here (inclusive) … */
  saleFrom?: string;
  /** … until here (exclusive). */
  saleUntil?: string;
}

/** The offer fields that keep a sale, and the next moment its price changes (what the schedule looks for). */
export const SALE_FIELDS = ['regularPrice', 'salePrice', 'saleFrom', 'saleUntil', 'priceChangeAt'] as const;

export type SaleFields = Partial<Pick<Variant, (typeof SALE_FIELDS)[number]>>;

/** An offer without a sale: written over a stored one, it clears the sale's fields. */
export const NO_SALE: { [K in (typeof SALE_FIELDS)[number]]: undefined } = {
  regularPrice: undefined,
  salePrice: undefined,
  saleFrom: undefined,
  saleUntil: undefined,
  priceChangeAt: undefined,
};

const time = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso));

/** The offer without its sale fields, and with those given (left-out values are not written). */
export function withSaleFields<T extends object>(offer: T, fields: SaleFields): T & SaleFields {
  const next: Record<string, unknown> = { ...(offer as Record<string, unknown>) };
  for (const field of SALE_FIELDS) {
    if (fields[field] === undefined) delete next[field];
    else next[field] = fields[field];
  }
  return next as T & SaleFields;
}

/**
 * The price at `now` under the terms, and the sale fields to keep: while the sale lies ahead or
 * runs, the terms and the next change; once it has ended, none.
 */
export function priceUnderSale(terms: SaleTerms, now: Date): { price: number; sale: SaleFields } {
  const at = now.getTime();
  const from = time(terms.saleFrom);
  const until = time(terms.saleUntil);
  if (until !== undefined && at >= until) return { price: terms.regularPrice, sale: {} };
  const started = from === undefined || at >= from;
  const next = time(started ? terms.saleUntil : terms.saleFrom);
  return {
    price: started ? terms.salePrice : terms.regularPrice,
    sale: { ...terms, ...(next !== undefined && { priceChangeAt: new Date(next).toISOString() }) },
  };
}

/**
 * Offers whose sale started or ended by `now`, with their price for now (other offers unchanged);
 * null when none is due. Written through the product writes, the change is recorded in the price
 * history and reindexed like any other.
 */
export function applyDueSales(variants: readonly Variant[], now: Date): Variant[] | null {
  const stamp = now.toISOString();
  let due = false;
  const next = variants.map((variant) => {
    if (!variant.priceChangeAt || variant.priceChangeAt > stamp) return variant;
    due = true;
    const { regularPrice, salePrice, saleFrom, saleUntil } = variant;
    if (regularPrice == null || salePrice == null)
      return { ...withSaleFields(variant, {}), updatedAt: stamp };
    const { price, sale } = priceUnderSale(
      { regularPrice, salePrice, ...(saleFrom && { saleFrom }), ...(saleUntil && { saleUntil }) },
      now,
    );
    return { ...withSaleFields(variant, sale), price, updatedAt: stamp };
  });
  return due ? next : null;
}
