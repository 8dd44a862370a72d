import { decimalInputText, energyFromNutrients, energyKcal, type ListProduct } from '@futterkompass/domain';

/** The Weender fields of a favourite as field texts; a moisture the maker did not state stays empty. */
export function analysisTexts(p: ListProduct) {
  return {
    proteins: decimalInputText(p.proteins),
    fats: decimalInputText(p.fats),
    fibers: decimalInputText(p.fibers),
    ash: decimalInputText(p.ash),
    moisture: p.moisture === null ? '' : decimalInputText(p.moisture),
  };
}

/**
 * A favourite's energy in kcal per 100 g: as stated (tenths of kcal), else estimated from its
 * analysis (17/39/17 kJ per g protein, fat and NfE).
 */
export function favoriteEnergy(p: ListProduct): { kcal: number; estimated: boolean } {
  if (p.energy !== null) return { kcal: energyKcal(p.energy), estimated: false };
  const { proteins, fats, fibers, ash } = p;
  const moisture = p.moisture ?? undefined;
  return { kcal: energyFromNutrients({ proteins, fats, fibers, ash, moisture }).kcal, estimated: true };
}
