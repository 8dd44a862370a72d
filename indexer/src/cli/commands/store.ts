import path from 'node:path';
import {
  acquireDataDirLock,
  type Config,
  checkStoreFiles,
  describeLines,
  type RemovalEffects,
  removalEffects,
  repairStoreFile,
  sideFileOf,
} from '@futterkompass/adapters';
import { UsageError } from '../args';
import { type OpsCommand, out } from '../command';

/** A damaged line is shown only as far as needed to recognise it. */
const SHOWN_CHARACTERS = 120;

const shown = (text: string) =>
  text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)} …` : text;

const IDS_NAMED = 10;

const listed = (ids: readonly string[]) =>
  ids.length > IDS_NAMED
    ? `${ids.slice(0, IDS_NAMED).join(', ')} und ${ids.length - IDS_NAMED} weitere`
    : ids.join(', ');

/** What the repair did to the documents of the moved lines (NeDB keeps every version of one). */
function reportEffects({ missing, older, unchanged, unknown }: RemovalEffects) {
  if (missing.length > 0) out(`  Fehlen jetzt: ${listed(missing)}`);
  if (older.length > 0) out(`  Zeigen jetzt wieder einen früheren Stand: ${listed(older)}`);
  if (unchanged.length > 0) out(`  Unverändert, eine spätere Zeile hält ihren Stand: ${listed(unchanged)}`);
  if (unknown.length > 0)
    out(
      `  ${describeLines(unknown)} ohne lesbare Id: ein Dokument darin kann jetzt fehlen oder einen früheren Stand zeigen.`,
    );
}

function embeddedDir(config: Config): string {
  if (config.store.kind !== 'sqlite')
    throw new UsageError(
      'Dieser Befehl prüft den eingebetteten Datenbestand (NeDB-Dateien); MONGODB_URL ist gesetzt.',
    );
  return config.store.dir;
}

const check: OpsCommand = {
  command: 'check',
  describe: 'alle Dateien lesen und unlesbare Zeilen zeigen',
  title: 'Datenbestand',
  async run(_args, { config }) {
    const dir = embeddedDir(config);
    const damaged = await checkStoreFiles(dir);
    if (damaged.length === 0) {
      out(`Datenbestand in ${dir} geprüft: alle Dateien sind lesbar.`);
      return 0;
    }
    for (const { file, badLines } of damaged) {
      out(`${path.basename(file)}: ${describeLines(badLines)} unlesbar`);
      for (const line of badLines.slice(0, 20)) out(`  Zeile ${line.number}: ${shown(line.text)}`);
    }
    out("Mit 'npm run ops -- store repair' werden die Zeilen in eine Nebendatei verschoben.");
    return 1;
  },
};

/** Runs with the store locked, so that no server writes while lines move. */
const repair: OpsCommand = {
  command: 'repair',
  describe: 'unlesbare Zeilen in <datei>.beschaedigt verschieben (Server muss beendet sein)',
  title: 'Datenbestand',
  async run(_args, { config }) {
    const dir = embeddedDir(config);
    const lock = await acquireDataDirLock(dir);
    try {
      const damaged = await checkStoreFiles(dir);
      if (damaged.length === 0) {
        out(`Datenbestand in ${dir} geprüft: nichts zu reparieren.`);
        return 0;
      }
      for (const { file } of damaged) {
        const effects = await removalEffects(file);
        const moved = await repairStoreFile(file);
        out(
          `${path.basename(file)}: ${describeLines(moved)} nach ${path.basename(sideFileOf(file))} verschoben.`,
        );
        reportEffects(effects);
      }
      out('Bitte die Nebendateien prüfen: sie enthalten die verschobenen Zeilen.');
      return 0;
    } finally {
      await lock.release();
    }
  },
};

/** Finds and sets aside unreadable lines of the embedded store. */
export const storeCommand: OpsCommand = {
  command: 'store',
  describe: 'eingebetteten Datenbestand prüfen oder reparieren',
  subcommands: [check, repair],
};
