import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createNedbStore } from './nedb';
import { CorruptStoreError, checkStoreFiles, repairStoreFile, sideFileOf } from './nedb-integrity';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-integrity-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const doc = (n: number) => JSON.stringify({ _id: `p${String(n).padStart(23, '0')}`, name: `Produkt ${n}` });

/** A products file of 30 documents whose line 12 a crash or an editor broke. */
async function damagedStore(): Promise<{ dir: string; file: string; content: string }> {
  const dir = await tempDir();
  const lines = Array.from({ length: 30 }, (_, i) => doc(i + 1));
  lines[11] = '{"_id":"p00000000000000000000012","name":"Produ';
  const content = `${lines.join('\n')}\n`;
  const file = path.join(dir, 'products.db');
  await writeFile(file, content);
  return { dir, file, content };
}

describe('a damaged store file', () => {
  it('stops the open with a German message naming the file and the line, and stays as it was', async () => {
    const { dir, file, content } = await damagedStore();
    const opening = createNedbStore(dir);
    await expect(opening).rejects.toBeInstanceOf(CorruptStoreError);
    await expect(opening).rejects.toThrow(`${file} (Zeile 12)`);
    await expect(opening).rejects.toThrow('Der Server startet nicht');
    expect(await readFile(file, 'utf8')).toBe(content);
  });

  it('names the file also when most lines are damaged', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'users.db'), `${doc(1)}\nkaputt\nauch kaputt\n`);
    await expect(createNedbStore(dir)).rejects.toThrow(`${path.join(dir, 'users.db')} (Zeilen 2, 3)`);
  });

  it('counts a line without a document id as damaged (NeDB would drop it silently)', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'brands.db'), `${doc(1)}\n{"name":"ohne Id"}\n`);
    const [damaged] = await checkStoreFiles(dir);
    expect(damaged?.badLines).toEqual([{ number: 2, text: '{"name":"ohne Id"}' }]);
  });

  it('is repaired by moving the bad line into a side file; then every other document loads', async () => {
    const { dir, file } = await damagedStore();
    const moved = await repairStoreFile(file, new Date('2026-11-22T10:00:00Z'));
    expect(moved.map((l) => l.number)).toEqual([12]);
    const side = await readFile(sideFileOf(file), 'utf8');
    expect(side).toBe(
      '# products.db Zeile 12, entfernt 2026-11-22T10:00:00.000Z\n{"_id":"p00000000000000000000012","name":"Produ\n',
    );
    expect(await checkStoreFiles(dir)).toEqual([]);
    const store = await createNedbStore(dir);
    expect(await store.collection('products').count()).toBe(29);
    await store.close();
  });
});

describe('NeDB line breaks', () => {
  it('keeps a text with Unicode line separators across a restart', async () => {
    const dir = await tempDir();
    const text = 'Gut\u2028verträglich\u2029und\u0085lecker';
    const first = await createNedbStore(dir);
    await first
      .collection<{ _id: string; text: string }>('reviews')
      .insert({ _id: 'r00000000000000000000001', text });
    await first.close();
    expect(await checkStoreFiles(dir)).toEqual([]);
    const second = await createNedbStore(dir);
    expect(await second.collection<{ _id: string; text: string }>('reviews').find()).toEqual([
      { _id: 'r00000000000000000000001', text },
    ]);
    await second.close();
  });
});

describe('file modes', () => {
  const mode = async (p: string) => (await stat(p)).mode & 0o777;

  it('creates the folder for the owner only and the files readable by the owner only', async () => {
    const dir = path.join(await tempDir(), 'data');
    const store = await createNedbStore(dir);
    await store.collection('users').insert({ _id: 'u00000000000000000000001' });
    await store.close();
    expect(await mode(dir)).toBe(0o700);
    expect(await mode(path.join(dir, 'users.db'))).toBe(0o600);
  });

  it('narrows a folder and files that an older version left readable by everyone', async () => {
    const dir = path.join(await tempDir(), 'data');
    await mkdir(dir);
    await chmod(dir, 0o755);
    await writeFile(path.join(dir, 'sessions.db'), `${doc(1)}\n`, { mode: 0o644 });
    await chmod(path.join(dir, 'sessions.db'), 0o644);
    const store = await createNedbStore(dir);
    await store.close();
    expect(await mode(dir)).toBe(0o700);
    expect(await mode(path.join(dir, 'sessions.db'))).toBe(0o600);
  });
});
