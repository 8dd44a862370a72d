import type { Owner, Product } from '../model';
import {
  bestOffer,
  isBuyable,
  type OfferClock,
  toUnitPrice,
  type VisibleOffer,
  visibleOffers,
} from '../offers';

/** An offer's price as the history records it; null prices: the offer stopped counting. */
export interface OfferPrice {
  /** The offer's id (variant _id): it stays the same when a feed or an editor changes the offer. */
  offerKey: string;
  merchant: string;
  price: number | null;
  /** Per 100 g or 100 ml, as the specification computes it. */
  basePrice: number | null;
  /** The Grundpreis per kg or l; entries recorded before it existed have only `basePrice`. */
  unitPrice?: number | null;
}

/**
 * The offers that compete for the best offer (visible and buyable: in stock, current, kept by a
 * bot) of a published product, by offer key: the history follows exactly these, so that it replays
 * the best offer.
 */
export function countingOffers(
  product: Pick<Product, 'published' | 'variants'>,
  owners: ReadonlyMap<string, Owner>,
  clock: OfferClock,
): Map<string, VisibleOffer> {
  const counting = new Map<string, VisibleOffer>();
  if (!product.published) return counting;
  for (const offer of visibleOffers(product.variants, owners, clock))
    if (isBuyable(offer)) counting.set(offer._id, offer);
  return counting;
}

/** The lowest Grundpreis among counting offers, or null when none counts. */
export const bestUnitPrice = (counting: ReadonlyMap<string, VisibleOffer>): number | null =>
  bestOffer([...counting.values()])?.unitPrice ?? null;

/**
 * What the history records for a write: each counting offer whose price is new or changed, and a
 * null entry for each offer that counted before and no longer does.
 */
export function offerPriceChanges(
  before: ReadonlyMap<string, VisibleOffer>,
  after: ReadonlyMap<string, VisibleOffer>,
): OfferPrice[] {
  const changes: OfferPrice[] = [];
  for (const [offerKey, offer] of after) {
    const old = before.get(offerKey);
    if (old && old.price === offer.price && old.unitPrice === offer.unitPrice) continue;
    changes.push(priceOf(offer));
  }
  for (const [offerKey, offer] of before)
    if (!after.has(offerKey)) changes.push(stoppedCounting(offerKey, offer.merchant));
  return changes;
}

/** An offer's current price as a history entry records it. */
export const priceOf = (offer: VisibleOffer): OfferPrice => ({
  offerKey: offer._id,
  merchant: offer.merchant,
  price: offer.price,
  basePrice: offer.basePrice,
  unitPrice: offer.unitPrice,
});

/** The entry of an offer that stopped counting (sold out, outdated, gone). */
export const stoppedCounting = (offerKey: string, merchant: string): OfferPrice => ({
  offerKey,
  merchant,
  price: null,
  basePrice: null,
  unitPrice: null,
});

/** A document of the priceHistory collection. */
export interface PriceHistoryEntry extends OfferPrice {
  _id: string;
  productId: string;
  /** ISO instant of the write that changed the price. */
  at: string;
}

/** An entry's Grundpreis per kg or l: entries from before it was recorded have the 100 g figure. */
export const entryUnitPrice = (entry: Pick<OfferPrice, 'basePrice' | 'unitPrice'>): number | null =>
  entry.unitPrice !== undefined
    ? entry.unitPrice
    : entry.basePrice === null
      ? null
      : toUnitPrice(entry.basePrice);
