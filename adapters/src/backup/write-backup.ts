import { createHash } from 'node:crypto';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { FileStore } from '../files/files';
import { serializeNedbDoc } from '../store/nedb-lines';
import type { StoreSnapshot } from '../store/port';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  collectionEntry,
  fileEntry,
  MANIFEST_ENTRY,
} from './manifest';

export interface BackupSource {
  snapshot: StoreSnapshot;
  files: FileStore;
}

export interface BackupStream {
  /** The gzip'd tar archive; fails (errors) when the copy cannot be completed. */
  archive: Readable;
  /** Entries the archive will hold, the manifest included: known before the first byte, for progress. */
  entries: number;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function addEntry(pack: tar.Pack, name: string, data: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: data.length, mode: 0o600, mtime }, data, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/**
 * Streams a backup of a store snapshot and the stored files. A file that disappears between listing
 * and reading (its product was deleted meanwhile) is left out; every file is read whole, and files
 * are only ever replaced by rename, so none is in it half-written.
 */
export async function createBackupStream(source: BackupSource, now = new Date()): Promise<BackupStream> {
  const fileNames = await source.files.list();
  const pack = tar.pack();
  const archive = new PassThrough();
  pipeline(pack, createGzip(), archive, () => undefined);

  const fill = async () => {
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      collections: [],
      files: fileNames && [],
    };
    for (const { name, docs } of source.snapshot.collections) {
      const data = Buffer.from(docs.map((doc) => `${serializeNedbDoc(doc)}\n`).join(''));
      await addEntry(pack, collectionEntry(name), data, now);
      manifest.collections.push({ name, documents: docs.length, bytes: data.length, sha256: sha256(data) });
    }
    for (const name of fileNames ?? []) {
      const data = await source.files.read(name);
      if (!data) continue;
      await addEntry(pack, fileEntry(name), data, now);
      manifest.files?.push({ name, bytes: data.length, sha256: sha256(data) });
    }
    await addEntry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)), now);
    pack.finalize();
  };
  fill().catch((error: Error) => pack.destroy(error));
  return { archive, entries: source.snapshot.collections.length + (fileNames?.length ?? 0) + 1 };
}
