import {
  acquireDataDirLock,
  type Config,
  checkSqliteStore,
  createSqliteStore,
  INDEXES,
  REFERENCES,
  type ReimportReport,
  type RepairReport,
  readLastBackup,
  reimportSetAside,
  repairSqliteStore,
  VERIFIED_COLLECTIONS,
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

/** Exit code 1 exactly when something is damaged or lost; what the start handles alone is a note. */
const check: OpsCommand = {
  command: 'check',
  describe: 'Datenbank und Verweise prüfen (auch bei laufendem Server)',
  title: 'Datenbestand',
  async run(_args, { config }) {
    const { dir, ...options } = embedded(config);
    const result = await checkSqliteStore(dir, invariants, options);
    const documents = Object.values(result.documents).reduce((sum, x) => sum + x, 0);
    for (const note of result.notes) out(`Hinweis: ${note}`);
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
      "Bei beendetem Server rettet 'npm run ops -- store repair', was in den Dateien noch lesbar ist, ergänzt es aus der letzten Sicherung und nennt, was verloren ist; 'npm run ops -- restore <sicherung>' spielt eine bestimmte Sicherung ein.",
    );
    return 1;
  },
};

function printCollections(report: RepairReport) {
  for (const c of report.collections) {
    const recorded = c.recorded === null ? 'unbekannt' : formatNumber(c.recorded, 0);
    out(`  ${c.name}: verzeichnet ${recorded}, jetzt ${formatNumber(c.now, 0)}`);
    if (c.fromBackup.length > 0) out(`    aus der Sicherung: ${listed(c.fromBackup)}`);
    if (c.older.length > 0)
      out(`    auf älterem Stand (die neueste Fassung war beschädigt): ${listed(c.older)}`);
    if (c.setAside.length > 0) out(`    beiseitegelegt: ${listed(c.setAside)}`);
    if (c.lost.length > 0) out(`    verloren: ${listed(c.lost)}`);
    if (c.lostUnnamed > 0) out(`    verloren ohne lesbare Id: ${formatNumber(c.lostUnnamed, 0)} Dokumente`);
  }
}

function printReport(report: RepairReport) {
  if (report.method === 'in-place') out('Die Dateien sind heil; repariert wurde im Bestand selbst.');
  else {
    out(
      `Der Bestand wurde neu aufgebaut aus allem, was in den beschädigten Dateien noch lesbar war${report.backup ? `, ergänzt aus der Sicherung ${report.backup.file} (Stand ${report.backup.createdAt}); je Dokument gilt die neuere Fassung` : ''}.`,
    );
    if (report.backupRefused)
      out(`Die verzeichnete Sicherung ließ sich nicht einlesen: ${report.backupRefused}`);
    if (!report.backup && !report.backupRefused) out('Keine Sicherung verzeichnet.');
    out(`Die beschädigten Dateien liegen unverändert in ${report.aside}.`);
    if (report.readable === false)
      out(
        'Der Kopf der Datenbank (ihr Verzeichnis der Tabellen) war unlesbar; Dokumente wurden Seite für Seite gesucht.',
      );
  }
  if (report.walLost)
    out(
      'Die WAL-Datei des Servers fehlte nach einem unsauberen Ende: was seit dem letzten Checkpoint nur in ihr stand, ist verloren (wie viel, ist unbekannt).',
    );
  if (report.restoredFiles > 0)
    out(`${formatNumber(report.restoredFiles, 0)} hochgeladene Dateien aus der Sicherung ergänzt.`);
  printCollections(report);
  for (const [name, ids] of Object.entries(report.accepted))
    out(`  Verweise auf fehlende ${name}, jetzt als verloren verzeichnet: ${listed(ids)}`);
  if (report.setAsideFile)
    out(
      `${formatNumber(report.setAside, 0)} Dokumente stehen in ${report.setAsideFile}; 'npm run ops -- store reimport ${report.setAsideFile}' bringt sie zurück, sobald klar ist, dass sie gelten sollen.`,
    );
  out(report.lost ? 'Dabei ist etwas verloren gegangen (siehe oben).' : 'Verloren ist nichts.');
}

/** Runs with the store locked, so that no server writes while the database is replaced. */
const repair: OpsCommand = {
  command: 'repair',
  describe: 'beschädigten Bestand aus dem Lesbaren und der letzten Sicherung neu aufbauen (Server beendet)',
  title: 'Datenbestand',
  async run(_args, { config }) {
    const { dir, ...options } = embedded(config);
    const lock = await acquireDataDirLock(dir);
    try {
      const backup = await readLastBackup(dir);
      const report = await repairSqliteStore(dir, invariants, {
        ...options,
        verified: VERIFIED_COLLECTIONS,
        ...(backup && { backup: { file: backup.file, createdAt: backup.createdAt } }),
      });
      if (!report.method) {
        out(`Datenbestand in ${dir} geprüft: nichts zu reparieren.`);
        return 0;
      }
      printReport(report);
      return report.lost ? 1 : 0;
    } finally {
      await lock.release();
    }
  },
};

function printReimport(report: ReimportReport) {
  out(`Zurückgeholt: ${formatNumber(report.added.length, 0)} Dokumente.`);
  if (report.present.length > 0)
    out(`Schon im Bestand: ${formatNumber(report.present.length, 0)} Dokumente.`);
  for (const r of report.refused)
    out(
      `  Zeile ${r.line}${r.collection ? ` (${r.collection}${r.id ? ` ${r.id}` : ''})` : ''}: nicht übernommen, ${r.why}`,
    );
}

/** Brings back what a repair set aside; with the store locked (no server), like the repair. */
const reimport: OpsCommand = {
  command: 'reimport <datei>',
  describe: 'von einer Reparatur beiseitegelegte Dokumente zurückholen (Server beendet)',
  title: 'Datenbestand',
  builder: (yargs) =>
    yargs.positional('datei', { type: 'string', describe: 'nicht-uebernommen.jsonl einer Reparatur' }),
  async run(args: { datei: string }, { config }) {
    const { dir, ...options } = embedded(config);
    const lock = await acquireDataDirLock(dir);
    try {
      const store = await createSqliteStore(dir, { ...options, verified: VERIFIED_COLLECTIONS });
      let report: ReimportReport;
      try {
        report = await reimportSetAside(store, args.datei).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT' || error.code === 'EISDIR')
            throw new UsageError(`Die Datei ${args.datei} lässt sich nicht lesen.`);
          throw error;
        });
      } finally {
        await store.close();
      }
      printReimport(report);
      return report.refused.length > 0 ? 1 : 0;
    } finally {
      await lock.release();
    }
  },
};

/** Checks the embedded store, repairs it, or brings back what a repair set aside. */
export const storeCommand: OpsCommand = {
  command: 'store',
  describe: 'eingebetteten Datenbestand prüfen oder reparieren',
  subcommands: [check, repair, reimport],
};
