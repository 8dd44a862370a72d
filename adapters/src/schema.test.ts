import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Brand } from '@futterkompass/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import { ensureIndexes } from './schema';
import { createNedbStore } from './store/nedb';
import { DuplicateKeyError } from './store/port';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('brand name keys', () => {
  it('are added to older brands at start, and then keep a name from repeating in another case', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fk-schema-'));
    dirs.push(dir);
    const store = await createNedbStore(dir);
    const brands = store.collection<Brand>(COLLECTIONS.brands);
    await brands.insertMany([
      { _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', name: 'Wolfsliebe' },
      // An old duplicate in another case: start-up must not fail on it.
      { _id: 'aaaaaaaaaaaaaaaaaaaaaaa2', name: 'WOLFSLIEBE ' },
      { _id: 'aaaaaaaaaaaaaaaaaaaaaaa3', name: 'Katzenglück' },
    ]);
    await ensureIndexes(store);
    expect((await brands.find({}, { sort: { _id: 1 } })).map((b) => b.nameKey)).toEqual([
      'wolfsliebe',
      undefined,
      'katzenglück',
    ]);
    await expect(brands.insert({ name: 'katzenGLÜCK', nameKey: 'katzenglück' })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    await store.close();
  });
});
