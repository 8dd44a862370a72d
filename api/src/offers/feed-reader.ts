import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FEED_FIELDS, type FeedField } from '@futterkompass/domain';
import { CsvError, parse } from 'csv-parse';

/** One row of a feed as read: its fields, or why it could not even be read. */
export type FeedRecord =
  | { line: number; fields: Readonly<Record<string, unknown>> }
  | { line: number; error: string };

/** The feed as a whole cannot be read (German message). */
export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}

/** A row longer than this is refused: a quote left open must not swallow the rest of the file. */
const MAX_RECORD_CHARS = 5_000;
/** The header line is looked for within this much of the start. */
const HEADER_SEARCH_BYTES = 64 * 1024;

const REQUIRED: readonly FeedField[] = ['merchant_name', 'link', 'price', 'size', 'unit', 'packaging'];

/** The columns of the header line, checked: known, each once, and enough to make an offer. */
function feedColumns(header: readonly string[]): FeedField[] {
  const byName = new Map<string, FeedField>(FEED_FIELDS.map((f) => [f.toLowerCase(), f]));
  const columns = header.map((name) => {
    const field = byName.get(name.trim().toLowerCase());
    if (!field)
      throw new FeedFormatError(
        `Unbekannte Spalte „${name.trim()}“. Erlaubt sind: ${FEED_FIELDS.join(', ')}.`,
      );
    return field;
  });
  const twice = columns.find((c, i) => columns.indexOf(c) !== i);
  if (twice) throw new FeedFormatError(`Die Spalte „${twice}“ steht zweimal in der Kopfzeile.`);
  const missing = REQUIRED.filter((f) => !columns.includes(f));
  if (!columns.includes('product') && !columns.includes('barcode')) missing.unshift('product');
  if (missing.length > 0)
    throw new FeedFormatError(`Es fehlen Spalten in der Kopfzeile: ${missing.join(', ')}.`);
  return columns;
}

/** The start of the input up to its first line break, and an input that still begins with it. */
async function peekHeader(source: AsyncIterable<Buffer | string>) {
  const chunks = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let size = 0;
  for (;;) {
    const next = await chunks.next();
    if (next.done) break;
    const chunk = Buffer.from(next.value);
    head.push(chunk);
    size += chunk.length;
    if (chunk.includes(10) || size > HEADER_SEARCH_BYTES) break;
  }
  async function* input() {
    yield* head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  const text = Buffer.concat(head).toString('utf8');
  const end = text.indexOf('\n');
  return { firstLine: end < 0 ? text : text.slice(0, end), input: input() };
}

export type DelimitedRecord = { line: number; record: string[] } | { line: number; error: string };

/** The candidate the header line uses most: a value (an EAN list) may contain the others. */
export const mostUsedIn = (line: string, candidates: readonly string[]) =>
  candidates.reduce((best, c) => (line.split(c).length > line.split(best).length ? c : best));

/**
 * Reads delimited text as a stream (UTF-8, with or without BOM), one record per line with the number
 * of the line it starts on; the delimiter is chosen from the first line. A line that is no valid
 * CSV is reported with its number and skipped.
 */
export async function* readDelimited(
  source: AsyncIterable<Buffer | string>,
  {
    delimiter,
    maxRecordChars = MAX_RECORD_CHARS,
  }: { delimiter(firstLine: string): string; maxRecordChars?: number },
): AsyncGenerator<DelimitedRecord> {
  const { firstLine, input } = await peekHeader(source);
  const skipped: DelimitedRecord[] = [];
  const parser = parse({
    delimiter: delimiter(firstLine),
    bom: true,
    info: true,
    relax_column_count: true,
    // A stray quote stays in its value (and fails that field's check): the parser's recovery
    // from a quote error would read on in quoted mode and swallow the lines after it.
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: maxRecordChars,
    on_skip: (error) => {
      const csv = error instanceof CsvError ? error : undefined;
      const line = Number((csv as { lines?: number } | undefined)?.lines ?? 0);
      const reason =
        csv?.code === 'CSV_QUOTE_NOT_CLOSED'
          ? 'Anführungszeichen nicht geschlossen.'
          : csv?.code === 'CSV_MAX_RECORD_SIZE'
            ? `Zeile ist länger als ${maxRecordChars} Zeichen.`
            : 'Zeile ist kein gültiges CSV.';
      skipped.push({ line, error: reason });
    },
  });
  const done = pipeline(Readable.from(input), parser);
  // Awaited at the end; a reader that stops early (a bad header) closes the pipeline on purpose.
  done.catch(() => undefined);
  // csv-parse counts a line break inside quotes written as CRLF as two lines: the records after one
  // would be named a line too late. Its count is corrected, and a record named by its first line.
  let overcounted = 0;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number };
  }>) {
    yield* skipped.splice(0);
    let breaks = 0;
    for (const field of record) {
      if (!field.includes('\n') && !field.includes('\r')) continue;
      overcounted += field.split('\r\n').length - 1;
      breaks += field.split(/\r\n|\r|\n/).length - 1;
    }
    yield { line: info.lines - overcounted - breaks, record };
  }
  await done;
  yield* skipped.splice(0);
}

/**
 * Reads a CSV feed as a stream: a header line naming the columns, then one offer per line. The
 * delimiter is ';' (as German spreadsheets write it) or ',', whichever the header line uses.
 */
export async function* readCsvFeed(source: AsyncIterable<Buffer | string>): AsyncGenerator<FeedRecord> {
  let columns: FeedField[] | undefined;
  for await (const read of readDelimited(source, { delimiter: (first) => mostUsedIn(first, [',', ';']) })) {
    if ('error' in read) {
      yield read;
      continue;
    }
    const { line, record } = read;
    if (!columns) {
      columns = feedColumns(record);
      continue;
    }
    if (record.length !== columns.length) {
      yield { line, error: `Zeile hat ${record.length} statt ${columns.length} Spalten.` };
      continue;
    }
    const fields: Record<string, string> = {};
    columns.forEach((column, i) => {
      fields[column] = record[i] as string;
    });
    yield { line, fields };
  }
  if (!columns) throw new FeedFormatError('Der Feed ist leer: es fehlt die Kopfzeile.');
}

/** Reads a JSON feed: an array of offer objects; `line` is the entry's number in the array. */
export function* readJsonFeed(value: unknown): Generator<FeedRecord> {
  if (!Array.isArray(value)) throw new FeedFormatError('Ein JSON-Feed ist ein Array von Angeboten.');
  for (const [index, entry] of value.entries()) {
    const line = index + 1;
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
      yield { line, error: 'Eintrag ist kein Objekt.' };
    else yield { line, fields: entry as Record<string, unknown> };
  }
}
