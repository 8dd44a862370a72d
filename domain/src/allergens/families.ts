import { ANIMAL_FAMILIES } from './animal-families';
import { ANIMAL_PRODUCT_FAMILIES } from './animal-product-families';
import type { AllergenFamily } from './family';
import { FAMILY_NAMES } from './family-names';
import { PLANT_FAMILIES } from './plant-families';

export type { AllergenFamily, FamilyKind, FamilyTerms } from './family';

/** The label terms of every family, by key. */
export const FAMILY_TERMS = new Map(
  [...ANIMAL_FAMILIES, ...ANIMAL_PRODUCT_FAMILIES, ...PLANT_FAMILIES].map((t) => [t.key, t]),
);

/** Every ingredient family with its terms, in the order of its names (family-names.ts). */
export const ALLERGEN_FAMILIES: readonly AllergenFamily[] = FAMILY_NAMES.map((name) => {
  const terms = FAMILY_TERMS.get(name.key);
  // A family without terms would read every composition as free of it.
  if (!terms) throw new Error(`allergen family ${name.key} has no label terms`);
  const { key: _key, ...words } = terms;
  return { ...name, ...words };
});

const BY_KEY = new Map(ALLERGEN_FAMILIES.map((f) => [f.key, f]));

export function allergenFamily(key: string): AllergenFamily | undefined {
  return BY_KEY.get(key);
}
