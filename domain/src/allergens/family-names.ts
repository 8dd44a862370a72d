import { ANIMAL_COMPONENTS, type CodeList, codeList, ELEMENTS } from '../codes';

/**
 * The names of the ingredient families, apart from their label terms (families.ts): what the
 * browser needs for the "ohne …" filters and the animals' allergies, without the term tables that
 * only the search document's reading needs.
 */

/** Elements an allergy needs that the element list does not name apart: "ohne …" only. */
export const EXCLUDABLE_ELEMENTS = codeList([
  ['milch', 'Milch'],
  ['weizen', 'Weizen'],
  ['mais', 'Mais'],
  ['soja', 'Soja'],
]);

export interface FamilyName {
  key: string;
  /** The list parameter whose "ohne …" filter excludes the family. */
  param: 'animalComponents' | 'elements';
  label: string;
}

const named = (param: FamilyName['param'], codes: CodeList<string>): FamilyName[] =>
  codes.values.filter((key) => key !== 'unbekannt').map((key) => ({ key, param, label: codes.label(key) }));

/** Every ingredient family: each animal component and element but 'unbekannt', then the extra elements. */
export const FAMILY_NAMES: readonly FamilyName[] = [
  ...named('animalComponents', ANIMAL_COMPONENTS),
  ...named('elements', ELEMENTS),
  ...named('elements', EXCLUDABLE_ELEMENTS),
];

const BY_KEY = new Map(FAMILY_NAMES.map((f) => [f.key, f]));

export const isAllergenFamily = (key: unknown): key is string => typeof key === 'string' && BY_KEY.has(key);

/** The German name of a family ('Huhn'); an unknown key as it is. */
export const allergenLabel = (key: string): string => BY_KEY.get(key)?.label ?? key;

/** The families a list parameter's "ohne …" filter offers, in the vocabulary's order. */
export function familiesOf(param: FamilyName['param']): readonly FamilyName[] {
  return FAMILY_NAMES.filter((f) => f.param === param);
}
