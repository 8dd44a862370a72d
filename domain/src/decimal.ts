/** A number field as typed: empty, a decimal (comma or point), or text that is no number. */
export type DecimalInput = { value: number } | { empty: true } | { notANumber: true };

// Number() alone would accept '0x10', '1e3' and 'Infinity'; a person types digits and one separator.
const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** Reads a German or English decimal ('12,5', '12.5', '-3'); linear, no backtracking. */
export function parseDecimal(text: string): DecimalInput {
  const trimmed = text.trim();
  if (trimmed === '') return { empty: true };
  if (!DECIMAL.test(trimmed)) return { notANumber: true };
  return { value: Number(trimmed.replace(',', '.')) };
}
