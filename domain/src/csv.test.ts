import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('CSV cells of exports', () => {
  it('turns every formula start into text with a leading apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}HYPERLINK("https://evil.example","klick")`)).toBe(
        `'${start}HYPERLINK("https://evil.example","klick")`,
      );
  });

  it('leaves ordinary text, inner formula characters, numbers and empty cells alone', () => {
    expect(csvRow(['Marke Sorte', 'a=b', 'x-1', 12.5, '', null, undefined, ' =nach Leerzeichen'])).toEqual([
      'Marke Sorte',
      'a=b',
      'x-1',
      '12.5',
      '',
      '',
      '',
      ' =nach Leerzeichen',
    ]);
    expect(csvCell(-3)).toBe("'-3");
  });
});
