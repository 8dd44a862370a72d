import type { Unit } from '../codes';

/** Commercial rounding; binary noise is removed first so that 1.69 / 200 x 100 gives 0.85, not 0.84. */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}

/** A package size in g (or ml): kg and l converted by 1000. */
export const gramsOf = (size: number, unit: Unit): number =>
  unit === 'kg' || unit === 'l' ? size * 1000 : size;

/** Price per 100 g or 100 ml, rounded to 2 decimals: the specification's `basePrice` (API only). */
export function basePrice(price: number, amount: number, size: number, unit: Unit): number {
  return roundTo((price / (amount * gramsOf(size, unit))) * 100, 2);
}

/** What a Grundpreis is per (PAngV § 5): 1 kg for g and kg, 1 l for ml and l. */
export type PriceUnit = 'kg' | 'l';
export const priceUnitOf = (unit: Unit | string): PriceUnit => (unit === 'ml' || unit === 'l' ? 'l' : 'kg');

/**
 * The Grundpreis a visitor sees: euros per 1 kg or 1 l, rounded to 2 decimals from the unrounded
 * quotient (not from the rounded 100 g figure, which is 10 cents coarse per kg).
 */
export function unitPrice(price: number, amount: number, size: number, unit: Unit): number {
  return roundTo((price / (amount * gramsOf(size, unit))) * 1000, 2);
}

/**
 * `basePriceMin`/`basePriceMax` of the list URL and the API keep the specification's meaning (euros
 * per 100 g or 100 ml); the list filters on the Grundpreis per kg or l, which is ten times that.
 */
export const UNIT_PRICE_PER_BASE_PRICE = 10;
export const toUnitPrice = (perHundred: number): number => roundTo(perHundred * UNIT_PRICE_PER_BASE_PRICE, 2);

/** Price plus shipping ("delivered"), or null when the shop does not say what shipping costs. */
export const deliveredPrice = (price: number, deliveryCost: number | undefined): number | null =>
  typeof deliveryCost === 'number' ? roundTo(price + deliveryCost, 2) : null;

/**
 * Whether the prices a visitor sees include shipping: the choice "Preise inkl. Versand" (URL
 * parameter `shipping=included`); its absence means excluded, the prices as the shops list them.
 */
export const SHIPPING_CHOICES = ['excluded', 'included'] as const;
export type Shipping = (typeof SHIPPING_CHOICES)[number];
