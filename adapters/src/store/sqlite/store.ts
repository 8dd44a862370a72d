import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Logger } from 'pino';
import { assertWritable, explainAccess } from '../../data-dir-access';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../private-dir';
import type { Collections, Store } from '../port';
import { type Connection, connectionOf, isCorruption } from './connection';
import { DamagedStoreError } from './damage';
import { registerChecksum } from './documents';
import { examine } from './examine';
import { preflight } from './guard';
import type { Merged } from './merge';
import { importNedbFiles, legacyFilesIn } from './nedb-import';
import { type FileMove, finishFileMoves, STAGED_FILES_FOLDER } from './pending-files';
import { STORE_SCHEMA, upgradeTables } from './schema';
import { DATABASE_FILE, STATE_FILE, writeStoreState } from './state-file';
import { storeOver } from './store-core';
import { VIEW_FOLDER_PREFIX } from './view';

/** Waits this long for another process's write lock (an ops command) before giving up. */
const BUSY_TIMEOUT_MS = 5000;
/** Where the start puts a WAL that does not belong to the database, in the data folder. */
export const FOREIGN_WAL_PREFIX = 'wal-beiseite-';

export interface SqliteStoreOptions {
  logger?: Logger;
  /** The local files folder, whose uploads count as traces of a store that must not start empty. */
  filesDir?: string;
  /** A repair makes a new database in place of a damaged one it has moved aside. */
  replacing?: boolean;
  /**
   * Collections whose documents are checked at every read and at the start (accounts, sessions):
   * read only whole, a changed byte is reported, not trusted.
   */
  verified?: readonly string[];
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
  /** When a repair made this database, if one did. */
  repairedAt(): string | null;
  /** A repair's merged documents with their revisions, into this new store (see repair.ts). */
  loadRevised(
    merged: Pick<Merged, 'collections' | 'deletions' | 'writes'>,
    notes: Record<string, string>,
  ): Promise<void>;
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
    // Deleted content is overwritten with zeros: a deleted account's password hash or session does
    // not linger in free pages, and a repair reading pages finds no deleted document to bring back.
    db.pragma('secure_delete = ON');
    registerChecksum(db);
    db.exec(STORE_SCHEMA);
    upgradeTables(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The database files are the owner's alone, like the folder; narrower modes stay (DESIGN.md section 7). */
async function narrowFiles(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!name.startsWith(DATABASE_FILE)) continue;
    const file = path.join(dir, name);
    const mode = ((await stat(file).catch(() => null))?.mode ?? 0) & 0o777;
    if ((mode & ~PRIVATE_FILE_MODE) !== 0) await chmod(file, mode & PRIVATE_FILE_MODE).catch(() => undefined);
  }
}

/** Moves a WAL that does not belong (and its index) into a folder beside; answers the folder. */
async function moveWalAside(dir: string): Promise<string> {
  const aside = path.join(dir, `${FOREIGN_WAL_PREFIX}${new Date().toISOString().replaceAll(':', '-')}`);
  await mkdir(aside, { mode: PRIVATE_DIR_MODE });
  for (const suffix of ['-wal', '-shm'])
    await rename(
      path.join(dir, `${DATABASE_FILE}${suffix}`),
      path.join(aside, `${DATABASE_FILE}${suffix}`),
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  return aside;
}

/**
 * Checks the files before anything writes them (the caller holds the lock): a damaged store, a WAL
 * that must not be replayed, or a folder that cannot be written stops the start with every file as
 * it was. A WAL that does not belong, beside a database complete without it, is put aside.
 */
async function checkBeforeWriting(dir: string, options: SqliteStoreOptions, upgrading: boolean) {
  const file = path.join(dir, DATABASE_FILE);
  const found = await preflight(dir, { ...options, upgrading });
  let foreignWal: string | undefined;
  if (found.kind === 'existing') {
    const verdict = await examine(dir, found, { check: 'quick_check', checksums: options.verified ?? [] });
    if (verdict.findings.length > 0) throw new DamagedStoreError(file, verdict.findings, verdict.evidence);
    for (const note of verdict.notes) options.logger?.[note.level]({ file }, note.message);
    foreignWal = verdict.foreignWal;
  }
  await assertWritable(dir, [file, `${file}-wal`, `${file}-shm`]);
  if (foreignWal) {
    const aside = await moveWalAside(dir);
    options.logger?.error(
      { file, aside },
      `Die WAL-Datei neben ${file} gehört nicht zu dieser Datenbank (${foreignWal}); sie wurde nicht übernommen, sondern nach ${aside} gelegt. Die Datenbank ist ohne sie vollständig (Stand beim letzten Beenden).`,
    );
  }
  return found;
}

/** A NeDB import that failed leaves no database behind: the folder is as it was before. */
async function removeNewDatabase(dir: string, hadState: boolean) {
  for (const suffix of ['', '-wal', '-shm'])
    await rm(path.join(dir, `${DATABASE_FILE}${suffix}`), { force: true });
  if (!hadState) await rm(path.join(dir, STATE_FILE), { force: true });
}

/**
 * The embedded store: one SQLite database in `dir` (WAL mode), each collection a table of JSON
 * documents. The caller holds the data folder's lock. Before anything is written, the files are
 * checked read-only (see examine.ts); then an old NeDB folder is imported, and moves of a committed
 * seed or restore are finished.
 */
export async function createSqliteStore(dir: string, options: SqliteStoreOptions = {}): Promise<SqliteStore> {
  await ensurePrivateDir(dir).catch((error) => {
    throw explainAccess(error, dir, dir);
  });
  const file = path.join(dir, DATABASE_FILE);
  const legacy = await legacyFilesIn(dir);
  const found = await checkBeforeWriting(dir, options, legacy.length > 0);
  let db: Database.Database;
  try {
    db = openDatabase(file);
  } catch (error) {
    if (isCorruption(error))
      throw new DamagedStoreError(file, [`SQLite kann sie nicht öffnen (${(error as Error).message})`]);
    throw explainAccess(error, dir, file);
  }
  const writer = connectionOf(db);
  let reader: Connection;
  try {
    await narrowFiles(dir);
    reader = openReader(file);
  } catch (error) {
    db.close();
    throw explainAccess(error, dir, file);
  }
  const store = storeOver(file, writer, reader, {
    dir,
    writeState: (state) => writeStoreState(dir, state),
    wholeOnly: options.verified ?? [],
    ...(options.logger && { logger: options.logger }),
  });
  const importing = legacy.length > 0 && (found.kind === 'new' || (await isEmpty(store)));
  try {
    if (importing) await importNedbFiles(store, dir, legacy, options.logger);
    else if (legacy.length > 0)
      options.logger?.warn(
        { files: legacy },
        'NeDB-Dateien liegen neben der SQLite-Datenbank; sie werden nicht gelesen (übernommen wird nur in einen neuen Bestand).',
      );
    await finishFileMoves(writer, options.logger);
    await rm(path.join(dir, STAGED_FILES_FOLDER), { recursive: true, force: true });
    for (const name of await readdir(dir))
      if (name.startsWith(VIEW_FOLDER_PREFIX))
        await rm(path.join(dir, name), { recursive: true, force: true });
    await store.markOpen();
  } catch (error) {
    await store.close().catch(() => undefined);
    if (importing && found.kind === 'new') await removeNewDatabase(dir, found.state !== null);
    throw explainAccess(error, dir, file);
  }
  return store;
}

function openReader(file: string): Connection {
  const reader = connectionOf(new Database(file, { readonly: true, fileMustExist: true }));
  reader.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  registerChecksum(reader.db);
  return reader;
}

/**
 * A second pair of connections to the store this process opened and holds the lock of, for a
 * worker thread's bulk writes: the same settings as the store's own (WAL, synchronous FULL,
 * busy_timeout, so that each side waits for the other's short transactions). The owning store
 * alone keeps the state file and closes the store; it cannot tell which commits of this one wait
 * for a sync, so every commit here is synced (`durable: false` is not honoured).
 */
export function openSqliteConnection(
  file: string,
  options: Pick<SqliteStoreOptions, 'logger' | 'verified'> = {},
): Store {
  const writer = connectionOf(openDatabase(file));
  let reader: Connection;
  try {
    reader = openReader(file);
  } catch (error) {
    writer.db.close();
    throw error;
  }
  return storeOver(file, writer, reader, {
    dir: path.dirname(file),
    writeState: async () => undefined,
    wholeOnly: options.verified ?? [],
    syncsEveryCommit: true,
    ...(options.logger && { logger: options.logger }),
  });
}

async function isEmpty(store: SqliteStore): Promise<boolean> {
  for (const name of store.collectionNames()) if ((await store.collection(name).count()) > 0) return false;
  return true;
}
