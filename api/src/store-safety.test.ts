import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALERT_BAR_ID, COLLECTIONS, createSqliteStore, DATABASE_FILE } from '@futterkompass/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ops, startOps } from './testing/ops-command';

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

/** Resolves once the file has grown past `bytes`; polls the disk, as an operator's `ls` would. */
async function grown(file: string, bytes: number): Promise<void> {
  for (;;) {
    const size = await stat(file).then(
      (s) => s.size,
      () => 0,
    );
    if (size > bytes) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a seed killed halfway', () => {
  let dataDir: string;
  let seed: ChildProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fk-seed-kill-'));
    const first = await ops(['seed', '--products', '150', '--no-images'], { DATA_DIR: dataDir });
    expect(first.code).toBe(0);
  });
  afterAll(async () => {
    // Not left running when the test failed before it killed the seed.
    if (seed && seed.exitCode === null && seed.signalCode === null) {
      seed.kill('SIGKILL');
      await once(seed, 'exit');
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves the old catalogue whole, and the next seed replaces it whole', async () => {
    const before = await catalogue(dataDir);
    expect(before).toEqual({ products: 150, posts: 3, alertBar: true });
    seed = startOps(['seed', '--replace', '--products', '20000', '--no-images'], { DATA_DIR: dataDir });
    const exited = once(seed, 'exit');
    // The new catalogue is being written in its transaction (into the WAL): kill it there.
    await grown(path.join(dataDir, `${DATABASE_FILE}-wal`), 4 * 1024 * 1024);
    seed.kill('SIGKILL');
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
    expect(await catalogue(dataDir)).toEqual(before);
    const again = await ops(['seed', '--replace', '--products', '200', '--no-images'], { DATA_DIR: dataDir });
    expect(again.code).toBe(0);
    expect(await catalogue(dataDir)).toEqual({ products: 200, posts: 3, alertBar: true });
    // A process of its own with tsx, on a machine that others share: it may take a while to start.
  }, 90_000);
});
