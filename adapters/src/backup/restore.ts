import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PRIVATE_FILE_MODE } from '../private-dir';
import { checkStoreFiles, STORE_FILE_SUFFIX, storeFiles } from '../store/nedb-integrity';
import { commitStaging, discardStaging, openStaging } from '../store/nedb-staging';
import type { BackupManifest } from './manifest';
import { DamagedBackupError, readBackup } from './read-backup';

export interface RestoreTarget {
  /** The embedded store's folder; its lock must be held by the caller, and no store opened on it. */
  storeDir: string;
  /** The live local files folder; none when the files live in a bucket. */
  filesDir?: string;
}

/**
 * Replaces the embedded store by a backup. The archive is unpacked and checked beside the live store
 * first; only a complete, intact one is swapped in, through the same commit file as a seed, so a
 * kill leaves the old data or the new. Collections the backup does not hold end up empty, and the
 * files folder holds exactly the backup's files afterwards.
 */
export async function restoreEmbeddedStore(
  target: RestoreTarget,
  archive: Readable,
  onEntry?: (entries: number) => void,
): Promise<BackupManifest> {
  const staging = await openStaging(target.storeDir);
  let manifest: BackupManifest;
  try {
    manifest = await readBackup(archive, { targetDir: staging.storeDir, ...(onEntry && { onEntry }) });
    const damaged = await checkStoreFiles(staging.storeDir);
    if (damaged.length > 0)
      throw new DamagedBackupError(
        `${damaged.map((d) => path.basename(d.file)).join(', ')} enthält unlesbare Zeilen.`,
      );
    const restored = new Set(manifest.collections.map((c) => c.name));
    const live = (await storeFiles(target.storeDir)).map((file) => path.basename(file, STORE_FILE_SUFFIX));
    for (const name of live.filter((n) => !restored.has(n)))
      await writeFile(path.join(staging.storeDir, `${name}${STORE_FILE_SUFFIX}`), '', {
        flag: 'wx',
        mode: PRIVATE_FILE_MODE,
      });
  } catch (error) {
    await discardStaging(target.storeDir);
    throw error;
  }
  const staged = await storeFiles(staging.storeDir);
  await commitStaging(target.storeDir, {
    collections: staged.map((file) => path.basename(file, STORE_FILE_SUFFIX)),
    ...(target.filesDir &&
      manifest.files && { filesDir: target.filesDir, onlyFiles: manifest.files.map((f) => f.name) }),
  });
  return manifest;
}
