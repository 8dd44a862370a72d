import path from 'node:path';
import { formatNumber } from '@futterkompass/domain';
import Database from 'better-sqlite3';
import { readLockHolder } from '../../data-dir-lock';
import type { IndexSpec } from '../port';
import { type Connection, connectionOf } from './connection';
import { DamagedStoreError } from './damage';
import { registerChecksum } from './documents';
import { examine } from './examine';
import { databaseFindings, listed } from './findings';
import { type Preflight, preflight } from './guard';
import { fieldSql, quoted } from './names';
import { legacyFilesIn } from './nedb-import';
import { recordedCounts } from './schema';
import { DATABASE_FILE } from './state-file';
import { openView, type StoreView } from './view';

export interface Invariants {
  indexes: readonly { collection: string; spec: IndexSpec }[];
  references: readonly { from: string; field: string; to: string; multikey?: boolean }[];
}

export interface StoreCheck {
  file: string;
  /** Damage or losses: `store check` exits non-zero. */
  findings: string[];
  /** What the next start handles without a loss (a WAL to replay, one to put aside). */
  notes: string[];
  /** Documents per collection, where the database could be read. */
  documents: Record<string, number>;
}

const n = (value: number) => formatNumber(value, 0);

const tableExists = (conn: Connection, name: string) =>
  !!conn.statement(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name);

function uniqueFindings(conn: Connection, { indexes }: Invariants): string[] {
  const found: string[] = [];
  for (const { collection, spec } of indexes) {
    if (!spec.unique || !tableExists(conn, collection)) continue;
    const expressions = spec.fields.map(fieldSql).join(', ');
    const rows = conn
      .statement(
        `SELECT json_array(${expressions}) AS value, json_group_array(id) AS ids FROM ${quoted(collection)}
         WHERE ${spec.fields.map((f) => `${fieldSql(f)} IS NOT NULL`).join(' AND ')}
         GROUP BY ${expressions} HAVING count(*) > 1`,
      )
      .all() as { value: string; ids: string }[];
    for (const row of rows)
      found.push(
        `${collection}: ${spec.fields.join(' + ')} ${row.value} steht in mehreren Dokumenten (${listed(JSON.parse(row.ids))}), muss aber eindeutig sein`,
      );
  }
  return found;
}

function referenceFindings(conn: Connection, { references }: Invariants): string[] {
  const found: string[] = [];
  for (const { from, field, to, multikey } of references) {
    if (!tableExists(conn, from)) continue;
    const target = tableExists(conn, to) ? quoted(to) : null;
    const exists = (value: string) =>
      target ? `EXISTS (SELECT 1 FROM ${target} t WHERE t.id = ${value})` : '0';
    const sql = multikey
      ? (() => {
          const [array, ...rest] = field.split('.');
          const inner = rest.length > 0 ? `json_extract(e.value, '$.${rest.join('.')}')` : 'e.value';
          return `SELECT DISTINCT s.id AS id FROM ${quoted(from)} s, json_each(s.doc, '$.${array}') e
                  WHERE ${inner} IS NOT NULL AND NOT ${exists(inner)}`;
        })()
      : `SELECT id FROM ${quoted(from)} s WHERE ${fieldSql(field).replace('doc', 's.doc')} IS NOT NULL
           AND NOT ${exists(fieldSql(field).replace('doc', 's.doc'))}`;
    const ids = (conn.statement(sql).all() as { id: string }[]).map((row) => row.id);
    if (ids.length > 0)
      found.push(
        `${n(ids.length)} Dokumente in ${from} verweisen mit ${field} auf fehlende ${to} (${listed(ids)})`,
      );
  }
  return found;
}

/** Indexes the store recorded that the database no longer has (dropped behind the portal's back). */
function missingIndexes(conn: Connection): string[] {
  const rows = conn.statement('SELECT collection, fields, multikey FROM _fk_indexes').all() as {
    collection: string;
    fields: string;
    multikey: number;
  }[];
  const names = new Set(
    (
      conn.statement(`SELECT name FROM sqlite_master WHERE type IN ('index', 'table')`).all() as {
        name: string;
      }[]
    ).map((r) => r.name),
  );
  return rows
    .filter((row) => {
      const fields = JSON.parse(row.fields) as string[];
      const name = row.multikey
        ? `_fk_keys_${row.collection}_${fields[0]}`
        : `_fk_ix_${row.collection}_${fields.join('+')}`;
      return !names.has(name);
    })
    .map((row) => `der Index ${row.collection} (${(JSON.parse(row.fields) as string[]).join(' + ')}) fehlt`);
}

/** Invariants, document counts and the write count, read through `conn`. */
function portalFindings(conn: Connection, invariants: Invariants, result: StoreCheck): void {
  for (const [name] of recordedCounts(conn))
    result.documents[name] = tableExists(conn, name)
      ? (conn.statement(`SELECT count(*) AS n FROM ${quoted(name)}`).get() as { n: number }).n
      : 0;
  result.findings.push(
    ...missingIndexes(conn),
    ...uniqueFindings(conn, invariants),
    ...referenceFindings(conn, invariants),
  );
}

/** While a server runs: its own files, read through a connection of this process (it writes nothing). */
function checkLive(file: string, invariants: Invariants, result: StoreCheck): StoreCheck {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return { ...result, findings: [`SQLite kann die Datei nicht öffnen (${(error as Error).message})`] };
  }
  registerChecksum(db);
  const conn = connectionOf(db);
  try {
    result.findings.push(...databaseFindings(conn, { check: 'integrity_check', checksums: 'all' }));
    portalFindings(conn, invariants, result);
  } catch (error) {
    result.findings.push(`die Datenbank ist nicht ganz lesbar (${(error as Error).message})`);
  } finally {
    db.close();
  }
  return result;
}

/**
 * Everything `store check` verifies, without changing a byte (also while the server runs: then it
 * reads through a connection of its own; on a read-only mount through a copy in memory): the files
 * as the start sees them (a WAL that belongs or not, one missing after a crash), SQLite's full
 * integrity check, every document's JSON and checksum, the documents per collection against the
 * record, the state file's write count, unique keys, recorded indexes and the references between
 * collections. `findings` are losses or damage; `notes` what the start handles without a loss.
 */
export async function checkSqliteStore(
  dir: string,
  invariants: Invariants,
  options: { filesDir?: string /** The caller holds the lock itself (a repair). */; locked?: boolean } = {},
): Promise<StoreCheck> {
  const file = path.join(dir, DATABASE_FILE);
  const result: StoreCheck = { file, findings: [], notes: [], documents: {} };
  if (!options.locked && (await readLockHolder(dir))) return checkLive(file, invariants, result);
  let found: Preflight;
  try {
    found = await preflight(dir, { ...options, upgrading: (await legacyFilesIn(dir)).length > 0 });
  } catch (error) {
    if (error instanceof DamagedStoreError) return { ...result, findings: [...error.findings] };
    throw error;
  }
  if (found.kind === 'new') return result;
  const verdict = await examine(dir, found, { check: 'integrity_check', checksums: 'all' });
  result.findings.push(...verdict.findings);
  result.notes.push(...verdict.notes.map((note) => note.message));
  if (verdict.foreignWal)
    result.notes.push(
      `Die WAL-Datei neben ${file} gehört nicht zu dieser Datenbank (${verdict.foreignWal}); die Datenbank ist ohne sie vollständig, der nächste Start legt sie beiseite. Verloren ist nichts.`,
    );
  let view: StoreView;
  try {
    view = await openView(dir, { wal: found.wal !== null && !verdict.foreignWal });
  } catch {
    return result;
  }
  try {
    portalFindings(view.conn, invariants, result);
  } catch (error) {
    if (result.findings.length === 0)
      result.findings.push(`die Datenbank ist nicht ganz lesbar (${(error as Error).message})`);
  } finally {
    await view.close();
  }
  return result;
}
