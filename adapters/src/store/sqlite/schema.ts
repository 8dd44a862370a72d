import type { Connection } from './connection';
import { CHECKSUM_SQL } from './documents';
import { quoted } from './names';

/**
 * The store's own tables beside the collections: the documents each collection holds as the store
 * last recorded them (checked against the rows by `store check`), the declared indexes, state (the
 * number of writes so far, the store's identity, file moves still to finish) and the deletions, each
 * with the write that made it, so that a repair does not bring back from a backup what was deleted
 * after it. A whole collection emptied at once is one entry with the id ''.
 */
export const STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS _fk_collections (name TEXT PRIMARY KEY, documents INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS _fk_indexes (
  collection TEXT NOT NULL,
  fields TEXT NOT NULL,
  is_unique INTEGER NOT NULL,
  multikey INTEGER NOT NULL,
  covers TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (collection, fields)
);
CREATE TABLE IF NOT EXISTS _fk_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT OR IGNORE INTO _fk_state (key, value) VALUES ('writes', '0');
INSERT OR IGNORE INTO _fk_state (key, value) VALUES ('storeId', lower(hex(randomblob(16))));
CREATE TABLE IF NOT EXISTS _fk_deleted (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  rev INTEGER NOT NULL,
  PRIMARY KEY (collection, id)
) WITHOUT ROWID;
`;

/**
 * A collection's table: the document as JSON, the write that last changed it (`rev`, the store's
 * write counter then) and the CRC-32 of its text (`sum`), checked on every read of a whole document.
 */
export const collectionTableSql = (table: string) =>
  `CREATE TABLE IF NOT EXISTS ${table} (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL, rev INTEGER NOT NULL DEFAULT 0, sum INTEGER)`;

type Schema = { pragma(sql: string): unknown; exec(sql: string): unknown };

const hasColumn = (db: Schema, table: string, column: string) =>
  (db.pragma(`table_info(${table})`) as { name: string }[]).some((c) => c.name === column);

/**
 * Brings the tables of a database written by an earlier version up to date: the covered fields of
 * an index (an empty list for each), and each collection's revision and checksum, the checksums
 * computed once for the documents as they are (the start has checked them before).
 */
export function upgradeTables(db: Schema): void {
  if (!hasColumn(db, '_fk_indexes', 'covers'))
    db.exec(`ALTER TABLE _fk_indexes ADD COLUMN covers TEXT NOT NULL DEFAULT '[]'`);
  const names = (
    (db as unknown as { prepare(sql: string): { all(): unknown[] } })
      .prepare('SELECT name FROM _fk_collections')
      .all() as { name: string }[]
  ).map((row) => quoted(row.name));
  for (const table of names) {
    if (hasColumn(db, table, 'rev')) continue;
    db.exec(`BEGIN IMMEDIATE;
      ALTER TABLE ${table} ADD COLUMN rev INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE ${table} ADD COLUMN sum INTEGER;
      UPDATE ${table} SET sum = ${CHECKSUM_SQL}(doc);
      COMMIT;`);
  }
}

/**
 * Counts one write: the store's record of what it wrote, compared with the state file on close.
 * Answers the write's number, which the documents it changes keep as their revision.
 */
export function countWrite(conn: Connection): number {
  const row = conn
    .statement(
      `UPDATE _fk_state SET value = CAST(value AS INTEGER) + 1 WHERE key = 'writes' RETURNING CAST(value AS INTEGER) AS n`,
    )
    .get() as { n: number };
  return row.n;
}

/** The store's identity, made at its creation: a WAL of another database shows another one. */
export function storeIdOf(conn: Connection): string | undefined {
  return readState(conn, 'storeId');
}

export function writesOf(conn: Connection): number {
  const row = conn.statement(`SELECT value FROM _fk_state WHERE key = 'writes'`).get() as
    | { value: string }
    | undefined;
  return Number(row?.value ?? 0);
}

export function readState(conn: Connection, key: string): string | undefined {
  return (
    conn.statement('SELECT value FROM _fk_state WHERE key = ?').get(key) as { value: string } | undefined
  )?.value;
}

export function writeState(conn: Connection, key: string, value: string | null): void {
  if (value === null) conn.statement('DELETE FROM _fk_state WHERE key = ?').run(key);
  else conn.statement('INSERT OR REPLACE INTO _fk_state (key, value) VALUES (?, ?)').run(key, value);
}

/** Documents per collection as recorded with every write. */
export function recordedCounts(conn: Connection): Map<string, number> {
  const rows = conn.statement('SELECT name, documents FROM _fk_collections ORDER BY name').all() as {
    name: string;
    documents: number;
  }[];
  return new Map(rows.map((r) => [r.name, r.documents]));
}
