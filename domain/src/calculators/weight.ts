import { DECIMAL_MESSAGES, parseNumberInput } from './decimal';

/** Messages of a body weight field (calculators, feeding cost). */
export const WEIGHT_MESSAGES = {
  notANumber: 'Bitte gib das Gewicht als Zahl in kg ein, z. B. 12,5.',
  notPositive: 'Das Gewicht muss größer als 0 kg sein.',
  tooHeavy: 'Bitte gib ein Gewicht bis 150 kg ein.',
} as const;

/** No dog or cat weighs more: a larger number is a typing slip. */
export const MAX_WEIGHT_KG = 150;

export type WeightInput = { weightKg: number } | { error: string } | { empty: true };

/**
 * A body weight in kg as typed: decimal comma or point, above 0 and up to 150; empty is no input yet.
 * The calculators limit the decimals (step 0.01); the feeding cost forms take any.
 */
export function parseWeightKg(
  text: string,
  { maxDecimals = Number.POSITIVE_INFINITY }: { maxDecimals?: number } = {},
): WeightInput {
  const parsed = parseNumberInput(text);
  if ('empty' in parsed) return parsed;
  if ('invalid' in parsed) return { error: WEIGHT_MESSAGES.notANumber };
  if (!(parsed.value > 0)) return { error: WEIGHT_MESSAGES.notPositive };
  if (parsed.value > MAX_WEIGHT_KG) return { error: WEIGHT_MESSAGES.tooHeavy };
  if (parsed.decimals > maxDecimals) return { error: DECIMAL_MESSAGES.tooManyDecimals };
  return { weightKg: parsed.value };
}
