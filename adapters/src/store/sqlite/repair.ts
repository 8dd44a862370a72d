import { createReadStream, existsSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { readBackupDocuments } from '../../backup/restore';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../private-dir';
import { checkSqliteStore, type Invariants, type StoreCheck } from './check';
import { serializeDoc } from './documents';
import { type Accepted, REPAIR_LOSSES } from './invariants';
import {
  type CollectionOutcome,
  lostAnything,
  type Merged,
  mergeWithBackup,
  type Revised,
  type SetAside,
} from './merge';
import { salvage } from './salvage';
import { DATABASE_FILE, readStoreState, STATE_FILE } from './state-file';
import { createSqliteStore } from './store';

/** The file a repair writes what it could not take over into, for `store reimport`. */
export const SET_ASIDE_FILE = 'nicht-uebernommen.jsonl';

/** What a repair did. */
export interface RepairReport {
  /** What `store check` found; empty: there was nothing to repair. */
  findings: string[];
  /** 'rebuild': the files were damaged, the store was made anew; 'in-place': only invariants. */
  method?: 'rebuild' | 'in-place';
  /** Where the damaged files were moved. */
  aside?: string;
  /** The file of documents set aside, only when it was written. */
  setAsideFile?: string;
  setAside: number;
  /** The backup merged in, and why one could not be. */
  backup?: { file: string; createdAt: string };
  backupRefused?: string;
  /** False when not even the damaged database's schema could be read. */
  readable?: boolean;
  /** The store's own WAL was lost after an unclean stop: an unknown number of writes with it. */
  walLost?: boolean;
  /** Uploaded files the backup had and the files folder had lost. */
  restoredFiles: number;
  /** Collections with something to say. */
  collections: CollectionOutcome[];
  /** References to missing documents, named lost now (ids per collection). */
  accepted: Record<string, string[]>;
  /** Whether anything was lost: the command's exit code. */
  lost: boolean;
}

export interface RepairOptions {
  filesDir?: string;
  logger?: Logger;
  /** The last recorded backup, merged in; absent: none is recorded. */
  backup?: { file: string; createdAt: string };
  verified?: readonly string[];
  now?: Date;
}

const stamp = (now: Date) => now.toISOString().replaceAll(':', '-');

/** Moves the database files and the state file into a new folder beside them; answers the folder. */
export async function moveDamagedAside(dir: string, now = new Date()): Promise<string> {
  const aside = path.join(dir, `beschaedigt-${stamp(now)}`);
  await mkdir(aside, { mode: PRIVATE_DIR_MODE });
  for (const name of await readdir(dir))
    if (name.startsWith(DATABASE_FILE) || name === STATE_FILE)
      await rename(path.join(dir, name), path.join(aside, name));
  return aside;
}

async function writeSetAside(file: string, items: readonly SetAside[]): Promise<void> {
  await appendFile(
    file,
    items
      .map((item) =>
        JSON.stringify({
          collection: item.collection,
          why: item.why,
          rev: item.rev,
          ...(item.doc ? { doc: JSON.parse(serializeDoc(item.doc)) } : { raw: item.raw }),
        }),
      )
      .map((line) => `${line}\n`)
      .join(''),
    { mode: PRIVATE_FILE_MODE },
  );
}

/** The last backup's documents (and its files, staged), or why it could not be read. */
async function lastBackupDocuments(dir: string, backup: RepairOptions['backup']) {
  if (!backup) return { docs: null, staged: null };
  if (!existsSync(backup.file)) return { docs: null, staged: null, refused: `${backup.file} fehlt` };
  // Not the store's own staging folder: the new store's start empties that one.
  const staged = await mkdtemp(path.join(dir, '.reparatur-dateien-'));
  try {
    const { collections } = await readBackupDocuments(createReadStream(backup.file), dir, staged);
    return { docs: collections, staged };
  } catch (error) {
    await rm(staged, { recursive: true, force: true });
    return { docs: null, staged: null, refused: (error as Error).message };
  }
}

/** Uploaded files of the backup that the files folder lacks: added, nothing replaced or removed. */
async function addMissingFiles(staged: string | null, filesDir: string | undefined): Promise<number> {
  if (!staged || !filesDir) return 0;
  await mkdir(filesDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const present = new Set(await readdir(filesDir));
  let added = 0;
  for (const name of await readdir(staged))
    if (!present.has(name)) {
      await rename(path.join(staged, name), path.join(filesDir, name));
      added++;
    }
  await rm(staged, { recursive: true, force: true });
  return added;
}

/**
 * Rebuilds a store whose files are damaged: what the files still hold (page by page, see
 * salvage.ts) merged with the last backup (merge.ts) into a new database; the damaged files go
 * into a folder beside, with the file of what could not be taken over.
 */
async function rebuild(dir: string, check: StoreCheck, invariants: Invariants, options: RepairOptions) {
  const now = options.now ?? new Date();
  const backup = await lastBackupDocuments(dir, options.backup);
  const backupIds = new Map<string, string>();
  for (const [name, docs] of backup.docs ?? []) for (const id of docs.keys()) backupIds.set(id, name);
  const salvaged = await salvage(dir, { wal: check.walBelongs, hint: (id) => backupIds.get(id) });
  // Where the database no longer says how many documents it held, the state file of the last
  // close or write does: a file unreadable whole is no store that held nothing.
  for (const [name, documents] of Object.entries((await readStoreState(dir))?.documents ?? {}))
    if (!salvaged.recorded.has(name)) salvaged.recorded.set(name, documents);
  const merged = mergeWithBackup(salvaged, backup.docs, invariants);
  const aside = await moveDamagedAside(dir, now);
  const store = await createSqliteStore(dir, {
    replacing: true,
    ...(options.filesDir && { filesDir: options.filesDir }),
    ...(options.verified && { verified: options.verified }),
  });
  try {
    const lost = Object.fromEntries(
      merged.outcomes.filter((o) => o.lost.length > 0).map((o) => [o.name, o.lost]),
    );
    const before = parseAccepted(salvaged.accepted);
    await store.loadRevised(merged, { repairedAt: now.toISOString(), ...losses(now, lost, before) });
    for (const { collection, spec } of invariants.indexes)
      await store.collection(collection).ensureIndex(spec);
  } finally {
    await store.close();
  }
  const restoredFiles = await addMissingFiles(backup.staged, options.filesDir);
  const setAsideFile = path.join(aside, SET_ASIDE_FILE);
  if (merged.setAside.length > 0) await writeSetAside(setAsideFile, merged.setAside);
  return {
    merged,
    aside,
    restoredFiles,
    readable: salvaged.readable,
    ...(merged.setAside.length > 0 && { setAsideFile }),
    ...(backup.refused && { backupRefused: backup.refused }),
  };
}

function parseAccepted(text: string | null): Accepted | null {
  try {
    return text ? (JSON.parse(text) as Accepted) : null;
  } catch {
    return null;
  }
}

const losses = (
  now: Date,
  lost: Record<string, string[]>,
  before?: Accepted | null,
): Record<string, string> => {
  const merged: Accepted = { at: now.toISOString(), lost: { ...(before?.lost ?? {}) } };
  for (const [name, ids] of Object.entries(lost))
    merged.lost[name] = [...new Set([...(merged.lost[name] ?? []), ...ids])];
  return Object.keys(merged.lost).length > 0 ? { [REPAIR_LOSSES]: JSON.stringify(merged) } : {};
};

/**
 * Fixes what is wrong in a sound database: a duplicate of a unique key is set aside (the first by
 * id stays), missing indexes are made again, and documents that references point at but nothing
 * holds are named lost, so that the check calls them known from then on. What is set aside goes
 * into `folder` (the rebuild's), or a new one.
 */
async function inPlace(
  dir: string,
  check: StoreCheck,
  invariants: Invariants,
  options: RepairOptions,
  folder?: string,
) {
  const now = options.now ?? new Date();
  const store = await createSqliteStore(dir, {
    ...(options.filesDir && { filesDir: options.filesDir }),
    ...(options.verified && { verified: options.verified }),
  });
  const setAside: SetAside[] = [];
  const accepted: Record<string, string[]> = {};
  try {
    for (const { collection, ids } of check.duplicates) {
      const docs = await store.collection(collection).find({ _id: { $in: ids } }, { sort: { _id: 1 } });
      for (const doc of docs.slice(1)) {
        setAside.push({ collection, why: 'doppelter eindeutiger Schlüssel', doc, rev: 0 });
        await store.collection(collection).deleteOne({ _id: doc._id });
      }
    }
    for (const { collection, spec } of invariants.indexes)
      await store.collection(collection).ensureIndex(spec);
    for (const dangling of check.dangling)
      accepted[dangling.to] = [...new Set([...(accepted[dangling.to] ?? []), ...dangling.targets])];
    if (Object.keys(accepted).length > 0)
      await store.loadRevised(emptyMerge, {
        repairedAt: now.toISOString(),
        ...losses(now, accepted, check.accepted),
      });
  } finally {
    await store.close();
  }
  let setAsideFile: string | undefined;
  if (setAside.length > 0) {
    const into = folder ?? path.join(dir, `reparatur-${stamp(now)}`);
    await mkdir(into, { recursive: true, mode: PRIVATE_DIR_MODE });
    setAsideFile = path.join(into, SET_ASIDE_FILE);
    await writeSetAside(setAsideFile, setAside);
  }
  return { setAside, accepted, ...(setAsideFile && { setAsideFile }) };
}

const emptyMerge: Pick<Merged, 'collections' | 'deletions' | 'writes'> = {
  collections: new Map<string, Revised[]>(),
  deletions: [],
  writes: 0,
};

/**
 * Repairs the embedded store (the caller holds the lock; no server runs). Damaged files are
 * rebuilt from what they still hold, merged with the last backup, never replaced by an older
 * backup; then the portal's invariants are fixed in the sound database. A second repair finds
 * nothing to do. Every document not taken over is named, and set aside where it can be read.
 */
export async function repairSqliteStore(
  dir: string,
  invariants: Invariants,
  options: RepairOptions = {},
): Promise<RepairReport> {
  const check = await checkSqliteStore(dir, invariants, { ...options, locked: true });
  const report: RepairReport = {
    findings: check.findings,
    setAside: 0,
    restoredFiles: 0,
    collections: [],
    accepted: {},
    lost: false,
  };
  if (check.findings.length === 0) return report;
  if (check.damaged) {
    const built = await rebuild(dir, check, invariants, options);
    Object.assign(report, {
      method: 'rebuild',
      aside: built.aside,
      readable: built.readable,
      walLost: check.walLost,
      restoredFiles: built.restoredFiles,
      setAside: built.merged.setAside.length,
      collections: built.merged.outcomes.filter(
        (o) =>
          o.fromBackup.length + o.older.length + o.lost.length + o.setAside.length + o.lostUnnamed > 0 ||
          o.recorded !== o.now,
      ),
      lost: lostAnything(built.merged) || check.walLost,
      ...(options.backup && !built.backupRefused && { backup: options.backup }),
      ...(built.backupRefused && { backupRefused: built.backupRefused }),
      ...(built.setAsideFile && { setAsideFile: built.setAsideFile }),
    });
  } else report.method = 'in-place';
  const after = await checkSqliteStore(dir, invariants, { ...options, locked: true });
  if (after.findings.length > 0) {
    const fixed = await inPlace(dir, after, invariants, options, report.aside);
    report.accepted = fixed.accepted;
    report.setAside += fixed.setAside.length;
    report.lost ||= fixed.setAside.length > 0 || Object.keys(fixed.accepted).length > 0;
    if (fixed.setAsideFile) report.setAsideFile ??= fixed.setAsideFile;
  }
  options.logger?.warn({ report }, 'embedded store repaired');
  return report;
}
