import type { Variant } from '../model';
import { confirmed } from './confirmation';
import { FEED_OFFER_FIELDS, type FeedOffer } from './row';

export interface FeedMerge {
  variants: Variant[];
  added: number;
  updated: number;
  /** Offers the feed named unchanged whose confirmation it renewed. */
  confirmed: number;
}

// The link is among them: an offer is matched by it, so it never differs.
const SAME_FIELDS = [...FEED_OFFER_FIELDS, 'updatedByBot'] as const;

const changes = (variant: Variant, next: Variant) => SAME_FIELDS.some((f) => variant[f] !== next[f]);

/**
 * Applies feed offers to a product's offers: an offer with the same link is updated, any other is
 * added (published, for sale). Either way it counts as updated by the bot. Optional fields a row
 * leaves out keep their stored value; a new offer gets 1 package and in stock. Merchant (b2b)
 * offers are kept by their merchants and never matched. An offer that would stay as it is is not
 * touched, so that importing the same feed again changes nothing; it is only confirmed (its
 * `confirmedAt`), when its last confirmation is an hour old. Other offers keep their stamps.
 */
export function mergeFeedOffers(
  variants: readonly Variant[],
  offers: readonly FeedOffer[],
  { now, newId }: { now: string; newId(): string },
): FeedMerge {
  const next = [...variants];
  const byLink = new Map<string, number>();
  next.forEach((v, i) => {
    if (v.link && v.network !== 'b2b') byLink.set(v.link, i);
  });
  let added = 0;
  let updated = 0;
  let renewed = 0;
  for (const offer of offers) {
    const index = byLink.get(offer.link);
    const current = index === undefined ? undefined : next[index];
    if (!current) {
      byLink.set(offer.link, next.length);
      next.push({
        _id: newId(),
        published: true,
        is_for_sale: true,
        amount: 1,
        in_stock: true,
        ...offer,
        updatedByBot: true,
        updatedAt: now,
        confirmedAt: now,
      });
      added++;
      continue;
    }
    const merged: Variant = { ...current, ...offer, updatedByBot: true };
    if (changes(current, merged)) {
      next[index as number] = { ...merged, updatedAt: now, confirmedAt: now };
      updated++;
      continue;
    }
    const stamped = confirmed(current, now);
    if (stamped) {
      next[index as number] = stamped;
      renewed++;
    }
  }
  return { variants: next, added, updated, confirmed: renewed };
}
