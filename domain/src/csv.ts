/**
 * What a spreadsheet reads as the start of a formula (OWASP, "CSV Injection"): `=`, `+`, `-`, `@`,
 * and tab or carriage return, which some programs skip before looking at the next character.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell of an exported CSV as a spreadsheet must show it: text a spreadsheet would run as a
 * formula (an editor's brand `=HYPERLINK(…)`, a shop's offer name) gets a leading apostrophe, which
 * Excel and LibreOffice read as "this is text" and do not display. Every CSV export writes its cells
 * through this.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A row of cells, each through csvCell. */
export const csvRow = (cells: readonly (string | number | null | undefined)[]): string[] =>
  cells.map(csvCell);
