import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COLLECTIONS,
  createLocalFiles,
  createSqliteStore,
  DATABASE_FILE,
  type Doc,
  ensureIndexes,
  INDEX_BACKLOG_ID,
  loadConfig,
} from '@futterkompass/adapters';
import type { PriceHistoryEntry, Product, User } from '@futterkompass/domain';
import { seedDemoCatalogue } from '@futterkompass/indexer';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createSessions } from './accounts/sessions';
import { startServer } from './server';
import { apiClient } from './testing/api-client';
import { ops } from './testing/ops-command';
import { startTestServer } from './testing/test-server';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
const tempDir = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `fk-upgrade-${name}-`));
  dirs.push(dir);
  return dir;
};

/** A document as one line of a NeDB file, the way the NeDB versions wrote it (dates as `$$date`). */
const nedbLine = (doc: object) =>
  JSON.stringify(doc, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { $$date: raw.getTime() } : value;
  });

const byId = (docs: Doc[]) => [...docs].sort((a, b) => a._id.localeCompare(b._id));

/**
 * The portal's data as the NeDB versions kept it: the demo catalogue (products with reviews and
 * votes, users, price history), a signed-in session and a favourites list, one file per collection
 * with the lines NeDB appends besides documents (index definitions, earlier versions, deletions).
 */
async function nedbDataDir() {
  const source = await createSqliteStore(await tempDir('source'));
  await ensureIndexes(source);
  await seedDemoCatalogue(
    { store: source, files: createLocalFiles(await tempDir('files')) },
    { products: 60, images: false, demoUsers: true },
  );
  const users = source.collection<User>(COLLECTIONS.users);
  const demo = (await users.findOne({ username: 'demo' })) as User;
  const token = await createSessions(source).open(demo._id);
  // Lists show published products only; the demo catalogue has drafts too.
  const favorites = (
    await source.collection<Product>(COLLECTIONS.products).find({ published: true }, { limit: 3 })
  ).map((p) => p._id);
  await users.updateOne(
    { _id: demo._id },
    { $set: { favorites, createdOn: new Date(1_700_000_000_000) } as never },
  );

  const dataDir = await tempDir('nedb');
  const expected = new Map<string, Doc[]>();
  for (const name of source.collectionNames()) {
    const docs = await source.collection(name).find({});
    expected.set(name, docs);
    const lines = [nedbLine({ $$indexCreated: { fieldName: 'createdAt', unique: false, sparse: false } })];
    for (const doc of docs) {
      // An earlier version before the last, as NeDB appends every update.
      lines.push(nedbLine({ ...doc, rev: -1 }), nedbLine(doc));
    }
    // A document written and deleted again.
    lines.push(
      nedbLine({ _id: 'deaddeaddeaddeaddeaddead', gone: true }),
      nedbLine({ $$deleted: true, _id: 'deaddeaddeaddeaddeaddead' }),
    );
    await writeFile(path.join(dataDir, `${name}.db`), `${lines.join('\n')}\n`, { mode: 0o600 });
  }
  await source.close();
  return { dataDir, expected, token, demo, favorites };
}

describe('an upgrade from the NeDB versions', () => {
  it('starts on the same products, users, sessions, lists, reviews and price history, and keeps the old files', async () => {
    const { dataDir, expected, token, demo, favorites } = await nedbDataDir();
    const server = await startTestServer({ dataDir });
    try {
      const { store } = server.adapters;
      // The start indexes the whole catalogue and records that as a reconcile of the search index:
      // the server's own bookkeeping, not data the upgrade carried over.
      for (const [name, docs] of expected)
        expect(byId(await store.collection(name).find({ _id: { $ne: INDEX_BACKLOG_ID } })), name).toEqual(
          byId(docs),
        );
      const reviewed = (await store.collection<Product>(COLLECTIONS.products).find({})).filter(
        (p) => p.reviews.length > 0,
      );
      expect(reviewed.length).toBeGreaterThan(0);
      expect(await store.collection<PriceHistoryEntry>(COLLECTIONS.priceHistory).count()).toBeGreaterThan(0);
      expect(
        (
          (await store.collection<User>(COLLECTIONS.users).findOne({ _id: demo._id })) as unknown as {
            createdOn: Date;
          }
        ).createdOn,
      ).toEqual(new Date(1_700_000_000_000));

      // The session of before the upgrade still signs in, with the list of before.
      const api = apiClient(server.url, store);
      const me = await api.get('/api/user-from-token', token);
      expect(me.status).toBe(200);
      expect(me.body.user.username).toBe('demo');
      const lists = await api.get('/api/product-lists', token);
      expect(lists.body.favorites.map((p: { _id: string }) => p._id).sort()).toEqual([...favorites].sort());
      const product = reviewed[0] as Product;
      const history = await api.get(`/api/price-history?product=${product._id}`);
      expect(history.status).toBe(200);
    } finally {
      await server.cleanup();
    }
    const names = await readdir(dataDir);
    expect(names).toContain(DATABASE_FILE);
    expect(names.filter((n) => n.endsWith('.db'))).toEqual([]);
    const aside = names.find((n) => n.startsWith('nedb-vor-sqlite-')) as string;
    expect((await readdir(path.join(dataDir, aside))).sort()).toEqual(
      [...expected.keys()].map((n) => `${n}.db`).sort(),
    );
    expect(await readFile(path.join(dataDir, aside, 'users.db'), 'utf8')).toContain('"username":"demo"');
  });

  it('upgrades a real folder: uploaded files, the lock file an unclean stop left, a check and repair before', async () => {
    const { dataDir, expected } = await nedbDataDir();
    await mkdir(path.join(dataDir, 'files'));
    await writeFile(path.join(dataDir, 'files', 'hochgeladen.svg'), '<svg/>');
    // The NeDB version's lock after a kill: a file, with its takeover file, of a process long gone.
    const lock = JSON.stringify({
      pid: 999_999,
      start: 'proc:gone:1',
      adminToken: 'alt',
      startedAt: '2025-01-01',
    });
    await writeFile(path.join(dataDir, '.futterkompass.lock'), lock);
    await writeFile(path.join(dataDir, '.futterkompass.lock.takeover'), lock);
    const check = await ops(['store', 'check'], { DATA_DIR: dataDir });
    expect(check.code).toBe(0);
    const repair = await ops(['store', 'repair'], { DATA_DIR: dataDir });
    expect(repair.output).toMatch(/nichts zu reparieren/);
    expect(repair.code).toBe(0);
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    const server = await startServer(config, logger, { webDist: path.join(dataDir, 'no-web') });
    try {
      for (const [name, docs] of expected)
        expect(
          await server.adapters.store.collection(name).count({ _id: { $ne: INDEX_BACKLOG_ID } }),
          name,
        ).toBe(docs.length);
    } finally {
      await server.close();
    }
    expect(lines.join('\n')).toMatch(/Upgrade von NeDB auf SQLite: der NeDB-Bestand ist übernommen/);
    expect(await readdir(path.join(dataDir, 'files'))).toEqual(['hochgeladen.svg']);
    expect((await readdir(dataDir)).filter((n) => n.startsWith('.futterkompass.lock.'))).toEqual([]);
  });

  it('refuses an unreadable line with its file and line, and imports nothing', async () => {
    const dataDir = await tempDir('torn');
    await writeFile(
      path.join(dataDir, 'users.db'),
      `${nedbLine({ _id: 'a'.repeat(24), username: 'x' })}\n{"_id":"bbbb`,
    );
    await expect(startTestServer({ dataDir })).rejects.toThrow(
      /^Upgrade des Datenbestands von NeDB auf SQLite nicht durchgeführt: .*users\.db: Zeile 2 der NeDB-Datei ist unlesbar, die Übernahme in SQLite hat nichts geändert/,
    );
    // No half-begun database stays behind, which the next start would take for the store.
    expect((await readdir(dataDir)).sort()).toEqual(['users.db']);
  });

  it('refuses users whose names differ only in case, as the NeDB versions could store them, with both named', async () => {
    const dataDir = await tempDir('legacy');
    const user = (id: string, username: string) => ({
      _id: id,
      username,
      email: `${username}@example.org`,
      status: 'active',
    });
    await writeFile(
      path.join(dataDir, 'users.db'),
      `${nedbLine(user('a'.repeat(24), 'Legacy'))}\n${nedbLine(user('b'.repeat(24), 'legacy'))}\n`,
    );
    await expect(startTestServer({ dataDir })).rejects.toThrow(
      /In users haben mehrere Dokumente denselben Wert für usernameKey, der eindeutig sein muss: \["legacy"\] \(Ids a{24}, b{24}\)/,
    );
  });
});
