/** What a spreadsheet reads as the start of a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A text cell of a CSV download that a spreadsheet shows as text, never runs as a formula: a cell
 * starting with =, +, -, @, a tab or a carriage return (also their full-width forms, which some
 * spreadsheets accept) gets a leading apostrophe, as OWASP recommends. Numbers stay numbers.
 */
export function spreadsheetCell(value: string | number | null | undefined): string | number {
  if (typeof value === 'number') return value;
  const text = value ?? '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}
