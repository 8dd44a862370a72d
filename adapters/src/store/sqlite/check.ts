import { stat } from 'node:fs/promises';
import path from 'node:path';
import { formatNumber } from '@futterkompass/domain';
import Database from 'better-sqlite3';
import type { IndexSpec } from '../port';
import { type Connection, connectionOf } from './connection';
import { DamagedStoreError } from './damage';
import { databaseFindings, preflight } from './guard';
import { fieldSql, quoted } from './names';
import { recordedCounts, writesOf } from './schema';
import { DATABASE_FILE } from './state-file';

export interface Invariants {
  indexes: readonly { collection: string; spec: IndexSpec }[];
  references: readonly { from: string; field: string; to: string; multikey?: boolean }[];
}

export interface StoreCheck {
  file: string;
  findings: string[];
  /** Documents per collection, where the database could be read. */
  documents: Record<string, number>;
}

const n = (value: number) => formatNumber(value, 0);
const IDS_NAMED = 5;
const listed = (ids: readonly string[]) =>
  `${ids.slice(0, IDS_NAMED).join(', ')}${ids.length > IDS_NAMED ? ` und ${n(ids.length - IDS_NAMED)} weitere` : ''}`;

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

/**
 * Everything `store check` verifies, without changing anything (also while the server runs: it
 * reads through a connection of its own): the files as the start sees them, SQLite's full
 * integrity check, the documents per collection against the record, the state file's write count,
 * unique keys, recorded indexes and the references between collections.
 */
export async function checkSqliteStore(
  dir: string,
  invariants: Invariants,
  options: { filesDir?: string } = {},
): Promise<StoreCheck> {
  const file = path.join(dir, DATABASE_FILE);
  const result: StoreCheck = { file, findings: [], documents: {} };
  let found: Awaited<ReturnType<typeof preflight>>;
  try {
    found = await preflight(dir, options);
  } catch (error) {
    if (error instanceof DamagedStoreError) return { ...result, findings: [...error.findings] };
    throw error;
  }
  if (found.kind === 'new' || (await stat(file).catch(() => null)) === null) return result;
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return { ...result, findings: [`SQLite kann die Datei nicht öffnen (${(error as Error).message})`] };
  }
  const conn = connectionOf(db);
  try {
    result.findings.push(...databaseFindings(conn, 'integrity_check'));
    for (const [name] of recordedCounts(conn))
      result.documents[name] = (
        conn.statement(`SELECT count(*) AS n FROM ${quoted(name)}`).get() as { n: number }
      ).n;
    const writes = writesOf(conn);
    if (found.state?.closed && found.state.writes !== writes)
      result.findings.push(
        `die Datenbank hat ${n(writes)} verzeichnete Schreibvorgänge, beim letzten Beenden waren es ${n(found.state.writes)}`,
      );
    result.findings.push(
      ...missingIndexes(conn),
      ...uniqueFindings(conn, invariants),
      ...referenceFindings(conn, invariants),
    );
  } catch (error) {
    result.findings.push(`die Datenbank ist nicht ganz lesbar (${(error as Error).message})`);
  } finally {
    db.close();
  }
  return result;
}
