import path from 'node:path';
import { formatNumber } from '@futterkompass/domain';
import { databaseFindings, type FindingOptions } from './findings';
import type { Preflight } from './guard';
import { storeIdOf, writesOf } from './schema';
import { DATABASE_FILE, STATE_FILE, type StoreState } from './state-file';
import { openView } from './view';
import type { WalHeader } from './wal';

const n = (value: number) => formatNumber(value, 0);

/** What the files say before anything is written: refuse, start, or start with a WAL put aside. */
export interface Verdict {
  /** Findings that keep the store from starting; empty: it may start. */
  findings: string[];
  /** Files beside the database that hold evidence of the findings. */
  evidence: string[];
  /**
   * Why the WAL does not belong to the database, which is complete without it: the start moves it
   * aside instead of letting SQLite write it into the database.
   */
  foreignWal?: string;
  /** What a start logs although it starts (a WAL replayed after a crash). */
  notes: { level: 'warn' | 'error'; message: string }[];
  /** Whether the WAL (one with frames) belongs to the database: SQLite may replay it. */
  walBelongs: boolean;
  /** After an unclean stop the store's own WAL is gone: what stood only in it is lost. */
  walLost: boolean;
}

interface Look {
  findings: string[];
  writes: number | null;
  storeId: string | null;
}

const orNull = <T>(read: () => T): T | null => {
  try {
    return read();
  } catch {
    return null;
  }
};

/** The database read through a view that changes nothing, with or without its WAL. */
async function look(dir: string, wal: boolean, options: FindingOptions): Promise<Look> {
  let view: Awaited<ReturnType<typeof openView>>;
  try {
    view = await openView(dir, { wal });
  } catch (error) {
    return {
      findings: [`SQLite kann sie nicht öffnen (${(error as Error).message})`],
      writes: null,
      storeId: null,
    };
  }
  try {
    let findings: string[];
    try {
      findings = databaseFindings(view.conn, options);
    } catch (error) {
      findings = [`SQLite meldet: ${(error as Error).message}`];
    }
    return {
      findings,
      writes: orNull(() => writesOf(view.conn)),
      storeId: orNull(() => storeIdOf(view.conn) ?? null),
    };
  } finally {
    await view.close();
  }
}

/**
 * Whether the WAL's header continues the one recorded at the last open, write or close: the same
 * round, or a later one, whose checkpoint sequence and salt-1 have both grown by the same count.
 */
function headerMismatch(recorded: WalHeader | null | undefined, found: WalHeader, closed: boolean) {
  if (!recorded) return null;
  const rounds = (found.checkpointSequence - recorded.checkpointSequence) >>> 0;
  if (rounds === 0)
    return found.salts[0] === recorded.salts[0] && found.salts[1] === recorded.salts[1]
      ? null
      : 'ihre Salze sind nicht die verzeichneten';
  if (closed || rounds > 0x7fffffff) return 'ihre Checkpoint-Folge ist älter als die verzeichnete';
  return (found.salts[0] - recorded.salts[0]) >>> 0 === rounds
    ? null
    : 'ihre Salze sind nicht die verzeichneten';
}

/** The database's write count against the state file's. */
function stateFindings(state: StoreState | null, writes: number | null, withWal: boolean): string[] {
  if (!state || writes === null) return [];
  if (state.closed && state.writes !== writes)
    return [
      writes < state.writes
        ? `die Datenbank ist älter als beim letzten Beenden (${n(state.writes - writes)} verzeichnete Schreibvorgänge fehlen)`
        : `nach dem letzten Beenden wurde die Datenbank an Futterkompass vorbei geändert (${n(writes - state.writes)} Schreibvorgänge mehr)`,
    ];
  if (!state.closed && writes < state.writes)
    return [
      `der Datenbank${withWal ? ' mit ihrer WAL-Datei' : ''} fehlen ${n(state.writes - writes)} Schreibvorgänge, die beim letzten Stand (${state.at}) schon da waren`,
    ];
  return [];
}

/**
 * Examines the database and its WAL before any connection may write (the caller holds the lock).
 * A WAL is replayed only if it belongs: a valid header of the database's page size, salts that
 * continue the recorded ones, the database's identity, and at least the database's writes. One
 * that does not belong is put aside when the database is complete without it (closed cleanly with
 * the recorded writes), else the start refuses. A WAL missing after a crash is a loss, named.
 */
export async function examine(dir: string, found: Preflight, options: FindingOptions): Promise<Verdict> {
  const walFile = path.join(dir, `${DATABASE_FILE}-wal`);
  const { state, wal } = found;
  const verdict: Verdict = {
    findings: [],
    evidence: [],
    notes: [],
    walBelongs: false,
    walLost: false,
  };
  if (!wal) {
    const alone = await look(dir, false, options);
    verdict.walLost = state !== null && !state.closed && !found.walExists;
    if (state && verdict.walLost)
      verdict.findings.push(
        `der Server wurde nicht sauber beendet (${STATE_FILE}: Stand ${state.at}), und seine WAL-Datei ${walFile} fehlt: was seit dem letzten Checkpoint nur in ihr stand, ist verloren${alone.writes !== null && alone.writes < state.writes ? ` (mindestens ${n(state.writes - alone.writes)} Schreibvorgänge)` : ''}`,
      );
    else verdict.findings.push(...stateFindings(state, alone.writes, false));
    verdict.findings.push(...alone.findings);
    return verdict;
  }
  const alone = await look(dir, false, options);
  let foreign: string | null = null;
  let combined: Look | null = null;
  if (!wal.header) foreign = 'sie hat keinen gültigen WAL-Kopf';
  else if (wal.header.pageSize !== found.pageSize)
    foreign = `ihre Seitengröße ${n(wal.header.pageSize)} ist nicht die der Datenbank (${n(found.pageSize ?? 0)})`;
  else foreign = headerMismatch(state?.wal, wal.header, state?.closed ?? false);
  if (!foreign) {
    combined = await look(dir, true, options);
    if (combined.storeId && alone.storeId && combined.storeId !== alone.storeId)
      foreign = 'sie stammt von einer anderen Datenbank (deren Kennung steht in ihr)';
    else if (alone.writes !== null && combined.writes !== null && combined.writes < alone.writes)
      foreign = `sie ist älter als die Datenbank (mit ihr ${n(combined.writes)} statt ${n(alone.writes)} Schreibvorgänge)`;
    else if (state?.closed && combined.writes !== state.writes && alone.writes === state.writes)
      foreign = 'die Datenbank hat ohne sie schon den beim Beenden verzeichneten Stand';
  }
  if (foreign) {
    const complete = state?.closed && alone.writes === state.writes && alone.findings.length === 0;
    if (complete) return { ...verdict, foreignWal: foreign };
    verdict.walLost = state !== null && !state.closed;
    verdict.findings.push(
      `die WAL-Datei ${walFile} gehört nicht zu dieser Datenbank: ${foreign}; SQLite würde sie beim Öffnen in die Datenbank schreiben${state && !state.closed ? '. Der Server wurde nicht sauber beendet: was nur in seiner eigenen WAL-Datei stand, ist verloren' : ''}`,
      ...alone.findings,
    );
    verdict.evidence.push(walFile);
    return verdict;
  }
  const replayed = combined as Look;
  verdict.walBelongs = true;
  if (wal.strandedCommits > 0)
    verdict.findings.push(
      `die WAL-Datei ${walFile} ist beschädigt: ${n(wal.strandedCommits)} bestätigte Transaktionen stehen hinter einer Seite, deren Prüfsumme nicht stimmt, und würden verworfen`,
    );
  verdict.findings.push(...stateFindings(state, replayed.writes, true), ...replayed.findings);
  if (verdict.findings.length > 0) {
    verdict.evidence.push(walFile);
    return verdict;
  }
  verdict.notes.push(
    wal.tornBytes > 0 || wal.discardedFrames > 0
      ? {
          level: 'error',
          message: `Nach einem Absturz liegt eine WAL-Datei vor (${walFile}): SQLite übernimmt ${n(wal.transactions)} abgeschlossene Transaktionen (${n(wal.replayed)} Seiten) und verwirft ${n(wal.discardedFrames)} Seiten danach${wal.tornBytes > 0 ? ` sowie ${n(wal.tornBytes)} Bytes einer abgerissenen Seite` : ''}: eine Transaktion, die nicht ganz geschrieben war, gilt als nie geschehen; bestätigte Schreibvorgänge stehen vollständig davor.`,
        }
      : {
          level: 'warn',
          message: `Der Server wurde nicht sauber beendet: SQLite übernimmt die WAL-Datei ${walFile} mit ${n(wal.transactions)} abgeschlossenen Transaktionen.`,
        },
  );
  return verdict;
}
