import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storeContract } from './contract';
import { createNedbStore } from './nedb';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-nedb-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('store contract: NeDB', () => {
  storeContract(async () => createNedbStore(await tempDir()));
});

describe('NeDB files', () => {
  it('keep the data across a close and reopen', async () => {
    const dir = await tempDir();
    const first = await createNedbStore(dir);
    await first
      .collection<{ _id: string; label: string }>('things')
      .insert({ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', label: 'bleibt' });
    await first
      .collection<{ _id: string; label: string }>('things')
      .updateOne({ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, { $set: { label: 'geändert' } });
    await first.close();
    const second = await createNedbStore(dir);
    expect(await second.collection('things').find()).toEqual([
      { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', label: 'geändert' },
    ]);
    await second.close();
  });
});
