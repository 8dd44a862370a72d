import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import {
  createBackupStream,
  documentsIn,
  type FileStore,
  readBackup,
  recordLastBackup,
  type SqliteStore,
} from '@futterkompass/adapters';

/** Writes a backup of `store` to `archive` and records it in `dataDir`, as `ops backup` does. */
export async function recordedBackup(store: SqliteStore, files: FileStore, dataDir: string, archive: string) {
  const { archive: stream } = await createBackupStream({ store, files });
  await pipeline(stream, createWriteStream(archive));
  const manifest = await readBackup(createReadStream(archive));
  await recordLastBackup(dataDir, {
    file: archive,
    createdAt: manifest.createdAt,
    bytes: (await stat(archive)).size,
    documents: documentsIn(manifest),
  });
}
