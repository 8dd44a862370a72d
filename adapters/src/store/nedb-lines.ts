import { createReadStream } from 'node:fs';

/**
 * NeDB reads its files through a line splitter that breaks at every Unicode line boundary, not only
 * at '\n'; a check of the files must see the same lines NeDB will see.
 */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;

/**
 * Characters JSON.stringify leaves unescaped but NeDB's reader splits at: inside a stored string
 * they would cut the document in two. Outside strings JSON has none of them, so escaping is safe.
 */
const SPLIT_BY_READER = /[\u0085\u2028\u2029]/g;

export function escapeLineBreaks(serialized: string): string {
  return serialized.replace(
    SPLIT_BY_READER,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface StoreLine {
  /** 1-based, counted as NeDB counts (blank lines included). */
  number: number;
  text: string;
}

/** The lines of a NeDB file as NeDB splits them, streamed so that a large file is not held twice. */
export async function* readStoreLines(file: string): AsyncGenerator<StoreLine> {
  let rest = '';
  let number = 0;
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) {
    let text = rest + (chunk as string);
    // A '\r' at the end may be the first half of a '\r\n' that the next chunk completes.
    const held = text.endsWith('\r') ? '\r' : '';
    if (held) text = text.slice(0, -1);
    const parts = text.split(LINE_BREAK);
    rest = (parts.pop() ?? '') + held;
    for (const text of parts) yield { number: ++number, text };
  }
  if (rest.endsWith('\r')) rest = rest.slice(0, -1);
  if (rest !== '') yield { number: ++number, text: rest };
}

/**
 * A line NeDB can load: a document with an id, or an index definition or removal. Anything else
 * NeDB would count as corrupt or drop without a word.
 */
export function isSoundLine(text: string): boolean {
  if (text === '') return true;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    (typeof record._id === 'string' && record._id !== '') ||
    (typeof record.$$indexCreated === 'object' && record.$$indexCreated !== null) ||
    typeof record.$$indexRemoved === 'string'
  );
}

/** A document as one line of a NeDB file, the way NeDB writes it (dates as `$$date`). */
export function serializeNedbDoc(doc: object): string {
  return escapeLineBreaks(
    JSON.stringify(doc, function (this: Record<string, unknown>, key, value) {
      const raw = this[key];
      return raw instanceof Date ? { $$date: raw.getTime() } : value;
    }),
  );
}
