import { setImmediate as nextTurn } from 'node:timers/promises';
import { find as mingoFind, update as mingoUpdate, Query } from 'mingo';
import { newId } from '../ids';
import type { Collection, Doc, Filter, FindOptions, NewDoc, Update } from '../port';
import { type Connection, translateError } from './connection';
import { checksumOf, parseDoc, type RowPlace, serializeDoc, verifiedDoc } from './documents';
import { quoted } from './names';
import { type DocReader, docReader, WHOLE_DOC } from './partial-read';
import { orderBy, pushdown, type SqlCondition } from './pushdown';
import { assertIndexable, type TableInfo, type Tables, writeKeys } from './tables';

/** How a collection reaches the database: inside a transaction, or outside any. */
export interface Access {
  /** The connection reads go to. */
  reads(): Connection;
  /**
   * Runs `work` on the writing connection as one atomic step (a transaction, or a savepoint in one),
   * with the number of this write: the revision of every document it changes.
   */
  write<R>(work: (conn: Connection, rev: number) => R): Promise<R>;
  tables: Tables;
  /** The database file, named when a document fails its checksum. */
  file: string;
  /** Collections read only whole, so that every read checks the checksum (accounts, sessions). */
  wholeOnly: ReadonlySet<string>;
}

const PAGE = 500;

interface Row {
  rowid: number;
  id: string;
  doc: string;
  sum: number | null;
}

const isEmpty = (filter: Filter) => Object.keys(filter).length === 0;

/** A row is no table yet for a collection nobody wrote to; reading it finds nothing. */
const noSuchTable = (error: unknown) => error instanceof Error && /^no such table/.test(error.message);

function matcher(filter: Filter): (doc: Doc) => boolean {
  if (isEmpty(filter)) return () => true;
  const query = new Query(filter);
  return (doc) => query.test(doc as unknown as Record<string, unknown>);
}

/**
 * Rows that may match, page by page in rowid order (each page read whole, so `visit` may write);
 * `visit` answers false to stop.
 */
function scan(
  conn: Connection,
  name: string,
  where: SqlCondition | null,
  visit: (row: Row) => boolean,
): void {
  const page = conn.statement(
    `SELECT rowid, id, doc, sum FROM ${quoted(name)} WHERE rowid > ?${where ? ` AND (${where.sql})` : ''} ORDER BY rowid LIMIT ${PAGE}`,
  );
  let after = 0;
  for (;;) {
    const rows = page.all(after, ...(where?.params ?? [])) as Row[];
    for (const row of rows) if (!visit(row)) return;
    if (rows.length < PAGE) return;
    after = (rows[rows.length - 1] as Row).rowid;
  }
}

/** The document an upsert inserts: the filter's equality fields, then the update applied to them. */
function upsertDocument(filter: Filter, update: Update): Doc {
  const doc: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    const operators =
      value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
    if (!key.startsWith('$') && !key.includes('.') && !operators) doc[key] = value;
  }
  mingoUpdate(doc, update as never);
  return { ...doc, _id: typeof doc._id === 'string' ? doc._id : newId() };
}

export function sqliteCollection<T extends Doc>(name: string, access: Access): Collection<T> {
  const { tables } = access;
  const table = quoted(name);
  const place: RowPlace = { file: access.file, collection: name };
  const wholeOnly = access.wholeOnly.has(name);
  const stored = (row: Row) => verifiedDoc<T>(row, place);

  /** Reads in one read transaction: every page of it sees the same state. */
  const read = <R>(empty: R, work: (conn: Connection, info: TableInfo) => R): R => {
    const conn = access.reads();
    try {
      if (!tables.exists(conn, name)) return empty;
      const info = tables.info(conn, name);
      return conn.db.transaction(() => work(conn, info))();
    } catch (error) {
      if (noSuchTable(error)) return empty;
      throw error;
    }
  };

  /**
   * The matching documents, page by page in rowid order; between pages the event loop gets its turn,
   * so that a scan of a large collection does not stall the server (each page is read whole, in a
   * read of its own). `visit` answers false to stop.
   */
  const scanMatching = async (
    filter: Filter,
    visit: (doc: T) => boolean,
    reader: DocReader = WHOLE_DOC,
  ): Promise<void> => {
    const matches = matcher(filter);
    let after = 0;
    for (;;) {
      const page = read([] as Row[], (conn, info) => {
        const where = pushdown(filter, info);
        return conn
          .statement(
            `SELECT rowid, ${reader.columns} FROM ${table} WHERE rowid > ?${where ? ` AND (${where.sql})` : ''} ORDER BY rowid LIMIT ${PAGE}`,
          )
          .all(after, ...(where?.params ?? [])) as Row[];
      });
      for (const row of page) {
        const doc = reader.decode<T>(row as unknown as Record<string, unknown>, place);
        if (matches(doc) && !visit(doc)) return;
      }
      if (page.length < PAGE) return;
      after = (page[page.length - 1] as Row).rowid;
      await nextTurn();
    }
  };

  /** Streamed in index order: a page of the newest products reads a page of rows. */
  const selectInOrder = (
    conn: Connection,
    info: TableInfo,
    filter: Filter,
    order: string,
    wanted: number,
    reader: DocReader,
  ): T[] => {
    const matches = matcher(filter);
    const where = pushdown(filter, info);
    const found: T[] = [];
    const rows = conn
      .statement(
        `SELECT ${reader.columns} FROM ${table}${where ? ` WHERE ${where.sql}` : ''} ORDER BY ${order}`,
      )
      .iterate(...(where?.params ?? [])) as Iterable<Record<string, unknown>>;
    for (const row of rows) {
      const doc = reader.decode<T>(row, place);
      if (matches(doc)) found.push(doc);
      if (found.length >= wanted) break;
    }
    return found;
  };

  const select = async (filter: Filter, options: FindOptions): Promise<T[]> => {
    const skip = options.skip ?? 0;
    const wanted = options.limit ? skip + options.limit : Number.POSITIVE_INFINITY;
    const sort = options.sort;
    const reader = docReader(filter, options, wholeOnly);
    const ordered =
      sort &&
      read(null as T[] | null, (conn, info) => {
        const order = orderBy(sort, info);
        return order ? selectInOrder(conn, info, filter, order, wanted, reader) : null;
      });
    let found: T[];
    if (ordered) found = ordered;
    else {
      found = [];
      await scanMatching(
        filter,
        (doc) => {
          found.push(doc);
          return sort !== undefined || found.length < wanted;
        },
        reader,
      );
    }
    if (ordered && reader.project)
      return found.slice(skip, options.limit ? skip + options.limit : undefined).map(reader.project);
    let cursor = mingoFind(found, {}, options.projection);
    if (sort && !ordered) cursor = cursor.sort(sort);
    if (skip) cursor = cursor.skip(skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor.all() as T[];
  };

  /** Applies `update` to the matching documents (the first only unless `many`); within a write. */
  const apply = (conn: Connection, rev: number, filter: Filter, update: Update, many: boolean) => {
    const result = { matched: 0, modified: 0, docs: [] as T[] };
    if (!tables.exists(conn, name)) return result;
    const info = tables.info(conn, name);
    const matches = matcher(filter);
    const write = conn.statement(`UPDATE ${table} SET doc = ?, rev = ?, sum = ? WHERE rowid = ?`);
    scan(conn, name, pushdown(filter, info), (row) => {
      // Checked before it is changed: an update must not give a damaged text a new checksum.
      const doc = stored(row);
      if (!matches(doc)) return true;
      result.matched++;
      const changed = mingoUpdate(doc as never, update as never, undefined, undefined, { cloneMode: 'none' });
      if (changed.length > 0) {
        if (changed.some((field) => field === '_id' || field.startsWith('_id.')))
          throw new Error(`the _id of a document in ${name} cannot change`);
        assertIndexable(info, name, doc);
        const text = serializeDoc(doc);
        write.run(text, rev, checksumOf(text), row.rowid);
        writeKeys(conn, info, doc._id, doc);
        result.modified++;
      }
      result.docs.push(doc);
      return many;
    });
    return result;
  };

  const insertAll = (conn: Connection, rev: number, docs: T[]) => {
    tables.create(conn, name);
    const info = tables.info(conn, name);
    const insert = conn.statement(`INSERT INTO ${table} (id, doc, rev, sum) VALUES (?, ?, ?, ?)`);
    for (const doc of docs) {
      assertIndexable(info, name, doc);
      const text = serializeDoc(doc);
      insert.run(doc._id, text, rev, checksumOf(text));
      writeKeys(conn, info, doc._id, doc, true);
    }
    conn
      .statement('UPDATE _fk_collections SET documents = documents + ? WHERE name = ?')
      .run(docs.length, name);
    return docs;
  };

  /** Records a deletion with its write ('' for the whole collection), for a repair's merge. */
  const recordDeletion = (conn: Connection, id: string, rev: number) =>
    conn
      .statement('INSERT OR REPLACE INTO _fk_deleted (collection, id, rev) VALUES (?, ?, ?)')
      .run(name, id, rev);

  const remove = (conn: Connection, rev: number, filter: Filter, many: boolean): number => {
    if (!tables.exists(conn, name)) return 0;
    const info = tables.info(conn, name);
    if (many && isEmpty(filter)) {
      // Emptied whole (a replacing seed or restore) without reading every document.
      const { changes } = conn.statement(`DELETE FROM ${table}`).run();
      for (const { table: keys } of info.multikeyPaths) conn.statement(`DELETE FROM ${quoted(keys)}`).run();
      conn.statement('UPDATE _fk_collections SET documents = 0 WHERE name = ?').run(name);
      conn.statement(`DELETE FROM _fk_deleted WHERE collection = ? AND id <> ''`).run(name);
      recordDeletion(conn, '', rev);
      return changes;
    }
    const matches = matcher(filter);
    const gone: { rowid: number; id: string }[] = [];
    scan(conn, name, pushdown(filter, info), (row) => {
      const doc = parseDoc<T>(row.doc);
      if (matches(doc)) gone.push({ rowid: row.rowid, id: doc._id });
      return many || gone.length === 0;
    });
    const del = conn.statement(`DELETE FROM ${table} WHERE rowid = ?`);
    for (const { rowid, id } of gone) {
      del.run(rowid);
      writeKeys(conn, info, id, null);
      recordDeletion(conn, id, rev);
    }
    conn
      .statement('UPDATE _fk_collections SET documents = documents - ? WHERE name = ?')
      .run(gone.length, name);
    return gone.length;
  };

  const withId = (doc: NewDoc<T>): T => ({ ...doc, _id: doc._id ?? newId() }) as T;

  const collection: Collection<T> = {
    find: (filter = {}, options = {}) => select(filter, options),
    async findOne(filter, options = {}) {
      return (await select(filter, { ...options, limit: 1 }))[0] ?? null;
    },
    async count(filter = {}) {
      if (isEmpty(filter))
        return read(
          0,
          (conn) => (conn.statement(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n,
        );
      let n = 0;
      await scanMatching(filter, () => {
        n++;
        return true;
      });
      return n;
    },
    async insert(doc) {
      const full = withId(doc);
      return access.write((conn, rev) => insertAll(conn, rev, [full])[0] as T).catch(translateError);
    },
    async insertMany(docs) {
      if (docs.length === 0) return [];
      const full = docs.map(withId);
      return access.write((conn, rev) => insertAll(conn, rev, full)).catch(translateError);
    },
    async updateOne(filter, update, options = {}) {
      return access
        .write((conn, rev) => {
          const { matched, modified } = apply(conn, rev, filter, update, false);
          if (matched > 0 || !options.upsert) return { matched, modified };
          insertAll(conn, rev, [upsertDocument(filter, update) as T]);
          return { matched: 0, modified: 1 };
        })
        .catch(translateError);
    },
    async updateMany(filter, update) {
      return access
        .write((conn, rev) => {
          const { matched, modified } = apply(conn, rev, filter, update, true);
          return { matched, modified };
        })
        .catch(translateError);
    },
    async findOneAndUpdate(filter, update) {
      return access
        .write((conn, rev) => apply(conn, rev, filter, update, false).docs[0] ?? null)
        .catch(translateError);
    },
    deleteOne: (filter) => access.write((conn, rev) => remove(conn, rev, filter, false)),
    deleteMany: (filter) => access.write((conn, rev) => remove(conn, rev, filter, true)),
    async ensureIndex(spec) {
      await access.write((conn) => tables.ensureIndex(conn, name, spec));
    },
    async *iterate(batchSize, filter = {}) {
      let after = '';
      const matches = matcher(filter);
      for (;;) {
        const { rows, last } = read(
          { rows: [] as T[], last: undefined as string | undefined },
          (conn, info) => {
            const where = pushdown(filter, info);
            const page = conn
              .statement(
                `SELECT id, doc, sum FROM ${table} WHERE id > ?${where ? ` AND (${where.sql})` : ''} ORDER BY id LIMIT ${batchSize}`,
              )
              .all(after, ...(where?.params ?? [])) as Row[];
            return {
              rows: page.map(stored).filter(matches),
              last: page.length === batchSize ? page[page.length - 1]?.id : undefined,
            };
          },
        );
        if (rows.length > 0) yield rows;
        if (last === undefined) return;
        after = last;
      }
    },
  };
  return collection;
}
