import Database from 'better-sqlite3';
import type { Doc } from '../port';
import { connectionOf } from './connection';
import { parseDoc, registerChecksum } from './documents';
import { databaseFindings } from './findings';
import { META_PREFIX, quoted } from './names';

const PAGE = 500;

/**
 * A copy of a database (a backup's), read only: its collections with their documents, page by page.
 * `check` runs SQLite's integrity check and the recorded counts first; its findings are returned.
 */
export interface DatabaseCopy {
  check(): string[];
  collections(): { name: string; documents: number }[];
  pages(name: string): Generator<Doc[]>;
  close(): void;
}

export function openCopy(file: string): DatabaseCopy {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  registerChecksum(db);
  const conn = connectionOf(db);
  const names = (
    db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '${META_PREFIX}%' ORDER BY name`,
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  return {
    check: () => databaseFindings(conn, { check: 'integrity_check', checksums: 'all' }),
    collections: () =>
      names.map((name) => ({
        name,
        documents: (db.prepare(`SELECT count(*) AS n FROM ${quoted(name)}`).get() as { n: number }).n,
      })),
    *pages(name: string): Generator<Doc[]> {
      const page = db.prepare(
        `SELECT rowid, doc FROM ${quoted(name)} WHERE rowid > ? ORDER BY rowid LIMIT ${PAGE}`,
      );
      let after = 0;
      for (;;) {
        const rows = page.all(after) as { rowid: number; doc: string }[];
        if (rows.length > 0) yield rows.map((row) => parseDoc(row.doc));
        if (rows.length < PAGE) return;
        after = (rows[rows.length - 1] as { rowid: number }).rowid;
      }
    },
    close: () => db.close(),
  };
}
