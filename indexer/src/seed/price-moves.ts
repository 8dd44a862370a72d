import type { Rng } from './rng';

/** How far back each offer's price history reaches. */
export const HISTORY_DAYS = 180;
const DAY_MS = 86_400_000;

/** A price an offer had from `at` on; null: from then on it did not count (sold out). */
export interface PricePoint {
  at: number;
  price: number | null;
}

/** A shop's price: ends in 9 cents (2.49, 12.99), at least 0.49. */
export const shopPrice = (value: number): number =>
  Math.max(0.49, Math.round((Math.floor(value * 10) / 10 + 0.09) * 100) / 100);

/** A time of the day `daysAgo` days before `now`'s, in the shops' working hours (06:00 to 22:00 UTC). */
const timeOfDay = (rng: Rng, now: number, daysAgo: number) =>
  Math.min(now, Math.floor(now / DAY_MS) * DAY_MS - daysAgo * DAY_MS + rng.int(6 * 60, 22 * 60) * 60_000);

interface Promotion {
  /** The first and last day of it, in days before now. */
  first: number;
  last: number;
  factor: number;
}

/**
 * How one offer's price moved over the 180 days before `now` (or since its product was listed),
 * ending at its current price: the shop's regular price with a step or two (most shops raise theirs
 * now and then, some lower it), promotions of 3 to 14 days at 10 to 25 % off (one of them maybe
 * running now), and for a sold-out offer the day it sold out.
 */
export function priceMoves(
  rng: Rng,
  { now, since, price, soldOut }: { now: number; since: number; price: number; soldOut: boolean },
): PricePoint[] {
  const start = Math.max(since, now - HISTORY_DAYS * DAY_MS);
  const span = Math.max(1, Math.floor((now - start) / DAY_MS));
  const promotions: Promotion[] = [];
  let regular = price;
  if (!soldOut && rng.chance(0.12)) {
    const off = rng.float(0.1, 0.25);
    regular = shopPrice(price / (1 - off));
    promotions.push({ first: rng.int(1, 9), last: 0, factor: price / regular });
  }
  const steps = Array.from(
    {
      length: rng.weighted([
        [0, 3],
        [1, 4],
        [2, 2],
      ] as const),
    },
    () => ({
      day: rng.int(5, Math.max(5, span - 1)),
      factor: rng.chance(0.75) ? rng.float(1.03, 1.12) : rng.float(0.9, 0.97),
    }),
  );
  for (let i = rng.int(0, 3); i > 0 && span > 24; i--) {
    const first = rng.int(20, span - 1);
    promotions.push({ first, last: Math.max(1, first - rng.int(3, 14)), factor: 1 - rng.float(0.1, 0.25) });
  }
  // The regular price on a day: today's, undone by every step that came after that day.
  const regularOn = (daysAgo: number) =>
    steps.reduce((value, step) => (step.day < daysAgo ? shopPrice(value / step.factor) : value), regular);
  const soldOutDay = soldOut ? rng.int(1, Math.min(20, span)) : -1;
  const valueOn = (daysAgo: number) => {
    const promotion = promotions.find((p) => daysAgo <= p.first && daysAgo >= p.last);
    if (promotion?.last === 0) return price;
    return promotion ? shopPrice(regularOn(daysAgo) * promotion.factor) : regularOn(daysAgo);
  };
  // The price changes only on these days: the first, a step's, a promotion's first and the day after it.
  const changes = [
    ...new Set([span, ...steps.map((s) => s.day), ...promotions.flatMap((p) => [p.first, p.last - 1])]),
  ]
    .filter((day) => day <= span && day > soldOutDay)
    .sort((a, b) => b - a);
  const points: PricePoint[] = [];
  for (const daysAgo of changes) {
    const value = valueOn(daysAgo);
    if (points.at(-1)?.price !== value)
      points.push({ at: daysAgo === span ? start : timeOfDay(rng, now, daysAgo), price: value });
  }
  if (soldOut) points.push({ at: timeOfDay(rng, now, soldOutDay), price: null });
  return points;
}
