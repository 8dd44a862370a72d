import { addDays, type DailyBest, formatDate } from '@futterkompass/domain';

/** The chart's ranges: the one the lowest price looks back (90 days, the default) and a year. */
export const PRICE_RANGES = [
  { days: 90, label: '90 Tage', lowest: 'Tiefstpreis der letzten 90 Tage' },
  { days: 365, label: '12 Monate', lowest: 'Tiefstpreis der letzten 12 Monate' },
] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/** The recorded days within the last `days` days up to the last recorded one. */
export function daysInRange(days: readonly DailyBest[], range: number): DailyBest[] {
  const last = days.at(-1);
  if (!last) return [];
  const from = addDays(last.day, -(range - 1));
  return days.filter((d) => d.day >= from);
}

/** The lowest best price of the days, or null when no offer counted on any of them. */
export function lowestPrice(days: readonly DailyBest[]): number | null {
  const prices = days.flatMap((d) => (d.unitPrice === null ? [] : [d.unitPrice]));
  return prices.length > 0 ? Math.min(...prices) : null;
}

export const dayDate = (day: string) => formatDate(`${day}T00:00:00.000Z`);

const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/**
 * A date under the chart, short enough for a phone: '26.11.' within 90 days, 'Nov. 25' over a
 * year (the full date is in the tooltip and the table).
 */
export function axisDate(day: string, range: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (range > 90) return MONTH.format(date);
  return `${dayDate(day).slice(0, 6)}`;
}
