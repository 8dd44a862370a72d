import { roundTo } from '../round';

/** Messages of a number field of the calculators. */
export const DECIMAL_MESSAGES = {
  notANumber: 'Bitte gib eine Zahl ein, z. B. 12,5.',
  negative: 'Bitte gib keine negative Zahl ein.',
  tooManyDecimals: 'Bitte gib höchstens zwei Nachkommastellen ein.',
  overHundred: 'Bitte gib höchstens 100 % ein.',
} as const;

/** All numeric inputs of the calculators use step 0.01 (spec part 2 section 2). */
export const CALCULATOR_DECIMALS = 2;

export type DecimalInput = { value: number } | { error: string } | { empty: true };

export type DecimalText = { value: number; decimals: number } | { empty: true } | { invalid: true };

// Number() alone would accept '0x10', '1e3' and 'Infinity'; a person types digits and one separator.
const DECIMAL = /^[+-]?(\d+([.,](\d*))?|[.,](\d+))$/;

/** A number as a person types it: a decimal comma or point, no exponent or thousands separator. */
export function parseDecimal(text: string): DecimalText {
  const trimmed = text.trim();
  if (trimmed === '') return { empty: true };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { invalid: true };
  return { value: Number(trimmed.replace(',', '.')), decimals: (match[3] ?? match[4] ?? '').length };
}

/**
 * A calculator's number field: at least 0, at most two decimals (step 0.01), optionally a percentage
 * (at most 100). Empty is no input yet.
 */
export function parseAmount(text: string, { percent = false }: { percent?: boolean } = {}): DecimalInput {
  const parsed = parseDecimal(text);
  if ('empty' in parsed) return parsed;
  if ('invalid' in parsed) return { error: DECIMAL_MESSAGES.notANumber };
  if (parsed.value < 0) return { error: DECIMAL_MESSAGES.negative };
  if (parsed.decimals > CALCULATOR_DECIMALS) return { error: DECIMAL_MESSAGES.tooManyDecimals };
  if (percent && parsed.value > 100) return { error: DECIMAL_MESSAGES.overHundred };
  return { value: parsed.value };
}

/**
 * A number written into a field (from a favourite): at most two decimals, a decimal comma and no
 * thousands separator, which the field would read as a decimal point.
 */
export function decimalInputText(value: number): string {
  return String(roundTo(value, CALCULATOR_DECIMALS)).replace('.', ',');
}

/** The number of a field, or null while it is empty or wrong. */
export function amountOf(input: DecimalInput): number | null {
  return 'value' in input ? input.value : null;
}

/** The message of a field that is wrong (a number or a weight), else null. */
export function errorOf(input: DecimalInput | { weightKg: number }): string | null {
  return 'error' in input ? input.error : null;
}
