import type { Unit } from '../codes';
import { followableLink } from '../links';
import type { Owner, Variant } from '../model';
import { roundTo } from '../round';
import { withoutLeadingSlashes, withoutTrailingSlashes } from '../slashes';
import { merchantDisplayName } from './merchants';
import { isOnShopDomain } from './shop-domain';

/** A package size in g (or ml): kg and l converted by 1000. */
export const gramsOf = (size: number, unit: Unit): number =>
  unit === 'kg' || unit === 'l' ? size * 1000 : size;

/** Price per 100 g or 100 ml; rounded to 2 decimals. */
export function basePrice(price: number, amount: number, size: number, unit: Unit): number {
  return roundTo((price / (amount * gramsOf(size, unit))) * 100, 2);
}

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
  basePrice: number;
  inStock: boolean;
  updatedByBot: boolean;
  deliveryTime?: number | string;
  deliveryCost?: number;
  b2b: boolean;
  shopLogo?: string;
}

/**
 * Applies the offer visibility rules (spec part 1 section 5). Returns null for an offer that
 * must not be shown.
 */
export function toVisibleOffer(variant: Variant, owners: ReadonlyMap<string, Owner>): VisibleOffer | null {
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
    inStock: variant.in_stock,
    updatedByBot: variant.updatedByBot,
    ...(variant.deliveryTime !== undefined && { deliveryTime: variant.deliveryTime }),
    ...(variant.deliveryCost !== undefined && { deliveryCost: variant.deliveryCost }),
    b2b,
    ...(shopLogo && { shopLogo }),
  };
}

/** Visible offers sorted by base price ascending (the price comparison's default order). */
export function visibleOffers(
  variants: readonly Variant[],
  owners: ReadonlyMap<string, Owner>,
): VisibleOffer[] {
  const offers: VisibleOffer[] = [];
  for (const variant of variants) {
    const offer = toVisibleOffer(variant, owners);
    if (offer) offers.push(offer);
  }
  return offers.sort((a, b) => a.basePrice - b.basePrice);
}

/** Lowest base price among visible offers that are updated by bot and in stock. */
export function bestOffer(offers: readonly VisibleOffer[]): VisibleOffer | null {
  let best: VisibleOffer | null = null;
  for (const offer of offers) {
    if (!offer.updatedByBot || !offer.inStock) continue;
    if (!best || offer.basePrice < best.basePrice) best = offer;
  }
  return best;
}

/** Total price = price plus delivery cost when both are numbers. */
export function totalPrice(offer: Pick<VisibleOffer, 'price' | 'deliveryCost'>): number {
  return typeof offer.deliveryCost === 'number' ? roundTo(offer.price + offer.deliveryCost, 2) : offer.price;
}
