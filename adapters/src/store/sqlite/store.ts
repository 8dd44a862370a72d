import { chmod, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Logger } from 'pino';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../private-dir';
import type { Collections, Doc, Store, TransactionOptions } from '../port';
import { type Access, sqliteCollection } from './collection';
import { type Connection, connectionOf, isCorruption } from './connection';
import { DamagedStoreError } from './damage';
import { preflight, verifyOpened } from './guard';
import { importNedbFiles, legacyFilesIn } from './nedb-import';
import { type FileMove, finishFileMoves, recordFileMove, STAGED_FILES_FOLDER } from './pending-files';
import { addCoversColumn, countWrite, recordedCounts, STORE_SCHEMA, writesOf } from './schema';
import { DATABASE_FILE, type StoreState, writeStoreState } from './state-file';
import { createTables } from './tables';

/** Waits this long for another process's write lock (an ops command) before giving up. */
const BUSY_TIMEOUT_MS = 5000;

export interface SqliteStoreOptions {
  logger?: Logger;
  /** The local files folder, whose uploads count as traces of a store that must not start empty. */
  filesDir?: string;
  /** A repair makes a new database in place of a damaged one it has moved aside. */
  replacing?: boolean;
}

export type SqliteStore = Store & {
  readonly kind: 'sqlite';
  readonly file: string;
  /**
   * A transaction that also brings in files (a seed, a restore): `move` is recorded with its
   * writes and carried out after the commit, or by the next open after a kill.
   */
  transactionWithFiles<T>(work: (tx: Collections) => Promise<T>, move: FileMove): Promise<T>;
  /** Every collection that has a table, as recorded. */
  collectionNames(): string[];
  backupTo(file: string): Promise<void>;
};

function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    // FULL: every commit is synced to the WAL before it is acknowledged, so that a power loss
    // loses no acknowledged write (NORMAL would keep the file sound but could roll the last
    // commits back). The portal writes little at a time and groups bulk writes in transactions,
    // which pay the sync once.
    db.pragma('synchronous = FULL');
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    db.pragma('foreign_keys = OFF');
    db.exec(STORE_SCHEMA);
    addCoversColumn(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The database files are the owner's alone, like the folder (DESIGN.md section 7). */
async function narrowFiles(dir: string): Promise<void> {
  for (const name of await readdir(dir))
    if (name.startsWith(DATABASE_FILE))
      await chmod(path.join(dir, name), PRIVATE_FILE_MODE).catch(() => undefined);
}

/**
 * The embedded store: one SQLite database in `dir` (WAL mode), each collection a table of JSON
 * documents. The caller holds the data folder's lock. Before anything is read, the files are
 * checked (see guard.ts), an old NeDB folder is imported, and moves of a committed seed or restore
 * are finished.
 */
export async function createSqliteStore(dir: string, options: SqliteStoreOptions = {}): Promise<SqliteStore> {
  await ensurePrivateDir(dir);
  const file = path.join(dir, DATABASE_FILE);
  const legacy = await legacyFilesIn(dir);
  const found = await preflight(dir, options);
  let db: Database.Database;
  try {
    db = openDatabase(file);
  } catch (error) {
    if (isCorruption(error))
      throw new DamagedStoreError(file, [`SQLite kann sie nicht öffnen (${(error as Error).message})`]);
    throw error;
  }
  const writer = connectionOf(db);
  let reader: Connection | undefined;
  try {
    verifyOpened(writer, file, found.state);
    await narrowFiles(dir);
    reader = connectionOf(new Database(file, { readonly: true, fileMustExist: true }));
    reader.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  } catch (error) {
    reader?.db.close();
    db.close();
    if (isCorruption(error))
      throw new DamagedStoreError(file, [`SQLite meldet: ${(error as Error).message}`]);
    throw error;
  }
  const store = storeOver(file, writer, reader as Connection, {
    writeState: (state) => writeStoreState(dir, state),
    ...(options.logger && { logger: options.logger }),
  });
  try {
    if (found.kind === 'new' && legacy.length > 0) await importNedbFiles(store, dir, legacy, options.logger);
    else if (legacy.length > 0)
      options.logger?.warn(
        { files: legacy },
        'NeDB-Dateien liegen neben der SQLite-Datenbank; sie werden nicht gelesen (übernommen wird nur in einen neuen Bestand).',
      );
    await finishFileMoves(writer, options.logger);
    await rm(path.join(dir, STAGED_FILES_FOLDER), { recursive: true, force: true });
    await store.markOpen();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

interface StoreHooks {
  writeState(state: StoreState): Promise<void>;
  logger?: Logger;
}

function storeOver(file: string, writer: Connection, reader: Connection, { writeState, logger }: StoreHooks) {
  const tables = createTables();
  /** The open transaction, if any: writes from outside wait until it has ended. */
  /**
   * The transaction that runs. Whoever waits for it (`while (active) await active`) claims its turn
   * or writes in the same step as the last check: an await in between (a helper function's) would
   * let two waiters both find it free, and the second BEGIN would fail or a write join a transaction.
   */
  let active: Promise<void> | null = null;
  let closed = false;

  const atomically = <R>(work: (conn: Connection) => R): R =>
    writer.db
      .transaction(() => {
        const result = work(writer);
        countWrite(writer);
        return result;
      })
      .immediate();

  const outside: Access = {
    reads: () => reader,
    async write(work) {
      while (active) await active;
      return atomically(work);
    },
    tables,
  };
  const inside: Access = { reads: () => writer, write: async (work) => atomically(work), tables };
  const txCollections: Collections = {
    collection: <T extends Doc>(name: string) => sqliteCollection<T>(name, inside),
  };

  const state = (closedNow: boolean) => ({
    closed: closedNow,
    writes: writesOf(writer),
    documents: Object.fromEntries(recordedCounts(writer)),
    at: new Date().toISOString(),
  });

  const store = {
    kind: 'sqlite' as const,
    file,
    collection: <T extends Doc>(name: string) => sqliteCollection<T>(name, outside),
    async transaction<T>(
      work: (tx: Collections) => Promise<T>,
      options: TransactionOptions = {},
    ): Promise<T> {
      while (active) await active;
      let end = () => {};
      active = new Promise<void>((resolve) => {
        end = resolve;
      });
      // Only this transaction's commit skips the sync; every other commit stays FULL.
      const deferred = options.durable === false;
      if (deferred) writer.db.pragma('synchronous = NORMAL');
      writer.db.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(txCollections);
        countWrite(writer);
        writer.db.exec('COMMIT');
        return result;
      } catch (error) {
        if (writer.db.inTransaction) writer.db.exec('ROLLBACK');
        tables.forget();
        throw error;
      } finally {
        if (deferred) writer.db.pragma('synchronous = FULL');
        active = null;
        end();
      }
    },
    async transactionWithFiles<T>(work: (tx: Collections) => Promise<T>, move: FileMove): Promise<T> {
      const result = await store.transaction(async (tx) => {
        const done = await work(tx);
        recordFileMove(writer, move);
        return done;
      });
      await finishFileMoves(writer, logger);
      return result;
    },
    collectionNames: () => [...recordedCounts(writer).keys()],
    async backupTo(target: string) {
      // From the reading connection, in one step: it sees only committed data, and a single step
      // is not restarted by the writes that go on meanwhile.
      await reader.db.backup(target, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
    },
    async ping() {
      reader.statement('SELECT 1').get();
    },
    /** Records that the store is open (a crash leaves it so), with its write counter. */
    async markOpen() {
      await writeState(state(false));
    },
    async close() {
      if (closed) return;
      while (active) await active;
      closed = true;
      // Recorded first: a kill after it leaves a WAL, which the next open replays and reports.
      await writeState(state(true));
      reader.db.close();
      writer.db.close();
    },
  };
  return store;
}
