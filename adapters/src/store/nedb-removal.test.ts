import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createNedbStore } from './nedb';
import { repairStoreFile } from './nedb-integrity';
import { lineId, removalEffects } from './nedb-removal';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('the id of a store line', () => {
  it('is read from the top level, also where the line is cut short', () => {
    expect(lineId('{"_id":"a1","name":"Produ')).toBe('a1');
    expect(lineId('{"name":"x \\"_id\\"","_id":"a\\"2","tags":[')).toBe('a"2');
    expect(lineId('{"brand":{"_id":"b1"},"name":"Produ')).toBeUndefined();
    expect(lineId('{"name":"Produkt","_id":"a')).toBeUndefined();
    expect(lineId('kaputt')).toBeUndefined();
  });
});

describe('removing damaged lines of a NeDB file', () => {
  it('names the documents now missing, those back at an earlier version and those unchanged', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fk-removal-'));
    dirs.push(dir);
    const file = path.join(dir, 'products.db');
    const lines = [
      '{"_id":"a","name":"a alt"}',
      '{"_id":"b","name":"b"}',
      '{"_id":"a","name":"a neu',
      '{"_id":"c","name":"c',
      '{"_id":"d","name":"d alt',
      '{"_id":"d","name":"d neu"}',
      '{"_id":"e","name":"e"}',
      '{"$$deleted":true,"_id":"e"}',
      '{"_id":"e","name":"e wieder',
      'kaputt',
    ];
    await writeFile(file, `${lines.join('\n')}\n`);
    expect(await removalEffects(file)).toEqual({
      older: ['a'],
      missing: ['c', 'e'],
      unchanged: ['d'],
      unknown: [{ number: 10, text: 'kaputt' }],
    });

    // What NeDB loads after the repair is what the effects said.
    await repairStoreFile(file);
    const store = await createNedbStore(dir);
    const names = (await store.collection<{ _id: string; name: string }>('products').find()).map(
      (d) => `${d._id}: ${d.name}`,
    );
    expect(names.sort()).toEqual(['a: a alt', 'b: b', 'd: d neu']);
    await store.close();
  });
});
