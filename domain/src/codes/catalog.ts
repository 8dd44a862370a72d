import type { WeenderField } from '../nutrition';
import { type CodeOf, codeList } from './code-list';

export const ANIMALS = codeList([
  ['dog', 'Hund'],
  ['cat', 'Katze'],
]);
export type Animal = CodeOf<typeof ANIMALS>;

export const TYPE1 = codeList([
  ['wet', 'Nassfutter'],
  ['dried', 'Trockenfutter'],
  ['raw', 'Rohfutter (BARF)'],
  ['flakes', 'Flocken & Co.'],
  ['suplement', 'Ergänzungsmittel'],
]);
export type Type1 = CodeOf<typeof TYPE1>;

export const TYPE2 = codeList([
  ['complete', 'Alleinfuttermittel'],
  ['supplement-pure', 'Ergänzungsfuttermittel'],
  ['supplement-snack', 'Ergänzungsfutter als Snack'],
  ['snack', 'Snack'],
  ['single-food', 'Einzelfuttermittel'],
  ['dry-barf', 'Trocken-BARF'],
]);
export type Type2 = CodeOf<typeof TYPE2>;

export const AGE_GROUPS = codeList([
  ['baby', 'Baby'],
  ['junior', 'Junior'],
  ['adult', 'Adult'],
  ['senior', 'Senior'],
]);
export type AgeGroup = CodeOf<typeof AGE_GROUPS>;

export const PACKAGINGS = codeList([
  ['box', 'Karton'],
  ['can', 'Dose'],
  ['bag', 'Sack'],
  ['bowl', 'Schale'],
  ['pouch', 'Frischebeutel'],
  ['glas', 'Glas'],
  ['pvcBottle', 'PVC-Flasche'],
  ['tetrapack', 'Tetra Pak'],
  ['tube', 'Tube'],
  ['sausage', 'Wurst'],
]);
export type Packaging = CodeOf<typeof PACKAGINGS>;

export const DECLARATIONS = codeList([
  ['open-2', 'offene Deklaration'],
  ['open', 'halboffene Deklaration'],
  ['closed', 'geschlossene Deklaration'],
]);
export type Declaration = CodeOf<typeof DECLARATIONS>;

export const UNITS = codeList([
  ['g', 'g'],
  ['kg', 'kg'],
  ['ml', 'ml'],
  ['l', 'l'],
]);
export type Unit = CodeOf<typeof UNITS>;

/** German names of the Weender analysis values, as the filters and the compare table show them. */
export const WEENDER_LABELS = {
  proteins: 'Rohprotein',
  fats: 'Rohfett',
  fibers: 'Rohfaser',
  ash: 'Rohasche',
  moisture: 'Feuchtigkeit',
} as const satisfies Record<WeenderField, string>;
