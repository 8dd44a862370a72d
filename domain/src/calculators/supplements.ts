import { type CalculatorAnimal, metabolicWeight } from './energy';

/** Calcium need in g per kg metabolic weight (spec part 2 section 9). */
export const CALCIUM_G_PER_METABOLIC_KG: Record<CalculatorAnimal, number> = { dog: 0.13, cat: 0.071 };
/** Iodine need in µg per kg metabolic weight. */
export const IODINE_UG_PER_METABOLIC_KG: Record<CalculatorAnimal, number> = { dog: 29.6, cat: 35 };

export interface SupplementInput {
  animal: CalculatorAnimal | null;
  weightKg: number | null;
  /** Calcium: percent of the supplement; iodine: mg per kg of the supplement. */
  content: number | null;
}

export interface SupplementNeed {
  /** The animal's need per day and week: calcium in g, iodine in µg. */
  daily: number;
  weekly: number;
  /** Grams of the supplement per day and week. */
  supplementDaily: number;
  supplementWeekly: number;
}

function need(
  { animal, weightKg, content }: SupplementInput,
  perMetabolicKg: Record<CalculatorAnimal, number>,
  supplementGrams: (daily: number, content: number) => number,
): SupplementNeed | null {
  // Only with every input filled: a zero content would ask for an endless amount.
  if (!animal || !weightKg || !content) return null;
  const daily = perMetabolicKg[animal] * metabolicWeight(animal, weightKg);
  const supplementDaily = supplementGrams(daily, content);
  return { daily, weekly: 7 * daily, supplementDaily, supplementWeekly: 7 * supplementDaily };
}

/** Calcium: need = 0.13 g (dog) or 0.071 g (cat) x metabolic weight; supplement g = need / percent x 100. */
export function calciumNeed(input: SupplementInput): SupplementNeed | null {
  return need(input, CALCIUM_G_PER_METABOLIC_KG, (grams, percent) => (grams / percent) * 100);
}

/**
 * Iodine: need = 29.6 µg (dog) or 35 µg (cat) x metabolic weight; supplement g = need in µg / content
 * in mg per kg (1 mg/kg is 1 µg per g).
 */
export function iodineNeed(input: SupplementInput): SupplementNeed | null {
  return need(input, IODINE_UG_PER_METABOLIC_KG, (micrograms, mgPerKg) => micrograms / mgPerKg);
}
