import type { Variant } from '../model';
import { confirmed } from './confirmation';
import { FEED_OFFER_FIELDS, type FeedOffer } from './row';
import { SALE_FIELDS } from './sale';

/** A merchant offer a feed names for one product. */
export interface MerchantOffer {
  key: string;
  offer: FeedOffer;
}

export interface MerchantFeedRef {
  owner: string;
  feed: string;
}

export interface MerchantMerge {
  variants: Variant[];
  added: number;
  updated: number;
  /** Offers it named unchanged whose confirmation it renewed. */
  confirmed: number;
  /** Offers of the feed it no longer names, now unavailable. */
  expired: number;
  /** Offers dropped longer than the retention, now gone. */
  removed: number;
}

const ofFeed = (variant: Variant, { owner, feed }: MerchantFeedRef) =>
  variant.network === 'b2b' && variant.owner === owner && variant.feed === feed;

const OFFER_FIELDS = [
  ...FEED_OFFER_FIELDS,
  ...SALE_FIELDS,
  'is_for_sale',
  'updatedByBot',
  'droppedAt',
] as const;

const changed = (a: Variant, b: Variant) => OFFER_FIELDS.some((f) => a[f] !== b[f]);

/**
 * Applies a merchant's full feed to one product's offers: the feed's offers are kept by the shop's
 * row id (`key`), updated or added as b2b offers of the owner; offers of the same feed it does not
 * name are marked unavailable at once (not for sale, `droppedAt`) and removed once dropped longer
 * than `retainUntil` allows. Other offers (portal feeds, other merchants, other feeds of the same
 * merchant) are never touched, nor their stamps. An offer staying as it is is not written, only
 * confirmed (`confirmedAt`) when its last confirmation is an hour old: the same feed again right
 * away changes nothing.
 */
export function mergeMerchantOffers(
  variants: readonly Variant[],
  offers: readonly MerchantOffer[],
  ref: MerchantFeedRef,
  { now, newId, removeDroppedBefore }: { now: string; newId(): string; removeDroppedBefore: string },
): MerchantMerge {
  const named = new Map(offers.map((o) => [o.key, o.offer]));
  const result: MerchantMerge = { variants: [], added: 0, updated: 0, confirmed: 0, expired: 0, removed: 0 };
  const seen = new Set<string>();
  for (const variant of variants) {
    if (!ofFeed(variant, ref) || variant.offerKey === undefined) {
      result.variants.push(variant);
      continue;
    }
    const offer = named.get(variant.offerKey);
    if (offer && !seen.has(variant.offerKey)) {
      seen.add(variant.offerKey);
      const { droppedAt: _dropped, ...kept } = variant;
      const next: Variant = { ...kept, ...offer, is_for_sale: true, updatedByBot: true };
      if (changed(variant, next)) {
        result.variants.push({ ...next, updatedAt: now, confirmedAt: now });
        result.updated++;
        continue;
      }
      const stamped = confirmed(variant, now);
      if (stamped) result.confirmed++;
      result.variants.push(stamped ?? variant);
      continue;
    }
    if (variant.droppedAt) {
      if (variant.droppedAt < removeDroppedBefore) result.removed++;
      else result.variants.push(variant);
      continue;
    }
    result.variants.push({ ...variant, is_for_sale: false, droppedAt: now, updatedAt: now });
    result.expired++;
  }
  for (const { key, offer } of offers) {
    if (seen.has(key)) continue;
    seen.add(key);
    result.variants.push({
      _id: newId(),
      published: true,
      is_for_sale: true,
      amount: 1,
      in_stock: true,
      ...offer,
      network: 'b2b',
      owner: ref.owner,
      feed: ref.feed,
      offerKey: key,
      updatedByBot: true,
      updatedAt: now,
      confirmedAt: now,
    });
    result.added++;
  }
  return result;
}

/**
 * Offers of a feed no run confirmed for too long stop counting as the best offer: they are no
 * longer kept current by a bot (bestOffer only counts those). The next successful run sets it back.
 */
export function markFeedOffersStale(variants: readonly Variant[], ref: MerchantFeedRef): Variant[] | null {
  let stale = false;
  const next = variants.map((variant) => {
    if (!ofFeed(variant, ref) || !variant.updatedByBot) return variant;
    stale = true;
    return { ...variant, updatedByBot: false };
  });
  return stale ? next : null;
}
