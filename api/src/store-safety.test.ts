import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALERT_BAR_ID, COLLECTIONS, createSqliteStore } from '@futterkompass/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ops, startOps } from './testing/ops-command';
import { startTestServer } from './testing/test-server';

async function catalogue(dataDir: string) {
  const store = await createSqliteStore(dataDir);
  try {
    return {
      products: await store.collection(COLLECTIONS.products).count(),
      posts: await store.collection(COLLECTIONS.posts).count(),
      alertBar: (await store.collection(COLLECTIONS.settings).count({ _id: ALERT_BAR_ID })) === 1,
    };
  } finally {
    await store.close();
  }
}

/** Resolves once the file has content; polls the disk, as an operator's `ls` would. */
async function grown(file: string): Promise<void> {
  for (;;) {
    const size = await stat(file).then(
      (s) => s.size,
      () => 0,
    );
    if (size > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a seed killed halfway', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-seed-kill-'));
    const first = await ops(['seed', '--products', '150', '--no-images'], { DATA_DIR: dataDir });
    expect(first.code).toBe(0);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('leaves the old catalogue whole, and the next seed replaces it whole', async () => {
    const before = await catalogue(dataDir);
    expect(before).toEqual({ products: 150, posts: 3, alertBar: true });
    const seed = startOps(['seed', '--replace', '--products', '20000', '--no-images'], { DATA_DIR: dataDir });
    const exited = once(seed, 'exit');
    // The new products are being written beside the live store: kill it there.
    await grown(path.join(dataDir, '.staging', 'products.db'));
    seed.kill('SIGKILL');
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await catalogue(dataDir)).toEqual(before);
    const again = await ops(['seed', '--replace', '--products', '200', '--no-images'], { DATA_DIR: dataDir });
    expect(again.code).toBe(0);
    expect(await catalogue(dataDir)).toEqual({ products: 200, posts: 3, alertBar: true });
  });
});

describe('a damaged store file', () => {
  let dataDir: string;
  let productsFile: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-corrupt-'));
    expect((await ops(['seed', '--products', '40', '--no-images'], { DATA_DIR: dataDir })).code).toBe(0);
    productsFile = path.join(dataDir, 'products.db');
    const lines = (await readFile(productsFile, 'utf8')).split('\n');
    lines[4] = (lines[4] as string).slice(0, 50);
    await writeFile(productsFile, lines.join('\n'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('stops the server start with the file and line, and changes nothing', async () => {
    const content = await readFile(productsFile, 'utf8');
    await expect(startTestServer({ dataDir })).rejects.toThrow(`${productsFile} (Zeile 5)`);
    expect(await readFile(productsFile, 'utf8')).toBe(content);
  });

  it('is reported by the check command and set aside by the repair command', async () => {
    const check = await ops(['store', 'check'], { DATA_DIR: dataDir });
    expect(check.code).toBe(1);
    expect(check.output).toContain('products.db: Zeile 5 unlesbar');
    const repair = await ops(['store', 'repair'], { DATA_DIR: dataDir });
    expect(repair.code).toBe(0);
    expect(repair.output).toContain('products.db: Zeile 5 nach products.db.beschaedigt verschoben.');
    // The seed writes a product's id last: cut short, the line does not say whose it was.
    expect(repair.output).toContain(
      'Zeile 5 ohne lesbare Id: ein Dokument darin kann jetzt fehlen oder einen früheren Stand zeigen.',
    );
    expect((await ops(['store', 'check'], { DATA_DIR: dataDir })).code).toBe(0);
    expect((await catalogue(dataDir)).products).toBe(39);
  });

  it('refuses an unknown action with its usage', async () => {
    const wrong = await ops(['store', 'heilen'], { DATA_DIR: dataDir });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('Unbekannter Befehl oder unbekannte Option: heilen');
  });
});

describe('a repair of an append-only store file', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-repair-versions-'));
    const lines = [
      '{"_id":"aaaaaaaaaaaaaaaaaaaaaaa1","series":"Lachs"}',
      '{"_id":"aaaaaaaaaaaaaaaaaaaaaaa2","series":"Rind"}',
      // A later version of the first product, and a third product, both cut short by a crash.
      '{"_id":"aaaaaaaaaaaaaaaaaaaaaaa1","series":"Lachs mit Reis',
      '{"_id":"aaaaaaaaaaaaaaaaaaaaaaa3","series":"Pfe',
    ];
    await writeFile(path.join(dataDir, 'products.db'), `${lines.join('\n')}\n`);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('says which documents are gone and which are back at an earlier version', async () => {
    const repair = await ops(['store', 'repair'], { DATA_DIR: dataDir });
    expect(repair.code).toBe(0);
    expect(repair.output).toContain('products.db: Zeilen 3, 4 nach products.db.beschaedigt verschoben.');
    expect(repair.output).toContain('Fehlen jetzt: aaaaaaaaaaaaaaaaaaaaaaa3\n');
    expect(repair.output).toContain('Zeigen jetzt wieder einen früheren Stand: aaaaaaaaaaaaaaaaaaaaaaa1\n');
    const store = await createSqliteStore(dataDir);
    try {
      const products = store.collection<{ _id: string; series: string }>(COLLECTIONS.products);
      expect(await products.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', series: 'Lachs' },
        { _id: 'aaaaaaaaaaaaaaaaaaaaaaa2', series: 'Rind' },
      ]);
    } finally {
      await store.close();
    }
  });
});
