import { appendFile, mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../private-dir';
import type { Doc } from '../port';
import { checkSqliteStore, type Invariants } from './check';
import { serializeDoc } from './documents';
import { salvage } from './salvage';
import { DATABASE_FILE, readStoreState, STATE_FILE } from './state-file';
import { createSqliteStore, type SqliteStore } from './store';

/** What a repair did, collection by collection. */
export interface RepairReport {
  findings: string[];
  /** Where the damaged files were moved, and the documents that did not make it into the new store. */
  aside?: string;
  lostFile?: string;
  /** 'backup': restored from the recorded backup; 'salvage': rebuilt from what was readable. */
  method?: 'backup' | 'salvage';
  /** Why the recorded backup could not be restored, when it could not. */
  backupRefused?: string;
  /** False when not even the damaged database's list of tables could be read. */
  readable?: boolean;
  collections: {
    name: string;
    /** Recorded before the damage (null: not known). */
    recorded: number | null;
    /** In the store now. */
    now: number;
    /** Ids of documents that are gone or at another state than the damaged store held, where known. */
    lost: string[];
    /** Documents lost whose ids are not known. */
    lostUnnamed: number;
  }[];
}

/** Moves the database files and the state file into a new folder beside them; answers the folder. */
export async function moveDamagedAside(dir: string, now = new Date()): Promise<string> {
  const aside = path.join(dir, `beschaedigt-${now.toISOString().replaceAll(':', '-')}`);
  await mkdir(aside, { mode: PRIVATE_DIR_MODE });
  for (const name of await readdir(dir))
    if (name.startsWith(DATABASE_FILE) || name === STATE_FILE)
      await rename(path.join(dir, name), path.join(aside, name));
  return aside;
}

const sameDoc = (a: Doc, b: Doc) => serializeDoc(a) === serializeDoc(b);

/**
 * Repairs a damaged embedded store (the caller holds the lock; no server runs): the damaged files
 * go into a folder beside, a new database is made from the last good backup if one is given (else
 * from every document still readable), and every document of the damaged store that the new one
 * lacks or holds differently is written to a file there and named in the report. Duplicates of a
 * unique key that a rebuild cannot keep go there too. Nothing is dropped without a word.
 */
export async function repairSqliteStore(
  dir: string,
  invariants: Invariants,
  options: {
    filesDir?: string;
    logger?: Logger;
    /** Restores the recorded backup into the new store; absent: no backup to restore from. */
    restoreBackup?: (store: SqliteStore) => Promise<void>;
    now?: Date;
  },
): Promise<RepairReport> {
  const checked = await checkSqliteStore(dir, invariants, options);
  const report: RepairReport = { findings: checked.findings, collections: [] };
  if (checked.findings.length === 0) return report;
  const aside = await moveDamagedAside(dir, options.now);
  const damaged = salvage(path.join(aside, DATABASE_FILE));
  report.readable = damaged.readable;
  // What the store recorded at its last clean close: the count where the database no longer tells.
  const closedWith = (await readStoreState(aside))?.documents ?? {};
  const lostFile = path.join(aside, 'nicht-uebernommen.jsonl');
  const keep = async (collection: string, docs: Doc[], why: string) => {
    if (docs.length === 0) return;
    await appendFile(
      lostFile,
      docs
        .map((doc) => `${JSON.stringify({ collection, why, doc: JSON.parse(serializeDoc(doc)) })}\n`)
        .join(''),
      { mode: PRIVATE_FILE_MODE },
    );
  };

  const store = await createSqliteStore(dir, { ...options, replacing: true });
  try {
    if (options.restoreBackup) {
      try {
        await options.restoreBackup(store);
        report.method = 'backup';
      } catch (error) {
        // The restore is one transaction: refused, it left the new store empty for the rebuild.
        report.backupRefused = (error as Error).message;
      }
    }
    if (report.method !== 'backup') {
      report.method = 'salvage';
      await store.transaction(async (tx) => {
        for (const [name, docs] of damaged.docs) {
          const kept = withoutDuplicates(name, docs, invariants);
          await keep(name, kept.dropped, 'doppelter eindeutiger Schlüssel');
          for (let i = 0; i < kept.docs.length; i += 500)
            await tx.collection(name).insertMany(kept.docs.slice(i, i + 500));
        }
      });
    }
    const names = [...damaged.docs.keys(), ...Object.keys(closedWith), ...store.collectionNames()];
    for (const name of new Set(names)) {
      const now = await store.collection(name).find({});
      const byId = new Map(now.map((doc) => [doc._id, doc]));
      const differing = (damaged.docs.get(name) ?? []).filter((doc) => {
        const current = byId.get(doc._id);
        return !current || !sameDoc(current, doc);
      });
      if (report.method === 'backup')
        await keep(name, differing, 'nach der Sicherung geschrieben oder geändert');
      const loss = damaged.losses.get(name) ?? { recorded: null, unreadable: [] };
      const recorded = loss.recorded ?? closedWith[name] ?? null;
      const lost = [...differing.map((d) => d._id), ...loss.unreadable.filter((id) => !byId.has(id))];
      const readable = damaged.docs.get(name)?.length ?? 0;
      const unnamed = Math.max(0, (recorded ?? readable) - readable - loss.unreadable.length);
      if (lost.length > 0 || unnamed > 0 || recorded !== now.length)
        report.collections.push({
          name,
          recorded,
          now: now.length,
          lost,
          lostUnnamed: unnamed,
        });
    }
  } finally {
    await store.close();
  }
  options.logger?.warn({ aside, report }, 'embedded store repaired');
  return { ...report, aside, ...(report.collections.some((c) => c.lost.length > 0) && { lostFile }) };
}

/** Keeps the first document of each unique key (in id order); the others are returned apart. */
function withoutDuplicates(name: string, docs: Doc[], { indexes }: Invariants) {
  const unique = indexes.filter((i) => i.collection === name && i.spec.unique);
  if (unique.length === 0) return { docs, dropped: [] as Doc[] };
  const seen = unique.map(() => new Set<string>());
  const kept: Doc[] = [];
  const dropped: Doc[] = [];
  for (const doc of [...docs].sort((a, b) => (a._id < b._id ? -1 : 1))) {
    const keys = unique.map(({ spec }) => {
      const values = spec.fields.map((f) =>
        f.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], doc),
      );
      return values.some((v) => v === undefined || v === null) ? null : JSON.stringify(values);
    });
    if (keys.some((key, i) => key !== null && seen[i]?.has(key))) dropped.push(doc);
    else {
      for (const [i, key] of keys.entries()) if (key !== null) seen[i]?.add(key);
      kept.push(doc);
    }
  }
  return { docs: kept, dropped };
}
