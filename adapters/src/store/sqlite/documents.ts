import { crc32 } from 'node:zlib';
import type Database from 'better-sqlite3';
import type { Doc } from '../port';
import { DocumentIntegrityError } from './damage';

/**
 * Documents are stored as JSON text. Dates become `{"$date": "<ISO>"}` (MongoDB's extended JSON)
 * and come back as dates; other values as JSON keeps them.
 */
const DATE_MARK = '"$date"';

export function serializeDoc(doc: object): string {
  return JSON.stringify(doc, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : value;
  });
}

function reviveDate(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const date = (value as { $date?: unknown }).$date;
    if (keys.length === 1 && typeof date === 'string') return new Date(date);
  }
  return value;
}

/** Parsed without a reviver unless the text holds a date: most documents have none. */
export function parseDoc<T extends Doc>(text: string): T {
  return (text.includes(DATE_MARK) ? JSON.parse(text, reviveDate) : JSON.parse(text)) as T;
}

/**
 * A document's checksum: CRC-32 of its stored text. It tells a changed byte (a disk's, an editor's
 * behind the portal's back) from the text the store wrote; it is no protection against someone who
 * may write the file and computes it anew.
 */
export const checksumOf = (text: string): number => crc32(text);

/** The SQL function that computes `checksumOf`, registered on every connection of the store. */
export const CHECKSUM_SQL = 'fk_checksum';

export function registerChecksum(db: Database.Database): void {
  db.function(CHECKSUM_SQL, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? checksumOf(text) : null,
  );
}

/** Where a stored row lies, for the message when it fails its checksum. */
export interface RowPlace {
  file: string;
  collection: string;
}

/**
 * The document of a stored row, its text checked against its checksum first (rows written before
 * checksums have none). A changed byte raises DocumentIntegrityError: it is reported, not trusted.
 */
export function verifiedDoc<T extends Doc>(
  row: { id: string; doc: string; sum: number | null },
  place: RowPlace,
): T {
  if (row.sum !== null && row.sum !== undefined && checksumOf(row.doc) !== row.sum)
    throw new DocumentIntegrityError(place.file, place.collection, row.id);
  return parseDoc<T>(row.doc);
}
