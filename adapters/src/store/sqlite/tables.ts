import type { IndexSpec } from '../port';
import type { Connection } from './connection';
import { keysAt, meetsArray } from './keys';
import {
  assertCollectionName,
  fieldJsonSql,
  fieldSql,
  indexNameOf,
  isFieldPath,
  keyTableOf,
  quoted,
} from './names';
import type { IndexedFields } from './pushdown';
import { collectionTableSql } from './schema';

/** What the store knows of one collection's table: its indexed fields, in both forms. */
export interface TableInfo extends IndexedFields {
  /** Paths of single-value indexes, split: every written document is checked for arrays on them. */
  scalarPaths: readonly string[][];
  /** Multikey indexes: path segments and key table. */
  multikeyPaths: readonly { segments: string[]; table: string }[];
}

/** Two documents share a value a unique index requires to be unique; the index was not created. */
export class UniqueIndexConflictError extends Error {
  override name = 'UniqueIndexConflictError';
  constructor(
    readonly collection: string,
    readonly fields: readonly string[],
    readonly duplicates: { value: string; ids: string[] }[],
  ) {
    super(
      `In ${collection} haben mehrere Dokumente denselben Wert für ${fields.join(' + ')}, der eindeutig sein muss: ${duplicates
        .slice(0, 5)
        .map((d) => `${d.value} (Ids ${d.ids.join(', ')})`)
        .join(
          '; ',
        )}${duplicates.length > 5 ? ` und ${duplicates.length - 5} weitere` : ''}. Der Datenbestand ist nicht so, wie Futterkompass ihn schreibt; der Server startet nicht, damit kein Konto oder Produkt doppelt vergeben wird. 'npm run ops -- store check' zeigt alle Befunde; bitte eines der Dokumente ändern oder löschen oder den Bestand mit 'npm run ops -- restore <sicherung>' aus einer Sicherung holen.`,
    );
  }
}

interface IndexRow {
  fields: string;
  is_unique: number;
  multikey: number;
}

export function createTables() {
  const known = new Set<string>();
  const infos = new Map<string, TableInfo>();

  const load = (conn: Connection, name: string): TableInfo => {
    const rows = known.has(name)
      ? (conn
          .statement('SELECT fields, is_unique, multikey FROM _fk_indexes WHERE collection = ?')
          .all(name) as IndexRow[])
      : [];
    const scalar = new Set<string>(['_id']);
    const multikey = new Map<string, string>();
    const scalarPaths: string[][] = [];
    const multikeyPaths: { segments: string[]; table: string }[] = [];
    for (const row of rows) {
      const fields = JSON.parse(row.fields) as string[];
      for (const field of fields) {
        if (row.multikey) {
          multikey.set(field, keyTableOf(name, field));
          multikeyPaths.push({ segments: field.split('.'), table: keyTableOf(name, field) });
        } else if (!scalar.has(field)) {
          scalar.add(field);
          scalarPaths.push(field.split('.'));
        }
      }
    }
    return { scalar, multikey, scalarPaths, multikeyPaths };
  };

  const tables = {
    /** Whether the collection's table exists (looked up once, then remembered). */
    exists(conn: Connection, name: string): boolean {
      if (known.has(name)) return true;
      const found = conn.statement(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name);
      if (found) known.add(name);
      return !!found;
    },

    /** Creates the collection's table if it is new; within the caller's write. */
    create(conn: Connection, name: string): void {
      if (tables.exists(conn, name)) return;
      assertCollectionName(name);
      conn.db.exec(collectionTableSql(quoted(name)));
      conn.statement('INSERT OR IGNORE INTO _fk_collections (name, documents) VALUES (?, 0)').run(name);
      known.add(name);
      infos.delete(name);
    },

    info(conn: Connection, name: string): TableInfo {
      let info = infos.get(name);
      if (!info) {
        tables.exists(conn, name);
        info = load(conn, name);
        infos.set(name, info);
      }
      return info;
    },

    /**
     * Creates the index (and fills a multikey index's keys) within the caller's write; an index
     * whose covered fields changed is made again.
     */
    ensureIndex(conn: Connection, name: string, spec: IndexSpec): void {
      const { fields, covers = [] } = spec;
      if (fields.length === 0 || ![...fields, ...covers].every(isFieldPath))
        throw new Error(`invalid index on ${name}: ${[...fields, ...covers].join(', ')}`);
      if (spec.multikey && (fields.length > 1 || spec.unique || covers.length > 0))
        throw new Error(
          `a multikey index has one field, is not unique and covers nothing: ${name}.${fields.join('+')}`,
        );
      tables.create(conn, name);
      const key = JSON.stringify(fields);
      const row = conn
        .statement('SELECT covers FROM _fk_indexes WHERE collection = ? AND fields = ?')
        .get(name, key) as { covers: string } | undefined;
      if (row?.covers === JSON.stringify(covers)) return;
      if (row) {
        conn.db.exec(`DROP INDEX IF EXISTS ${quoted(indexNameOf(name, fields))}`);
        conn.statement('DELETE FROM _fk_indexes WHERE collection = ? AND fields = ?').run(name, key);
      }
      if (spec.multikey) createMultikey(conn, name, fields[0] as string);
      else createScalar(conn, name, spec);
      conn
        .statement(
          'INSERT INTO _fk_indexes (collection, fields, is_unique, multikey, covers) VALUES (?, ?, ?, ?, ?)',
        )
        .run(name, key, spec.unique ? 1 : 0, spec.multikey ? 1 : 0, JSON.stringify(covers));
      infos.delete(name);
    },

    /** After a rolled back transaction: what it created may be gone again. */
    forget(): void {
      known.clear();
      infos.clear();
    },
  };
  return tables;
}

export type Tables = ReturnType<typeof createTables>;

/** Paths meeting an array along the way, as SQL: json_type of each prefix. */
function arrayOnPath(field: string): string {
  const segments = field.split('.');
  return segments
    .map((_, i) => `json_type(doc, '$.${segments.slice(0, i + 1).join('.')}') = 'array'`)
    .join(' OR ');
}

function createScalar(conn: Connection, name: string, spec: IndexSpec): void {
  for (const field of spec.fields) {
    const holder = conn
      .statement(`SELECT id FROM ${quoted(name)} WHERE ${arrayOnPath(field)} LIMIT 1`)
      .get() as { id: string } | undefined;
    if (holder)
      throw new Error(
        `${name}.${field} holds an array in document ${holder.id}: index it with multikey: true`,
      );
  }
  const expressions = spec.fields.map(fieldSql).join(', ');
  // Covered fields as the partial read selects them (JSON text), so that SQLite takes them from
  // the index instead of parsing the document.
  const covered = (spec.covers ?? []).map((field) => `, ${fieldJsonSql(field)}`).join('');
  if (spec.unique) {
    // NULLs never collide in a SQLite unique index: documents without the field pass, as in a
    // sparse MongoDB index (the portal's non-sparse unique fields are always set).
    const duplicates = conn
      .statement(
        `SELECT json_array(${expressions}) AS value, json_group_array(id) AS ids FROM ${quoted(name)}
         WHERE ${spec.fields.map((f) => `${fieldSql(f)} IS NOT NULL`).join(' AND ')}
         GROUP BY ${expressions} HAVING count(*) > 1 ORDER BY value`,
      )
      .all() as { value: string; ids: string }[];
    if (duplicates.length > 0)
      throw new UniqueIndexConflictError(
        name,
        spec.fields,
        duplicates.map((d) => ({ value: d.value, ids: JSON.parse(d.ids) as string[] })),
      );
  }
  conn.db.exec(
    `CREATE ${spec.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quoted(indexNameOf(name, spec.fields))} ON ${quoted(name)} (${expressions}${covered})`,
  );
}

function createMultikey(conn: Connection, name: string, field: string): void {
  const table = quoted(keyTableOf(name, field));
  conn.db.exec(
    `CREATE TABLE IF NOT EXISTS ${table} (key NOT NULL, id TEXT NOT NULL, PRIMARY KEY (key, id)) WITHOUT ROWID;
     CREATE INDEX IF NOT EXISTS ${quoted(`${keyTableOf(name, field)}_id`)} ON ${table} (id);`,
  );
  const insert = conn.statement(`INSERT OR IGNORE INTO ${table} (key, id) VALUES (?, ?)`);
  const segments = field.split('.');
  forEachRow(conn, name, (row) => {
    for (const key of new Set(keysAt(JSON.parse(row.doc), segments))) insert.run(key, row.id);
  });
}

const ROWS_PER_PAGE = 500;

/**
 * Every row of a table, page by page in rowid order: a connection runs no other statement while
 * one is being iterated, and a page at a time keeps a large table out of memory.
 */
export function forEachRow(
  conn: Connection,
  name: string,
  visit: (row: { rowid: number; id: string; doc: string }) => void,
): void {
  const page = conn.statement(
    `SELECT rowid, id, doc FROM ${quoted(name)} WHERE rowid > ? ORDER BY rowid LIMIT ${ROWS_PER_PAGE}`,
  );
  let after = 0;
  for (;;) {
    const rows = page.all(after) as { rowid: number; id: string; doc: string }[];
    for (const row of rows) visit(row);
    if (rows.length < ROWS_PER_PAGE) return;
    after = (rows[rows.length - 1] as { rowid: number }).rowid;
  }
}

/** Refuses a document with an array where a single-value index reads it. */
export function assertIndexable(info: TableInfo, collection: string, doc: object): void {
  for (const segments of info.scalarPaths)
    if (meetsArray(doc, segments))
      throw new Error(
        `${collection}.${segments.join('.')} is indexed as a single value and cannot hold an array`,
      );
}

/**
 * Writes the multikey index keys of one document (none: removes them); `fresh`: a new document,
 * which has no keys yet.
 */
export function writeKeys(
  conn: Connection,
  info: TableInfo,
  id: string,
  doc: object | null,
  fresh = false,
): void {
  for (const { segments, table } of info.multikeyPaths) {
    if (!fresh) conn.statement(`DELETE FROM ${quoted(table)} WHERE id = ?`).run(id);
    if (!doc) continue;
    const insert = conn.statement(`INSERT OR IGNORE INTO ${quoted(table)} (key, id) VALUES (?, ?)`);
    for (const key of new Set(keysAt(doc, segments))) insert.run(key, id);
  }
}
