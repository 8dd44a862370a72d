import type { Doc } from '../port';
import { checksumOf, parseDoc } from './documents';
import type { RawRow } from './pages';

/** One version of a document found in the damaged files. */
export interface Candidate {
  collection: string;
  id: string;
  /** The parsed document; null when its text is no JSON document of this id. */
  doc: Doc | null;
  /** The stored text, kept for the file of what could not be taken over. */
  raw: string;
  /** The write that stored this version (0: unknown, written before revisions). */
  rev: number;
  /** Parsed, of this id, and its checksum (where it has one) matches. */
  intact: boolean;
}

/** Which collection a document of an unknown tree belongs to, where the caller knows (a backup). */
export type PlaceHint = (id: string) => string | undefined;

export const get = <K, V>(map: Map<K, V>, key: K, make: () => V): V => {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
};

export function candidateOf(collection: string, row: RawRow): Candidate | null {
  const [id, raw, rev, sum] = row.values;
  if (typeof id !== 'string' || typeof raw !== 'string') return null;
  let doc: Doc | null = null;
  try {
    const parsed = parseDoc<Doc>(raw);
    doc = parsed && typeof parsed === 'object' && parsed._id === id ? parsed : null;
  } catch {
    doc = null;
  }
  const summed = typeof sum === 'number';
  return {
    collection,
    id,
    doc,
    raw,
    rev: typeof rev === 'number' ? rev : 0,
    intact: doc !== null && (!summed || checksumOf(raw) === sum),
  };
}
