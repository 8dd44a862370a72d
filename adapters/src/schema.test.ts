import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Brand, PriceAlert } from '@futterkompass/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import { ensureIndexes } from './schema';
import { DuplicateKeyError } from './store/port';
import { createSqliteStore } from './store/sqlite/store';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** A store in a directory of its own, removed after the file. */
async function freshStore() {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-schema-'));
  dirs.push(dir);
  return createSqliteStore(dir);
}

describe('brand name keys', () => {
  it('are added to older brands at start, and then keep a name from repeating in another case', async () => {
    const store = await freshStore();
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

describe('brand slugs', () => {
  it('are added to older brands at start, in id order, a repeated slug numbered, and then are unique', async () => {
    const store = await freshStore();
    const brands = store.collection<Brand>(COLLECTIONS.brands);
    await brands.insertMany([
      { _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', name: 'Allgäuer Tierkost' },
      { _id: 'aaaaaaaaaaaaaaaaaaaaaaa2', name: 'Allgäuer  Tierkost!' },
      { _id: 'aaaaaaaaaaaaaaaaaaaaaaa3', name: 'Napf & Co', slug: 'napf-co' },
      { _id: 'aaaaaaaaaaaaaaaaaaaaaaa4', name: 'Napf Co' },
      { _id: 'aaaaaaaaaaaaaaaaaaaaaaa5', name: '猫' },
    ]);
    await ensureIndexes(store);
    expect((await brands.find({}, { sort: { _id: 1 } })).map((b) => b.slug)).toEqual([
      'allgaeuer-tierkost',
      'allgaeuer-tierkost-2',
      'napf-co',
      'napf-co-2',
      'marke',
    ]);
    await expect(brands.insert({ name: 'Napf-Co', slug: 'napf-co' })).rejects.toBeInstanceOf(
      DuplicateKeyError,
    );
    // A second start finds nothing to do and changes nothing.
    await ensureIndexes(store);
    expect(await brands.count({ slug: 'allgaeuer-tierkost-2' })).toBe(1);
    await store.close();
  });
});

describe('price alert places', () => {
  it('are given to older alerts at start, the lowest free ones of their user, and then are unique', async () => {
    const store = await freshStore();
    const alerts = store.collection<PriceAlert>(COLLECTIONS.priceAlerts);
    const alert = (n: number, userId: string, slot?: number) => ({
      _id: `cccccccccccccccccccccc${String(n).padStart(2, '0')}`,
      userId,
      productId: `dddddddddddddddddddddd${String(n).padStart(2, '0')}`,
      targetBasePrice: 1,
      createdAt: '2025-01-01T00:00:00.000Z',
      ...(slot !== undefined && { slot }),
    });
    await alerts.insertMany([
      alert(1, 'u1', 0),
      alert(2, 'u1'),
      alert(3, 'u1'),
      alert(4, 'u2'),
    ] as PriceAlert[]);
    await ensureIndexes(store);
    expect((await alerts.find({}, { sort: { _id: 1 } })).map((a) => [a.userId, a.slot])).toEqual([
      ['u1', 0],
      ['u1', 1],
      ['u1', 2],
      ['u2', 0],
    ]);
    await expect(alerts.insert({ ...alert(5, 'u1'), slot: 2 })).rejects.toBeInstanceOf(DuplicateKeyError);
    await store.close();
  });
});
