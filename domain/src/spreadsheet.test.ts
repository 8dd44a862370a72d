import { describe, expect, it } from 'vitest';
import { spreadsheetCell } from './spreadsheet';

describe('spreadsheetCell', () => {
  it.each([
    ['=HYPERLINK("http://x.example","klick")', `'=HYPERLINK("http://x.example","klick")`],
    ['+49 30 1234', "'+49 30 1234"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['＝1+1', "'＝1+1"],
    ['Huhn pur 400 g', 'Huhn pur 400 g'],
    ['', ''],
  ])('writes %j as %j', (text, cell) => {
    expect(spreadsheetCell(text)).toBe(cell);
  });

  it('keeps numbers and turns nothing into an empty cell', () => {
    expect(spreadsheetCell(-3.5)).toBe(-3.5);
    expect(spreadsheetCell(undefined)).toBe('');
  });
});
