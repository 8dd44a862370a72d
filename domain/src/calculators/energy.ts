import { codeList } from '../codes/code-list';
import { roundTo } from '../offers';

export type CalculatorAnimal = 'dog' | 'cat';
/** Body condition: 'thin' is offered for dogs only (spec part 2 section 2). */
export type BodyCondition = 'thin' | 'normal' | 'thick';

export const BODY_CONDITIONS = codeList<BodyCondition>([
  ['thin', 'zu dünn'],
  ['normal', 'normal'],
  ['thick', 'zu dick'],
]);

/** The body conditions to choose from for an animal: cats have no 'thin' (it equals 'normal' for them). */
export function bodyConditionsFor(animal: CalculatorAnimal): readonly BodyCondition[] {
  return animal === 'dog' ? BODY_CONDITIONS.values : BODY_CONDITIONS.values.filter((c) => c !== 'thin');
}

/** Metabolic body weight: dog weight^0.75, cat weight^0.67 (spec part 2 section 9). */
export function metabolicWeight(animal: CalculatorAnimal, weightKg: number): number {
  return weightKg ** (animal === 'dog' ? 0.75 : 0.67);
}

const DOG_FACTOR: Record<BodyCondition, number> = { thin: 140, normal: 130, thick: 95 };

/**
 * Daily energy need in kcal: dogs metabolic weight x 140 (thin), 130 (normal) or 95 (thick); cats
 * weight^0.67 x 100 (thin or normal) and weight^0.4 x 130 when thick.
 */
export function dailyEnergyNeed(
  animal: CalculatorAnimal,
  weightKg: number,
  condition: BodyCondition,
): number {
  if (animal === 'dog') return metabolicWeight('dog', weightKg) * DOG_FACTOR[condition];
  return condition === 'thick' ? weightKg ** 0.4 * 130 : metabolicWeight('cat', weightKg) * 100;
}

/** Food amount in g per day = need / kcal per 100 g x 100. */
export function foodAmountPerDay(needKcal: number, kcalPer100g: number): number {
  return (needKcal / kcalPer100g) * 100;
}

export const DAYS_PER_MONTH = 30;

export interface FeedingCostInput {
  animal: CalculatorAnimal;
  weightKg: number;
  condition: BodyCondition;
  /** The food's energy in kcal per 100 g (stored energy / 10). */
  kcalPer100g: number;
  /** The best offer's Grundpreis per kg. */
  unitPricePerKg: number;
}

export interface FeedingCost {
  needKcal: number;
  gramsPerDay: number;
  costPerDay: number;
  costPerMonth: number;
}

/**
 * What a food costs per day and month for one animal: the daily amount from the energy formula
 * times the Grundpreis per kg. Needs kcal and a price above zero, and a weight above zero.
 */
export function feedingCost(input: FeedingCostInput): FeedingCost | null {
  const { weightKg, kcalPer100g, unitPricePerKg } = input;
  if (!(weightKg > 0 && kcalPer100g > 0 && unitPricePerKg > 0)) return null;
  const needKcal = dailyEnergyNeed(input.animal, weightKg, input.condition);
  const grams = foodAmountPerDay(needKcal, kcalPer100g);
  const perDay = (grams / 1000) * unitPricePerKg;
  return {
    needKcal,
    gramsPerDay: grams,
    costPerDay: roundTo(perDay, 2),
    costPerMonth: roundTo(perDay * DAYS_PER_MONTH, 2),
  };
}
