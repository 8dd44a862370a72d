import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from '../../private-dir';
import type { WalHeader } from './wal';

/** The database of the embedded store, one file in DATA_DIR (with its -wal and -shm beside it). */
export const DATABASE_FILE = 'futterkompass.sqlite';
/** What the store recorded outside the database: whether it was closed, after how many writes. */
export const STATE_FILE = 'store-state.json';

export interface StoreState {
  /** False from the open until a clean close: true after a close, false after a crash. */
  closed: boolean;
  /** The database's write counter at that moment. */
  writes: number;
  /** Documents per collection at that moment. */
  documents: Record<string, number>;
  at: string;
  /**
   * The WAL's header then (null: the log was empty): a WAL found later must be this one or a later
   * round of it (a higher checkpoint sequence, salt-1 as much higher), else it is another's or older.
   */
  wal?: WalHeader | null;
}

export async function readStoreState(dir: string): Promise<StoreState | null> {
  const text = await readFile(path.join(dir, STATE_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const state = JSON.parse(text) as StoreState;
    return typeof state.writes === 'number' && typeof state.closed === 'boolean' ? state : null;
  } catch {
    return null;
  }
}

/**
 * Replaced whole (written beside, then renamed), so that a reader finds the old content or the new;
 * a write that fails (a full disk) leaves no temporary file behind.
 */
export async function writeJsonFile(file: string, value: unknown): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, JSON.stringify(value), { mode: PRIVATE_FILE_MODE });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

export const writeStoreState = (dir: string, state: StoreState) =>
  writeJsonFile(path.join(dir, STATE_FILE), state);

/** Where `ops backup` records the last backup it wrote, for `store repair`. */
export const LAST_BACKUP_FILE = 'last-backup.json';
