import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Candidate, candidateOf, get, type PlaceHint } from './candidates';
import { REPAIR_LOSSES } from './invariants';
import { META_PREFIX } from './names';
import { type DatabaseImage, readImage } from './pages';
import { indexedFields, looksLikeDocument, placeOrphans, recordedByShape } from './placement';
import { DATABASE_FILE } from './state-file';
import { replayedImage } from './wal';

export interface Salvaged {
  /** Whether the schema on page 1 could be read. */
  readable: boolean;
  /** Per collection, the newest intact version of each document. */
  docs: Map<string, Map<string, Candidate>>;
  /** Per collection, documents found only damaged (a changed byte, no JSON). */
  damaged: Map<string, Map<string, Candidate>>;
  /** Per collection, documents whose newest version is damaged: an older intact one was kept. */
  older: Map<string, Set<string>>;
  /** Document rows of no known collection (their tree and index are gone). */
  unplaced: Candidate[];
  /** Per collection, deletions with their write ('' for the whole collection). */
  deletions: Map<string, Map<string, number>>;
  /** Documents per collection as the store recorded them. */
  recorded: Map<string, number>;
  /** Collections whose every recorded document was read intact from the live tree. */
  complete: Set<string>;
  /** Per collection, the ids its id index names: documents that existed. */
  named: Map<string, Set<string>>;
  /** The highest write counter or revision seen. */
  writes: number;
  /** What an earlier repair named lost (its JSON, as the store kept it). */
  accepted: string | null;
}

/** What one image (the database, or the database with its WAL) holds. */
function readOne(image: DatabaseImage, found: Salvaged, hint: PlaceHint | undefined, live: boolean) {
  const { schema } = image;
  const byName = new Map(schema.filter((e) => e.type === 'table').map((e) => [e.name, e]));
  const state = byName.get('_fk_state');
  for (const { values } of state ? image.tableRows(state.root).rows : [])
    if (values[0] === 'writes') found.writes = Math.max(found.writes, Number(values[1]) || 0);
    else if (values[0] === REPAIR_LOSSES && live && typeof values[1] === 'string') found.accepted = values[1];
  const counts = byName.get('_fk_collections');
  const recordedHere = new Map<string, number>();
  for (const { values } of counts ? image.tableRows(counts.root).rows : [])
    if (typeof values[0] === 'string' && typeof values[1] === 'number')
      recordedHere.set(values[0], values[1]);
  if (live) for (const [name, n] of recordedHere) found.recorded.set(name, n);
  const deleted = byName.get('_fk_deleted');
  for (const [collection, id, rev] of deleted ? image.indexKeys(deleted.root).keys : []) {
    if (typeof collection !== 'string' || typeof id !== 'string' || typeof rev !== 'number') continue;
    const mine = get(found.deletions, collection, () => new Map());
    mine.set(id, Math.max(mine.get(id) ?? 0, rev));
  }
  const collections = [...byName.keys()].filter(
    (name) => !name.startsWith(META_PREFIX) && !name.startsWith('sqlite_'),
  );
  const partial = new Set<string>();
  const intactHere = new Map<string, number>();
  for (const name of collections) {
    const entry = byName.get(name);
    if (!entry || entry.withoutRowid) continue;
    const { rows, missingPages } = image.tableRows(entry.root);
    if (missingPages > 0) partial.add(name);
    for (const row of rows) {
      const candidate = candidateOf(name, row);
      if (!candidate) continue;
      keep(found, candidate);
      if (candidate.intact) intactHere.set(name, (intactHere.get(name) ?? 0) + 1);
      else partial.add(name);
    }
  }
  // Every other tree is walked too, so that its pages are not taken for orphans. A collection's id
  // index read whole names every document it has: a row of a page no tree reaches whose id it
  // lacks is an old one (a page freed by a deletion, its freelist lost), not a document.
  const wholeIndex = new Map<string, Set<string>>();
  for (const entry of schema) {
    if (entry.type === 'table' && !entry.withoutRowid) continue;
    const { keys, missingPages } = image.indexKeys(entry.root);
    const table = entry.name.match(/^sqlite_autoindex_(.+)_1$/)?.[1];
    if (entry.type === 'index' && table && collections.includes(table)) {
      const ids = get(found.named, table, () => new Set());
      const here = new Set(keys.map((key) => key[0]).filter((id): id is string => typeof id === 'string'));
      for (const id of here) ids.add(id);
      if (missingPages === 0) wholeIndex.set(table, here);
    }
  }
  const orphanRows = image.orphanRows();
  const indexTable = byName.get('_fk_indexes');
  // Without the schema, the record of documents per collection is found by its rows' shape.
  if (!counts) for (const [name, n] of recordedByShape(orphanRows)) recordedHere.set(name, n);
  if (live && !counts) for (const [name, n] of recordedHere) found.recorded.set(name, n);
  const orphans = orphanRows.filter(looksLikeDocument);
  const places = placeOrphans(image, orphans, {
    named: found.named,
    hint,
    recorded: recordedHere,
    indexed: indexedFields(indexTable ? image.tableRows(indexTable.root).rows : orphanRows),
    placed: found.docs,
  });
  for (const row of orphans) {
    const id = row.values[0] as string;
    const place = places.get(row);
    if (place && !(wholeIndex.get(place)?.has(id) ?? true)) continue;
    const candidate = candidateOf(place ?? '', row);
    if (!candidate) continue;
    if (!place) found.unplaced.push(candidate);
    else {
      partial.add(place);
      keep(found, candidate);
    }
  }
  if (live)
    for (const name of collections)
      if (!partial.has(name) && (intactHere.get(name) ?? 0) === (recordedHere.get(name) ?? -1))
        found.complete.add(name);
  found.readable ||= schema.length > 0;
}

/** Keeps the better of two versions: intact before damaged, then the newer write. */
function keep(found: Salvaged, candidate: Candidate) {
  found.writes = Math.max(found.writes, candidate.rev);
  const intact = get(found.docs, candidate.collection, () => new Map());
  const damaged = get(found.damaged, candidate.collection, () => new Map());
  const older = get(found.older, candidate.collection, () => new Set());
  if (candidate.intact) {
    const current = intact.get(candidate.id);
    if (!current || candidate.rev > current.rev) intact.set(candidate.id, candidate);
    const newerDamaged = damaged.get(candidate.id);
    if (newerDamaged && newerDamaged.rev > (intact.get(candidate.id) as Candidate).rev)
      older.add(candidate.id);
    damaged.delete(candidate.id);
  } else {
    const current = intact.get(candidate.id);
    if (current) {
      if (candidate.rev > current.rev) older.add(candidate.id);
      return;
    }
    const seen = damaged.get(candidate.id);
    if (!seen || candidate.rev > seen.rev) damaged.set(candidate.id, candidate);
  }
}

/**
 * Everything still readable in the damaged files of `dir`, read from their bytes page by page (see
 * pages.ts): the database with its WAL laid over where the WAL belongs (`wal`), then the database
 * alone, whose older versions count only where the WAL's are missing. Each document's newest
 * intact version wins; damaged ones are kept apart. Nothing is changed.
 */
export async function salvage(dir: string, options: { wal: boolean; hint?: PlaceHint }): Promise<Salvaged> {
  const file = path.join(dir, DATABASE_FILE);
  const found: Salvaged = {
    readable: false,
    docs: new Map(),
    damaged: new Map(),
    older: new Map(),
    unplaced: [],
    deletions: new Map(),
    recorded: new Map(),
    complete: new Set(),
    named: new Map(),
    writes: 0,
    accepted: null,
  };
  const database = await readFile(file).catch(() => null);
  if (!database) return found;
  // Transactions committed after a damaged frame were acknowledged too: a salvage reads them.
  const live = options.wal
    ? await replayedImage(database, `${file}-wal`, true).catch(() => database)
    : database;
  readOne(readImage(live), found, options.hint, true);
  if (live !== database) readOne(readImage(database), found, options.hint, false);
  return found;
}
