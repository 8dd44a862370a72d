import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ensurePrivateDir } from '../private-dir';
import type { Collections, Doc } from '../store/port';
import type { Revised } from '../store/sqlite/merge';
import { readNedbFile } from '../store/sqlite/nedb-import';
import { openStagedFiles } from '../store/sqlite/pending-files';
import { openCopy } from '../store/sqlite/read-copy';
import type { SqliteStore } from '../store/sqlite/store';
import { type BackupManifest, DATABASE_ENTRY } from './manifest';
import { DamagedBackupError, readBackup } from './read-backup';

export interface RestoreTarget {
  /** The embedded store, opened by the caller, who holds the data folder's lock. */
  store: SqliteStore;
  /** The data folder: the archive is unpacked and checked there, beside the database. */
  dataDir: string;
  /** The live local files folder; none when the files live in a bucket. */
  filesDir?: string;
}

const BATCH = 500;

/** The backup's documents, collection by collection, page by page; checked before anything is written. */
interface Source {
  names: string[];
  pages(name: string): AsyncIterable<Doc[]> | Iterable<Doc[]>;
  /** With the write that stored each document (0 where the backup does not say). */
  revisedPages(name: string): AsyncIterable<Revised[]> | Iterable<Revised[]>;
  close(): void;
}

function databaseSource(unpacked: string, manifest: BackupManifest): Source {
  const copy = openCopy(path.join(unpacked, DATABASE_ENTRY));
  try {
    const findings = copy.check();
    if (findings.length > 0)
      throw new DamagedBackupError(`die Datenbank darin ist beschädigt: ${findings.join('; ')}.`);
    const found = new Map(copy.collections().map((c) => [c.name, c.documents]));
    for (const { name, documents } of manifest.collections)
      if (found.get(name) !== documents)
        throw new DamagedBackupError(`${name} hat nicht die ${documents} Dokumente des Manifests.`);
    return {
      names: [...found.keys()],
      pages: (name) => copy.pages(name),
      revisedPages: (name) => copy.revisedPages(name),
      close: () => copy.close(),
    };
  } catch (error) {
    copy.close();
    throw error;
  }
}

/** A backup of the NeDB versions (format 1): one file of JSON lines per collection. */
async function linesSource(unpacked: string, manifest: BackupManifest): Promise<Source> {
  const docs = new Map<string, Doc[]>();
  for (const { name } of manifest.collections) {
    const { docs: read, bad } = await readNedbFile(path.join(unpacked, 'collections', `${name}.db`));
    if (bad.length > 0)
      throw new DamagedBackupError(`collections/${name}.db enthält unlesbare Zeilen (${bad.join(', ')}).`);
    docs.set(name, read);
  }
  function* pages(name: string) {
    const all = docs.get(name) ?? [];
    for (let i = 0; i < all.length; i += BATCH) yield all.slice(i, i + BATCH);
  }
  return {
    names: [...docs.keys()],
    pages,
    *revisedPages(name) {
      for (const page of pages(name)) yield page.map((doc) => ({ doc, rev: 0 }));
    },
    close: () => undefined,
  };
}

async function replaceAll(tx: Collections, live: readonly string[], source: Source): Promise<void> {
  for (const name of new Set([...live, ...source.names])) await tx.collection(name).deleteMany({});
  for (const name of source.names)
    for await (const page of source.pages(name)) await tx.collection(name).insertMany(page);
}

/**
 * Replaces the embedded store by a backup (of either format). The archive is unpacked and checked
 * beside the live database first (checksums, SQLite's integrity check, documents per collection);
 * only a complete, intact one is written, in one transaction that empties every collection and
 * fills those of the backup. Its files replace the local files folder through the same transaction
 * (see pending-files.ts), so a kill leaves the old data or the new.
 */
export async function restoreEmbeddedStore(
  target: RestoreTarget,
  archive: Readable,
  onEntry?: (entries: number) => void,
): Promise<BackupManifest> {
  const unpacked = path.join(target.dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  await ensurePrivateDir(unpacked);
  const stagedFiles = await openStagedFiles(target.dataDir);
  let committed = false;
  try {
    const manifest = await readBackup(archive, {
      targetDir: unpacked,
      filesDir: stagedFiles,
      ...(onEntry && { onEntry }),
    });
    const source =
      manifest.version === 1 ? await linesSource(unpacked, manifest) : databaseSource(unpacked, manifest);
    try {
      const live = target.store.collectionNames();
      const work = (tx: Collections) => replaceAll(tx, live, source);
      if (target.filesDir && manifest.files)
        await target.store.transactionWithFiles(work, {
          from: stagedFiles,
          to: target.filesDir,
          only: manifest.files.map((f) => f.name),
        });
      else await target.store.transaction(work);
      committed = true;
    } finally {
      source.close();
    }
    return manifest;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
    if (!committed) await rm(stagedFiles, { recursive: true, force: true });
  }
}

/**
 * A backup's documents by collection and id, with their revisions, for `store repair`'s merge: the
 * archive is unpacked beside the database and checked whole first, its files into `filesDir`.
 */
export async function readBackupDocuments(
  archive: Readable,
  dataDir: string,
  filesDir: string,
): Promise<{ manifest: BackupManifest; collections: Map<string, Map<string, Revised>> }> {
  const unpacked = path.join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  await ensurePrivateDir(unpacked);
  try {
    const manifest = await readBackup(archive, { targetDir: unpacked, filesDir });
    const source =
      manifest.version === 1 ? await linesSource(unpacked, manifest) : databaseSource(unpacked, manifest);
    try {
      const collections = new Map<string, Map<string, Revised>>();
      for (const name of source.names) {
        const byId = new Map<string, Revised>();
        for await (const page of source.revisedPages(name))
          for (const row of page) byId.set(row.doc._id, row);
        collections.set(name, byId);
      }
      return { manifest, collections };
    } finally {
      source.close();
    }
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
