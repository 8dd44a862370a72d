import type { Doc } from '../port';
import { type Candidate, candidateOf, get, type PlaceHint } from './candidates';
import type { DatabaseImage, RawRow } from './pages';

/**
 * Where a document of a page no tree reaches belongs (its table's root or the schema is gone): by
 * the id index that still names it, by the backup, by an orphaned id index named after its placed
 * documents or after the recorded count and the indexed fields, by its likeness to the documents of
 * a collection. Undefined where nothing tells: the repair sets it aside, named.
 */
export interface PlacementContext {
  /** Ids per collection from the id indexes that still read. */
  named: Map<string, Set<string>>;
  hint: PlaceHint | undefined;
  /** Documents per collection as recorded. */
  recorded: Map<string, number>;
  /** Fields of each collection's indexes. */
  indexed: Map<string, string[][]>;
  /** Documents placed so far, per collection. */
  placed: Map<string, Map<string, Candidate>>;
}

const COLLECTION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** A row that looks like a stored document (id, JSON of that id), whatever its table. */
export const looksLikeDocument = (row: RawRow) =>
  typeof row.values[0] === 'string' &&
  typeof row.values[1] === 'string' &&
  (row.values[1] as string).startsWith('{') &&
  (row.values[1] as string).includes(JSON.stringify(row.values[0]));

/** The record of documents per collection (`_fk_collections`) found by its rows' shape. */
export function recordedByShape(rows: readonly RawRow[]): Map<string, number> {
  const found = new Map<string, number>();
  for (const { values } of rows)
    if (
      values.length === 2 &&
      typeof values[0] === 'string' &&
      COLLECTION_NAME.test(values[0]) &&
      Number.isInteger(values[1])
    )
      found.set(values[0], values[1] as number);
  return found;
}

export function placeOrphans(
  image: DatabaseImage,
  orphans: readonly RawRow[],
  context: PlacementContext,
): Map<RawRow, string | undefined> {
  const trees = idTrees(
    image,
    context.recorded,
    new Map(orphans.map((row) => [row.values[0] as string, row.rowid])),
  );
  const places = new Map<RawRow, string | undefined>();
  for (const row of orphans) {
    const id = row.values[0] as string;
    places.set(row, [...context.named].find(([, ids]) => ids.has(id))?.[0] ?? context.hint?.(id));
  }
  nameTrees(trees, places, context.recorded, (tree, name) => {
    const indexes = context.indexed.get(name) ?? [];
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
    if (places.get(row)) continue;
    const id = row.values[0] as string;
    places.set(
      row,
      trees.find((tree) => tree.ids.has(id))?.name ??
        placeByLikeness(context.placed, candidateOf('', row)?.doc ?? null),
    );
  }
  return places;
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
export function indexedFields(rows: readonly RawRow[]) {
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

function placeByLikeness(placed: PlacementContext['placed'], doc: Doc | null): string | undefined {
  if (!doc) return undefined;
  const fields = fieldsOf(doc);
  const scores = [...placed].map(([name, docs]) => {
    const sample = [...docs.values()].slice(0, 50);
    const best = Math.max(0, ...sample.map((c) => likeness(fields, fieldsOf(c.doc))));
    return { name, best };
  });
  scores.sort((a, b) => b.best - a.best);
  const [first, second] = scores;
  // Only a clear likeness: otherwise it stays unplaced and is named.
  return first && first.best >= 0.6 && (!second || second.best < first.best) ? first.name : undefined;
}

/** Top-level field names, for placing a document of an unknown tree by its likeness. */
const fieldsOf = (doc: Doc | null) => new Set(doc ? Object.keys(doc) : []);

function likeness(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const key of a) if (b.has(key)) shared++;
  return shared / (a.size + b.size - shared || 1);
}
