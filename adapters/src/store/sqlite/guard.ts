import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { formatNumber } from '@futterkompass/domain';
import type { Logger } from 'pino';
import type { Connection } from './connection';
import { DamagedStoreError } from './damage';
import { recordedCounts, writesOf } from './schema';
import { DATABASE_FILE, LAST_BACKUP_FILE, readStoreState, STATE_FILE, type StoreState } from './state-file';
import { inspectWal } from './wal';

const MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
/** quick_check lines named in a message; `store check` shows them all. */
const NAMED = 5;

const sizeOf = (file: string) =>
  stat(file).then(
    (s) => s.size,
    () => null,
  );

const n = (value: number) => formatNumber(value, 0);

/** What is left in the data folder of a store that has been used: the reasons not to start empty. */
async function traces(
  dir: string,
  filesDir: string | undefined,
  state: StoreState | null,
): Promise<string[]> {
  const found: string[] = [];
  if (state) {
    const documents = Object.values(state.documents).reduce((sum, x) => sum + x, 0);
    found.push(`${STATE_FILE} verzeichnet ${n(documents)} Dokumente (Stand ${state.at})`);
  }
  if ((await sizeOf(path.join(dir, LAST_BACKUP_FILE))) !== null)
    found.push(`${LAST_BACKUP_FILE} verzeichnet eine Sicherung`);
  const uploads = filesDir ? await readdir(filesDir).catch(() => []) : [];
  if (uploads.length > 0) found.push(`${n(uploads.length)} hochgeladene Dateien in ${filesDir}`);
  return found;
}

/** The database header's own account of the file: cut short, or no database at all. */
async function headerFindings(file: string, size: number): Promise<string[]> {
  const handle = await open(file, 'r');
  const header = Buffer.alloc(100);
  try {
    await handle.read(header, 0, 100, 0);
  } finally {
    await handle.close();
  }
  if (size < 100 || !header.subarray(0, 16).equals(MAGIC))
    return ['die Datei ist keine SQLite-Datenbank (ihr Kopf ist unlesbar oder überschrieben)'];
  const pageSize = header.readUInt16BE(16) === 1 ? 65536 : header.readUInt16BE(16);
  const pages = header.readUInt32BE(28);
  const sizeValid = header.readUInt32BE(92) === header.readUInt32BE(24);
  if (size % pageSize !== 0)
    return [
      `die Datei ist abgeschnitten (${n(size)} Bytes sind kein Vielfaches der Seitengröße ${n(pageSize)})`,
    ];
  if (sizeValid && pages * pageSize > size)
    return [
      `die Datei ist abgeschnitten: ${n(size)} von ${n(pages * pageSize)} Bytes (${n(size / pageSize)} von ${n(pages)} Seiten)`,
    ];
  return [];
}

export type Preflight = { kind: 'new' | 'existing'; state: StoreState | null; crashed: boolean };

/**
 * Looks at the files before SQLite opens them: SQLite would take a missing or empty file for a new,
 * empty database, and read a cut one until a query meets the missing pages. A store with traces of
 * use (its state file, a recorded backup, uploaded files) never starts empty. A WAL left by a crash
 * is reported loudly with what SQLite will replay of it.
 */
export async function preflight(
  dir: string,
  options: { filesDir?: string; logger?: Logger; replacing?: boolean },
): Promise<Preflight> {
  const file = path.join(dir, DATABASE_FILE);
  const state = await readStoreState(dir);
  const size = await sizeOf(file);
  const wal = `${file}-wal`;
  const walSize = await sizeOf(wal);
  if (size === null || size === 0) {
    const left = await traces(dir, options.filesDir, state);
    if (walSize) left.push(`eine WAL-Datei mit ${n(walSize)} Bytes`);
    if (left.length > 0 && !options.replacing)
      throw new DamagedStoreError(file, [
        `die Datenbank ${size === null ? 'fehlt' : 'ist leer (0 Bytes)'}, obwohl hier schon Daten waren: ${left.join(', ')}`,
      ]);
    return { kind: 'new', state, crashed: false };
  }
  // With a WAL the file may lag behind its header until SQLite replays the WAL.
  const findings = walSize ? [] : await headerFindings(file, size);
  if (findings.length > 0) throw new DamagedStoreError(file, findings);
  const crashed = state !== null && !state.closed;
  if (walSize) {
    const found = await inspectWal(wal);
    const log = options.logger;
    if (found && (found.tornBytes > 0 || found.discardedFrames > 0))
      log?.error(
        { wal, ...found },
        `Nach einem Absturz liegt eine WAL-Datei vor (${wal}): SQLite übernimmt ${n(found.transactions)} abgeschlossene Transaktionen (${n(found.replayed)} Seiten) und verwirft ${n(found.discardedFrames)} Seiten danach${found.tornBytes > 0 ? ` sowie ${n(found.tornBytes)} Bytes einer abgerissenen Seite` : ''}: eine Transaktion, die nicht ganz geschrieben war, gilt als nie geschehen; bestätigte Schreibvorgänge stehen vollständig davor.`,
      );
    else if (found)
      log?.warn(
        { wal, ...found },
        `Der Server wurde nicht sauber beendet: SQLite übernimmt die WAL-Datei ${wal} mit ${n(found.transactions)} abgeschlossenen Transaktionen.`,
      );
  } else if (crashed) {
    options.logger?.error(
      { file, state },
      `Der Server wurde nicht sauber beendet, und die WAL-Datei ${wal} fehlt: Transaktionen, die nur in ihr standen (seit dem letzten Checkpoint), sind verloren. 'npm run ops -- store check' prüft, ob der Bestand mit dem verzeichneten Stand übereinstimmt.`,
    );
  }
  return { kind: 'existing', state, crashed };
}

/** quick_check, the recorded counts and the state file against the opened database. */
export function verifyOpened(conn: Connection, file: string, state: StoreState | null): void {
  const findings = databaseFindings(conn, 'quick_check');
  const writes = writesOf(conn);
  if (state?.closed && state.writes !== writes)
    findings.push(
      writes < state.writes
        ? `die Datenbank ist älter als beim letzten Beenden (${n(state.writes - writes)} verzeichnete Schreibvorgänge fehlen)`
        : `nach dem letzten Beenden wurde die Datenbank an Futterkompass vorbei geändert (${n(writes - state.writes)} Schreibvorgänge mehr)`,
    );
  if (state && !state.closed && writes < state.writes)
    findings.push(
      `der Datenbank fehlen ${n(state.writes - writes)} Schreibvorgänge, die beim letzten Start schon da waren`,
    );
  if (findings.length > 0) throw new DamagedStoreError(file, findings);
}

/** SQLite's own check (quick or full) and the documents per collection against the record. */
export function databaseFindings(conn: Connection, check: 'quick_check' | 'integrity_check'): string[] {
  const lines = (conn.db.pragma(check) as Record<string, string>[]).map(
    (row) => Object.values(row)[0] as string,
  );
  if (!(lines.length === 1 && lines[0] === 'ok'))
    return [
      `SQLites ${check} meldet ${n(lines.length)} Fehler: ${lines.slice(0, NAMED).join(' | ')}${lines.length > NAMED ? ' …' : ''}`,
    ];
  const findings: string[] = [];
  for (const [name, recorded] of recordedCounts(conn)) {
    const actual = (conn.statement(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n;
    if (actual !== recorded)
      findings.push(`${name} enthält ${n(actual)} Dokumente, verzeichnet sind ${n(recorded)}`);
  }
  return findings;
}
