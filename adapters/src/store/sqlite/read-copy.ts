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
  /** Documents with the write that stored them (0 in a copy written before revisions). */
  revisedPages(name: string): Generator<{ doc: Doc; rev: number }[]>;
  close(): void;
}

export function openCopy(file: string): DatabaseCopy {
  function* revised(name: string): Generator<{ doc: Doc; rev: number }[]> {
    const columns = db.pragma(`table_info(${quoted(name)})`) as { name: string }[];
    const rev = columns.some((c) => c.name === 'rev') ? 'rev' : '0';
    const page = db.prepare(
      `SELECT rowid, doc, ${rev} AS rev FROM ${quoted(name)} WHERE rowid > ? ORDER BY rowid LIMIT ${PAGE}`,
    );
    let after = 0;
    for (;;) {
      const rows = page.all(after) as { rowid: number; doc: string; rev: number }[];
      if (rows.length > 0) yield rows.map((row) => ({ doc: parseDoc(row.doc), rev: row.rev }));
      if (rows.length < PAGE) return;
      after = (rows[rows.length - 1] as { rowid: number }).rowid;
    }
  }
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
      for (const rows of revised(name)) yield rows.map((row) => row.doc);
    },
    revisedPages: (name: string) => revised(name),
    close: () => db.close(),
  };
}
