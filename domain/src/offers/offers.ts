import type { Unit } from '../codes';
import { followableLink } from '../links';
import type { Owner, Variant } from '../model';
import { withoutLeadingSlashes, withoutTrailingSlashes } from '../slashes';
import { isFresh, type OfferClock } from './freshness';
import { merchantDisplayName } from './merchants';
import { basePrice, deliveredPrice, type Shipping, unitPrice } from './prices';
import { isOnShopDomain } from './shop-domain';

const ABSOLUTE_URL = /^https?:\/\//i;

function joinUrl(base: string, path: string): string {
  return `${withoutTrailingSlashes(base)}/${withoutLeadingSlashes(path)}`;
}

/** A visible offer with everything the price comparison shows. */
export interface VisibleOffer {
  _id: string;
  merchant: string;
  price: number;
  amount: number;
  size: number;
  unit: Unit;
  packaging: NonNullable<Variant['packaging']>;
  link: string;
  /** Per 100 g or 100 ml: the specification's API field; no page shows it. */
  basePrice: number;
  /** The Grundpreis: per 1 kg or 1 l. */
  unitPrice: number;
  /** Price plus shipping; null when the shipping cost is unknown. */
  deliveredPrice: number | null;
  /** The Grundpreis of the delivered price; null when the shipping cost is unknown. */
  deliveredUnitPrice: number | null;
  inStock: boolean;
  updatedByBot: boolean;
  /** When the offer's source (a feed run, an editor, the demo seed) last confirmed its price. */
  confirmedAt: string | null;
  /** Confirmed within the maximum age: otherwise shown as outdated and never the best offer. */
  fresh: boolean;
  deliveryTime?: number | string;
  deliveryCost?: number;
  b2b: boolean;
  shopLogo?: string;
}

/**
 * Applies the offer visibility rules (spec part 1 section 5). Returns null for an offer that
 * must not be shown.
 */
export function toVisibleOffer(
  variant: Variant,
  owners: ReadonlyMap<string, Owner>,
  clock: OfferClock,
): VisibleOffer | null {
  const { size, unit, link, price, merchant_name, packaging } = variant;
  if (!variant.published || !variant.is_for_sale) return null;
  if (!size || !unit || !link || !price || !merchant_name || !packaging) return null;
  const amount = variant.amount && variant.amount > 0 ? variant.amount : 1;
  let merchant = merchantDisplayName(merchant_name);
  let url = link;
  let shopLogo: string | undefined;
  const b2b = variant.network === 'b2b';
  if (b2b) {
    const owner = variant.owner ? owners.get(variant.owner) : undefined;
    const shop = owner?.shop;
    if (owner?.status !== 'active' || !shop?.shopName || !shop.url) return null;
    merchant = shop.shopName;
    shopLogo = shop.shopLogo;
    if (!ABSOLUTE_URL.test(link)) url = joinUrl(shop.url, link);
    // Stored before links were checked, or the shop moved: no visitor is sent to another domain.
    else if (!isOnShopDomain(link, shop)) return null;
  }
  // A stored link that would not lead to a shop's web page (javascript:, a hidden host) is no offer.
  if (!followableLink(url, { allowPath: false })) return null;
  const delivered = deliveredPrice(price, variant.deliveryCost);
  const confirmedAt = variant.confirmedAt ?? null;
  return {
    _id: variant._id,
    merchant,
    price,
    amount,
    size,
    unit,
    packaging,
    link: url,
    basePrice: basePrice(price, amount, size, unit),
    unitPrice: unitPrice(price, amount, size, unit),
    deliveredPrice: delivered,
    deliveredUnitPrice: delivered === null ? null : unitPrice(delivered, amount, size, unit),
    inStock: variant.in_stock,
    updatedByBot: variant.updatedByBot,
    confirmedAt,
    fresh: isFresh(confirmedAt, clock),
    ...(variant.deliveryTime !== undefined && { deliveryTime: variant.deliveryTime }),
    ...(variant.deliveryCost !== undefined && { deliveryCost: variant.deliveryCost }),
    b2b,
    ...(shopLogo && { shopLogo }),
  };
}

/**
 * Whether a visitor can buy the offer now at the price shown: in stock, its price confirmed within
 * the maximum age, and kept current by a feed or bot (the specification's `updatedByBot`). Only
 * such offers are the best offer and make the "ab" price.
 */
export const isBuyable = (offer: Pick<VisibleOffer, 'inStock' | 'fresh' | 'updatedByBot'>): boolean =>
  offer.inStock && offer.fresh && offer.updatedByBot;

/** Why an offer is listed but not bought from: what the offers table says beside it. */
export type OfferStatus = 'buyable' | 'soldOut' | 'stale' | 'unchecked';
export function offerStatus(offer: Pick<VisibleOffer, 'inStock' | 'fresh' | 'updatedByBot'>): OfferStatus {
  if (!offer.inStock) return 'soldOut';
  if (!offer.fresh) return 'stale';
  return offer.updatedByBot ? 'buyable' : 'unchecked';
}

/** The price a visitor compares under the shipping choice; null: shipping unknown when included. */
const comparedPrice = (offer: VisibleOffer, shipping: Shipping): number | null =>
  shipping === 'included' ? offer.deliveredPrice : offer.price;
const comparedUnitPrice = (offer: VisibleOffer, shipping: Shipping): number | null =>
  shipping === 'included' ? offer.deliveredUnitPrice : offer.unitPrice;

/** Compares by a figure that may be unknown (shipping not given): known figures first, ascending. */
const byKnown = (a: number | null, b: number | null): number =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b;

/** The order of the best offer: lowest Grundpreis (delivered one when shipping is included). */
const byUnitPrice = (shipping: Shipping) => (a: VisibleOffer, b: VisibleOffer) =>
  byKnown(comparedUnitPrice(a, shipping), comparedUnitPrice(b, shipping)) || a.unitPrice - b.unitPrice;

/** Visible offers, by Grundpreis ascending (the specification's default order of the variants). */
export function visibleOffers(
  variants: readonly Variant[],
  owners: ReadonlyMap<string, Owner>,
  clock: OfferClock,
): VisibleOffer[] {
  const offers: VisibleOffer[] = [];
  for (const variant of variants) {
    const offer = toVisibleOffer(variant, owners, clock);
    if (offer) offers.push(offer);
  }
  return offers.sort(byUnitPrice('excluded'));
}

/**
 * The best offer: the lowest Grundpreis among buyable offers; with shipping included the lowest
 * delivered Grundpreis (offers whose shipping is unknown only when no buyable offer names it).
 */
export function bestOffer(
  offers: readonly VisibleOffer[],
  shipping: Shipping = 'excluded',
): VisibleOffer | null {
  const order = byUnitPrice(shipping);
  let best: VisibleOffer | null = null;
  for (const offer of offers) {
    if (!isBuyable(offer)) continue;
    if (!best || order(offer, best) < 0) best = offer;
  }
  return best;
}

/**
 * The "ab" price: the lowest price among buyable offers (the structured data's `lowPrice`); with
 * shipping included the lowest delivered price among those whose shipping is known. Null: none.
 */
export function fromPrice(offers: readonly VisibleOffer[], shipping: Shipping = 'excluded'): number | null {
  let lowest: number | null = null;
  for (const offer of offers) {
    const price = isBuyable(offer) ? comparedPrice(offer, shipping) : null;
    if (price !== null && (lowest === null || price < lowest)) lowest = price;
  }
  return lowest;
}

const STATUS_ORDER: Record<OfferStatus, number> = { buyable: 0, unchecked: 1, stale: 2, soldOut: 3 };

/** What the offers table orders by. */
export interface SortableOffer {
  status: OfferStatus;
  price: number;
  unitPrice: number;
  deliveredPrice: number | null;
}

/**
 * The offers table's order: buyable offers first, then those listed but not current, sold-out ones
 * at the end; within each by Grundpreis, or by delivered total when shipping is included (unknown
 * shipping after known).
 */
export function sortOffers<T extends SortableOffer>(offers: readonly T[], shipping: Shipping): T[] {
  const within =
    shipping === 'included'
      ? (a: T, b: T) => byKnown(a.deliveredPrice, b.deliveredPrice) || a.price - b.price
      : (a: T, b: T) => a.unitPrice - b.unitPrice;
  return [...offers].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || within(a, b));
}

/** Total price = price plus delivery cost when both are numbers (spec part 1 section 9). */
export function totalPrice(offer: Pick<VisibleOffer, 'price' | 'deliveryCost'>): number {
  return deliveredPrice(offer.price, offer.deliveryCost) ?? offer.price;
}
