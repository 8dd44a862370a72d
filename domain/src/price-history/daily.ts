/** One recorded price of an offer; a null Grundpreis: from then on the offer did not count. */
export interface HistoryPoint {
  offerKey: string;
  /** The Grundpreis per kg or l. */
  unitPrice: number | null;
  /** ISO instant. */
  at: string;
}

/** The best Grundpreis (per kg or l) of a calendar day; null when no offer counted all day. */
export interface DailyBest {
  /** YYYY-MM-DD in German time. */
  day: string;
  unitPrice: number | null;
}

/** GET /api/price-history: the chart's days and the lowest best price of the last 90 days. */
export interface PriceHistoryAnswer {
  days: DailyBest[];
  lowest90: DailyBest | null;
}

const BERLIN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in German time (the portal's days), as YYYY-MM-DD. */
export function berlinDay(iso: string): string {
  const parts = Object.fromEntries(BERLIN.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `n` days after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

const lowest = (prices: ReadonlyMap<string, number | null>) => {
  let min = Number.POSITIVE_INFINITY;
  for (const price of prices.values()) if (price !== null && price < min) min = price;
  return min;
};

/**
 * Replays the recorded prices into the best Grundpreis of each day of the last `days` days up to
 * `today` (from the first recorded day on): the lowest price any counting offer had at any moment of
 * the day, so a price that held for an hour counts. Offers carry their price over from earlier days.
 */
export function dailyBestPrices(
  points: readonly HistoryPoint[],
  { today, days }: { today: string; days: number },
): DailyBest[] {
  if (points.length === 0) return [];
  const sorted = [...points].sort((a, b) => a.at.localeCompare(b.at));
  const byDay = sorted.map((p) => ({ ...p, day: berlinDay(p.at) }));
  const firstDay = byDay[0]?.day as string;
  const windowStart = addDays(today, -(days - 1));
  let day = firstDay > windowStart ? firstDay : windowStart;
  const prices = new Map<string, number | null>();
  let next = 0;
  for (; next < byDay.length && (byDay[next]?.day as string) < day; next++) {
    const point = byDay[next] as (typeof byDay)[number];
    prices.set(point.offerKey, point.unitPrice);
  }
  const result: DailyBest[] = [];
  for (; day <= today; day = addDays(day, 1)) {
    let min = lowest(prices);
    for (; next < byDay.length && byDay[next]?.day === day; next++) {
      const point = byDay[next] as (typeof byDay)[number];
      prices.set(point.offerKey, point.unitPrice);
      min = Math.min(min, lowest(prices));
    }
    result.push({ day, unitPrice: Number.isFinite(min) ? min : null });
  }
  return result;
}

/** The lowest daily best of the last `days` days up to `today`, with the last day it was seen. */
export function lowestBestPrice(
  daily: readonly DailyBest[],
  { today, days }: { today: string; days: number },
): DailyBest | null {
  const from = addDays(today, -(days - 1));
  let found: DailyBest | null = null;
  for (const entry of daily) {
    if (entry.day < from || entry.day > today || entry.unitPrice === null) continue;
    if (!found || entry.unitPrice <= (found.unitPrice as number)) found = entry;
  }
  return found;
}
