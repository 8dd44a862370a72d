import { formatNumber } from '@futterkompass/domain';
import type { IndexSpec } from '../port';
import type { Connection } from './connection';
import { listed } from './findings';
import { fieldSql, quoted } from './names';
import { readState } from './schema';

export interface Invariants {
  indexes: readonly { collection: string; spec: IndexSpec }[];
  references: readonly { from: string; field: string; to: string; multikey?: boolean }[];
}

/** Documents that point at a document missing from `to`. */
export interface Dangling {
  from: string;
  field: string;
  to: string;
  /** The documents that point. */
  ids: string[];
  /** The ids they point at. */
  targets: string[];
}

/** What a repair named lost, by collection: references to these are known, not new damage. */
export const REPAIR_LOSSES = 'repairLosses';

export interface Accepted {
  at: string;
  lost: Record<string, string[]>;
}

export function acceptedLosses(conn: Connection): Accepted | null {
  try {
    const text = readState(conn, REPAIR_LOSSES);
    return text ? (JSON.parse(text) as Accepted) : null;
  } catch {
    return null;
  }
}

const n = (value: number) => formatNumber(value, 0);

const tableExists = (conn: Connection, name: string) =>
  !!conn.statement(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name);

/** Documents sharing a value that a unique index requires to be unique. */
export function duplicates(conn: Connection, { indexes }: Invariants) {
  const found: { collection: string; fields: string[]; value: string; ids: string[] }[] = [];
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
      found.push({ collection, fields: spec.fields, value: row.value, ids: JSON.parse(row.ids) as string[] });
  }
  return found;
}

export const duplicateFinding = (d: ReturnType<typeof duplicates>[number]) =>
  `${d.collection}: ${d.fields.join(' + ')} ${d.value} steht in mehreren Dokumenten (${listed(d.ids)}), muss aber eindeutig sein`;

/** References that point nowhere. */
export function danglingReferences(conn: Connection, { references }: Invariants): Dangling[] {
  const found: Dangling[] = [];
  for (const { from, field, to, multikey } of references) {
    if (!tableExists(conn, from)) continue;
    const target = tableExists(conn, to) ? quoted(to) : null;
    const exists = (value: string) =>
      target ? `EXISTS (SELECT 1 FROM ${target} t WHERE t.id = ${value})` : '0';
    const sql = multikey
      ? (() => {
          const [array, ...rest] = field.split('.');
          const inner = rest.length > 0 ? `json_extract(e.value, '$.${rest.join('.')}')` : 'e.value';
          return `SELECT DISTINCT s.id AS id, ${inner} AS target FROM ${quoted(from)} s, json_each(s.doc, '$.${array}') e
                  WHERE ${inner} IS NOT NULL AND NOT ${exists(inner)}`;
        })()
      : `SELECT id, ${fieldSql(field).replace('doc', 's.doc')} AS target FROM ${quoted(from)} s
           WHERE ${fieldSql(field).replace('doc', 's.doc')} IS NOT NULL
           AND NOT ${exists(fieldSql(field).replace('doc', 's.doc'))}`;
    const rows = conn.statement(sql).all() as { id: string; target: unknown }[];
    if (rows.length > 0)
      found.push({
        from,
        field,
        to,
        ids: [...new Set(rows.map((row) => row.id))],
        targets: [...new Set(rows.map((row) => String(row.target)))],
      });
  }
  return found;
}

export const danglingFinding = (d: Dangling) =>
  `${n(d.ids.length)} Dokumente in ${d.from} verweisen mit ${d.field} auf fehlende ${d.to} (${listed(d.ids)})`;

/** Indexes the store recorded that the database no longer has (dropped behind the portal's back). */
export function missingIndexes(conn: Connection): string[] {
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
