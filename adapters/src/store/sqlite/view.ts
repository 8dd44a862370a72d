import { link, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type Connection, connectionOf } from './connection';
import { registerChecksum } from './documents';
import { DATABASE_FILE } from './state-file';
import { replayedImage } from './wal';

/** A read-only look at the database files that changes none of them. */
export interface StoreView {
  conn: Connection;
  /** 'links': SQLite reads the files through hard links; 'memory': a copy in memory. */
  via: 'links' | 'memory';
  close(): Promise<void>;
}

/** The header bytes that say "WAL mode" (2) or "rollback journal" (1): read and write version. */
const FORMAT_VERSIONS = 18;

/**
 * Opens the database as SQLite would see it with (`wal`) or without its WAL, without touching a
 * byte of either: a read-only connection on hard links in a private folder beside them, where
 * SQLite keeps its shared-memory index (and never checkpoints, being read-only), or, where no link
 * can be made (a read-only mount), an image in memory with the WAL's committed frames laid over.
 * The caller holds the data folder's lock, so that no writer changes the files meanwhile.
 */
export async function openView(dir: string, { wal }: { wal: boolean }): Promise<StoreView> {
  const file = path.join(dir, DATABASE_FILE);
  const linked = await viaLinks(dir, file, wal).catch(() => null);
  if (linked) return linked;
  let image: Buffer = await readFile(file);
  if (wal) image = await replayedImage(image, `${file}-wal`);
  // Opened as a database without a WAL: the image is all there is.
  image[FORMAT_VERSIONS] = 1;
  image[FORMAT_VERSIONS + 1] = 1;
  const db = new Database(image);
  return {
    conn: prepared(db),
    via: 'memory',
    async close() {
      db.close();
    },
  };
}

function prepared(db: Database.Database): Connection {
  registerChecksum(db);
  return connectionOf(db);
}

/** The private folders of views; one a killed process left holds only links and an index. */
export const VIEW_FOLDER_PREFIX = '.pruefung-';

async function viaLinks(dir: string, file: string, wal: boolean): Promise<StoreView> {
  const folder = await mkdtemp(path.join(dir, VIEW_FOLDER_PREFIX));
  const close = () => rm(folder, { recursive: true, force: true });
  let db: Database.Database | undefined;
  try {
    const linkedFile = path.join(folder, DATABASE_FILE);
    await link(file, linkedFile);
    if (wal) await link(`${file}-wal`, `${linkedFile}-wal`);
    db = new Database(linkedFile, { readonly: true, fileMustExist: true });
    // Fails here, not at the first check, where the folder has no room for the index.
    db.prepare('SELECT count(*) FROM sqlite_master').get();
    const opened = db;
    return {
      conn: prepared(opened),
      via: 'links',
      async close() {
        opened.close();
        await close();
      },
    };
  } catch (error) {
    db?.close();
    await close();
    throw error;
  }
}
