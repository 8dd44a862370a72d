import type { SuggestedAmount } from '../model';

/** The first number of a free text ('25 kg', 'ab 2,5 kg'), with a comma or a point; null without one. */
function firstNumber(text: string): number | null {
  const match = /(\d+(?:[.,]\d+)?)/.exec(text);
  return match?.[1] ? Number(match[1].replace(',', '.')) : null;
}

/** The grams of a feeding amount as the manufacturer writes it: one figure, or the middle of a span. */
function grams(text: string): number | null {
  const span = /(\d+(?:[.,]\d+)?)\s*[-–]\s*(\d+(?:[.,]\d+)?)/.exec(text);
  const kilograms = /kg/i.test(text) ? 1000 : 1;
  if (span?.[1] && span[2])
    return ((Number(span[1].replace(',', '.')) + Number(span[2].replace(',', '.'))) / 2) * kilograms;
  const single = firstNumber(text);
  return single === null ? null : single * kilograms;
}

/**
 * The manufacturer's feeding amount for an animal of `weightKg`: the row of the table whose weight
 * is the same, within a tenth (rows name a weight, '25 kg'; rows by age cannot be matched). With
 * its grams (a span counts by its middle), for a comparison with a computed amount.
 */
export function manufacturerAmountFor(
  table: readonly SuggestedAmount[],
  weightKg: number,
): { row: SuggestedAmount; grams: number | null } | null {
  let best: SuggestedAmount | null = null;
  let distance = Number.POSITIVE_INFINITY;
  for (const row of table) {
    if (!/kg/i.test(row.weightKg)) continue;
    const weight = firstNumber(row.weightKg);
    if (weight === null || weight <= 0) continue;
    const off = Math.abs(weight - weightKg) / weightKg;
    if (off <= 0.1 && off < distance) {
      best = row;
      distance = off;
    }
  }
  return best && { row: best, grams: grams(best.foodAmount) };
}
