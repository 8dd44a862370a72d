import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { type Doc, DuplicateKeyError, type Store } from '../port';
import { parseDoc, serializeDoc } from './documents';

/** What `store reimport` did with each line of a repair's file. */
export interface ReimportReport {
  /** Documents written back. */
  added: { collection: string; id: string }[];
  /** Documents the store already holds exactly so. */
  present: { collection: string; id: string }[];
  /** Lines not written, with the reason (another version is there, a unique key is taken, …). */
  refused: { line: number; collection: string | null; id: string | null; why: string }[];
}

interface Line {
  collection?: unknown;
  doc?: unknown;
  raw?: unknown;
}

/**
 * Brings back the documents a repair set aside (`nicht-uebernommen.jsonl`): each one the store
 * lacks is inserted; one it holds exactly so counts as present; a document the store holds in
 * another version, one whose unique key another holds, and a line without a document (its text was
 * no JSON, its collection unknown) are refused with the reason, never overwritten. A second run
 * finds every document present.
 */
export async function reimportSetAside(store: Store, file: string): Promise<ReimportReport> {
  const report: ReimportReport = { added: [], present: [], refused: [] };
  let number = 0;
  for await (const text of createInterface({
    input: createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  })) {
    number++;
    if (text.trim() === '') continue;
    let line: Line;
    try {
      line = JSON.parse(text) as Line;
    } catch {
      report.refused.push({ line: number, collection: null, id: null, why: 'die Zeile ist kein JSON' });
      continue;
    }
    const collection = typeof line.collection === 'string' ? line.collection : null;
    // Dates come back as they were stored ({"$date": …}).
    const doc = line.doc && typeof line.doc === 'object' ? parseDoc<Doc>(JSON.stringify(line.doc)) : null;
    const id = doc && typeof doc._id === 'string' ? doc._id : null;
    if (!collection || !doc || !id) {
      report.refused.push({
        line: number,
        collection,
        id,
        why: !doc
          ? 'kein Dokument (sein Text war kein JSON); bitte von Hand prüfen'
          : 'Sammlung unbekannt; bitte die Zeile um "collection" ergänzen',
      });
      continue;
    }
    const current = await store.collection(collection).findOne({ _id: id });
    if (current) {
      if (serializeDoc(current) === serializeDoc(doc)) report.present.push({ collection, id });
      else report.refused.push({ line: number, collection, id, why: 'im Bestand steht eine andere Fassung' });
      continue;
    }
    try {
      await store.collection(collection).insert(doc);
      report.added.push({ collection, id });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      report.refused.push({
        line: number,
        collection,
        id,
        why: 'ein eindeutiger Schlüssel ist schon vergeben',
      });
    }
  }
  return report;
}
