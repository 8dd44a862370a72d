import { open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { formatNumber } from '@futterkompass/domain';
import { DamagedStoreError } from './damage';
import { DATABASE_FILE, LAST_BACKUP_FILE, readStoreState, STATE_FILE, type StoreState } from './state-file';
import { inspectWal, type WalFindings } from './wal';

const MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

export const sizeOf = (file: string) =>
  stat(file).then(
    (s) => s.size,
    () => null,
  );

const n = (value: number) => formatNumber(value, 0);

/** What is left in the data folder of a store that has been used: the reasons not to start empty. */
export async function traces(
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

/** The database header's page size (1 stands for 65536). */
export const pageSizeOf = (header: Buffer) =>
  header.readUInt16BE(16) === 1 ? 65536 : header.readUInt16BE(16);

async function readHeader(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  const header = Buffer.alloc(100);
  try {
    await handle.read(header, 0, 100, 0);
  } finally {
    await handle.close();
  }
  return header;
}

/** The database header's own account of the file: cut short, or no database at all. */
function headerFindings(header: Buffer, size: number): string[] {
  if (size < 100 || !header.subarray(0, 16).equals(MAGIC))
    return ['die Datei ist keine SQLite-Datenbank (ihr Kopf ist unlesbar oder überschrieben)'];
  const pageSize = pageSizeOf(header);
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

export interface Preflight {
  kind: 'new' | 'existing';
  state: StoreState | null;
  /** The WAL's frames, null when there is no WAL or it is empty. */
  wal: WalFindings | null;
  /** Whether a WAL file exists at all (also an empty one). */
  walExists: boolean;
  /** The database's page size, for an existing one. */
  pageSize: number | null;
}

/**
 * Looks at the files before SQLite opens them: SQLite would take a missing or empty file for a new,
 * empty database, and read a cut one until a query meets the missing pages. A store with traces of
 * use (its state file, a recorded backup, uploaded files) never starts empty, unless it is an
 * upgrade from the NeDB files beside it (`upgrading`) or a repair makes it anew (`replacing`).
 */
export async function preflight(
  dir: string,
  options: { filesDir?: string; replacing?: boolean; upgrading?: boolean },
): Promise<Preflight> {
  const file = path.join(dir, DATABASE_FILE);
  const state = await readStoreState(dir);
  const size = await sizeOf(file);
  const walFile = `${file}-wal`;
  const walSize = await sizeOf(walFile);
  const wal = walSize ? await inspectWal(walFile) : null;
  const none = { state, wal, walExists: walSize !== null, pageSize: null };
  if (size === null || size === 0) {
    if (options.replacing || options.upgrading) return { kind: 'new', ...none };
    const left = await traces(dir, options.filesDir, state);
    if (walSize) left.push(`eine WAL-Datei mit ${n(walSize)} Bytes`);
    if (left.length > 0)
      throw new DamagedStoreError(file, [
        `die Datenbank ${size === null ? 'fehlt' : 'ist leer (0 Bytes)'}, obwohl hier schon Daten waren: ${left.join(', ')}`,
      ]);
    return { kind: 'new', ...none };
  }
  const header = await readHeader(file);
  // With a WAL the file may lag behind its header until SQLite replays the WAL.
  const findings =
    walSize && size >= 100 && header.subarray(0, 16).equals(MAGIC) ? [] : headerFindings(header, size);
  if (findings.length > 0) throw new DamagedStoreError(file, findings, walSize ? [walFile] : []);
  return { kind: 'existing', ...none, pageSize: pageSizeOf(header) };
}
