import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  copyFile,
  cp,
  mkdir,
  mkdtemp,
  open,
  readFile,
  rm,
  stat,
  truncate,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createLocalFiles,
  createSqliteStore,
  DATABASE_FILE,
  ensureIndexes,
  loadConfig,
} from '@futterkompass/adapters';
import { seedEmbeddedStore } from '@futterkompass/indexer';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody } from './testing/api-client';
import {
  compareWithLedger,
  fillDisk,
  fingerprint,
  type LedgerDoc,
  ledgerKey,
  mountsRefused,
  physicallyReadable,
  readDocuments,
  readOnlyFile,
  tmpfs,
} from './testing/damage-ledger';
import { ops } from './testing/ops-command';
import { recordedBackup } from './testing/recorded-backup';
import { collectOutput, listening, spawnServer } from './testing/server-child';
import { startTestServer } from './testing/test-server';

/**
 * The damage suite of issue 40. One run of the real server in a process of its own makes the data:
 * a seeded catalogue with a recorded backup, then sign-ups, product changes and deletions after the
 * backup, and a SIGKILL, which leaves a crash image (database, WAL, state file); a clean start and
 * stop on a copy leaves the cleanly closed image. The ledger is every document those images hold
 * (their acknowledged writes), read with SQLite itself. Each case damages a copy and asks: what does
 * the start say, are the files byte-identical after a refusal, does `store check` exit non-zero
 * exactly when something is lost, does `store repair` bring back every acknowledged write that is
 * still physically readable (SQLite's own .recover or a plain search of the bytes finds it) at its
 * acknowledged version, name the rest, exit non-zero exactly when something is lost, and change
 * nothing when run again. The table of results goes to test-results/store-damage.md.
 */
const root = await mkdtemp(path.join(tmpdir(), 'fk-damage-suite-'));
const SIGN_UPS = 24;
let crashed: string;
let closed: string;
let staleWal: string;
let foreignWal: string;
let crashedLedger: LedgerDoc[];
let closedLedger: LedgerDoc[];
let caseNumber = 0;
const table: string[] = [];

const databaseOf = (dir: string) => path.join(dir, DATABASE_FILE);
const walOf = (dir: string) => `${databaseOf(dir)}-wal`;

async function seededWithBackup(dir: string) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
  const store = await createSqliteStore(dir);
  await ensureIndexes(store);
  await seedEmbeddedStore(store, config, { products: 300, images: false, demoUsers: true });
  const files = createLocalFiles(path.join(dir, 'files'));
  await files.write('hochgeladen.svg', Buffer.from('<svg/>'), 'image/svg+xml');
  await recordedBackup(store, files, dir, path.join(root, 'sicherung.tar.gz'));
  await store.close();
}

/** The writes after the backup, through the API of a server in its own process, then SIGKILL. */
async function runAndKill(dir: string) {
  const child: ChildProcess = spawnServer(dir, { RATE_LIMIT_AUTH: '100000', RATE_LIMIT_WRITES: '100000' });
  const output = { text: '' };
  collectOutput(child, output);
  const port = await listening(child, output);
  const register = async (i: number) => {
    const response = await fetch(`http://127.0.0.1:${port}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registrationBody(`ledger${i}`)),
    });
    expect(response.status).toBe(200);
  };
  for (let i = 0; i < SIGN_UPS / 2; i++) await register(i);
  // A copy of the WAL as it is now: later the suite's stale WAL.
  staleWal = path.join(root, 'stale.wal');
  await copyFile(walOf(dir), staleWal);
  // A checkpoint from another connection: the server's next write starts the WAL over.
  const side = new Database(databaseOf(dir));
  side.pragma('wal_checkpoint(PASSIVE)');
  side.close();
  for (let i = SIGN_UPS / 2; i < SIGN_UPS; i++) await register(i);
  child.kill('SIGKILL');
  await once(child, 'exit');
}

/** A store of its own (another identity), open: the WAL as another database's crash leaves it. */
async function anotherDatabasesWal() {
  const dir = path.join(root, 'other');
  const store = await createSqliteStore(dir);
  for (let i = 0; i < 40; i++)
    await store.collection<{ _id: string; username: string }>('users').insert({ username: `fremd${i}` });
  const wal = path.join(root, 'foreign.wal');
  await copyFile(walOf(dir), wal);
  await store.close();
  return wal;
}

beforeAll(async () => {
  const base = path.join(root, 'base');
  await seededWithBackup(base);
  await runAndKill(base);
  // The killed server's lock is the lock's business (data-dir-lock.test.ts): gone here, so that each
  // start need not wait for it to go stale.
  await rm(path.join(base, '.futterkompass.lock'), { recursive: true, force: true });
  await rm(path.join(base, '.futterkompass.holder.json'), { force: true });
  crashed = path.join(root, 'crashed');
  await cp(base, crashed, { recursive: true });
  // The ledger of the crash image, read from a copy (SQLite replays the WAL there).
  const reading = path.join(root, 'reading');
  await cp(base, reading, { recursive: true });
  crashedLedger = readDocuments(databaseOf(reading));
  expect(crashedLedger.filter((d) => d.collection === 'users' && d.text.includes('"ledger')).length).toBe(
    SIGN_UPS,
  );
  closed = path.join(root, 'closed');
  await cp(base, closed, { recursive: true });
  const server = await startTestServer({ dataDir: closed });
  await server.close();
  closedLedger = readDocuments(databaseOf(closed));
  foreignWal = await anotherDatabasesWal();
}, 240_000);

afterAll(async () => {
  await mkdir(path.resolve('test-results'), { recursive: true });
  await writeFile(
    path.resolve('test-results/store-damage.md'),
    `| Fall | Der Start sagt | store check | store repair: Ledger / physisch lesbar / wiederhergestellt / benannt verloren | 2. repair |\n|---|---|---|---|---|\n${table.join('\n')}\n`,
  );
  await rm(root, { recursive: true, force: true });
});

async function copyOf(template: string): Promise<string> {
  const dir = path.join(root, `case-${++caseNumber}`);
  await cp(template, dir, { recursive: true });
  return dir;
}

const env = (dir: string) => ({ DATA_DIR: dir });

/** The start refuses with a German message naming the file and the next command; no byte changes. */
async function startRefused(dir: string, finding: RegExp): Promise<string> {
  const before = await fingerprint(dir);
  const outcome = await startTestServer({ dataDir: dir }).then(
    async (server) => {
      await server.cleanup();
      return null;
    },
    (error: Error) => error,
  );
  expect(outcome, 'the start must refuse').toBeInstanceOf(Error);
  const message = (outcome as Error).message;
  expect(message).toMatch(finding);
  expect(message).toMatch(/'npm run ops -- store (check|repair)'|'npm run ops -- store check' prüft/);
  expect(message).not.toMatch(/\bat \w+ \(|SQLITE_[A-Z]+:|Error:/);
  // A page of SQLite's findings is summed up, not listed line by line.
  expect(message.length).toBeLessThan(2000);
  const after = await fingerprint(dir);
  expect(
    Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]),
    'files changed by the refused start',
  ).toEqual([]);
  return message;
}

/** The start serves; the ledger's documents are there at their acknowledged version. */
async function startServes(dir: string, ledger: readonly LedgerDoc[]) {
  const server = await startTestServer({ dataDir: dir });
  await server.close();
  const comparison = compareWithLedger(databaseOf(dir), ledger);
  expect(comparison.missing.map(ledgerKey)).toEqual([]);
  expect(comparison.changed.map(ledgerKey)).toEqual([]);
  expect(comparison.same).toBe(ledger.length);
}

/** How many documents a repair's output names lost, set aside or at an older state. */
function named(output: string) {
  const count = (label: RegExp) =>
    [...output.matchAll(label)].reduce((sum, [, list]) => {
      const more = /und ([\d.]+) weitere$/.exec(list ?? '');
      const ids = (list ?? '').replace(/ und [\d.]+ weitere$/, '').split(', ').length;
      return sum + ids + (more ? Number(more[1]?.replaceAll('.', '')) : 0);
    }, 0);
  const unnamed = [...output.matchAll(/verloren ohne lesbare Id: ([\d.]+)/g)].reduce(
    (sum, [, n]) => sum + Number(n?.replaceAll('.', '')),
    0,
  );
  return {
    lost: count(/ {4}verloren: (.*)$/gm) + unnamed,
    setAside: count(/ {4}beiseitegelegt: (.*)$/gm),
    older: count(/ {4}auf älterem Stand[^:]*: (.*)$/gm),
  };
}

/**
 * `store repair` against the ledger: every acknowledged write still physically readable is back at
 * its acknowledged version, nothing deleted comes back, the rest is named; the exit code says
 * whether anything is lost; a second repair changes no byte.
 */
async function repairedAgainst(dir: string, ledger: readonly LedgerDoc[], label: string, start: string) {
  const readable = await physicallyReadable(dir, ledger);
  const check = await ops(['store', 'check'], env(dir));
  const first = await ops(['store', 'repair'], env(dir));
  const comparison = compareWithLedger(databaseOf(dir), ledger);
  const lostReadable = [...comparison.missing, ...comparison.changed].filter((d) =>
    readable.has(ledgerKey(d)),
  );
  expect(lostReadable.map(ledgerKey), first.output).toEqual([]);
  expect(comparison.extra, 'brought back though deleted').toEqual([]);
  const lost = comparison.missing.length + comparison.changed.length;
  const walLost = /WAL-Datei des Servers fehlte/.test(first.output);
  const names = named(first.output);
  if (!walLost) expect(names.lost + names.setAside + names.older).toBeGreaterThanOrEqual(lost);
  expect(first.code, first.output).toBe(lost > 0 || walLost ? 1 : 0);
  // A file of documents set aside is named only where it was written.
  const setAsideFile = /stehen in (\S+nicht-uebernommen\.jsonl)/.exec(first.output)?.[1];
  if (setAsideFile) expect((await stat(setAsideFile)).size).toBeGreaterThan(0);
  else expect(first.output).not.toContain('nicht-uebernommen');
  expect(check.code, check.output).toBe(1);
  const after = await fingerprint(dir);
  const second = await ops(['store', 'repair'], env(dir));
  expect(second.output).toMatch(/nichts zu reparieren/);
  expect(second.code).toBe(0);
  expect(await fingerprint(dir)).toEqual(after);
  expect((await ops(['store', 'check'], env(dir))).code).toBe(0);
  table.push(
    `| ${label} | ${start.slice(0, 160).replaceAll('|', '/')}… | ${check.code} | ${ledger.length} / ${readable.size} / ${comparison.same} / ${names.lost + names.setAside + names.older}${walLost ? ' (+ WAL verloren)' : ''}, Exit ${first.code} | ${second.code}, unverändert |`,
  );
  return { readable, comparison, first };
}

describe('a WAL that does not belong, or is missing', () => {
  it('foreign WAL beside a cleanly closed store: put aside, nothing lost, the start serves', async () => {
    const dir = await copyOf(closed);
    await copyFile(foreignWal, walOf(dir));
    const check = await ops(['store', 'check'], env(dir));
    expect(check.code).toBe(0);
    expect(check.output).toMatch(
      /Hinweis: Die WAL-Datei .* gehört nicht zu dieser Datenbank .*Verloren ist nichts/,
    );
    const database = await readFile(databaseOf(dir));
    const repair = await ops(['store', 'repair'], env(dir));
    expect(repair.output).toMatch(/nichts zu reparieren/);
    expect((await readFile(databaseOf(dir))).equals(database)).toBe(true);
    await startServes(dir, closedLedger);
    table.push(
      '| fremde WAL, sauber beendet | startet, legt die WAL nach wal-beiseite-… | 0 (Hinweis) | nichts zu reparieren | – |',
    );
  });

  it('stale WAL (an older copy of its own) beside a cleanly closed store: put aside, nothing lost', async () => {
    const dir = await copyOf(closed);
    await copyFile(staleWal, walOf(dir));
    expect((await ops(['store', 'check'], env(dir))).code).toBe(0);
    await startServes(dir, closedLedger);
    table.push(
      '| veraltete WAL, sauber beendet | startet, legt die WAL beiseite | 0 (Hinweis) | nichts zu reparieren | – |',
    );
  });

  it('foreign WAL in place of its own after a crash: refused byte for byte, repair keeps the database', async () => {
    const dir = await copyOf(crashed);
    await copyFile(foreignWal, walOf(dir));
    const start = await startRefused(dir, /gehört nicht zu dieser Datenbank: .*nicht sauber beendet/);
    await repairedAgainst(dir, crashedLedger, 'fremde WAL nach Absturz', start);
  });

  it('stale WAL in place of its own after a crash: refused, repair keeps the newer database', async () => {
    const dir = await copyOf(crashed);
    await copyFile(staleWal, walOf(dir));
    // The state file recorded the WAL's header when the checkpoint started the log over.
    const start = await startRefused(
      dir,
      /gehört nicht zu dieser Datenbank: ihre Checkpoint-Folge ist älter/,
    );
    await repairedAgainst(dir, crashedLedger, 'veraltete WAL nach Absturz', start);
  });

  it('WAL deleted after a crash: refused and named, repair keeps what the database holds', async () => {
    const dir = await copyOf(crashed);
    await unlink(walOf(dir));
    await rm(`${databaseOf(dir)}-shm`, { force: true });
    const start = await startRefused(dir, /nicht sauber beendet .* seine WAL-Datei .* fehlt/);
    const { first } = await repairedAgainst(dir, crashedLedger, 'WAL nach Absturz gelöscht', start);
    expect(first.output).toMatch(/WAL-Datei des Servers fehlte/);
  });

  it('intact WAL after a crash: the start replays it and serves every acknowledged write', async () => {
    const dir = await copyOf(crashed);
    expect((await ops(['store', 'check'], env(dir))).code).toBe(0);
    await startServes(dir, crashedLedger);
    table.push('| Absturz, WAL heil | startet, übernimmt die WAL | 0 | – | – |');
  });

  it('a frame of the WAL damaged in the middle: refused, repair reads the transactions after it', async () => {
    const dir = await copyOf(crashed);
    // The second frame of the log: the transactions committed after it stand behind a bad checksum.
    const handle = await open(walOf(dir), 'r+');
    await handle.write(Buffer.alloc(512, 0x55), 0, 512, 32 + (24 + 4096) + 24 + 1000);
    await handle.close();
    const start = await startRefused(dir, /WAL-Datei .* ist beschädigt: [\d.]+ bestätigte Transaktionen/);
    await repairedAgainst(dir, crashedLedger, 'WAL-Rahmen in der Mitte beschädigt', start);
  });
});

describe('a damaged database file', () => {
  for (const [label, cut] of [
    ['die letzte Seite fehlt', (size: number) => size - 4096],
    ['auf 60 % abgeschnitten', (size: number) => Math.floor((size * 0.6) / 4096) * 4096],
    ['mitten in einer Seite abgeschnitten', (size: number) => size - 4096 * 3 - 1000],
  ] as const)
    it(`truncated: ${label}`, async () => {
      const dir = await copyOf(closed);
      await truncate(databaseOf(dir), cut((await stat(databaseOf(dir))).size));
      const start = await startRefused(dir, /abgeschnitten/);
      await repairedAgainst(dir, closedLedger, `abgeschnitten: ${label}`, start);
    });

  /** The number of the first page of `type` (5: interior table page, 13: table leaf) in the tree of `table`. */
  function pageOf(dir: string, table: string, type: number): number {
    const db = new Database(databaseOf(dir), { readonly: true });
    const rows = db.prepare(`SELECT pageno FROM dbstat WHERE name = ? ORDER BY pageno`).all(table) as {
      pageno: number;
    }[];
    const image = db.serialize();
    db.close();
    const found = rows.find(({ pageno }) => image[(pageno - 1) * 4096] === type);
    if (!found) throw new Error(`no page of type ${type} in ${table}`);
    return found.pageno;
  }

  async function overwritePage(dir: string, page: number) {
    const handle = await open(databaseOf(dir), 'r+');
    await handle.write(Buffer.alloc(4096, 0x5a), 0, 4096, (page - 1) * 4096);
    await handle.close();
  }

  it('an interior page of the products destroyed: refused, repair finds every product below it', async () => {
    const dir = await copyOf(closed);
    await overwritePage(dir, pageOf(dir, 'products', 5));
    const start = await startRefused(dir, /integrity_check|quick_check|SQLite meldet/);
    const { comparison } = await repairedAgainst(dir, closedLedger, 'Innenseite (products) zerstört', start);
    expect(comparison.missing.filter((d) => d.collection === 'products')).toEqual([]);
  });

  it('a leaf page of the users destroyed: refused, repair names the users on it', async () => {
    const dir = await copyOf(closed);
    await overwritePage(dir, pageOf(dir, 'users', 13));
    const start = await startRefused(dir, /integrity_check|quick_check|SQLite meldet/);
    await repairedAgainst(dir, closedLedger, 'Blattseite (users) zerstört', start);
  });

  it('page 1 (the schema) destroyed: refused, repair places the documents by the backup', async () => {
    const dir = await copyOf(closed);
    const handle = await open(databaseOf(dir), 'r+');
    await handle.write(Buffer.alloc(4096 - 100, 0x5a), 0, 4096 - 100, 100);
    await handle.close();
    const start = await startRefused(dir, /SQLite|integrity|malformed/);
    await repairedAgainst(dir, closedLedger, 'Seite 1 (Schema) zerstört', start);
  });

  /** Changes a stored document's text behind the store's back (its checksum stays). */
  function changeDocument(dir: string, collection: string, id: string, change: (text: string) => string) {
    const db = new Database(databaseOf(dir));
    const { doc } = db.prepare(`SELECT doc FROM "${collection}" WHERE id = ?`).get(id) as { doc: string };
    db.prepare(`UPDATE "${collection}" SET doc = ? WHERE id = ?`).run(change(doc), id);
    db.close();
  }

  const signedUp = (ledger: readonly LedgerDoc[]) =>
    ledger.find((d) => d.collection === 'users' && d.text.includes('"ledger3"')) as LedgerDoc;
  const seeded = (ledger: readonly LedgerDoc[]) =>
    ledger.find((d) => d.collection === 'users' && d.text.includes('"username":"demo"')) as LedgerDoc;

  it('broken JSON in one document: refused naming it, repair keeps it aside', async () => {
    const dir = await copyOf(closed);
    const user = signedUp(closedLedger);
    // Cut in the file's bytes (SQLite's expression indexes refuse such a text through SQL).
    const image = await readFile(databaseOf(dir));
    const at = image.indexOf(user.text);
    expect(at).toBeGreaterThan(0);
    const handle = await open(databaseOf(dir), 'r+');
    await handle.write(Buffer.from('}'), 0, 1, at + user.text.indexOf('"username"'));
    await handle.close();
    const start = await startRefused(dir, new RegExp(`users sind kein gültiges JSON mehr \\(${user.id}\\)`));
    const { first } = await repairedAgainst(dir, closedLedger, 'kaputtes JSON in einem Dokument', start);
    expect(first.output).toMatch(/store reimport .*nicht-uebernommen\.jsonl/);
  });

  it('a changed byte in a password hash: refused, repair takes the backup’s version of it', async () => {
    const dir = await copyOf(closed);
    const user = seeded(closedLedger);
    changeDocument(dir, 'users', user.id, (text) => text.replace(/"passwordHash":"(.)/, '"passwordHash":"X'));
    const start = await startRefused(
      dir,
      new RegExp(`users haben sich auf der Platte verändert.*${user.id}`),
    );
    const { comparison } = await repairedAgainst(dir, closedLedger, 'ein Byte im Passwort-Hash', start);
    expect(comparison.missing.map(ledgerKey)).toEqual([]);
  });
});

describe('store reimport', () => {
  it('brings back what a repair set aside, once; a second run finds it there', async () => {
    const dir = await copyOf(closed);
    const user = closedLedger.find(
      (d) => d.collection === 'users' && d.text.includes('"ledger5"'),
    ) as LedgerDoc;
    const db = new Database(databaseOf(dir));
    db.prepare(`UPDATE users SET doc = replace(doc, '"ledger5"', '"ledgerX"') WHERE id = ?`).run(user.id);
    db.close();
    const repair = await ops(['store', 'repair'], env(dir));
    expect(repair.code).toBe(1);
    expect(repair.output).toContain(`beiseitegelegt: ${user.id}`);
    const file = /store reimport (\S+nicht-uebernommen\.jsonl)/.exec(repair.output)?.[1] as string;
    expect(compareWithLedger(databaseOf(dir), [user]).missing).toHaveLength(1);
    const first = await ops(['store', 'reimport', file], env(dir));
    expect(first.output).toMatch(/Zurückgeholt: 1 Dokumente/);
    expect(first.code).toBe(0);
    const back = readDocuments(databaseOf(dir)).find((d) => d.id === user.id);
    expect(back?.text).toContain('"ledgerX"');
    const second = await ops(['store', 'reimport', file], env(dir));
    expect(second.output).toMatch(/Zurückgeholt: 0 Dokumente.*\n.*Schon im Bestand: 1 Dokumente/);
    expect(second.code).toBe(0);
    expect((await ops(['store', 'check'], env(dir))).code).toBe(0);
  });
});

describe('a store that cannot be written', () => {
  const mounted = mountsRefused ? it.skip : it;
  if (mountsRefused) it.skip(`skipped: read-only file, read-only mount and full disk: ${mountsRefused}`);

  for (const [label, template, file] of [
    ['Datenbankdatei', () => closed, databaseOf],
    ['WAL-Datei nach Absturz', () => crashed, walOf],
  ] as const)
    mounted(
      `read-only ${file === walOf ? 'WAL after a crash' : 'database file'}: refused in German naming it; nothing lost`,
      async () => {
        const dir = await copyOf(template());
        const guard = readOnlyFile(file(dir));
        try {
          // As root the file is read-only through a read-only bind mount (EROFS), else through its mode.
          const start = await startRefused(dir, /nicht schreibbar|schreibgeschützt eingehängten Dateisystem/);
          expect(start).toContain(file(dir));
          expect((await ops(['store', 'check'], env(dir))).code).toBe(0);
          table.push(`| ${label} schreibgeschützt | ${start.slice(0, 120)}… | 0 | – | – |`);
        } finally {
          guard.release();
        }
      },
    );

  mounted('read-only mount: refused in German; store check reads it and finds it in order', async () => {
    const disk = await tmpfs(64 * 1024 * 1024);
    try {
      const dir = path.join(disk.at, 'daten');
      await cp(closed, dir, { recursive: true });
      disk.remountReadOnly();
      const start = await startRefused(dir, /schreibgeschützt eingehängten Dateisystem/);
      const check = await ops(['store', 'check'], env(dir));
      expect(check.output).toMatch(/in Ordnung/);
      expect(check.code).toBe(0);
      table.push(`| schreibgeschützt eingehängt | ${start.slice(0, 120)}… | 0 (in Ordnung) | – | – |`);
    } finally {
      await disk.unmount();
    }
  });

  mounted(
    'full disk at the start: refused in German; /api/health says degraded when it fills later',
    async () => {
      const disk = await tmpfs(64 * 1024 * 1024);
      try {
        const dir = path.join(disk.at, 'daten');
        await cp(closed, dir, { recursive: true });
        const filler = await fillDisk(disk.at);
        const start = await startRefused(dir, /kein Platz mehr frei/);
        expect((await ops(['store', 'check'], env(dir))).code).toBe(0);
        await rm(filler);
        const server = await startTestServer({ dataDir: dir });
        try {
          const healthy = await (await fetch(`${server.url}/api/health`)).json();
          expect(healthy).toMatchObject({ status: 'ok', disk: 'ok' });
          const again = await fillDisk(disk.at);
          const response = await fetch(`${server.url}/api/health`);
          expect(response.status).toBe(200);
          expect(await response.json()).toMatchObject({
            success: true,
            status: 'degraded',
            store: 'ok',
            disk: 'full',
          });
          await rm(again);
        } finally {
          await server.cleanup();
        }
        table.push(`| voller Datenträger beim Start | ${start.slice(0, 120)}… | 0 | – | – |`);
      } finally {
        await disk.unmount();
      }
    },
  );
});

describe('a folder the start must not fill with demo data', () => {
  it('a store destroyed whole without a backup: repair names the loss, the next start seeds nothing', async () => {
    const dir = await copyOf(closed);
    await unlink(path.join(dir, 'last-backup.json'));
    const { size } = await stat(databaseOf(dir));
    await writeFile(databaseOf(dir), Buffer.alloc(size, 0x5a));
    await startRefused(dir, /keine SQLite-Datenbank/);
    const repair = await ops(['store', 'repair'], env(dir));
    expect(repair.code).toBe(1);
    const server = await startTestServer({ dataDir: dir });
    try {
      expect(await server.adapters.store.collection('products').count()).toBe(0);
    } finally {
      await server.close();
    }
  });
});
