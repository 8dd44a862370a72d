import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATABASE_FILE } from '@futterkompass/adapters';
import Database from 'better-sqlite3';

/**
 * The damage suite's witnesses, independent of the code under test: a ledger of the documents the
 * store had acknowledged (their stored text, read with SQLite itself), SQLite's own reading and a
 * plain search of the files' bytes for what is still physically readable, fingerprints of every
 * file, and tmpfs mounts for a read-only or full file system. (The sqlite3 command line's .recover
 * of Debian 12, SQLite 3.40.1 without the sqlite_dbpage table, fails on these files with "SQL logic
 * error", so it is no witness here.)
 */
export interface LedgerDoc {
  collection: string;
  id: string;
  /** The document's text as the store wrote it. */
  text: string;
}

/**
 * Collections the suite follows: those its writes reach (a registration also writes its mail to the
 * outbox), not those a running server changes on its own.
 */
export const LEDGER_COLLECTIONS = [
  'users',
  'sessions',
  'tokens',
  'products',
  'brands',
  'priceHistory',
  'posts',
  'outbox',
];

const key = (doc: { collection: string; id: string }) => `${doc.collection}/${doc.id}`;

/** Every document of the followed collections as the database holds it now (a read-only look). */
export function readDocuments(file: string): LedgerDoc[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const tables = new Set(
      (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    return LEDGER_COLLECTIONS.filter((name) => tables.has(name)).flatMap((collection) =>
      (db.prepare(`SELECT id, doc FROM "${collection}"`).all() as { id: string; doc: string }[]).map(
        (row) => ({
          collection,
          id: row.id,
          text: row.doc,
        }),
      ),
    );
  } finally {
    db.close();
  }
}

/** SHA-256 of every file under `dir` by its path: two equal fingerprints, no byte changed. */
export async function fingerprint(dir: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const name of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile())
      found[name] = createHash('sha256')
        .update(await readFile(file))
        .digest('hex');
  }
  return found;
}

/** Every document text SQLite itself still reads from a copy of `files` (the database, maybe its WAL). */
async function sqliteReads(files: string[]): Promise<Set<string>> {
  const work = await mkdtemp(path.join(tmpdir(), 'fk-oracle-'));
  const texts = new Set<string>();
  try {
    for (const file of files) await copyFile(file, path.join(work, path.basename(file)));
    const db = new Database(path.join(work, DATABASE_FILE), { readonly: true });
    try {
      attempt(() => db.pragma('writable_schema = ON'));
      const tables =
        attempt(() =>
          (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map(
            (row) => row.name,
          ),
        ) ?? [];
      for (const table of tables) {
        const whole = attempt(() => db.prepare(`SELECT doc FROM "${table}"`).pluck().all() as string[]);
        if (whole) for (const text of whole) texts.add(text);
        // Row by row through the id index, where the table's own tree no longer reads whole.
        else
          for (const rowid of attempt(() =>
            db.prepare(`SELECT rowid FROM "${table}" ORDER BY id`).pluck().all(),
          ) ?? []) {
            const text = attempt(() =>
              db.prepare(`SELECT doc FROM "${table}" WHERE rowid = ?`).pluck().get(rowid),
            );
            if (typeof text === 'string') texts.add(text);
          }
      }
    } finally {
      db.close();
    }
  } catch {
    // A copy SQLite cannot open at all reads nothing.
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return texts;
}

function attempt<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/**
 * The ledger's documents still physically readable in the damaged folder `dir`: their text read by
 * SQLite itself from a copy of the database alone or with its WAL (with writable_schema, row by row
 * through the id index where a table no longer reads whole), or found plainly in the bytes of
 * either. A document below a destroyed interior page whose text spans overflow pages is not found
 * this way; the cases that destroy one assert those documents by name.
 */
export async function physicallyReadable(dir: string, ledger: readonly LedgerDoc[]): Promise<Set<string>> {
  const file = path.join(dir, DATABASE_FILE);
  const wal = `${file}-wal`;
  const hasWal = (await stat(wal).catch(() => null)) !== null;
  const texts = new Set([...(await sqliteReads([file])), ...(hasWal ? await sqliteReads([file, wal]) : [])]);
  const bytes = [
    await readFile(file).catch(() => Buffer.alloc(0)),
    hasWal ? await readFile(wal) : Buffer.alloc(0),
  ];
  return new Set(
    ledger.filter((doc) => texts.has(doc.text) || bytes.some((b) => b.includes(doc.text))).map(key),
  );
}

export interface Comparison {
  /** Ledger documents in the store with the acknowledged text. */
  same: number;
  /** Ledger documents in the store at another (older) text. */
  changed: LedgerDoc[];
  /** Ledger documents the store lacks. */
  missing: LedgerDoc[];
  /** Documents the store has that the ledger does not (brought back though deleted). */
  extra: string[];
}

/** The store's documents (read with SQLite) against the ledger. */
export function compareWithLedger(file: string, ledger: readonly LedgerDoc[]): Comparison {
  const now = new Map(readDocuments(file).map((doc) => [key(doc), doc.text]));
  const result: Comparison = { same: 0, changed: [], missing: [], extra: [] };
  const known = new Set(ledger.map(key));
  for (const doc of ledger) {
    const text = now.get(key(doc));
    if (text === undefined) result.missing.push(doc);
    else if (text === doc.text) result.same++;
    else result.changed.push(doc);
  }
  result.extra = [...now.keys()].filter((k) => !known.has(k));
  return result;
}

export const ledgerKey = key;

/** Whether this process may mount file systems (root with the right to mount): why not, or null. */
export const mountsRefused = (() => {
  if (process.getuid?.() !== 0) return 'not root: tmpfs and bind mounts need root';
  const probe = spawnSync(
    'sh',
    [
      '-c',
      'd=$(mktemp -d) && mount -t tmpfs -o size=1m tmpfs "$d" && umount "$d"; r=$?; rmdir "$d"; exit $r',
    ],
    {
      encoding: 'utf8',
    },
  );
  return probe.status === 0
    ? null
    : `mount refused here (${(probe.stderr || '').trim() || `exit ${probe.status}`})`;
})();

const sh = (command: string, args: string[]) =>
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** A tmpfs of `size` bytes at a new folder; `remountReadOnly` and `unmount` for the test. */
export async function tmpfs(size: number) {
  const at = await mkdtemp(path.join(tmpdir(), 'fk-tmpfs-'));
  sh('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', at]);
  return {
    at,
    remountReadOnly: () => sh('mount', ['-o', 'remount,ro', at]),
    remountWritable: () => sh('mount', ['-o', 'remount,rw', at]),
    async unmount() {
      sh('umount', [at]);
      await rm(at, { recursive: true, force: true });
    },
  };
}

/** `file` read-only for everyone, root too (a read-only bind mount of the file on itself). */
export function readOnlyFile(file: string) {
  sh('mount', ['--bind', file, file]);
  sh('mount', ['-o', 'remount,ro,bind', file]);
  return { release: () => sh('umount', [file]) };
}

/** Fills the file system of `dir` to the last byte; removing the answered file frees it again. */
export async function fillDisk(dir: string): Promise<string> {
  const filler = path.join(dir, 'fuellung.bin');
  // cat stops with ENOSPC when the file system is full.
  spawnSync('sh', ['-c', `cat /dev/zero > "${filler}"`], { stdio: 'ignore' });
  return filler;
}
