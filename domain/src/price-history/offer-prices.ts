import type { Owner, Product } from '../model';
import { bestOffer, type VisibleOffer, visibleOffers } from '../offers';

/** An offer's price as the history records it; null prices: the offer stopped counting. */
export interface OfferPrice {
  /** The offer's id (variant _id): it stays the same when a feed or an editor changes the offer. */
  offerKey: string;
  merchant: string;
  price: number | null;
  basePrice: number | null;
}

/**
 * The offers that compete for the best offer (visible, updated by the bot, in stock) of a published
 * product, by offer key: the history follows exactly these, so that it replays the best offer.
 */
export function countingOffers(
  product: Pick<Product, 'published' | 'variants'>,
  owners: ReadonlyMap<string, Owner>,
): Map<string, VisibleOffer> {
  const counting = new Map<string, VisibleOffer>();
  if (!product.published) return counting;
  for (const offer of visibleOffers(product.variants, owners))
    if (offer.updatedByBot && offer.inStock) counting.set(offer._id, offer);
  return counting;
}

/** The lowest base price among counting offers, or null when none counts. */
export const bestBasePrice = (counting: ReadonlyMap<string, VisibleOffer>): number | null =>
  bestOffer([...counting.values()])?.basePrice ?? null;

/**
 * What the history records for a write: each counting offer whose price or base price is new or
 * changed, and a null entry for each offer that counted before and no longer does.
 */
export function offerPriceChanges(
  before: ReadonlyMap<string, VisibleOffer>,
  after: ReadonlyMap<string, VisibleOffer>,
): OfferPrice[] {
  const changes: OfferPrice[] = [];
  for (const [offerKey, offer] of after) {
    const old = before.get(offerKey);
    if (old && old.price === offer.price && old.basePrice === offer.basePrice) continue;
    changes.push({ offerKey, merchant: offer.merchant, price: offer.price, basePrice: offer.basePrice });
  }
  for (const [offerKey, offer] of before)
    if (!after.has(offerKey))
      changes.push({ offerKey, merchant: offer.merchant, price: null, basePrice: null });
  return changes;
}

/** A document of the priceHistory collection. */
export interface PriceHistoryEntry extends OfferPrice {
  _id: string;
  productId: string;
  /** ISO instant of the write that changed the price. */
  at: string;
}
