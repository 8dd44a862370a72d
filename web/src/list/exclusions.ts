import {
  ATTRIBUTES,
  allergenLabel,
  familiesOf,
  LIST_PARAMS,
  type ListParam,
  NOT_PARAMS,
  type NotParam,
} from '@futterkompass/domain';

/** The word of an "ohne …" choice: ingredients are left out ('ohne Huhn'), properties negated. */
export const exclusionWord = (param: NotParam): string => (param === 'not_attributes' ? 'nicht' : 'ohne');

export const canExclude = (param: NotParam, value: string): boolean => NOT_PARAMS[param].has(value);

/** The German name of an excluded value: an ingredient family's ('Weizen'), else the property's. */
export const excludedLabel = (param: NotParam, value: string): string =>
  param === 'not_attributes' && ATTRIBUTES.has(value) ? ATTRIBUTES.label(value) : allergenLabel(value);

/**
 * The values a list offers only to exclude: ingredient families its vocabulary has no value for
 * (among the elements Weizen, Mais, Soja, Milch).
 */
export function excludeOnlyValues(param: ListParam): string[] {
  if (param !== 'animalComponents' && param !== 'elements') return [];
  const vocabulary: { has(value: unknown): boolean } = LIST_PARAMS[param];
  return familiesOf(param)
    .filter((f) => !vocabulary.has(f.key))
    .map((f) => f.key);
}
