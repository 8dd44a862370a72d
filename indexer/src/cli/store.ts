import path from 'node:path';
import {
  acquireDataDirLock,
  checkStoreFiles,
  describeLines,
  loadConfig,
  repairStoreFile,
  sideFileOf,
} from '@futterkompass/adapters';
import { UsageError } from './args';
import { out, runCommand } from './command';

/** A damaged line is shown only as far as needed to recognise it. */
const SHOWN_CHARACTERS = 120;

const shown = (text: string) =>
  text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)} …` : text;

async function check(dir: string): Promise<number> {
  const damaged = await checkStoreFiles(dir);
  if (damaged.length === 0) {
    out(`Datenbestand in ${dir} geprüft: alle Dateien sind lesbar.`);
    return 0;
  }
  for (const { file, badLines } of damaged) {
    out(`${path.basename(file)}: ${describeLines(badLines)} unlesbar`);
    for (const line of badLines.slice(0, 20)) out(`  Zeile ${line.number}: ${shown(line.text)}`);
  }
  out("Mit 'npm run store -- repair' werden die Zeilen in eine Nebendatei verschoben.");
  return 1;
}

/** Runs with the store locked, so that no server writes while lines move. */
async function repair(dir: string): Promise<number> {
  const lock = await acquireDataDirLock(dir);
  try {
    const damaged = await checkStoreFiles(dir);
    if (damaged.length === 0) {
      out(`Datenbestand in ${dir} geprüft: nichts zu reparieren.`);
      return 0;
    }
    for (const { file } of damaged) {
      const moved = await repairStoreFile(file);
      out(
        `${path.basename(file)}: ${describeLines(moved)} nach ${path.basename(sideFileOf(file))} verschoben.`,
      );
    }
    out('Die verschobenen Dokumente fehlen jetzt im Datenbestand; bitte die Nebendateien prüfen.');
    return 0;
  } finally {
    await lock.release();
  }
}

/** `npm run store -- check | repair`: finds and sets aside unreadable lines of the embedded store. */
async function main(): Promise<number> {
  const [action] = process.argv.slice(2);
  const config = loadConfig();
  if (config.store.kind !== 'nedb')
    throw new UsageError(
      'Dieser Befehl prüft den eingebetteten Datenbestand (NeDB-Dateien); MONGODB_URL ist gesetzt.',
    );
  if (action === 'check') return check(config.store.dir);
  if (action === 'repair') return repair(config.store.dir);
  throw new UsageError("Aufruf: 'npm run store -- check' oder 'npm run store -- repair'.");
}

runCommand('Datenbestand', main);
