import type { OfferPrice } from './offer-prices';

/** PAngV § 11: a price reduction is measured against the lowest price of the 30 days before it. */
export const REFERENCE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The price to strike through beside an offer's current price: the lowest price the offer had in
 * the 30 days before its current price took effect, read from its recorded prices; null when that
 * is not above the current price (no reduction), or the history does not know the current price or
 * anything before it. `entries` are the offer's own entries (null prices: it did not count then).
 */
export function referencePrice(
  entries: readonly (Pick<OfferPrice, 'price'> & { at: string })[],
  current: number,
): number | null {
  const sorted = [...entries].sort((a, b) => a.at.localeCompare(b.at));
  let first = sorted.length;
  while (first > 0 && sorted[first - 1]?.price === current) first--;
  if (first === sorted.length || first === 0) return null;
  const since = Date.parse((sorted[first] as { at: string }).at);
  const from = since - REFERENCE_DAYS * DAY_MS;
  let lowest: number | null = null;
  const consider = (price: number | null) => {
    if (price !== null && (lowest === null || price < lowest)) lowest = price;
  };
  for (let i = 0; i < first; i++) {
    const entry = sorted[i] as (typeof sorted)[number];
    const at = Date.parse(entry.at);
    // The price that held when the 30 days began counts too, as do those set within them.
    const next = sorted[i + 1];
    const endsAt = next ? Date.parse(next.at) : since;
    if (at >= from || endsAt > from) consider(entry.price);
  }
  return lowest !== null && lowest > current ? lowest : null;
}
