import { statSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createNedbStore } from './nedb';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-compaction-'));
  dirs.push(dir);
  return dir;
};

const id = (n: number) => `c${String(n).padStart(23, '0')}`;

describe('NeDB compaction', () => {
  it('writes every document once as a line NeDB loads again, the index definitions after them', async () => {
    const dir = await tempDir();
    const store = await createNedbStore(dir);
    const things = store.collection<{ _id: string; text: string; at?: Date }>('things');
    await things.ensureIndex({ fields: ['text'] });
    await things.insert({ _id: id(1), text: 'Zeile\u2028Trenner', at: new Date('2025-03-01T00:00:00.000Z') });
    await things.insert({ _id: id(2), text: 'alt' });
    await things.updateOne({ _id: id(2) }, { $set: { text: 'neu' } });
    await store.close();

    const lines = (await readFile(path.join(dir, 'things.db'), 'utf8')).split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((line) => JSON.parse(line))).toEqual([
      { _id: id(1), text: 'Zeile\u2028Trenner', at: { $$date: Date.parse('2025-03-01T00:00:00.000Z') } },
      { _id: id(2), text: 'neu' },
      { $$indexCreated: { fieldName: 'text', unique: false, sparse: false } },
    ]);
    expect(lines[0]).toContain('\\u2028');

    const again = await createNedbStore(dir);
    expect(await again.collection('things').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: id(1), text: 'Zeile\u2028Trenner', at: new Date('2025-03-01T00:00:00.000Z') },
      { _id: id(2), text: 'neu' },
    ]);
    await again.close();
  });

  it('leaves the complete earlier file for the next start when it stops before the rename', async () => {
    const dir = await tempDir();
    const store = await createNedbStore(dir);
    await store.collection('things').insert({ _id: id(1) });
    await store.close();
    // A kill after the old file's removal and before the rename: only `<file>~` is left.
    await rename(path.join(dir, 'things.db'), path.join(dir, 'things.db~'));
    const again = await createNedbStore(dir);
    expect(await again.collection('things').find({})).toEqual([{ _id: id(1) }]);
    await again.close();
  });

  it('writes the file chunk by chunk as it serialises, not all at once after serialising everything', async () => {
    const dir = await tempDir();
    const store = await createNedbStore(dir);
    const big = 'x'.repeat(20_000);
    await store
      .collection('things')
      .insertMany(Array.from({ length: 2000 }, (_, n) => ({ _id: id(n), big })));
    // The temporary file's size on every turn of the event loop while the 40 MB collection is
    // written. Written all at once (NeDB's own compaction queues every line, then the stream
    // writes them in one go), it shows a size or two; chunk by chunk, it grows in many steps, and
    // no more than a chunk waits in memory to be written.
    const sizes = new Set<number>();
    let sampling = true;
    const sample = () => {
      const size = statSync(path.join(dir, 'things.db~'), { throwIfNoEntry: false })?.size;
      if (size) sizes.add(size);
      if (sampling) setImmediate(sample);
    };
    sample();
    await store.close();
    sampling = false;
    expect(sizes.size).toBeGreaterThan(100);
  });
});
