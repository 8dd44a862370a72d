import { StringDecoder } from 'node:string_decoder';
import {
  type FeedFormat,
  type GoogleItem,
  googleColumn,
  googleHeaderProblem,
  idealoColumn,
  idealoHeaderProblem,
  mapGoogleItem,
  mapIdealoLine,
  type ShopRowResult,
  shippingInFullForm,
} from '@futterkompass/domain';
import { decodeHTMLStrict } from 'entities';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { FeedFormatError, mostUsedIn, readDelimited } from './feed-reader';

/** A line of a shop's feed: the row, or why it is refused; `line` as in the file. */
export type ShopRecord = { line: number } & ShopRowResult;

const GOOGLE_NS = 'http://base.google.com/ns/1.0';
const ITEM_NAMES = new Set(['item', 'entry']);
/** Sub-elements of g:shipping, joined as Google's text form "country:region:service:price". */
const SHIPPING_PARTS = ['country', 'region', 'service', 'price'];

/**
 * A value with HTML entities a shop escaped twice ("&amp;uuml;" in the XML, "&uuml;" in a CSV)
 * decoded; only complete entities (with their semicolon) count, so "Tom &amp Jerry" stays as written.
 */
const unescaped = (text: string) => (text.includes('&') ? decodeHTMLStrict(text) : text);
const MAX_RECORD_CHARS = 20_000;

interface OpenItem {
  line: number;
  fields: Record<string, string | undefined>;
  /** The attribute being read (a child of the item) and, inside g:shipping, its sub-element. */
  field?: { name: string; google: boolean; text: string };
  shipping?: Record<string, string>;
  sub?: { name: string; text: string };
}

/**
 * Reads a Google Merchant Center XML feed (RSS 2.0 `item` or Atom `entry`, attributes in the `g:`
 * namespace) as a stream with saxes, which reads no DTD and resolves no external entity. A `g:`
 * attribute wins over the plain RSS/Atom element of the same name (title, link, id).
 */
export async function* readGoogleXml(source: AsyncIterable<Buffer | string>): AsyncGenerator<{
  line: number;
  item: GoogleItem;
}> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const done: { line: number; item: GoogleItem }[] = [];
  let depth = 0;
  let item: OpenItem | undefined;
  let itemDepth = 0;
  let sawRoot = false;

  parser.on('opentag', (tag: SaxesTagNS) => {
    depth++;
    sawRoot = true;
    if (!item) {
      if (ITEM_NAMES.has(tag.local)) {
        item = { line: parser.line, fields: {} };
        itemDepth = depth;
      }
      return;
    }
    if (depth === itemDepth + 1) {
      item.field = { name: tag.local, google: tag.uri === GOOGLE_NS, text: '' };
      // Atom gives the link as an attribute.
      const href = tag.attributes.href;
      if (tag.local === 'link' && href && typeof href === 'object') item.field.text = href.value;
      if (tag.local === 'shipping') item.shipping = {};
    } else if (depth === itemDepth + 2 && item.shipping) item.sub = { name: tag.local, text: '' };
  });
  parser.on('text', (text) => {
    if (item?.sub) item.sub.text += text;
    else if (item?.field) item.field.text += text;
  });
  parser.on('cdata', (text) => {
    if (item?.field && !item.sub) item.field.text += text;
  });
  parser.on('closetag', () => {
    if (item && depth === itemDepth + 2 && item.sub && item.shipping) {
      item.shipping[item.sub.name] = item.sub.text.trim();
      item.sub = undefined;
    } else if (item?.field && depth === itemDepth + 1) {
      const { name, google, text } = item.field;
      let value = text.trim();
      if (item.shipping) {
        const shipping = item.shipping;
        value = SHIPPING_PARTS.map((part) => shipping[part] ?? '').join(':');
        item.shipping = undefined;
        const before = item.fields.shipping;
        item.fields.shipping = before ? `${before},${value}` : value;
      } else if (google || !item.fields[name])
        item.fields[name] = unescaped(value.slice(0, MAX_RECORD_CHARS));
      item.field = undefined;
    } else if (item && depth === itemDepth) {
      done.push({ line: item.line, item: item.fields });
      item = undefined;
    }
    depth--;
  });

  // A chunk may end inside a character of several bytes (ü, €): the decoder keeps the rest for the next.
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of source) {
      parser.write(typeof chunk === 'string' ? chunk : decoder.write(chunk));
      yield* done.splice(0);
    }
    parser.write(decoder.end());
    parser.close();
  } catch (error) {
    if (error instanceof Error && !(error instanceof FeedFormatError) && error.message.includes(':'))
      throw new FeedFormatError(
        `Der XML-Feed ist fehlerhaft (Zeile ${parser.line}): ${error.message.split(': ').pop()}`,
      );
    throw error;
  }
  yield* done.splice(0);
  if (!sawRoot) throw new FeedFormatError('Der Feed ist leer.');
}

interface Column {
  key: string;
  /** The value written in this column's own order of sub-attributes, in the full form. */
  value?(text: string): string;
}

/**
 * Lines of delimited text with a header line, each as column name → text (entities decoded). A
 * header that lacks what every row needs refuses the file with one message, not one per row.
 */
async function* readColumns(
  source: AsyncIterable<Buffer | string>,
  {
    delimiter,
    column,
    headerProblem,
  }: {
    delimiter(firstLine: string): string;
    column(name: string): Column;
    headerProblem(keys: string[]): string | null;
  },
): AsyncGenerator<{ line: number; fields: Record<string, string> } | { line: number; error: string }> {
  let columns: Column[] | undefined;
  for await (const read of readDelimited(source, { delimiter, maxRecordChars: MAX_RECORD_CHARS })) {
    if ('error' in read) {
      yield read;
      continue;
    }
    if (!columns) {
      columns = read.record.map((name) => column(name.replace(/^\uFEFF/, '').trim()));
      const problem = headerProblem(columns.map((c) => c.key));
      if (problem) throw new FeedFormatError(problem);
      continue;
    }
    const fields: Record<string, string> = {};
    columns.forEach(({ key, value }, i) => {
      const text = read.record[i];
      if (text !== undefined) fields[key] = unescaped(value ? value(text) : text);
    });
    yield { line: read.line, fields };
  }
  if (!columns) throw new FeedFormatError('Der Feed ist leer: es fehlt die Kopfzeile.');
}

/** Google's TSV names attributes like the XML, sometimes with the prefix, in capitals or with sub-attributes. */
function googleTsvColumn(name: string): Column {
  const { key, parts } = googleColumn(name);
  return key === 'shipping' && parts ? { key, value: (text) => shippingInFullForm(text, parts) } : { key };
}

/** Reads a shop's feed in one of the standard formats as checked rows, streamed. */
export async function* readShopFeed(
  format: Exclude<FeedFormat, 'portal'>,
  source: AsyncIterable<Buffer | string>,
  { now, merchantName }: { now: Date; merchantName: string },
): AsyncGenerator<ShopRecord> {
  if (format === 'google-xml') {
    for await (const { line, item } of readGoogleXml(source))
      yield { line, ...mapGoogleItem(item, { now, merchantName }) };
    return;
  }
  const google = format === 'google-tsv';
  const lines = readColumns(
    source,
    google
      ? { delimiter: () => '\t', column: googleTsvColumn, headerProblem: googleHeaderProblem }
      : {
          delimiter: (first) => mostUsedIn(first, [',', ';', '\t', '|']),
          column: (name) => ({ key: idealoColumn(name) }),
          headerProblem: idealoHeaderProblem,
        },
  );
  for await (const read of lines) {
    if ('error' in read) yield read;
    else if (google) yield { line: read.line, ...mapGoogleItem(read.fields, { now, merchantName }) };
    else yield { line: read.line, ...mapIdealoLine(read.fields, { merchantName }) };
  }
}
