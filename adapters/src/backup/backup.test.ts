import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFiles } from '../files/files';
import { createNedbStore } from '../store/nedb';
import type { Store } from '../store/port';
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

const items = (store: Store, name: string) => store.collection<Item>(name);

const all = async (store: Store, name: string) =>
  (await items(store, name).find({})).sort((a, b) => a._id.localeCompare(b._id));

/** A store with two collections (one document with a line break in a field and a date) and two files. */
async function makeStore(at: string) {
  const store = await createNedbStore(at);
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

async function backupOf(store: Store, files: ReturnType<typeof createLocalFiles>) {
  const snapshot = await (store.snapshot as NonNullable<Store['snapshot']>)();
  const { archive, entries } = await createBackupStream({ snapshot, files });
  return { data: await buffer(archive), entries };
}

describe('a backup of the embedded store', () => {
  it('holds every collection and file with a manifest, and restores them exactly', async () => {
    const source = path.join(dir, 'source');
    const { store, files } = await makeStore(source);
    const { data, entries } = await backupOf(store, files);
    expect(entries).toBe(5);
    const manifest = await readBackup(Readable.from(data));
    expect(manifest.collections.map((c) => [c.name, c.documents])).toEqual([
      ['products', 2],
      ['users', 1],
    ]);
    expect(manifest.files?.map((f) => f.name)).toEqual(['bild.svg', 'tipp.pdf']);

    // The target has other data: a collection the backup lacks, and a file it lacks.
    const target = path.join(dir, 'target');
    const other = await createNedbStore(target);
    await items(other, 'sessions').insert({ _id: 'd'.repeat(24), userId: 'x' });
    await items(other, 'products').insert({ _id: 'e'.repeat(24), name: 'Fremd' });
    await other.close();
    await createLocalFiles(path.join(target, 'files')).write('alt.svg', Buffer.from('x'), 'image/svg+xml');

    const seen: number[] = [];
    await restoreEmbeddedStore(
      { storeDir: target, filesDir: path.join(target, 'files') },
      Readable.from(data),
      (n) => seen.push(n),
    );
    expect(seen.at(-1)).toBe(5);
    const restored = await createNedbStore(target);
    expect(await all(restored, 'products')).toEqual(await all(store, 'products'));
    expect((await items(restored, 'products').findOne({ _id: 'a'.repeat(24) }))?.at).toEqual(
      new Date(1_700_000_000_000),
    );
    expect(await all(restored, 'users')).toEqual(await all(store, 'users'));
    expect(await items(restored, 'sessions').count()).toBe(0);
    expect((await readdir(path.join(target, 'files'))).sort()).toEqual(['bild.svg', 'tipp.pdf']);
    expect(await readFile(path.join(target, 'files', 'tipp.pdf'), 'utf8')).toBe('%PDF-1.4');
    await restored.close();
    await store.close();
  });

  it('is a snapshot: writes after it started do not reach it', async () => {
    const { store, files } = await makeStore(path.join(dir, 'source'));
    const snapshot = await (store.snapshot as NonNullable<Store['snapshot']>)();
    await items(store, 'products').updateOne({ _id: 'b'.repeat(24) }, { $set: { name: 'Geändert' } });
    await items(store, 'products').deleteOne({ _id: 'a'.repeat(24) });
    const { archive } = await createBackupStream({ snapshot, files });
    const target = path.join(dir, 'target');
    await restoreEmbeddedStore({ storeDir: target }, Readable.from(await buffer(archive)));
    const restored = await createNedbStore(target);
    expect((await all(restored, 'products')).map((p) => p.name)).toEqual(['Rind\u2028Pute', 'Huhn']);
    await restored.close();
    await store.close();
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
    const live = await createNedbStore(target);
    await items(live, 'products').insert({ _id: 'f'.repeat(24), name: 'Bleibt' });
    await live.close();
  });

  /** The restore is refused with the reason, and the live store is as it was. */
  async function refused(archive: Buffer, reason: RegExp) {
    const attempt = restoreEmbeddedStore({ storeDir: target }, Readable.from(archive));
    await expect(attempt).rejects.toBeInstanceOf(DamagedBackupError);
    await expect(restoreEmbeddedStore({ storeDir: target }, Readable.from(archive))).rejects.toThrow(reason);
    expect(await readdir(target)).not.toContain('.staging');
    const live = await createNedbStore(target);
    expect((await items(live, 'products').find({})).map((p) => p.name)).toEqual(['Bleibt']);
    await live.close();
  }

  it('is refused when cut off', async () => {
    await refused(data.subarray(0, Math.floor(data.length * 0.6)), /nicht lesbar|Manifest fehlt/);
  });

  it('is refused when a byte of an entry changed (checksum)', async () => {
    const tar = gunzipSync(data);
    const at = tar.indexOf('Huhn');
    tar[at] = 'X'.charCodeAt(0);
    await refused(gzipSync(tar), /die Prüfsumme von collections\/products\.db stimmt nicht/);
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
