import {
  ANIMAL_SHARES,
  type CodeList,
  DRIED_ANIMAL_SHARES,
  type Packaging,
  type Type1,
  type Type2,
} from '../codes';
import { type ProductFormValues, packagingField, SIZE_ROWS } from './fields';

/** create: the entry form; edit: the edit form, which also knows single food and dry BARF. */
export type FormVariant = 'create' | 'edit';

export interface FormContext {
  variant: FormVariant;
  /**
   * The edited product's values as stored (its type, its packagings): they stay selectable even
   * where the form does not offer them, so that editing one field never forces another to change.
   */
  stored?: ProductFormValues;
}

/** The packagings the form offers (spec part 2 section 3); the list filter knows a few more. */
const FORM_PACKAGINGS: readonly Packaging[] = [
  'box',
  'can',
  'glas',
  'pouch',
  'bag',
  'bowl',
  'tetrapack',
  'sausage',
];

const FORM_TYPE1: readonly Type1[] = ['wet', 'dried'];
const CREATE_TYPE2: readonly Type2[] = ['complete', 'supplement-pure', 'supplement-snack', 'snack'];

/**
 * The food types the form offers: wet and dried (spec part 2 section 3). A product stored as raw,
 * flakes or supplement keeps its type when edited instead of being forced into one of the two.
 */
export function type1Options({ stored }: FormContext): readonly string[] {
  return withStored(FORM_TYPE1, stored ? [stored.type1] : []);
}

export function packagingOptions({ stored }: FormContext): readonly string[] {
  return withStored(FORM_PACKAGINGS, stored ? SIZE_ROWS.map((row) => stored[packagingField(row)]) : []);
}

function withStored(offered: readonly string[], stored: readonly string[]): readonly string[] {
  const extra = [...new Set(stored.filter((value) => value && !offered.includes(value)))];
  return extra.length ? [...offered, ...extra] : offered;
}

/** The edit variant adds single food, and dry BARF only for dried food. */
export function type2Options(variant: FormVariant, type1: string): readonly Type2[] {
  if (variant === 'create') return CREATE_TYPE2;
  return [...CREATE_TYPE2, 'single-food', ...(type1 === 'dried' ? (['dry-barf'] as const) : [])];
}

export const isDried = (type1: string) => type1 === 'dried';

/** Dried food states a dried and a fresh meat share, every other food one share. */
export function shareFields(type1: string) {
  return isDried(type1)
    ? (['animalShareDriedOne', 'animalShareDriedTwo'] as const)
    : (['animalShare'] as const);
}

export function shareCodes(type1: string): CodeList<number> {
  return isDried(type1) ? DRIED_ANIMAL_SHARES : ANIMAL_SHARES;
}
