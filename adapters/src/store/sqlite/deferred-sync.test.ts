import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, readStoreState } from './state-file';
import { createSqliteStore, type SqliteStore } from './store';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** The write counter the database holds (committed, synced or not), read beside the store. */
function writesIn(dir: string): number {
  const db = new Database(path.join(dir, DATABASE_FILE), { readonly: true });
  try {
    const row = db.prepare(`SELECT value FROM _fk_state WHERE key = 'writes'`).get() as { value: string };
    return Number(row.value);
  } finally {
    db.close();
  }
}

interface Item {
  _id: string;
  n: number;
}

describe('commits without a sync (a feed import’s steps)', () => {
  it('are not recorded as writes in the state file until a synced commit covers them, and count at the close', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fk-deferred-'));
    dirs.push(dir);
    // markOpen records the state at once, as the store's timer does within a second of a write.
    const store = (await createSqliteStore(dir)) as SqliteStore & { markOpen(): Promise<void> };
    const items = store.collection<Item>('items');
    await items.insert({ _id: 'a', n: 1 });
    await store.markOpen();
    const synced = (await readStoreState(dir))?.writes as number;

    // A power loss could undo this commit: the state file must not count it yet.
    await store.transaction((tx) => tx.collection<Item>('items').insert({ _id: 'b', n: 2 }), {
      durable: false,
    });
    await store.markOpen();
    expect(writesIn(dir)).toBeGreaterThan(synced);
    expect((await readStoreState(dir))?.writes).toBe(synced);

    // The next synced commit brings it to disk with its own: both count.
    await items.insert({ _id: 'c', n: 3 });
    await store.markOpen();
    expect((await readStoreState(dir))?.writes).toBe(writesIn(dir));

    // Unsynced commits before the close count in the closed record, and the next start finds it whole.
    await store.transaction((tx) => tx.collection<Item>('items').insert({ _id: 'd', n: 4 }), {
      durable: false,
    });
    const all = writesIn(dir);
    await store.close();
    expect(await readStoreState(dir)).toMatchObject({ closed: true, writes: all });
    const again = await createSqliteStore(dir);
    expect((await again.collection<Item>('items').find({}, { sort: { n: 1 } })).map((i) => i._id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    await again.close();
  });
});
