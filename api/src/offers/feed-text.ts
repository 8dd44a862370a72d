import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import iconv from 'iconv-lite';

/**
 * Labels a browser reads as windows-1252 (WHATWG Encoding Standard): a shop that declares
 * ISO-8859-1 and writes "€" as 0x80 means windows-1252, and iconv-lite's latin1 would turn it into
 * a control character.
 */
const WINDOWS_1252 = new Set([
  'windows-1252',
  'cp1252',
  'x-cp1252',
  'iso-8859-1',
  'iso8859-1',
  'iso_8859-1',
  'latin1',
  'l1',
  'us-ascii',
  'ascii',
]);

const HEAD_BYTES = 4096;
const XML_DECLARATION = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

/** A charset label as iconv-lite knows it, or undefined for one nobody can read. */
function known(label: string | undefined): string | undefined {
  const name = label?.trim().toLowerCase();
  if (!name) return undefined;
  if (WINDOWS_1252.has(name)) return 'windows-1252';
  if (name === 'utf8' || name === 'utf-8') return 'utf-8';
  return iconv.encodingExists(name) ? name : undefined;
}

async function head(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Whether the whole file is valid UTF-8, read in chunks (the event loop gets its turn between them). */
async function isUtf8File(file: string, start: number): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(file, { start, highWaterMark: 256 * 1024 }))
      decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

export interface FeedEncoding {
  charset: string;
  /** Bytes of a byte order mark at the start, not part of the text. */
  skip: number;
}

/**
 * The charset a feed file is written in: its byte order mark, else the one the server named, else
 * the XML declaration's, else UTF-8. Text declared (or taken) as UTF-8 that is not valid UTF-8 is
 * read as windows-1252, the charset of German shop systems' and spreadsheets' CSV exports.
 */
export async function feedEncoding(
  file: string,
  { declared, xml }: { declared?: string; xml: boolean },
): Promise<FeedEncoding> {
  const start = await head(file);
  if (start[0] === 0xef && start[1] === 0xbb && start[2] === 0xbf) return { charset: 'utf-8', skip: 3 };
  if (start[0] === 0xff && start[1] === 0xfe) return { charset: 'utf-16le', skip: 2 };
  if (start[0] === 0xfe && start[1] === 0xff) return { charset: 'utf-16be', skip: 2 };
  const fromXml = xml ? XML_DECLARATION.exec(start.toString('latin1'))?.[1] : undefined;
  const charset = known(declared) ?? known(fromXml) ?? 'utf-8';
  if (charset === 'utf-8' && !(await isUtf8File(file, 0))) return { charset: 'windows-1252', skip: 0 };
  return { charset, skip: 0 };
}

/** The file's text in its charset, chunk by chunk (a character cut between chunks is kept whole). */
export async function* readFeedText(file: string, { charset, skip }: FeedEncoding): AsyncGenerator<string> {
  const decoder =
    charset === 'utf-8'
      ? new StringDecoder('utf8')
      : (() => {
          const d = iconv.getDecoder(charset);
          return { write: (b: Buffer) => d.write(b), end: () => d.end() ?? '' };
        })();
  for await (const chunk of createReadStream(file, { start: skip, highWaterMark: 64 * 1024 })) {
    const text = decoder.write(chunk as Buffer);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}
