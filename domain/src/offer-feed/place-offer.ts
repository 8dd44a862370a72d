import type { Variant } from '../model';
import { type MerchantFeedRef, type MerchantOffer, mergeMerchantOffers } from './merchant-merge';

/**
 * Puts one offer of a merchant's feed on a product (an editor's assignment of a waiting row), the
 * way the feed's next import would, and leaves the feed's other offers on the product alone (a
 * merge of the whole feed would take them as no longer named). Null when the offer is there as it is.
 */
export function placeMerchantOffer(
  variants: readonly Variant[],
  offer: MerchantOffer,
  ref: MerchantFeedRef,
  at: { now: string; newId(): string },
): Variant[] | null {
  const sibling = (v: Variant) =>
    v.network === 'b2b' && v.owner === ref.owner && v.feed === ref.feed && v.offerKey !== offer.key;
  const merged = mergeMerchantOffers(
    variants.filter((v) => !sibling(v)),
    [offer],
    ref,
    // Nothing of this feed is dropped here, so nothing is removed either.
    { ...at, removeDroppedBefore: '' },
  );
  if (merged.added + merged.updated === 0) return null;
  return [...merged.variants, ...variants.filter(sibling)];
}
