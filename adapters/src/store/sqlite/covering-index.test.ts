import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureIndexes } from '../../schema';
import type { FindOptions } from '../port';
import { docReader } from './partial-read';
import { DATABASE_FILE } from './state-file';
import { createSqliteStore } from './store';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});
const freshDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-covering-'));
  dirs.push(dir);
  return dir;
};

/** SQLite's plan for a read in id order as the store makes it, with the columns its partial read selects. */
function planOf(dir: string, table: string, filter: Record<string, unknown>, options: FindOptions) {
  const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
  try {
    const sql = `SELECT ${docReader(filter, options).columns} FROM "${table}" WHERE id > ? ORDER BY id ASC`;
    return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('') as { detail: string }[])
      .map((row) => row.detail)
      .join('; ');
  } finally {
    db.close();
  }
}

describe('SQLite: indexes that cover fields', () => {
  it('answers the sitemap read of the products from the covering index, without the documents', async () => {
    const dir = await freshDir();
    const store = await createSqliteStore(dir);
    await ensureIndexes(store);
    await store.close();
    expect(
      planOf(dir, 'products', { published: true }, { projection: { urlExtension: 1, updatedAt: 1 } }),
    ).toMatch(/COVERING INDEX "?_fk_ix_products__id"?/);
    // A field the index does not hold: the documents are read.
    expect(planOf(dir, 'products', { published: true }, { projection: { name: 1 } })).not.toMatch(
      /COVERING INDEX/,
    );
  });

  it('makes an index again when the fields it covers change, and keeps the answers right', async () => {
    const dir = await freshDir();
    const store = await createSqliteStore(dir);
    const items = store.collection<{ _id: string; a?: string; b?: string }>('items');
    await items.ensureIndex({ fields: ['_id'], covers: ['a'] });
    await items.insertMany([
      { _id: 'x1', a: 'A1', b: 'B1' },
      { _id: 'x2', a: 'A2' },
    ]);
    await items.ensureIndex({ fields: ['_id'], covers: ['a', 'b'] });
    await store.close();
    expect(planOf(dir, 'items', {}, { projection: { b: 1 } })).toMatch(/COVERING INDEX/);
    const again = await createSqliteStore(dir);
    expect(await again.collection('items').find({}, { sort: { _id: 1 }, projection: { b: 1 } })).toEqual([
      { _id: 'x1', b: 'B1' },
      { _id: 'x2' },
    ]);
    await again.close();
  });

  it('refuses a multikey index that would cover fields', async () => {
    const dir = await freshDir();
    const store = await createSqliteStore(dir);
    await expect(
      store.collection('items').ensureIndex({ fields: ['tags'], multikey: true, covers: ['a'] }),
    ).rejects.toThrow(/covers nothing/);
    await store.close();
  });

  it('opens a database written before indexes could cover fields and adds the covering index', async () => {
    const dir = await freshDir();
    const store = await createSqliteStore(dir);
    await ensureIndexes(store);
    await store.close();
    // As the previous version left it: no covers column, no covering index.
    const db = new Database(path.join(dir, DATABASE_FILE));
    db.exec(`DROP INDEX "_fk_ix_products__id"; DELETE FROM _fk_indexes WHERE fields = '["_id"]';
      ALTER TABLE _fk_indexes DROP COLUMN covers;`);
    db.close();
    const upgraded = await createSqliteStore(dir);
    await ensureIndexes(upgraded);
    await upgraded.close();
    expect(
      planOf(dir, 'products', { published: true }, { projection: { urlExtension: 1, updatedAt: 1 } }),
    ).toMatch(/COVERING INDEX/);
  });
});
