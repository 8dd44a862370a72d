import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LAST_BACKUP_FILE, writeJsonFile } from '../store/sqlite/state-file';

/** What `ops backup` records in the data folder about the last backup it wrote, for `store repair`. */
export interface LastBackup {
  /** The archive, as an absolute path. */
  file: string;
  createdAt: string;
  bytes: number;
  documents: number;
}

export async function recordLastBackup(dataDir: string, backup: LastBackup): Promise<void> {
  await writeJsonFile(path.join(dataDir, LAST_BACKUP_FILE), backup);
}

export async function readLastBackup(dataDir: string): Promise<LastBackup | null> {
  try {
    const backup = JSON.parse(await readFile(path.join(dataDir, LAST_BACKUP_FILE), 'utf8')) as LastBackup;
    return typeof backup.file === 'string' ? backup : null;
  } catch {
    return null;
  }
}
