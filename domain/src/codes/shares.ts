import { type CodeList, type CodeOf, codeList } from './code-list';

/** Animal-content share bands of wet food (spec part 1 section 9). */
export const ANIMAL_SHARES = codeList([
  [0, 'nicht angegeben'],
  [1, '0 %'],
  [30, '1-29 %'],
  [40, '30-39 %'],
  [50, '40-49 %'],
  [60, '50-59 %'],
  [70, '60-69 %'],
  [80, '70-79 %'],
  [90, '80-89 %'],
  [100, '90-100 %'],
]);
export type AnimalShare = CodeOf<typeof ANIMAL_SHARES>;

/**
 * Dried food uses the non-colliding reading of the specification (DESIGN section 3):
 * 20 = 1-19 %, 30 = 20-29 %, the rest as for wet food.
 */
export const DRIED_ANIMAL_SHARES = codeList([
  [0, 'nicht angegeben'],
  [1, '0 %'],
  [20, '1-19 %'],
  [30, '20-29 %'],
  [40, '30-39 %'],
  [50, '40-49 %'],
  [60, '50-59 %'],
  [70, '60-69 %'],
  [80, '70-79 %'],
  [90, '80-89 %'],
  [100, '90-100 %'],
]);
export type DriedAnimalShare = CodeOf<typeof DRIED_ANIMAL_SHARES>;

/** Share code for a percentage, as the product form stores it. */
export function animalShareCode(percent: number | undefined, dried: boolean): number {
  if (percent === undefined || Number.isNaN(percent)) return 0;
  if (percent <= 0) return 1;
  if (percent < 20 && dried) return 20;
  if (percent < 30) return 30;
  return Math.min(100, Math.floor(percent / 10) * 10 + 10);
}

export interface AnimalShareFields {
  type1: string;
  animalShare: number | null;
  animalShareDriedOne: number | null;
  animalShareDriedTwo: number | null;
}

/**
 * The animal share of a product in words: dried food states its dried and its fresh meat share
 * ('Trockenfleisch 1-19 %, Frischfleisch 20-29 %'), every other food one band. Missing or unknown
 * codes read as not stated.
 */
export function animalShareText(p: AnimalShareFields): string {
  const band = (list: CodeList<number>, code: number | null) => list.label(list.has(code) ? code : 0);
  if (p.type1 === 'dried')
    return `Trockenfleisch ${band(DRIED_ANIMAL_SHARES, p.animalShareDriedOne)}, Frischfleisch ${band(
      DRIED_ANIMAL_SHARES,
      p.animalShareDriedTwo,
    )}`;
  return band(ANIMAL_SHARES, p.animalShare);
}
