import type { FamilyName } from './family-names';

/**
 * What kind of ingredient a family is: its kind brings the collective terms of the label categories
 * that may hide it (categories.ts), so that each family row names only its own words.
 */
export type FamilyKind =
  /** Meat of warm-blooded land animals, birds included ('Fleisch und tierische Nebenerzeugnisse'). */
  | 'meat'
  | 'fish'
  | 'seafood'
  | 'insect'
  | 'egg'
  | 'milk'
  /** Parts of slaughtered animals (Innereien, Knochen, …): the parts, not the species. */
  | 'part'
  /** Grains, vegetables, legumes, fruit, herbs, algae, oil. */
  | 'plant';

/**
 * The words of German pet food labels that name one ingredient family or may hide it, by the
 * family's key (family-names.ts). Terms are word patterns (terms.ts).
 */
export interface FamilyTerms {
  key: string;
  kind: FamilyKind;
  /** Words that name the family: a composition with one contains it. */
  contains: readonly string[];
  /** Words of this family's own that may hide it (a wider name: 'Geflügel' for Huhn). */
  unclear?: readonly string[];
  /** Words that look like a term of the family and are not ('Perlhuhn' is no chicken). */
  not?: readonly string[];
}

/**
 * One ingredient family: a value of the portal's ingredient vocabulary (an animal component or an
 * element, or an element the list can exclude only: Weizen, Mais, Soja, Milch), with its label terms.
 */
export type AllergenFamily = FamilyName & Omit<FamilyTerms, 'key'>;
