import type { Store } from '@futterkompass/adapters';
import { confirmFeedOffers } from '@futterkompass/domain';
import type { ProductWrites } from '../products/product-writes';
import { rewriteOffers } from './rewrite-offers';

/**
 * A pull whose feed answered "unchanged" (304) confirms the prices of the feed's offers: their
 * `confirmedAt`, product by product through the product writes, in the short transactions of
 * `rewriteOffers` (a feed on 20,000 products does not hold requests); other shops' offers keep theirs.
 */
export function createFeedOfferConfirmation(deps: { store: Store; productWrites: ProductWrites }) {
  return async function confirmOffers(ref: { owner: string; feed: string }, now: Date): Promise<void> {
    const stamp = now.toISOString();
    await rewriteOffers(deps, { 'variants.feed': ref.feed }, (product) =>
      confirmFeedOffers(product.variants, ref, stamp),
    );
  };
}

export type FeedOfferConfirmation = ReturnType<typeof createFeedOfferConfirmation>;
