import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, pipeline, type Readable, Transform } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import Database from 'better-sqlite3';
import tar from 'tar-stream';
import type { FileStore } from '../files/files';
import { openCopy } from '../store/sqlite/read-copy';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  DATABASE_ENTRY,
  fileEntry,
  MANIFEST_ENTRY,
} from './manifest';

export interface BackupSource {
  store: { file: string; backupTo(file: string): Promise<void> };
  files: FileStore;
}

export interface BackupStream {
  /** The gzip'd tar archive; fails (errors) when the copy cannot be completed. */
  archive: Readable;
  /** Entries the archive will hold, the manifest included: known before the first byte, for progress. */
  entries: number;
}

function singleFile(file: string): void {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function addEntry(pack: tar.Pack, name: string, data: Buffer, mtime: Date): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: data.length, mode: 0o600, mtime }, data, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/** Streams a file into the archive, hashing it on the way. */
async function addFileEntry(pack: tar.Pack, name: string, file: string, mtime: Date) {
  const { size } = await stat(file);
  const hash = createHash('sha256');
  const entry = pack.entry({ name, size, mode: 0o600, mtime });
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipelineAsync(createReadStream(file), hashing, entry);
  return { bytes: size, sha256: hash.digest('hex') };
}

/**
 * Streams a backup: a consistent copy of the database, made with SQLite's online backup API while
 * writes go on, and the stored files. A file that disappears between listing and reading (its
 * product was deleted meanwhile) is left out; files are only ever replaced by rename, so none is in
 * it half-written. The copy lies beside the database (private like it) until it is packed.
 */
export async function createBackupStream(source: BackupSource, now = new Date()): Promise<BackupStream> {
  const copy = path.join(path.dirname(source.store.file), `.backup-${randomBytes(6).toString('hex')}.sqlite`);
  let collections: { name: string; documents: number }[];
  try {
    await source.store.backupTo(copy);
    // The copy is in WAL mode like its source: as one self-contained file it is read and packed.
    singleFile(copy);
    const reading = openCopy(copy);
    try {
      collections = reading.collections();
    } finally {
      reading.close();
    }
  } catch (error) {
    await rm(copy, { force: true });
    throw error;
  }
  const fileNames = await source.files.list();
  const pack = tar.pack();
  const archive = new PassThrough();
  pipeline(pack, createGzip(), archive, () => undefined);

  const fill = async () => {
    try {
      const database = await addFileEntry(pack, DATABASE_ENTRY, copy, now);
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: now.toISOString(),
        database,
        collections,
        files: fileNames && [],
      };
      for (const name of fileNames ?? []) {
        const data = await source.files.read(name);
        if (!data) continue;
        await addEntry(pack, fileEntry(name), data, now);
        manifest.files?.push({ name, bytes: data.length, sha256: sha256(data) });
      }
      await addEntry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)), now);
      pack.finalize();
    } finally {
      await rm(copy, { force: true });
    }
  };
  fill().catch((error: Error) => pack.destroy(error));
  return { archive, entries: 1 + (fileNames?.length ?? 0) + 1 };
}
