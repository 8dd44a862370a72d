import { KJ_PER_KCAL, nfe, type WeenderAnalysis } from '../nutrition';

/** kJ per gram: protein 17, fat 39, NfE 17 (spec part 2 section 9). */
export const KJ_PER_G = { protein: 17, fat: 39, nfe: 17 } as const;

export interface FoodEnergy {
  kj: number;
  /** fEnergyKcal: kJ / 4.19. */
  kcal: number;
}

/**
 * Energy of 100 g of a food estimated from its analysis: the percentages are grams per 100 g, and
 * NfE is what protein, fat, fibre, ash and moisture leave of 100.
 */
export function energyFromNutrients(analysis: WeenderAnalysis): FoodEnergy {
  const kj =
    analysis.proteins * KJ_PER_G.protein + analysis.fats * KJ_PER_G.fat + nfe(analysis) * KJ_PER_G.nfe;
  return { kj, kcal: kj / KJ_PER_KCAL };
}
