import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Doc } from '../port';
import { checksumOf, parseDoc } from './documents';
import { REPAIR_LOSSES } from './invariants';
import { META_PREFIX } from './names';
import { type DatabaseImage, type RawRow, readImage } from './pages';
import { DATABASE_FILE } from './state-file';
import { replayedImage } from './wal';

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

/** Which collection a document of an unknown tree belongs to, where the caller knows (a backup). */
export type PlaceHint = (id: string) => string | undefined;

const get = <K, V>(map: Map<K, V>, key: K, make: () => V): V => {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
};

function candidateOf(collection: string, row: RawRow): Candidate | null {
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

const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** A row that looks like a stored document (id, JSON of that id), whatever its table. */
const looksLikeDocument = (row: RawRow) =>
  typeof row.values[0] === 'string' &&
  typeof row.values[1] === 'string' &&
  (row.values[1] as string).startsWith('{') &&
  (row.values[1] as string).includes(JSON.stringify(row.values[0]));

/** Top-level field names, for placing a document of an unknown tree by its likeness. */
const fieldsOf = (doc: Doc | null) => new Set(doc ? Object.keys(doc) : []);

function likeness(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const key of a) if (b.has(key)) shared++;
  return shared / (a.size + b.size - shared || 1);
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
  // Without the schema, the record of documents per collection is found by its rows' shape.
  if (!counts)
    for (const { values } of orphanRows)
      if (
        values.length === 2 &&
        typeof values[0] === 'string' &&
        COLLECTION_NAME.test(values[0]) &&
        Number.isInteger(values[1])
      )
        recordedHere.set(values[0], values[1] as number);
  if (live && !counts) for (const [name, n] of recordedHere) found.recorded.set(name, n);
  const indexed = indexedFields(image, byName, orphanRows);
  const orphans = orphanRows.filter(looksLikeDocument);
  const trees = idTrees(
    image,
    recordedHere,
    new Map(orphans.map((row) => [row.values[0] as string, row.rowid])),
  );
  const placed = new Map<RawRow, string | undefined>();
  for (const row of orphans) {
    const id = row.values[0] as string;
    placed.set(row, [...found.named].find(([, ids]) => ids.has(id))?.[0] ?? hint?.(id));
  }
  nameTrees(trees, placed, recordedHere, (tree, name) => {
    const indexes = indexed.get(name) ?? [];
    if (indexes.length === 0) return 'unknown';
    const docs = orphans.filter((row) => tree.ids.has(row.values[0] as string));
    return indexes.every((fields) =>
      docs.every((row) =>
        fields.every((field) => (row.values[1] as string).includes(`"${field.split('.')[0]}":`)),
      ),
    )
      ? 'yes'
      : 'no';
  });
  for (const row of orphans) {
    const id = row.values[0] as string;
    const place =
      placed.get(row) ??
      trees.find((tree) => tree.ids.has(id))?.name ??
      placeByLikeness(found, candidateOf('', row)?.doc ?? null);
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

/** An orphaned index tree of (id, rowid) keys: the ids of one table, whose name is to be found. */
interface IdTree {
  ids: Set<string>;
  name?: string;
}

/**
 * Orphaned index trees of ids: keys (id, rowid) whose rowid is that of the orphaned document of the
 * id (an index of another field holds other rows' rowids).
 */
function idTrees(
  image: DatabaseImage,
  recorded: Map<string, number>,
  orphanRowids: Map<string, number>,
): IdTree[] {
  if (recorded.size === 0) return [];
  return image
    .orphanIndexes()
    .filter((keys) => keys.length > 0 && keys.every((key) => key.length === 2 && typeof key[0] === 'string'))
    .filter(
      (keys) => keys.filter((key) => orphanRowids.get(key[0] as string) === key[1]).length * 2 >= keys.length,
    )
    .map((keys) => ({ ids: new Set(keys.map((key) => key[0] as string)) }));
}

/** The fields of each collection's indexes, from the store's record of them (`_fk_indexes`). */
function indexedFields(image: DatabaseImage, byName: Map<string, { root: number }>, orphans: RawRow[]) {
  const table = byName.get('_fk_indexes');
  const rows = table ? image.tableRows(table.root).rows : orphans;
  const found = new Map<string, string[][]>();
  for (const { values } of rows) {
    if (typeof values[0] !== 'string' || typeof values[1] !== 'string' || !values[1].startsWith('['))
      continue;
    try {
      const fields = JSON.parse(values[1]) as unknown;
      if (Array.isArray(fields) && fields.every((f) => typeof f === 'string'))
        get(found, values[0], () => []).push(fields as string[]);
    } catch {
      // Not an index record.
    }
  }
  return found;
}

/**
 * Names each orphaned id tree: after the collection most of its placed documents belong to, else
 * after the one collection not yet named whose recorded count is the tree's size and whose indexed
 * fields its documents have (`fits`: 'yes'; 'unknown' where the collection has no index, which
 * counts only when no collection says yes).
 */
function nameTrees(
  trees: IdTree[],
  placed: Map<RawRow, string | undefined>,
  recorded: Map<string, number>,
  fits: (tree: IdTree, name: string) => 'yes' | 'no' | 'unknown',
) {
  const byId = new Map([...placed].map(([row, name]) => [row.values[0] as string, name]));
  for (const tree of trees) {
    const votes = new Map<string, number>();
    for (const id of tree.ids) {
      const name = byId.get(id);
      if (name) votes.set(name, (votes.get(name) ?? 0) + 1);
    }
    tree.name = [...votes].sort((a, b) => b[1] - a[1])[0]?.[0];
  }
  const named = new Set(trees.map((tree) => tree.name).filter(Boolean));
  for (const tree of trees.filter((t) => !t.name)) {
    const sized = [...recorded].filter(([name, n]) => n === tree.ids.size && !named.has(name));
    const answers = sized.map(([name]) => ({ name, fit: fits(tree, name) }));
    const sure = answers.filter((a) => a.fit === 'yes');
    const maybe = answers.filter((a) => a.fit === 'unknown');
    const chosen =
      sure.length === 1 ? sure[0] : sure.length === 0 && maybe.length === 1 ? maybe[0] : undefined;
    if (chosen) {
      tree.name = chosen.name;
      named.add(chosen.name);
    }
  }
}

function placeByLikeness(found: Salvaged, doc: Doc | null): string | undefined {
  if (!doc) return undefined;
  const fields = fieldsOf(doc);
  const scores = [...found.docs].map(([name, docs]) => {
    const sample = [...docs.values()].slice(0, 50);
    const best = Math.max(0, ...sample.map((c) => likeness(fields, fieldsOf(c.doc))));
    return { name, best };
  });
  scores.sort((a, b) => b.best - a.best);
  const [first, second] = scores;
  // Only a clear likeness: otherwise it stays unplaced and is named.
  return first && first.best >= 0.6 && (!second || second.best < first.best) ? first.name : undefined;
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
