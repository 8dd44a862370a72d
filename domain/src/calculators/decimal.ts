import { roundTo } from '../offers';

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

// Number() alone would accept '0x10', '1e3' and 'Infinity'; a file writes digits and one separator.
const DECIMAL = /^[+-]?(\d+([.,](\d*))?|[.,](\d+))$/;

/**
 * A number as a program writes it (a shop's feed): a decimal point or comma, no exponent and no
 * thousands separator. What people type goes through parseNumberInput.
 */
export function parseDecimal(text: string): DecimalText {
  const trimmed = text.trim();
  if (trimmed === '') return { empty: true };
  const match = DECIMAL.exec(trimmed);
  if (!match) return { invalid: true };
  return { value: Number(trimmed.replace(',', '.')), decimals: (match[3] ?? match[4] ?? '').length };
}

/**
 * Whole digits in groups of three after a first group of one to three that does not start with 0,
 * all groups set apart by the same mark: '1.050', '1.000.000', '1 050' (also a no-break or thin
 * space), "1'050" (Swiss).
 */
const GROUPED = /^[1-9]\d{0,2}([. \u00a0\u2009\u202f'’])\d{3}(?:\1\d{3})*$/;

/**
 * A number as a German types it, with the decimal comma and the thousands point of German writing
 * (DIN 5008), and tolerant of a decimal point. The rules where a text could be read two ways:
 * - A comma is always the decimal mark ('1,050' is 1.05); what stands before it may group its
 *   thousands ('1.050,5' is 1050.5); a point after the comma is refused ('1,050.5').
 * - Without a comma, points that group thousands as Germans do are thousands ('1.050' and
 *   '12.500' are 1050 and 12500, '1.000.000' a million); any other single point is a decimal point
 *   ('12.5', '1.05', '0.500', '1234.567'), since a group never follows a leading 0 or four digits.
 * - Spaces and apostrophes only ever group thousands ('1 050', "1'050"); a point after them is the
 *   decimal point ("1'050.50", as the Swiss write it).
 * - Everything else (two commas, a group of two digits, letters, an exponent) is not a number.
 */
export function parseNumberInput(text: string): DecimalText {
  const trimmed = text.trim();
  if (trimmed === '') return { empty: true };
  const sign = trimmed[0] === '-' || trimmed[0] === '+' ? trimmed[0] : '';
  const body = trimmed.slice(sign.length);
  const comma = body.lastIndexOf(',');
  const point = body.indexOf('.');
  const decimalMark = comma >= 0 ? comma : point >= 0 && !GROUPED.test(body) ? point : -1;
  const whole = decimalMark >= 0 ? body.slice(0, decimalMark) : body;
  const fraction = decimalMark >= 0 ? body.slice(decimalMark + 1) : '';
  const digits = /^\d*$/.test(whole) ? whole : GROUPED.test(whole) ? whole.replace(/\D/g, '') : null;
  if (digits === null || !/^\d*$/.test(fraction) || digits + fraction === '') return { invalid: true };
  return { value: Number(`${sign}${digits || '0'}.${fraction || '0'}`), decimals: fraction.length };
}

/**
 * A calculator's number field: at least 0, at most two decimals (step 0.01), optionally a percentage
 * (at most 100). Empty is no input yet.
 */
export function parseAmount(text: string, { percent = false }: { percent?: boolean } = {}): DecimalInput {
  const parsed = parseNumberInput(text);
  if ('empty' in parsed) return parsed;
  if ('invalid' in parsed) return { error: DECIMAL_MESSAGES.notANumber };
  if (parsed.value < 0) return { error: DECIMAL_MESSAGES.negative };
  if (parsed.decimals > CALCULATOR_DECIMALS) return { error: DECIMAL_MESSAGES.tooManyDecimals };
  if (percent && parsed.value > 100) return { error: DECIMAL_MESSAGES.overHundred };
  return { value: parsed.value };
}

/**
 * A number written into a field (from a favourite): at most two decimals, a decimal comma and no
 * thousands separator (parseNumberInput reads one, but a field to edit is clearer without).
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
