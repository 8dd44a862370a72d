import { parseDecimal } from '../decimal';

/** Messages of a body weight field (calculators, feeding cost). */
export const WEIGHT_MESSAGES = {
  notANumber: 'Bitte gib das Gewicht als Zahl in kg ein, z. B. 12,5.',
  notPositive: 'Das Gewicht muss größer als 0 kg sein.',
  tooHeavy: 'Bitte gib ein Gewicht bis 150 kg ein.',
} as const;

/** No dog or cat weighs more: a larger number is a typing slip. */
export const MAX_WEIGHT_KG = 150;

export type WeightInput = { weightKg: number } | { error: string } | { empty: true };

/** A body weight in kg as typed: decimal comma or point, above 0 and up to 150; empty is no input yet. */
export function parseWeightKg(text: string): WeightInput {
  const input = parseDecimal(text);
  if ('empty' in input) return input;
  if ('notANumber' in input) return { error: WEIGHT_MESSAGES.notANumber };
  const weightKg = input.value;
  if (!(weightKg > 0)) return { error: WEIGHT_MESSAGES.notPositive };
  return weightKg <= MAX_WEIGHT_KG ? { weightKg } : { error: WEIGHT_MESSAGES.tooHeavy };
}
