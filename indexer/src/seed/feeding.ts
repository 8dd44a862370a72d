import {
  type Animal,
  type CalculatorAnimal,
  dailyEnergyNeed,
  energyFromNutrients,
  foodAmountPerDay,
  formatNumber,
  type SuggestedAmount,
  type Type2,
  type WeenderAnalysis,
} from '@futterkompass/domain';
import type { Rng } from './rng';

/** Energy as stored (tenths of kcal per 100 g), from the analysis by the portal's own formula. */
export function declaredEnergy(analysis: WeenderAnalysis): number {
  return Math.round(energyFromNutrients(analysis).kcal * 10);
}

/** Body weights of a feeding table; a food for both animals lists some of each. */
const TABLE_ROWS: Record<'dog' | 'cat' | 'both', [CalculatorAnimal, number][]> = {
  dog: [
    ['dog', 5],
    ['dog', 10],
    ['dog', 20],
    ['dog', 30],
    ['dog', 40],
  ],
  cat: [
    ['cat', 2],
    ['cat', 3],
    ['cat', 4],
    ['cat', 5],
    ['cat', 6],
  ],
  both: [
    ['cat', 3],
    ['cat', 5],
    ['dog', 10],
    ['dog', 20],
    ['dog', 30],
  ],
};

/**
 * Share of the day's energy a table covers: a complete food all of it (the manufacturer's own
 * estimate a little above or below the portal's formula), flakes the part fed beside meat, a snack
 * at most a tenth.
 */
function shareOfNeed(rng: Rng, type2: readonly Type2[]): number | null {
  if (type2.includes('complete')) return rng.float(0.92, 1.08, 3);
  if (type2.includes('snack') || type2.includes('supplement-snack')) return rng.float(0.05, 0.1, 3);
  if (type2.includes('supplement-pure')) return rng.float(0.2, 0.3, 3);
  return null;
}

/** Grams as a label prints them: whole grams below 20 g, then to 5 g, from 500 g to 10 g, German format. */
function grams(value: number): string {
  const step = value >= 500 ? 10 : value >= 20 ? 5 : 1;
  return `${formatNumber(Math.max(step, Math.round(value / step) * step), 0)} g`;
}

/**
 * The manufacturer's feeding table, derived from the food's energy and the energy need of spec
 * part 2 section 9 (normal body condition): so that the cost box's daily amount and the table on
 * the same page agree. Complementary foods state their share; supplements and single foods none.
 */
export function feedingTable(
  rng: Rng,
  food: {
    animal: readonly Animal[];
    type2: readonly Type2[];
    energy: number | undefined;
    isSupplement: boolean;
  },
): SuggestedAmount[] {
  if (food.isSupplement || food.energy === undefined || food.energy <= 0) return [];
  const share = shareOfNeed(rng, food.type2);
  if (share === null) return [];
  const kind = food.animal.length > 1 ? 'both' : food.animal[0] === 'cat' ? 'cat' : 'dog';
  const kcalPer100g = food.energy / 10;
  const complete = food.type2.includes('complete');
  const snack = !complete && !food.type2.includes('supplement-pure');
  return TABLE_ROWS[kind].map(([animal, kg]) => {
    const amount = grams(foodAmountPerDay(dailyEnergyNeed(animal, kg, 'normal') * share, kcalPer100g));
    return {
      weightKg: `${kind === 'both' ? (animal === 'dog' ? 'Hund ' : 'Katze ') : ''}${kg} kg`,
      foodAmount: complete ? amount : snack ? `bis ${amount}` : `${amount} zum Fleisch`,
    };
  });
}
