import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFiles } from '../files/files';
import { createSqliteStore, type SqliteStore } from '../store/sqlite/store';
import { DamagedBackupError, readBackup } from './read-backup';
import { restoreEmbeddedStore } from './restore';
import { createBackupStream } from './write-backup';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fk-backup-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Documents of these tests: a name, a user name or a session's user, and a date. */
interface Item {
  _id: string;
  name?: string;
  username?: string;
  userId?: string;
  at?: Date;
}

const items = (store: SqliteStore, name: string) => store.collection<Item>(name);

const all = async (store: SqliteStore, name: string) =>
  (await items(store, name).find({})).sort((a, b) => a._id.localeCompare(b._id));

/** A store with two collections (one document with a line break in a field and a date) and two files. */
async function makeStore(at: string) {
  const store = await createSqliteStore(at);
  const files = createLocalFiles(path.join(at, 'files'));
  await items(store, 'products').insertMany([
    { _id: 'a'.repeat(24), name: 'Rind\u2028Pute', at: new Date(1_700_000_000_000) },
    { _id: 'b'.repeat(24), name: 'Huhn' },
  ]);
  await items(store, 'users').insert({ _id: 'c'.repeat(24), username: 'demo' });
  await files.write('bild.svg', Buffer.from('<svg/>'), 'image/svg+xml');
  await files.write('tipp.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
  return { store, files };
}

async function backupOf(store: SqliteStore, files: ReturnType<typeof createLocalFiles>) {
  const { archive, entries } = await createBackupStream({ store, files });
  return { data: await buffer(archive), entries };
}

const restoreInto = async (target: string, archive: Buffer, onEntry?: (n: number) => void) => {
  const store = await createSqliteStore(target);
  try {
    return await restoreEmbeddedStore(
      { store, dataDir: target, filesDir: path.join(target, 'files') },
      Readable.from(archive),
      onEntry,
    );
  } finally {
    await store.close();
  }
};

describe('a backup of the embedded store', () => {
  it('holds a copy of the database and every file with a manifest, and restores them exactly', async () => {
    const source = path.join(dir, 'source');
    const { store, files } = await makeStore(source);
    const { data, entries } = await backupOf(store, files);
    expect(entries).toBe(4);
    const manifest = await readBackup(Readable.from(data));
    expect(manifest.version).toBe(2);
    expect(manifest.collections.map((c) => [c.name, c.documents])).toEqual([
      ['products', 2],
      ['users', 1],
    ]);
    expect(manifest.files?.map((f) => f.name)).toEqual(['bild.svg', 'tipp.pdf']);
    // The copy is packed and gone; nothing of it is left beside the database.
    expect((await readdir(source)).filter((name) => name.startsWith('.backup-'))).toEqual([]);

    // The target has other data: a collection the backup lacks, and a file it lacks.
    const target = path.join(dir, 'target');
    const other = await createSqliteStore(target);
    await items(other, 'sessions').insert({ _id: 'd'.repeat(24), userId: 'x' });
    await items(other, 'products').insert({ _id: 'e'.repeat(24), name: 'Fremd' });
    await other.close();
    await createLocalFiles(path.join(target, 'files')).write('alt.svg', Buffer.from('x'), 'image/svg+xml');

    const seen: number[] = [];
    await restoreInto(target, data, (n) => seen.push(n));
    expect(seen.at(-1)).toBe(4);
    const restored = await createSqliteStore(target);
    expect(await all(restored, 'products')).toEqual(await all(store, 'products'));
    expect((await items(restored, 'products').findOne({ _id: 'a'.repeat(24) }))?.at).toEqual(
      new Date(1_700_000_000_000),
    );
    expect(await all(restored, 'users')).toEqual(await all(store, 'users'));
    expect(await items(restored, 'sessions').count()).toBe(0);
    expect((await readdir(path.join(target, 'files'))).sort()).toEqual(['bild.svg', 'tipp.pdf']);
    expect(await readFile(path.join(target, 'files', 'tipp.pdf'), 'utf8')).toBe('%PDF-1.4');
    expect((await readdir(target)).filter((name) => name.startsWith('.'))).toEqual([]);
    await restored.close();
    await store.close();
  });

  it('is a snapshot: writes after it was taken do not reach it', async () => {
    const { store, files } = await makeStore(path.join(dir, 'source'));
    const { archive } = await createBackupStream({ store, files });
    await items(store, 'products').updateOne({ _id: 'b'.repeat(24) }, { $set: { name: 'Geändert' } });
    await items(store, 'products').deleteOne({ _id: 'a'.repeat(24) });
    const data = await buffer(archive);
    const target = path.join(dir, 'target');
    await restoreInto(target, data);
    const restored = await createSqliteStore(target);
    expect((await all(restored, 'products')).map((p) => p.name)).toEqual(['Rind\u2028Pute', 'Huhn']);
    await restored.close();
    await store.close();
  });
});

/** A backup as the NeDB versions wrote it (format 1): collections as NeDB lines, dates as $$date. */
async function formatOneArchive(): Promise<Buffer> {
  const pack = tar.pack();
  const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
  const entry = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: data.length }, data, (e) => (e ? reject(e) : resolve())),
    );
  const products = Buffer.from(
    `${JSON.stringify({ _id: 'a'.repeat(24), name: 'Rind', at: { $$date: 1_700_000_000_000 } })}\n${JSON.stringify({ _id: 'b'.repeat(24), name: 'Huhn' })}\n`,
  );
  const image = Buffer.from('<svg/>');
  const done = buffer(pack.pipe(createGzip()));
  await entry('collections/products.db', products);
  await entry('files/bild.svg', image);
  await entry(
    'manifest.json',
    Buffer.from(
      JSON.stringify({
        format: 'futterkompass-backup',
        version: 1,
        createdAt: '2026-01-01T00:00:00.000Z',
        collections: [{ name: 'products', documents: 2, bytes: products.length, sha256: sha(products) }],
        files: [{ name: 'bild.svg', bytes: image.length, sha256: sha(image) }],
      }),
    ),
  );
  pack.finalize();
  return done;
}

describe('a backup of the NeDB versions (format 1)', () => {
  it('still restores, dates included', async () => {
    const target = path.join(dir, 'target');
    const manifest = await restoreInto(target, await formatOneArchive());
    expect(manifest.version).toBe(1);
    const restored = await createSqliteStore(target);
    expect(await all(restored, 'products')).toEqual([
      { _id: 'a'.repeat(24), name: 'Rind', at: new Date(1_700_000_000_000) },
      { _id: 'b'.repeat(24), name: 'Huhn' },
    ]);
    expect(await readdir(path.join(target, 'files'))).toEqual(['bild.svg']);
    await restored.close();
  });
});

describe('a damaged backup', () => {
  let data: Buffer;
  let target: string;
  beforeEach(async () => {
    const { store, files } = await makeStore(path.join(dir, 'source'));
    ({ data } = await backupOf(store, files));
    await store.close();
    target = path.join(dir, 'target');
    const live = await createSqliteStore(target);
    await items(live, 'products').insert({ _id: 'f'.repeat(24), name: 'Bleibt' });
    await live.close();
  });

  /** The restore is refused with the reason, and the live store is as it was. */
  async function refused(archive: Buffer, reason: RegExp) {
    const attempt = restoreInto(target, archive);
    await expect(attempt).rejects.toBeInstanceOf(DamagedBackupError);
    await expect(restoreInto(target, archive)).rejects.toThrow(reason);
    expect((await readdir(target)).filter((name) => name.startsWith('.'))).toEqual([]);
    const live = await createSqliteStore(target);
    expect((await items(live, 'products').find({})).map((p) => p.name)).toEqual(['Bleibt']);
    await live.close();
  }

  it('is refused when cut off', async () => {
    await refused(data.subarray(0, Math.floor(data.length * 0.6)), /nicht lesbar|Manifest fehlt/);
  });

  it('is refused when a byte of the database changed (checksum)', async () => {
    const tar = gunzipSync(data);
    const at = tar.indexOf('Huhn');
    tar[at] = 'X'.charCodeAt(0);
    await refused(gzipSync(tar), /die Prüfsumme von database\.sqlite stimmt nicht/);
  });

  it('is refused without its manifest, and when it is no archive at all', async () => {
    const tar = gunzipSync(data);
    const at = tar.indexOf('manifest.json');
    await refused(gzipSync(tar.subarray(0, at)), /nicht lesbar|Manifest fehlt/);
    await refused(Buffer.from('kein Archiv'), /nicht lesbar/);
  });

  it('reads a file from the disk as it is', async () => {
    const file = path.join(dir, 'sicherung.tar.gz');
    await writeFile(file, data);
    const manifest = await readBackup(createReadStream(file));
    expect(manifest.collections).toHaveLength(2);
  });
});
