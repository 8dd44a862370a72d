import { ANIMAL_FAMILIES } from './animal-families';
import { ANIMAL_PRODUCT_FAMILIES } from './animal-product-families';
import type { AllergenFamily } from './family';
import { PLANT_FAMILIES } from './plant-families';

export type { AllergenFamily, FamilyKind } from './family';

/**
 * Every ingredient family: the animal components first (in their vocabulary's order), then the
 * elements, those from animals before the plants.
 */
export const ALLERGEN_FAMILIES: readonly AllergenFamily[] = [
  ...ANIMAL_FAMILIES,
  ...ANIMAL_PRODUCT_FAMILIES,
  ...PLANT_FAMILIES,
];

const BY_KEY = new Map(ALLERGEN_FAMILIES.map((f) => [f.key, f]));

export const isAllergenFamily = (key: unknown): key is string => typeof key === 'string' && BY_KEY.has(key);

export function allergenFamily(key: string): AllergenFamily | undefined {
  return BY_KEY.get(key);
}

/** The German name of a family ('Huhn'); an unknown key as it is. */
export const allergenLabel = (key: string): string => BY_KEY.get(key)?.label ?? key;

/** The families a list parameter's "ohne …" filter offers, in the table's order. */
export function familiesOf(param: AllergenFamily['param']): readonly AllergenFamily[] {
  return ALLERGEN_FAMILIES.filter((f) => f.param === param);
}
