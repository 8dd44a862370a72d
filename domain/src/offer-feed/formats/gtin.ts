/**
 * GTINs (EAN-8, UPC-A, EAN-13, GTIN-14) as shops and the catalogue write them: compared as GTIN-14,
 * i.e. padded with zeros to 14 digits (GS1 General Specifications 2.1.3; a spreadsheet that dropped
 * the leading zero of a UPC still names the same item), and checked by their check digit.
 */

const DIGITS = /^\d{8,14}$/;
/** The lengths a GTIN is written in; a lookup tries each that the digits fit. */
const WRITTEN_LENGTHS = [8, 12, 13, 14] as const;

/** The GS1 check digit of the digits before it (weights 3 and 1 from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The GTIN-14 of a written GTIN (8 to 14 digits), or null when it is none. */
export function toGtin14(text: string): string | null {
  const digits = text.trim();
  return DIGITS.test(digits) ? digits.padStart(14, '0') : null;
}

export const validGtin = (gtin14: string) => gtinCheckDigit(gtin14.slice(0, 13)) === Number(gtin14.slice(13));

/** The ways a stored barcode may write this GTIN-14 (leading zeros dropped down to 8, 12 or 13 digits). */
export function gtinForms(gtin14: string): string[] {
  const core = gtin14.replace(/^0+/, '');
  return WRITTEN_LENGTHS.filter((length) => core.length <= length).map((length) =>
    core.padStart(length, '0'),
  );
}

export const GTIN_MESSAGES = {
  missing: 'Keine GTIN angegeben',
  checkDigit: (gtin: string) => `GTIN „${gtin}“ hat eine falsche Prüfziffer`,
  format: (gtin: string) => `„${gtin.slice(0, 30)}“ ist keine GTIN (8 bis 14 Ziffern)`,
  exponent: (gtin: string) =>
    `„${gtin.slice(0, 30)}“ ist keine GTIN: eine Tabellenkalkulation hat sie als Zahl gekürzt`,
} as const;

/** "4,01235E+12": a spreadsheet wrote the GTIN as a number and cut it. */
const EXPONENT = /^\d+(?:[.,]\d+)?E\+?\d+$/i;

/**
 * The GTINs of a field that may name several ("4012345678901, 04012345678918"), as written, with
 * why the others cannot be matched (German, without the final stop): none given, a wrong check
 * digit, or no GTIN at all.
 */
export function readGtins(text: string | undefined): { gtins: string[]; problem?: string } {
  const whole = (text ?? '').trim();
  if (EXPONENT.test(whole)) return { gtins: [], problem: GTIN_MESSAGES.exponent(whole) };
  const values = whole.split(/[\s,;|]+/).filter(Boolean);
  const gtins: string[] = [];
  const problems: string[] = [];
  for (const value of values) {
    const gtin14 = toGtin14(value);
    if (!gtin14) problems.push(GTIN_MESSAGES.format(value));
    else if (!validGtin(gtin14)) problems.push(GTIN_MESSAGES.checkDigit(value));
    else gtins.push(value);
  }
  if (values.length === 0) return { gtins, problem: GTIN_MESSAGES.missing };
  return problems.length > 0 ? { gtins, problem: problems.join('; ') } : { gtins };
}
