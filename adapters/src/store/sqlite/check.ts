import path from 'node:path';
import { formatNumber } from '@futterkompass/domain';
import Database from 'better-sqlite3';
import { readLockHolder } from '../../data-dir-lock';
import { type Connection, connectionOf } from './connection';
import { DamagedStoreError } from './damage';
import { registerChecksum } from './documents';
import { examine } from './examine';
import { databaseFindings, listed } from './findings';
import { type Preflight, preflight } from './guard';
import {
  type Accepted,
  acceptedLosses,
  type Dangling,
  danglingFinding,
  danglingReferences,
  duplicateFinding,
  duplicates,
  type Invariants,
  missingIndexes,
} from './invariants';
import { quoted } from './names';
import { legacyFilesIn } from './nedb-import';
import { recordedCounts } from './schema';
import { DATABASE_FILE } from './state-file';
import { openView, type StoreView } from './view';

export type { Invariants } from './invariants';

export interface StoreCheck {
  file: string;
  /** Damage or losses: `store check` exits non-zero. */
  findings: string[];
  /** What the next start handles without a loss (a WAL to replay, one to put aside). */
  notes: string[];
  /** Documents per collection, where the database could be read. */
  documents: Record<string, number>;
  /** The files themselves are damaged (not only the portal's invariants): a repair rebuilds. */
  damaged: boolean;
  /** The WAL beside the database belongs to it (SQLite replays it). */
  walBelongs: boolean;
  /** After an unclean stop the store's own WAL is gone (missing, or another in its place). */
  walLost: boolean;
  /** References to documents that are missing and not named lost by a repair. */
  dangling: Dangling[];
  duplicates: ReturnType<typeof duplicates>;
  /** What an earlier repair named lost. */
  accepted: Accepted | null;
}

const n = (value: number) => formatNumber(value, 0);

const tableExists = (conn: Connection, name: string) =>
  !!conn.statement(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name);

/**
 * Invariants and document counts, read through `conn`. References to documents a repair named
 * lost are notes: the repair said so, and `store reimport` brings them back from its file.
 */
function portalFindings(conn: Connection, invariants: Invariants, result: StoreCheck): void {
  for (const [name] of recordedCounts(conn))
    result.documents[name] = tableExists(conn, name)
      ? (conn.statement(`SELECT count(*) AS n FROM ${quoted(name)}`).get() as { n: number }).n
      : 0;
  result.duplicates = duplicates(conn, invariants);
  result.findings.push(...missingIndexes(conn), ...result.duplicates.map(duplicateFinding));
  const accepted = acceptedLosses(conn);
  result.accepted = accepted;
  for (const dangling of danglingReferences(conn, invariants)) {
    const known = new Set(accepted?.lost[dangling.to] ?? []);
    if (dangling.targets.every((target) => known.has(target)))
      result.notes.push(
        `${n(dangling.ids.length)} Dokumente in ${dangling.from} verweisen mit ${dangling.field} auf ${dangling.to}, die die Reparatur vom ${accepted?.at} als verloren genannt hat (${listed(dangling.targets)}).`,
      );
    else {
      result.dangling.push(dangling);
      result.findings.push(danglingFinding(dangling));
    }
  }
}

/** While a server runs: its own files, read through a connection of this process (it writes nothing). */
function checkLive(file: string, invariants: Invariants, result: StoreCheck): StoreCheck {
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return { ...result, findings: [`SQLite kann die Datei nicht öffnen (${(error as Error).message})`] };
  }
  registerChecksum(db);
  const conn = connectionOf(db);
  try {
    result.findings.push(...databaseFindings(conn, { check: 'integrity_check', checksums: 'all' }));
    result.damaged = result.findings.length > 0;
    portalFindings(conn, invariants, result);
  } catch (error) {
    result.findings.push(`die Datenbank ist nicht ganz lesbar (${(error as Error).message})`);
  } finally {
    db.close();
  }
  return result;
}

/**
 * Everything `store check` verifies, without changing a byte (also while the server runs: then it
 * reads through a connection of its own; on a read-only mount through a copy in memory): the files
 * as the start sees them (a WAL that belongs or not, one missing after a crash), SQLite's full
 * integrity check, every document's JSON and checksum, the documents per collection against the
 * record, the state file's write count, unique keys, recorded indexes and the references between
 * collections. `findings` are losses or damage; `notes` what the start handles without a loss.
 */
export async function checkSqliteStore(
  dir: string,
  invariants: Invariants,
  options: { filesDir?: string /** The caller holds the lock itself (a repair). */; locked?: boolean } = {},
): Promise<StoreCheck> {
  const file = path.join(dir, DATABASE_FILE);
  const result: StoreCheck = {
    file,
    findings: [],
    notes: [],
    documents: {},
    damaged: false,
    walBelongs: false,
    walLost: false,
    dangling: [],
    duplicates: [],
    accepted: null,
  };
  if (!options.locked && (await readLockHolder(dir))) return checkLive(file, invariants, result);
  let found: Preflight;
  try {
    found = await preflight(dir, { ...options, upgrading: (await legacyFilesIn(dir)).length > 0 });
  } catch (error) {
    if (error instanceof DamagedStoreError)
      return { ...result, findings: [...error.findings], damaged: true };
    throw error;
  }
  if (found.kind === 'new') return result;
  const verdict = await examine(dir, found, { check: 'integrity_check', checksums: 'all' });
  result.findings.push(...verdict.findings);
  result.damaged = verdict.findings.length > 0;
  result.walBelongs = verdict.walBelongs;
  result.walLost = verdict.walLost;
  result.notes.push(...verdict.notes.map((note) => note.message));
  if (verdict.foreignWal)
    result.notes.push(
      `Die WAL-Datei neben ${file} gehört nicht zu dieser Datenbank (${verdict.foreignWal}); die Datenbank ist ohne sie vollständig, der nächste Start legt sie beiseite. Verloren ist nichts.`,
    );
  let view: StoreView;
  try {
    view = await openView(dir, { wal: result.walBelongs });
  } catch {
    return result;
  }
  try {
    portalFindings(view.conn, invariants, result);
  } catch (error) {
    if (result.findings.length === 0)
      result.findings.push(`die Datenbank ist nicht ganz lesbar (${(error as Error).message})`);
  } finally {
    await view.close();
  }
  return result;
}
