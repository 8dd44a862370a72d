import { access, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFiles } from '../files/files';
import { createNedbStore } from './nedb';
import { commitStaging, openStaging } from './nedb-staging';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const id = (n: number) => `a${String(n).padStart(23, '0')}`;

/** A live store with an old catalogue and a session, and a complete new catalogue staged beside it. */
async function liveAndStaged() {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-staging-'));
  dirs.push(dir);
  const live = await createNedbStore(dir);
  await live.collection('products').insertMany([{ _id: id(1) }, { _id: id(2) }]);
  await live.collection('sessions').insert({ _id: id(9) });
  await live.close();
  const staging = await openStaging(dir);
  const staged = await createNedbStore(staging.storeDir);
  await staged.collection('products').insert({ _id: id(3) });
  await staged.collection('users').insert({ _id: id(4) });
  await staged.collection('sessions').insert({ _id: id(5) });
  await staged.close();
  await createLocalFiles(staging.filesDir).write('neu.svg', Buffer.from('<svg/>'), 'image/svg+xml');
  const plan = { collections: ['products', 'users'], filesDir: path.join(dir, 'files') };
  return { dir, staging, plan };
}

async function contents(dir: string) {
  const store = await createNedbStore(dir);
  const ids = async (name: string) => (await store.collection(name).find({})).map((d) => d._id).sort();
  const result = {
    products: await ids('products'),
    users: await ids('users'),
    sessions: await ids('sessions'),
  };
  await store.close();
  return result;
}

const gone = (p: string) =>
  access(p).then(
    () => false,
    () => true,
  );

describe('a catalogue built beside the live store', () => {
  it('replaces the planned collections and moves the files in; the rest of the store stays', async () => {
    const { dir, staging, plan } = await liveAndStaged();
    await commitStaging(dir, plan);
    expect(await contents(dir)).toEqual({ products: [id(3)], users: [id(4)], sessions: [id(9)] });
    expect(await readFile(path.join(dir, 'files', 'neu.svg'), 'utf8')).toBe('<svg/>');
    expect(await gone(staging.storeDir)).toBe(true);
  });

  it('is thrown away when the build was killed before its commit: the old catalogue stays whole', async () => {
    const { dir, staging } = await liveAndStaged();
    expect(await contents(dir)).toEqual({ products: [id(1), id(2)], users: [], sessions: [id(9)] });
    expect(await gone(staging.storeDir)).toBe(true);
  });

  it('is moved in completely at the next open when a kill stopped the move halfway', async () => {
    const { dir, staging, plan } = await liveAndStaged();
    // What a kill after the commit file and the first rename leaves behind.
    await writeFile(path.join(dir, '.staging-commit.json'), JSON.stringify(plan));
    await rename(path.join(staging.storeDir, 'products.db'), path.join(dir, 'products.db'));
    expect(await contents(dir)).toEqual({ products: [id(3)], users: [id(4)], sessions: [id(9)] });
    expect(await readdir(path.join(dir, 'files'))).toEqual(['neu.svg']);
    expect(await gone(path.join(dir, '.staging-commit.json'))).toBe(true);
  });
});
