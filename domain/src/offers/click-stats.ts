import { addDays, berlinDay } from '../price-history/daily';
import type { Click } from './click-out';

/** How many days of clicks the merchant area shows at most, and by default. */
export const CLICK_DAYS = { default: 30, max: 365 } as const;

export interface ClicksPerDay {
  /** The Berlin day, YYYY-MM-DD. */
  date: string;
  clicks: number;
}

export interface ClicksPerProduct {
  productId: string;
  productName: string;
  clicks: number;
}

/** A lower bound of the clicks of the last `days` Berlin days, for the store (a day early: UTC). */
export const clickWindowStart = (today: string, days: number): string => addDays(today, -days);

/** Clicks per Berlin day of the last `days` days up to `today`, oldest first, days without any as 0. */
export function clicksPerDay(
  clicks: readonly Pick<Click, 'at'>[],
  today: string,
  days: number,
): ClicksPerDay[] {
  const first = addDays(today, -(days - 1));
  const counts = new Map<string, number>();
  for (let i = 0; i < days; i++) counts.set(addDays(first, i), 0);
  for (const { at } of clicks) {
    const day = berlinDay(at);
    const count = counts.get(day);
    if (count !== undefined) counts.set(day, count + 1);
  }
  return [...counts].map(([date, count]) => ({ date, clicks: count }));
}

/** Clicks per product within the same days, most clicked first (then by name). */
export function clicksPerProduct(
  clicks: readonly Pick<Click, 'at' | 'productId'>[],
  names: ReadonlyMap<string, string>,
  today: string,
  days: number,
): ClicksPerProduct[] {
  const first = addDays(today, -(days - 1));
  const counts = new Map<string, number>();
  for (const { at, productId } of clicks) {
    const day = berlinDay(at);
    if (day < first || day > today) continue;
    counts.set(productId, (counts.get(productId) ?? 0) + 1);
  }
  return [...counts]
    .map(([productId, count]) => ({
      productId,
      productName: names.get(productId) ?? 'Gelöschtes Produkt',
      clicks: count,
    }))
    .sort((a, b) => b.clicks - a.clicks || a.productName.localeCompare(b.productName, 'de'));
}
