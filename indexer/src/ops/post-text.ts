import { type PdfLine, type PostText, postTextOf } from '@futterkompass/domain';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A text item of pdf.js's text layer (marked content items carry no `str`). */
type TextItem = { str: string; hasEOL: boolean; height: number; transform: number[] };

const isText = (item: object): item is TextItem => 'str' in item;

/** A page's text items as lines: a line ends where pdf.js marks its end or the baseline moves. */
function linesOf(items: readonly object[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let text = '';
  let y = 0;
  let size = 0;
  const end = () => {
    if (text) lines.push({ text, y, size });
    text = '';
  };
  for (const item of items) {
    if (!isText(item)) continue;
    const baseline = Number(item.transform[5] ?? 0);
    if (text && Math.abs(y - baseline) > 1 && item.str.trim() !== '') end();
    if (item.str !== '') {
      if (!text) {
        y = baseline;
        size = item.height || Math.abs(Number(item.transform[3] ?? 0));
      }
      text += item.str;
    }
    if (item.hasEOL) end();
  }
  end();
  return lines;
}

/**
 * The text of a post's PDF for its HTML page (pdf.js, the viewer's own library, reading the text
 * layer; no fonts, no rendering). A PDF without text (a scan) gives no paragraphs and the title as
 * its description; one pdf.js cannot read throws.
 */
export async function extractPostText(pdf: Buffer, title: string): Promise<PostText> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  try {
    const pages: PdfLine[][] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      pages.push(linesOf(content.items));
      page.cleanup();
    }
    return postTextOf(pages, title);
  } finally {
    await document.destroy();
  }
}
