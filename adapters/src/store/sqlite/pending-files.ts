import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { syncPath } from '../../fs-sync';
import { ensurePrivateDir } from '../../private-dir';
import type { Connection } from './connection';
import { readState, writeState } from './schema';

/**
 * Files of a seed or restore are written into a folder beside the live files while the documents go
 * into the database in one transaction. The same transaction records the move; so a kill before the
 * commit leaves the old data and a folder that the next open throws away, and a kill after it a
 * move that the next open finishes. Never a mix of old documents and new files, or the reverse.
 */
const PENDING_KEY = 'pendingFiles';
export const STAGED_FILES_FOLDER = '.staged-files';

export interface FileMove {
  /** The folder the new files were written into. */
  from: string;
  /** The live local files folder. */
  to: string;
  /** A restore: afterwards the folder holds only these names. Absent: the files are added (a seed). */
  only?: string[];
}

/** Records the move within the open transaction; done after its commit by finishFileMoves. */
export function recordFileMove(conn: Connection, move: FileMove): void {
  writeState(conn, PENDING_KEY, JSON.stringify(move));
}

async function moveIfPresent(from: string, to: string): Promise<void> {
  await rename(from, to).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

/** Finishes a recorded move (idempotent: a kill halfway is finished by the next call). */
export async function finishFileMoves(conn: Connection, logger?: Logger): Promise<void> {
  const text = readState(conn, PENDING_KEY);
  if (text === undefined) return;
  const move = JSON.parse(text) as FileMove;
  await ensurePrivateDir(move.to);
  const staged = (await readdir(move.from).catch(() => [])) as string[];
  for (const name of staged) await moveIfPresent(path.join(move.from, name), path.join(move.to, name));
  if (move.only) {
    const kept = new Set(move.only);
    for (const name of await readdir(move.to))
      if (!kept.has(name)) await rm(path.join(move.to, name), { force: true });
  }
  await syncPath(move.to);
  await rm(move.from, { recursive: true, force: true });
  conn.db.transaction(() => writeState(conn, PENDING_KEY, null)).immediate();
  logger?.info({ files: staged.length, to: move.to }, 'staged files moved in');
}

/** A folder for staged files, emptied first: what an unfinished seed or restore left goes. */
export async function openStagedFiles(dataDir: string): Promise<string> {
  const folder = path.join(dataDir, STAGED_FILES_FOLDER);
  await rm(folder, { recursive: true, force: true });
  await ensurePrivateDir(folder);
  return folder;
}
