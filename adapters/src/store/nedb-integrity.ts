import { appendFile, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { syncPath } from '../fs-sync';
import { PRIVATE_FILE_MODE } from '../private-dir';
import { isSoundLine, readStoreLines, type StoreLine } from './nedb-lines';

export const STORE_FILE_SUFFIX = '.db';

/** Lines shown in a message; a file full of damage needs the check command, not a wall of numbers. */
const LINES_NAMED = 10;

export interface DamagedFile {
  file: string;
  badLines: StoreLine[];
}

export function describeLines(lines: readonly { number: number }[]): string {
  const numbers = lines.slice(0, LINES_NAMED).map((l) => l.number);
  const more = lines.length > LINES_NAMED ? ` und ${lines.length - LINES_NAMED} weitere` : '';
  return `${lines.length === 1 ? 'Zeile' : 'Zeilen'} ${numbers.join(', ')}${more}`;
}

export class CorruptStoreError extends Error {
  override name = 'CorruptStoreError';
  constructor(readonly damaged: DamagedFile[]) {
    super(
      `Der Datenbestand ist beschädigt: ${damaged
        .map((d) => `${d.file} (${describeLines(d.badLines)})`)
        .join(
          '; ',
        )}. Der Server startet nicht, damit keine Daten verloren gehen. 'npm run store -- check' zeigt die Zeilen, 'npm run store -- repair' legt sie in einer Nebendatei ab und bereinigt die Datei.`,
    );
  }
}

export async function storeFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .filter((name) => name.endsWith(STORE_FILE_SUFFIX))
    .sort()
    .map((name) => path.join(dir, name));
}

export async function badLinesOf(file: string): Promise<StoreLine[]> {
  const bad: StoreLine[] = [];
  for await (const line of readStoreLines(file)) if (!isSoundLine(line.text)) bad.push(line);
  return bad;
}

/** Every store file of `dir` with a line NeDB could not load. */
export async function checkStoreFiles(dir: string): Promise<DamagedFile[]> {
  const damaged: DamagedFile[] = [];
  for (const file of await storeFiles(dir)) {
    const badLines = await badLinesOf(file);
    if (badLines.length > 0) damaged.push({ file, badLines });
  }
  return damaged;
}

export async function assertStoreIntact(dir: string): Promise<void> {
  const damaged = await checkStoreFiles(dir);
  if (damaged.length > 0) throw new CorruptStoreError(damaged);
}

/** The side file that keeps the lines a repair took out of `file`. */
export const sideFileOf = (file: string) => `${file}.beschaedigt`;

/**
 * Moves the bad lines of `file` into its side file (appended, with their line numbers and the time)
 * and then replaces the file by its sound lines. The side file is written and synced before the
 * file changes, so a kill in between loses nothing: the next repair finds the same lines again.
 */
export async function repairStoreFile(file: string, now = new Date()): Promise<StoreLine[]> {
  const bad = await badLinesOf(file);
  if (bad.length === 0) return bad;
  const note = bad
    .map(
      (line) =>
        `# ${path.basename(file)} Zeile ${line.number}, entfernt ${now.toISOString()}\n${line.text}\n`,
    )
    .join('');
  await appendFile(sideFileOf(file), note, { mode: PRIVATE_FILE_MODE });
  await syncPath(sideFileOf(file));
  const temp = `${file}.repair-${process.pid}`;
  const out = await open(temp, 'w', PRIVATE_FILE_MODE);
  try {
    for await (const line of readStoreLines(file)) {
      if (line.text !== '' && isSoundLine(line.text)) await out.write(`${line.text}\n`);
    }
    await out.sync();
  } catch (error) {
    await out.close();
    await rm(temp, { force: true });
    throw error;
  }
  await out.close();
  await rename(temp, file);
  await syncPath(path.dirname(file));
  return bad;
}
