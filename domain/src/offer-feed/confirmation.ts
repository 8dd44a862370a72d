import type { Variant } from '../model';

/**
 * A feed that names an offer unchanged confirms its price; the confirmation is written again only
 * when the stored one is at least this old, so that a feed sent twice in a row writes nothing and
 * the shown "Stand" is never more than this behind the last run.
 */
export const CONFIRMATION_STEP_MS = 3_600_000;

/** The offer as confirmed at `now` by its own source, or null when its confirmation is recent. */
export function confirmed(variant: Variant, now: string): Variant | null {
  const last = variant.confirmedAt ? Date.parse(variant.confirmedAt) : Number.NEGATIVE_INFINITY;
  return Date.parse(now) - last >= CONFIRMATION_STEP_MS ? { ...variant, confirmedAt: now } : null;
}

/**
 * A merchant's feed answered "unchanged": the offers it keeps (not the dropped ones) are confirmed
 * as they are; others of the product keep their stamps. Null when none needed a new stamp.
 */
export function confirmFeedOffers(
  variants: readonly Variant[],
  { owner, feed }: { owner: string; feed: string },
  now: string,
): Variant[] | null {
  let stamped = false;
  const next = variants.map((variant) => {
    const own = variant.network === 'b2b' && variant.owner === owner && variant.feed === feed;
    const renewed = own && !variant.droppedAt ? confirmed(variant, now) : null;
    if (renewed) stamped = true;
    return renewed ?? variant;
  });
  return stamped ? next : null;
}
