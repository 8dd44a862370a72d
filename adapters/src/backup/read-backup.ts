import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-dir';
import { type BackupEntry, BackupManifest, DATABASE_ENTRY, MANIFEST_ENTRY, parseEntryPath } from './manifest';

/** The archive is no complete, intact backup of this format; nothing was changed. */
export class DamagedBackupError extends Error {
  override name = 'DamagedBackupError';
  constructor(reason: string) {
    super(`Die Sicherung ist beschädigt oder unvollständig: ${reason}`);
  }
}

const MANIFEST_LIMIT = 16 * 1024 * 1024;

interface Seen {
  bytes: number;
  sha256: string;
  lines: number;
}

/** Hashes and counts what passes, and writes it on where a target is given. */
function measuring(seen: Seen, target: Writable | null): Writable {
  const hash = createHash('sha256');
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      seen.bytes += chunk.length;
      for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) seen.lines++;
      if (!target || target.write(chunk)) done();
      else target.once('drain', done);
    },
    final(done) {
      seen.sha256 = hash.digest('hex');
      if (!target) return done();
      target.end((error?: Error | null) => done(error));
    },
  });
}

function compare(manifest: BackupManifest, seen: Map<string, Seen>): void {
  const listed = new Map<string, { bytes: number; sha256: string; documents?: number }>();
  if (manifest.version === 1) for (const c of manifest.collections) listed.set(`collections/${c.name}.db`, c);
  else listed.set(DATABASE_ENTRY, manifest.database);
  for (const f of manifest.files ?? []) listed.set(`files/${f.name}`, f);
  for (const [entry, item] of listed) {
    const found = seen.get(entry);
    if (!found) throw new DamagedBackupError(`${entry} fehlt.`);
    if (found.bytes !== item.bytes || found.sha256 !== item.sha256)
      throw new DamagedBackupError(`die Prüfsumme von ${entry} stimmt nicht.`);
    if (item.documents !== undefined && found.lines !== item.documents)
      throw new DamagedBackupError(`${entry} hat nicht die ${item.documents} Dokumente des Manifests.`);
  }
  for (const entry of seen.keys())
    if (!listed.has(entry)) throw new DamagedBackupError(`${entry} steht nicht im Manifest.`);
}

/** Where an entry is unpacked to: the database and collections under `targetDir`, files into `filesDir`. */
function targetOf(entry: BackupEntry, targetDir: string, filesDir: string): string {
  if (entry.kind === 'database') return path.join(targetDir, DATABASE_ENTRY);
  if (entry.kind === 'collection') return path.join(targetDir, 'collections', `${entry.name}.db`);
  return path.join(filesDir, entry.name);
}

/**
 * Reads a backup archive through, checking every entry against the manifest (sizes, SHA-256, for
 * version 1 also the documents per collection) and that nothing is missing, extra or cut off. With
 * `targetDir`, the database (or, version 1, the collections as `collections/<name>.db`) is written
 * there and the files into `filesDir` (default `<targetDir>/files`); the caller throws the folders
 * away when this fails.
 */
export async function readBackup(
  input: Readable,
  options: { targetDir?: string; filesDir?: string; onEntry?: (entries: number) => void } = {},
): Promise<BackupManifest> {
  const seen = new Map<string, Seen>();
  let manifestText: string | undefined;
  const extract = tar.extract();
  const filesDir = options.filesDir ?? (options.targetDir && path.join(options.targetDir, 'files'));
  if (options.targetDir && filesDir) {
    await mkdir(filesDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await mkdir(path.join(options.targetDir, 'collections'), { recursive: true, mode: PRIVATE_DIR_MODE });
  }

  extract.on('entry', (header, body, next) => {
    const fail = (error: Error) => {
      body.resume();
      extract.destroy(error);
    };
    if (manifestText !== undefined)
      return fail(new DamagedBackupError(`${header.name} steht hinter dem Manifest.`));
    if (header.name === MANIFEST_ENTRY) {
      const chunks: Buffer[] = [];
      let size = 0;
      body.on('data', (data) => {
        const chunk = data as Buffer;
        size += chunk.length;
        if (size <= MANIFEST_LIMIT) chunks.push(chunk);
      });
      body.on('end', () => {
        manifestText = Buffer.concat(chunks).toString('utf8');
        options.onEntry?.(seen.size + 1);
        next();
      });
      return;
    }
    const entry = header.type === 'file' ? parseEntryPath(header.name) : null;
    if (!entry) return fail(new DamagedBackupError(`unbekannter Eintrag ${header.name}.`));
    if (seen.has(header.name)) return fail(new DamagedBackupError(`${header.name} steht doppelt darin.`));
    const counted: Seen = { bytes: 0, sha256: '', lines: 0 };
    seen.set(header.name, counted);
    const target =
      options.targetDir &&
      filesDir &&
      createWriteStream(targetOf(entry, options.targetDir, filesDir), { mode: PRIVATE_FILE_MODE });
    pipeline(body, measuring(counted, target || null)).then(() => {
      options.onEntry?.(seen.size);
      next();
    }, fail);
  });

  try {
    await pipeline(input, createGunzip(), extract);
  } catch (error) {
    if (error instanceof DamagedBackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    // Errors of the archive itself; a read error of the file or the disk is not the archive's fault.
    if (code === undefined || code.startsWith('Z_') || code === 'ERR_STREAM_PREMATURE_CLOSE')
      throw new DamagedBackupError(`das Archiv ist nicht lesbar (${(error as Error).message}).`);
    throw error;
  }
  if (manifestText === undefined) throw new DamagedBackupError('das Manifest fehlt (Archiv abgeschnitten?).');
  let manifest: BackupManifest;
  try {
    manifest = BackupManifest.parse(JSON.parse(manifestText));
  } catch {
    throw new DamagedBackupError('das Manifest ist unlesbar oder hat ein unbekanntes Format.');
  }
  compare(manifest, seen);
  return manifest;
}
