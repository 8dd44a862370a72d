import type { Connection } from './connection';

/**
 * The store's own tables beside the collections: the documents each collection holds as the store
 * last recorded them (checked against the rows by `store check`), the declared indexes, and state
 * (the number of writes so far, file moves still to finish).
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
`;

/** A database written before indexes could cover fields gets the column (an empty list for each). */
export function addCoversColumn(db: { pragma(sql: string): unknown; exec(sql: string): unknown }): void {
  const columns = db.pragma('table_info(_fk_indexes)') as { name: string }[];
  if (!columns.some((column) => column.name === 'covers'))
    db.exec(`ALTER TABLE _fk_indexes ADD COLUMN covers TEXT NOT NULL DEFAULT '[]'`);
}

/** Counts one write: the store's record of what it wrote, compared with the state file on close. */
export function countWrite(conn: Connection): void {
  conn.statement(`UPDATE _fk_state SET value = CAST(value AS INTEGER) + 1 WHERE key = 'writes'`).run();
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
