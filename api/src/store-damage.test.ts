import { cp, mkdtemp, open, readFile, rm, stat, truncate, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import {
  COLLECTIONS,
  createLocalFiles,
  createSqliteStore,
  DATABASE_FILE,
  DamagedStoreError,
  ensureIndexes,
  LAST_BACKUP_FILE,
  loadConfig,
  STATE_FILE,
} from '@futterkompass/adapters';
import { seedEmbeddedStore } from '@futterkompass/indexer';
import Database from 'better-sqlite3';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ops } from './testing/ops-command';
import { recordedBackup } from './testing/recorded-backup';
import { startTestServer } from './testing/test-server';

/**
 * The corruption suite of issue 28: each case damages a copy of one seeded data folder (with
 * uploaded files and a recorded backup) while no server runs, then starts the server on it and runs
 * `store check`. A damaged store is never served as whole: the start refuses with the file and what
 * to do, and the check exits non-zero.
 */
const root = await mkdtemp(path.join(tmpdir(), 'fk-damage-'));
const seeded = path.join(root, 'seeded');
let caseNumber = 0;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: seeded });
  const store = await createSqliteStore(seeded);
  await ensureIndexes(store);
  await seedEmbeddedStore(store, config, { products: 300, images: false, demoUsers: true });
  await createLocalFiles(path.join(seeded, 'files')).write(
    'upload.svg',
    Buffer.from('<svg/>'),
    'image/svg+xml',
  );
  await recordedBackup(
    store,
    createLocalFiles(path.join(seeded, 'files')),
    seeded,
    path.join(root, 'sicherung.tar.gz'),
  );
  await store.close();
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function copyOfSeeded(): Promise<string> {
  const dir = path.join(root, `case-${++caseNumber}`);
  await cp(seeded, dir, { recursive: true });
  return dir;
}

/** `npm run ops -- store check`, in this process: its exit code and what it printed. */
const storeCheck = (dataDir: string) => ops(['store', 'check'], { DATA_DIR: dataDir });

/** The start refuses: a German message naming the file, and what to do. */
async function startRefused(dataDir: string, finding: RegExp) {
  const start = startTestServer({ dataDir });
  await expect(start).rejects.toBeInstanceOf(DamagedStoreError);
  const message = ((await start.catch((e: unknown) => e)) as Error).message;
  expect(message).toContain(path.join(dataDir, DATABASE_FILE));
  expect(message).toMatch(finding);
  expect(message).toContain("'npm run ops -- store check'");
  expect(message).toContain("'npm run ops -- restore <sicherung>'");
}

const databaseOf = (dir: string) => path.join(dir, DATABASE_FILE);

describe('a damaged embedded store, with the server stopped', () => {
  it('cut at 60 % of its bytes: the start refuses, the check fails', async () => {
    const dir = await copyOfSeeded();
    const { size } = await stat(databaseOf(dir));
    await truncate(databaseOf(dir), Math.floor(size * 0.6));
    await startRefused(dir, /abgeschnitten/);
    const check = await storeCheck(dir);
    expect(check.code).toBe(1);
    expect(check.output).toContain('abgeschnitten');
  });

  it('cut at a page boundary: the start refuses, the check fails', async () => {
    const dir = await copyOfSeeded();
    const { size } = await stat(databaseOf(dir));
    const page = 4096;
    await truncate(databaseOf(dir), Math.floor(size / page / 2) * page);
    await startRefused(dir, /abgeschnitten: [\d.]+ von [\d.]+ Bytes/);
    expect((await storeCheck(dir)).code).toBe(1);
  });

  it('emptied: the start refuses instead of starting an empty store', async () => {
    const dir = await copyOfSeeded();
    await writeFile(databaseOf(dir), '');
    await startRefused(dir, /ist leer \(0 Bytes\), obwohl hier schon Daten waren/);
    expect((await storeCheck(dir)).code).toBe(1);
  });

  it('filled with garbage, whole or in the middle: the start refuses, the check fails', async () => {
    const whole = await copyOfSeeded();
    const { size } = await stat(databaseOf(whole));
    await writeFile(databaseOf(whole), Buffer.alloc(size, 0x5a));
    await startRefused(whole, /keine SQLite-Datenbank/);
    expect((await storeCheck(whole)).code).toBe(1);

    const middle = await copyOfSeeded();
    const handle = await open(databaseOf(middle), 'r+');
    const garbage = Buffer.alloc(8 * 4096);
    for (let i = 0; i < garbage.length; i++) garbage[i] = (i * 7919) % 251;
    await handle.write(garbage, 0, garbage.length, Math.floor(size / 2 / 4096) * 4096);
    await handle.close();
    await startRefused(middle, /integrity_check|quick_check|verzeichnet|SQLite meldet/);
    expect((await storeCheck(middle)).code).toBe(1);
  });

  it('deleted while uploaded files and a backup marker remain: the start refuses and names them', async () => {
    const dir = await copyOfSeeded();
    await unlink(databaseOf(dir));
    await unlink(path.join(dir, STATE_FILE));
    await startRefused(dir, /fehlt, obwohl hier schon Daten waren: .*Sicherung.*hochgeladene Dateien/);
    const check = await storeCheck(dir);
    expect(check.code).toBe(1);
    expect(check.output).toContain(LAST_BACKUP_FILE);
  });

  it('a duplicate unique key inserted behind the portal’s back: the start refuses, the check names it', async () => {
    const dir = await copyOfSeeded();
    const db = new Database(databaseOf(dir));
    const { doc } = db
      .prepare(`SELECT doc FROM users WHERE json_extract(doc, '$.username') = 'demo'`)
      .get() as {
      doc: string;
    };
    for (const { name } of db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'users' AND name LIKE '_fk_ix_%'`,
      )
      .all() as { name: string }[])
      db.exec(`DROP INDEX "${name}"`);
    const copy = { ...JSON.parse(doc), _id: 'ffffffffffffffffffffffff' };
    db.prepare('INSERT INTO users (id, doc) VALUES (?, ?)').run(copy._id, JSON.stringify(copy));
    db.close();
    await startRefused(dir, /users enthält [\d.]+ Dokumente, verzeichnet sind/);
    const check = await storeCheck(dir);
    expect(check.code).toBe(1);
    expect(check.output).toMatch(
      /users: username \["demo"\] steht in mehreren Dokumenten \(.*ffffffffffffffffffffffff/,
    );
    expect(check.output).toMatch(/der Index users \(username\) fehlt/);
  });

  it('an intact store passes the check, and the start serves it', async () => {
    const dir = await copyOfSeeded();
    const check = await storeCheck(dir);
    expect(check.output).toMatch(/in Ordnung \([\d.]+ Dokumente/);
    expect(check.code).toBe(0);
    const server = await startTestServer({ dataDir: dir });
    expect(await server.adapters.store.collection(COLLECTIONS.products).count()).toBe(300);
    await server.cleanup();
  });
});

/** Log lines of a store opened with a logger that keeps them. */
function keptLogs() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  return { logger, lines };
}

/**
 * A store as a crash leaves it: the files copied while the store is open, after `writes` committed
 * writes that are in the WAL only (no checkpoint since).
 */
async function crashedCopy(writes: number): Promise<{ dir: string; ids: string[] }> {
  const live = await copyOfSeeded();
  const store = await createSqliteStore(live);
  const notes = store.collection<{ _id: string; n: number }>('crashnotes');
  const ids: string[] = [];
  for (let n = 0; n < writes; n++) ids.push((await notes.insert({ n }))._id);
  const dir = path.join(root, `crashed-${++caseNumber}`);
  await cp(live, dir, { recursive: true });
  await store.close();
  return { dir, ids };
}

describe('the WAL after a crash', () => {
  it('intact: every committed write is there, and the start says it replayed the WAL', async () => {
    const { dir, ids } = await crashedCopy(20);
    expect((await stat(`${databaseOf(dir)}-wal`)).size).toBeGreaterThan(0);
    const { logger, lines } = keptLogs();
    const store = await createSqliteStore(dir, { logger });
    expect((await store.collection('crashnotes').find({})).map((d) => d._id).sort()).toEqual([...ids].sort());
    await store.close();
    expect(lines.find((l) => l.level === 40)?.msg).toMatch(
      /nicht sauber beendet: SQLite übernimmt die WAL-Datei .* 20 abgeschlossenen Transaktionen/,
    );
  });

  it('torn: SQLite keeps the transactions before the tear, and the start logs loudly what it drops', async () => {
    const { dir, ids } = await crashedCopy(20);
    const wal = `${databaseOf(dir)}-wal`;
    const { size } = await stat(wal);
    // The last frame cut in half: the last transaction was never completely written.
    await truncate(wal, size - 2048);
    const { logger, lines } = keptLogs();
    const store = await createSqliteStore(dir, { logger });
    const kept = (
      await store.collection<{ _id: string; n: number }>('crashnotes').find({}, { sort: { n: 1 } })
    ).map((d) => d._id);
    await store.close();
    expect(kept).toEqual(ids.slice(0, kept.length));
    expect(kept.length).toBe(ids.length - 1);
    const loud = lines.find((l) => l.level === 50)?.msg;
    expect(loud).toMatch(
      /SQLite übernimmt 19 abgeschlossene Transaktionen .* verwirft .* abgerissenen Seite/,
    );
  });

  it('deleted: the start refuses, names the missing WAL and changes no file', async () => {
    const { dir } = await crashedCopy(5);
    await unlink(`${databaseOf(dir)}-wal`);
    await rm(`${databaseOf(dir)}-shm`, { force: true });
    const before = await readFile(databaseOf(dir));
    const state = await readFile(path.join(dir, STATE_FILE), 'utf8');
    await expect(createSqliteStore(dir)).rejects.toThrow(
      /nicht sauber beendet .* seine WAL-Datei .*-wal fehlt/,
    );
    expect((await readFile(databaseOf(dir))).equals(before)).toBe(true);
    expect(await readFile(path.join(dir, STATE_FILE), 'utf8')).toBe(state);
    const check = await storeCheck(dir);
    expect(check.code).toBe(1);
    expect(check.output).toMatch(/WAL-Datei .* fehlt/);
  });
});
