import { describe, expect, it } from 'vitest';
import { type PdfLine, pdfParagraphs, postDescription, postTextOf } from './post-text';

const line = (text: string, y: number, size = 12): PdfLine => ({ text, y, size });

describe('a post’s text from its PDF', () => {
  it('joins lines at the usual distance into paragraphs, and splits at a gap, a new size or a page', () => {
    const pages = [
      [
        line('Trockenmasse richtig lesen', 780, 20),
        line('Die Analyse auf der Dose gilt für das', 728),
        line('Futter mit seinem Wasser.', 712),
        line('Im Vergleich zählt die', 680),
        line('Trocken-', 664),
        line('masse.', 648),
        line('Seite 1 von 2', 600, 9),
      ],
      [
        line('Trockenmasse richtig lesen', 780, 20),
        line('Zwischenüberschrift', 728, 14),
        line('Text.', 712),
        line('2', 100, 9),
      ],
    ];
    expect(pdfParagraphs(pages, 'Trockenmasse  richtig lesen')).toEqual([
      'Die Analyse auf der Dose gilt für das Futter mit seinem Wasser.',
      'Im Vergleich zählt die Trocken-masse.',
      'Zwischenüberschrift',
      'Text.',
    ]);
  });

  it('describes a post by its text’s beginning, cut at a word, or by its title when it has none', () => {
    const long = 'Wort '.repeat(60).trim();
    const description = postDescription([long], 'Titel');
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description).toMatch(/^Wort( Wort)+…$/);
    expect(postDescription(['Kurz und gut.'], 'Titel')).toBe('Kurz und gut.');
    expect(postTextOf([[line('Titel', 700, 20), line('Seite 1 von 1', 100, 9)]], 'Titel')).toEqual({
      paragraphs: [],
      description: 'Titel',
    });
  });
});
