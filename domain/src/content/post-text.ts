/** A line of a PDF page as its text layer gives it: the text, its baseline (y) and its font size. */
export interface PdfLine {
  text: string;
  y: number;
  size: number;
}

/** A post's text for its HTML page: paragraphs, and a description for search results and previews. */
export interface PostText {
  paragraphs: string[];
  description: string;
}

/** The length search results show of a description; a longer one ends at a word with '…'. */
export const POST_DESCRIPTION_LENGTH = 155;

const PAGE_NUMBER = /^(seite\s+)?\d+(\s*(von|\/)\s*\d+)?$/i;
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The distance between two lines of one paragraph on a page: the smallest gap between two lines
 * of the same size (a paragraph's lines are closer than anything between paragraphs).
 */
function lineGap(lines: readonly PdfLine[]): number {
  let smallest = Number.POSITIVE_INFINITY;
  lines.forEach((line, i) => {
    const before = lines[i - 1];
    const gap = before && Math.abs(before.size - line.size) < 0.5 ? Math.abs(before.y - line.y) : 0;
    if (gap > 0) smallest = Math.min(smallest, gap);
  });
  return Number.isFinite(smallest) ? smallest : 0;
}

/**
 * The paragraphs of a PDF's pages: lines joined into paragraphs where they follow at the page's
 * usual line distance in the same font size; a larger gap, another size or a new page starts the
 * next one. The title (set again on every page) and page numbers are left out. A line ending in a
 * hyphen is joined without a space ('Trocken-' 'masse' stays 'Trocken-masse': a German compound's
 * hyphen cannot be told from a break's).
 */
export function pdfParagraphs(pages: readonly (readonly PdfLine[])[], title: string): string[] {
  const skip = (text: string) => PAGE_NUMBER.test(text) || text.toLowerCase() === spaced(title).toLowerCase();
  const paragraphs: string[] = [];
  for (const page of pages) {
    const lines = page
      .map((line) => ({ ...line, text: spaced(line.text) }))
      .filter((line) => line.text !== '');
    const gap = lineGap(lines);
    let current = '';
    let previous: PdfLine | null = null;
    for (const line of lines) {
      const follows =
        previous !== null &&
        Math.abs(previous.size - line.size) < 0.5 &&
        Math.abs(previous.y - line.y) <= gap * 1.3 + 0.5;
      if (!follows && current) {
        paragraphs.push(current);
        current = '';
      }
      previous = line;
      if (skip(line.text)) {
        previous = null;
        continue;
      }
      current = current ? `${current}${current.endsWith('-') ? '' : ' '}${line.text}` : line.text;
    }
    if (current) paragraphs.push(current);
  }
  return paragraphs;
}

/** A post's description: its text's beginning, at most POST_DESCRIPTION_LENGTH characters, ending at a word. */
export function postDescription(paragraphs: readonly string[], fallback: string): string {
  const text = spaced(paragraphs.join(' '));
  if (!text) return fallback;
  if (text.length <= POST_DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, POST_DESCRIPTION_LENGTH - 1);
  const word = cut.lastIndexOf(' ');
  return `${(word > POST_DESCRIPTION_LENGTH / 2 ? cut.slice(0, word) : cut).replace(/[,;:.\s]+$/, '')}…`;
}

/** A post's text from its PDF's lines. */
export const postTextOf = (pages: readonly (readonly PdfLine[])[], title: string): PostText => {
  const paragraphs = pdfParagraphs(pages, title);
  return { paragraphs, description: postDescription(paragraphs, title) };
};
