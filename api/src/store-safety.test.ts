import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALERT_BAR_ID, COLLECTIONS, createNedbStore } from '@futterkompass/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ops, startOps } from './testing/ops-command';
import { startTestServer } from './testing/test-server';

const SEED = 'indexer/src/cli/seed.ts';

async function catalogue(dataDir: string) {
  const store = await createNedbStore(dataDir);
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
    const first = await ops(SEED, ['--products', '150', '--no-images'], { DATA_DIR: dataDir });
    expect(first.code).toBe(0);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('leaves the old catalogue whole, and the next seed replaces it whole', async () => {
    const before = await catalogue(dataDir);
    expect(before).toEqual({ products: 150, posts: 3, alertBar: true });
    const seed = startOps(SEED, ['--replace', '--products', '20000', '--no-images'], { DATA_DIR: dataDir });
    const exited = once(seed, 'exit');
    // The new products are being written beside the live store: kill it there.
    await grown(path.join(dataDir, '.staging', 'products.db'));
    seed.kill('SIGKILL');
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await catalogue(dataDir)).toEqual(before);
    const again = await ops(SEED, ['--replace', '--products', '200', '--no-images'], { DATA_DIR: dataDir });
    expect(again.code).toBe(0);
    expect(await catalogue(dataDir)).toEqual({ products: 200, posts: 3, alertBar: true });
  });
});

describe('a damaged store file', () => {
  let dataDir: string;
  let productsFile: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-corrupt-'));
    expect((await ops(SEED, ['--products', '40', '--no-images'], { DATA_DIR: dataDir })).code).toBe(0);
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
    const check = await ops('indexer/src/cli/store.ts', ['check'], { DATA_DIR: dataDir });
    expect(check.code).toBe(1);
    expect(check.output).toContain('products.db: Zeile 5 unlesbar');
    const repair = await ops('indexer/src/cli/store.ts', ['repair'], { DATA_DIR: dataDir });
    expect(repair.code).toBe(0);
    expect(repair.output).toContain('products.db: Zeile 5 nach products.db.beschaedigt verschoben.');
    expect((await ops('indexer/src/cli/store.ts', ['check'], { DATA_DIR: dataDir })).code).toBe(0);
    expect((await catalogue(dataDir)).products).toBe(39);
  });

  it('refuses an unknown action with its usage', async () => {
    const wrong = await ops('indexer/src/cli/store.ts', ['heilen'], { DATA_DIR: dataDir });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain("Aufruf: 'npm run store -- check' oder 'npm run store -- repair'.");
  });
});
