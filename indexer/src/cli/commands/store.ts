import { createReadStream, existsSync } from 'node:fs';
import {
  acquireDataDirLock,
  type Config,
  checkSqliteStore,
  INDEXES,
  REFERENCES,
  type RepairReport,
  readLastBackup,
  repairSqliteStore,
  restoreEmbeddedStore,
} from '@futterkompass/adapters';
import { formatNumber } from '@futterkompass/domain';
import { UsageError } from '../args';
import { type OpsCommand, out } from '../command';

const invariants = { indexes: INDEXES, references: REFERENCES };
const IDS_NAMED = 20;

const listed = (ids: readonly string[]) =>
  ids.length > IDS_NAMED
    ? `${ids.slice(0, IDS_NAMED).join(', ')} und ${formatNumber(ids.length - IDS_NAMED, 0)} weitere`
    : ids.join(', ');

function embedded(config: Config) {
  if (config.store.kind !== 'sqlite')
    throw new UsageError(
      'Dieser Befehl prüft den eingebetteten Datenbestand (SQLite); MONGODB_URL ist gesetzt.',
    );
  return { dir: config.store.dir, ...(config.files.kind === 'local' && { filesDir: config.files.dir }) };
}

const check: OpsCommand = {
  command: 'check',
  describe: 'Datenbank und Verweise prüfen (auch bei laufendem Server)',
  title: 'Datenbestand',
  async run(_args, { config }) {
    const { dir, ...options } = embedded(config);
    const result = await checkSqliteStore(dir, invariants, options);
    const documents = Object.values(result.documents).reduce((sum, x) => sum + x, 0);
    if (result.findings.length === 0) {
      out(
        `Datenbestand ${result.file} geprüft: in Ordnung (${formatNumber(documents, 0)} Dokumente in ${Object.keys(result.documents).length} Sammlungen).`,
      );
      return 0;
    }
    out(
      `Datenbestand ${result.file}: ${result.findings.length === 1 ? 'ein Befund' : `${result.findings.length} Befunde`}`,
    );
    for (const finding of result.findings) out(`  - ${finding}`);
    out(
      "Bei beendetem Server holt 'npm run ops -- store repair' den Bestand aus der letzten Sicherung (oder aus dem, was noch lesbar ist) und nennt, was dabei verloren geht; 'npm run ops -- restore <sicherung>' spielt eine bestimmte Sicherung ein.",
    );
    return 1;
  },
};

function printReport(report: RepairReport) {
  if (report.backupRefused)
    out(`Die verzeichnete Sicherung ließ sich nicht einspielen: ${report.backupRefused}`);
  out(
    report.method === 'backup'
      ? 'Der Bestand wurde aus der letzten Sicherung wiederhergestellt.'
      : 'Keine Sicherung verzeichnet: der Bestand wurde aus den noch lesbaren Dokumenten neu aufgebaut.',
  );
  out(`Die beschädigten Dateien liegen in ${report.aside}.`);
  if (report.collections.length === 0)
    out(
      report.readable === false
        ? 'Die beschädigte Datenbank ließ sich gar nicht lesen, und kein sauberes Beenden hat ihre Dokumente verzeichnet: wie viele verloren sind, ist unbekannt. Bitte eine Sicherung einspielen, falls es eine gibt.'
        : 'Verloren ist nichts: jedes lesbare Dokument steht im neuen Bestand.',
    );
  for (const c of report.collections) {
    const recorded = c.recorded === null ? 'unbekannt' : formatNumber(c.recorded, 0);
    out(`  ${c.name}: verzeichnet ${recorded}, jetzt ${formatNumber(c.now, 0)}`);
    if (c.lost.length > 0) out(`    verloren oder auf anderem Stand: ${listed(c.lost)}`);
    if (c.lostUnnamed > 0) out(`    verloren ohne lesbare Id: ${formatNumber(c.lostUnnamed, 0)} Dokumente`);
  }
  if (report.lostFile) out(`Die lesbaren verlorenen Dokumente stehen in ${report.lostFile}.`);
}

/** Runs with the store locked, so that no server writes while the database is replaced. */
const repair: OpsCommand = {
  command: 'repair',
  describe: 'beschädigten Bestand aus der letzten Sicherung oder dem Lesbaren neu aufbauen (Server beendet)',
  title: 'Datenbestand',
  async run(_args, { config }) {
    const { dir, ...options } = embedded(config);
    const lock = await acquireDataDirLock(dir);
    try {
      const backup = await readLastBackup(dir);
      if (backup && !existsSync(backup.file)) out(`Die verzeichnete Sicherung ${backup.file} fehlt.`);
      const report = await repairSqliteStore(dir, invariants, {
        ...options,
        ...(backup &&
          existsSync(backup.file) && {
            restoreBackup: async (store) => {
              out(`Sicherung ${backup.file} (Stand ${backup.createdAt}) wird eingespielt …`);
              await restoreEmbeddedStore({ store, dataDir: dir, ...options }, createReadStream(backup.file));
            },
          }),
      });
      if (!report.method) {
        out(`Datenbestand in ${dir} geprüft: nichts zu reparieren.`);
        return 0;
      }
      printReport(report);
      return 0;
    } finally {
      await lock.release();
    }
  },
};

/** Checks the embedded store, or repairs it. */
export const storeCommand: OpsCommand = {
  command: 'store',
  describe: 'eingebetteten Datenbestand prüfen oder reparieren',
  subcommands: [check, repair],
};
