import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COLLECTIONS,
  type Collection,
  createSqliteStore,
  type Doc,
  type Store,
} from '@futterkompass/adapters';
import type { Brand } from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrandDirectory } from './brand-directory';

describe('the brand directory', () => {
  let dir: string;
  let store: Store;
  let reads = 0;
  let clock = 0;
  const counted = (inner: Store): Store => ({
    ...inner,
    collection: <T extends Doc>(name: string): Collection<T> => {
      const collection = inner.collection<T>(name);
      return {
        ...collection,
        find: (...args) => {
          reads++;
          return collection.find(...args);
        },
      };
    },
  });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-brands-'));
    store = await createSqliteStore(dir);
    await store.collection<Brand>(COLLECTIONS.brands).insertMany([
      { _id: 'b00000000000000000000001', name: 'Waldhof', slug: 'waldhof', description: 'Aus dem Wald.' },
      { _id: 'b00000000000000000000002', name: 'Alt' },
    ]);
  });
  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('translates slugs to ids and back, names a brand without a slug by its id, keeps unknown values', async () => {
    const brands = createBrandDirectory(store, { now: () => clock });
    expect(await brands.idsOf(['waldhof', 'b00000000000000000000002', 'keine'])).toEqual([
      'b00000000000000000000001',
      'b00000000000000000000002',
      'keine',
    ]);
    expect([...(await brands.slugsOf(['b00000000000000000000001', 'b00000000000000000000002']))]).toEqual([
      ['b00000000000000000000001', 'waldhof'],
      ['b00000000000000000000002', 'b00000000000000000000002'],
    ]);
    expect(await brands.bySlug('waldhof')).toEqual({
      _id: 'b00000000000000000000001',
      name: 'Waldhof',
      slug: 'waldhof',
      description: 'Aus dem Wald.',
    });
  });

  it('reads the store once for many look-ups, again on a miss only after a pause, and when told', async () => {
    reads = 0;
    clock = 0;
    const brands = createBrandDirectory(counted(store), {
      now: () => clock,
      missReloadMs: 5_000,
      maxAgeMs: 60_000,
    });
    await brands.bySlug('waldhof');
    await brands.bySlug('waldhof');
    expect(reads).toBe(1);
    // A brand another process created: not seen until a miss after the pause.
    await store.collection<Brand>(COLLECTIONS.brands).insert({ name: 'Neu', slug: 'neu' });
    expect(await brands.bySlug('neu')).toBeNull();
    expect(await brands.bySlug('erfunden')).toBeNull();
    expect(reads).toBe(1);
    clock = 5_000;
    expect((await brands.bySlug('neu'))?.name).toBe('Neu');
    expect(reads).toBe(2);
    await brands.bySlug('erfunden');
    expect(reads).toBe(2);
    brands.invalidate();
    await brands.bySlug('waldhof');
    expect(reads).toBe(3);
    // Old enough: read again even without a miss.
    clock = 70_000;
    await brands.bySlug('waldhof');
    expect(reads).toBe(4);
  });
});
