import Database from 'better-sqlite3';
import type { Doc } from '../port';
import { parseDoc } from './documents';
import { META_PREFIX, quoted } from './names';

export interface Salvaged {
  /** Readable documents per collection. */
  docs: Map<string, Doc[]>;
  /** Per collection: documents the store had recorded, and the ids of those it could not read. */
  losses: Map<string, { recorded: number | null; unreadable: string[] }>;
  /** Whether the database opened and named its tables at all. */
  readable: boolean;
}

const tryAll = <T>(read: () => T[]): T[] | null => {
  try {
    return read();
  } catch {
    return null;
  }
};

/**
 * Everything still readable in a damaged database: whole tables where they read, else row by row
 * through the id index (its entries also name the documents that no longer read). Nothing here
 * throws on damage; what cannot be read is counted.
 */
export function salvage(file: string): Salvaged {
  const result: Salvaged = { docs: new Map(), losses: new Map(), readable: false };
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    return result;
  }
  try {
    const recorded = new Map(
      (
        tryAll(
          () =>
            db.prepare('SELECT name, documents FROM _fk_collections').all() as {
              name: string;
              documents: number;
            }[],
        ) ?? []
      ).map((r) => [r.name, r.documents]),
    );
    const listed = tryAll(() =>
      (
        db
          .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '${META_PREFIX}%'`)
          .all() as { name: string }[]
      ).map((r) => r.name),
    );
    result.readable = listed !== null;
    const tables = listed ?? [...recorded.keys()];
    for (const name of new Set([...tables, ...recorded.keys()])) {
      const table = quoted(name);
      let docs = tryAll(() =>
        (db.prepare(`SELECT doc FROM ${table} ORDER BY rowid`).all() as { doc: string }[]).map((r) =>
          parseDoc(r.doc),
        ),
      );
      const unreadable: string[] = [];
      if (!docs) {
        docs = [];
        const entries =
          tryAll(
            () =>
              db.prepare(`SELECT id, rowid AS rowid FROM ${table} ORDER BY id`).all() as {
                id: string;
                rowid: number;
              }[],
          ) ?? [];
        const one = db.prepare(`SELECT doc FROM ${table} WHERE rowid = ?`);
        for (const { id, rowid } of entries) {
          const row = tryAll(() => [one.get(rowid) as { doc: string } | undefined])?.[0];
          const doc = row && tryAll(() => [parseDoc(row.doc)])?.[0];
          if (doc && doc._id === id) docs.push(doc);
          else unreadable.push(id);
        }
      }
      result.docs.set(name, docs);
      result.losses.set(name, { recorded: recorded.get(name) ?? null, unreadable });
    }
  } finally {
    db.close();
  }
  return result;
}
