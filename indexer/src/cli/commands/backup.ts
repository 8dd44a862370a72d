import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable, pipeline as streamPipeline, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  acquireDataDirLock,
  type BackupManifest,
  type Config,
  createBackupStream,
  createSqliteStore,
  DamagedStoreError,
  documentsIn,
  moveDamagedAside,
  PRIVATE_FILE_MODE,
  readBackup,
  readLockHolder,
  recordLastBackup,
  restoreEmbeddedStore,
  type SqliteStore,
} from '@futterkompass/adapters';
import { formatNumber } from '@futterkompass/domain';
import { backupViaServer } from '../admin-client';
import { UsageError } from '../args';
import { adminTarget, type OpsCommand, openExclusive, out, withServer } from '../command';
import { createProgressBar } from '../progress';

const MONGODB_BACKUP = `Der Datenbestand liegt in MongoDB (MONGODB_URL): Sicherungen macht mongodump, z. B.
  mongodump --uri "$MONGODB_URL" --db futterkompass --gzip --archive=sicherung.archive.gz
und die Wiederherstellung mongorestore, danach der Suchindex:
  mongorestore --uri "$MONGODB_URL" --gzip --archive=sicherung.archive.gz --drop
  npm run ops -- reindex
Dateien im Bucket (FILES_BASE_URL) sichert der Bucket selbst.`;

const megabytes = (bytes: number) => `${formatNumber(bytes / 1024 / 1024, 1, 1)} MB`;

const describe = (manifest: BackupManifest) => {
  const documents = documentsIn(manifest);
  const files =
    manifest.files === null
      ? 'Dateien im Bucket, nicht enthalten'
      : `${formatNumber(manifest.files.length, 0)} Dateien`;
  return `${formatNumber(documents, 0)} Dokumente in ${manifest.collections.length} Sammlungen, ${files}`;
};

/**
 * Writes the archive beside its final name while reading it through once more (every checksum
 * against the manifest), and gives it its name only when it is complete and intact.
 */
async function writeChecked(
  source: { archive: Readable; entries: number },
  file: string,
): Promise<BackupManifest> {
  const temp = `${file}.${process.pid}.tmp`;
  const toFile = new PassThrough();
  const toCheck = new PassThrough();
  source.archive.on('error', (error) => {
    toFile.destroy(error);
    toCheck.destroy(error);
  });
  source.archive.pipe(toFile);
  source.archive.pipe(toCheck);
  const bar = createProgressBar('Einträge');
  try {
    const [manifest] = await Promise.all([
      readBackup(toCheck, { onEntry: (done) => bar.update(done, Math.max(done, source.entries)) }),
      pipeline(toFile, createWriteStream(temp, { mode: PRIVATE_FILE_MODE, flags: 'wx' })),
    ]);
    bar.finish();
    await rename(temp, file);
    return manifest;
  } catch (error) {
    bar.finish();
    source.archive.destroy();
    await rm(temp, { force: true });
    throw error;
  }
}

async function missing(file: string): Promise<boolean> {
  return stat(file).then(
    () => false,
    () => true,
  );
}

/**
 * A backup of the embedded store, also while the server runs: then the server snapshots its own
 * in-memory collections and streams the archive (no file is read behind its back).
 */
export const backupCommand: OpsCommand = {
  command: 'backup <datei>',
  describe: 'alle Sammlungen und Dateien in ein Archiv sichern (auch bei laufendem Server)',
  title: 'Sicherung',
  builder: (yargs) =>
    withServer(yargs).positional('datei', {
      type: 'string',
      describe: 'Archivdatei, z. B. sicherung.tar.gz',
    }),
  async run(args: { datei: string; server?: string }, { config }) {
    if (config.store.kind === 'mongodb' && args.server === undefined) throw new UsageError(MONGODB_BACKUP);
    if (!(await missing(args.datei)))
      throw new UsageError(`Die Datei ${args.datei} gibt es schon; eine Sicherung überschreibt nichts.`);
    const target = await adminTarget(config, args.server);
    let manifest: BackupManifest;
    if (target) {
      out(`Sicherung über den Server ${target.pid ? `(Prozess ${target.pid}) ` : ''}${target.url} …`);
      manifest = await writeChecked(await backupViaServer(target.url, target.token), args.datei);
    } else {
      const { adapters, close } = await openExclusive(config, 'backup');
      try {
        manifest = await writeChecked(
          await createBackupStream({ store: adapters.store as SqliteStore, files: adapters.files }),
          args.datei,
        );
      } finally {
        await close();
      }
    }
    const { size } = await stat(args.datei);
    // Recorded for `store repair`, when the store is the local one (not a server named by --server).
    if (config.store.kind === 'sqlite' && args.server === undefined)
      await recordLastBackup(config.store.dir, {
        file: path.resolve(args.datei),
        createdAt: manifest.createdAt,
        bytes: size,
        documents: documentsIn(manifest),
      });
    out(`Sicherung geschrieben: ${args.datei} (${megabytes(size)}), ${describe(manifest)}.`);
    out(`Wiederherstellen (bei beendetem Server): npm run ops -- restore ${args.datei}`);
    return 0;
  },
};

/**
 * The live store, or, where it is too damaged to open, a new one in its place: the damaged files
 * are moved into a folder beside it first, where they stay.
 */
async function openForRestore(dir: string, config: Config): Promise<SqliteStore> {
  const options = config.files.kind === 'local' ? { filesDir: config.files.dir } : {};
  try {
    return await createSqliteStore(dir, options);
  } catch (error) {
    if (!(error instanceof DamagedStoreError)) throw error;
    const aside = await moveDamagedAside(dir);
    out(`Der Bestand ist beschädigt (${error.findings.join('; ')}); seine Dateien liegen jetzt in ${aside}.`);
    return createSqliteStore(dir, { ...options, replacing: true });
  }
}

function embeddedOnly(config: Config): string {
  if (config.store.kind !== 'sqlite') throw new UsageError(MONGODB_BACKUP);
  return config.store.dir;
}

/**
 * Replaces the embedded store by a backup. A running server keeps its data in memory and would
 * write over the restored files, so the restore runs only while no server holds the store.
 */
export const restoreCommand: OpsCommand = {
  command: 'restore <datei>',
  describe: 'Datenbestand aus einer Sicherung wiederherstellen (Server beendet)',
  title: 'Wiederherstellung',
  builder: (yargs) => yargs.positional('datei', { type: 'string', describe: 'Archiv von „backup“' }),
  async run(args: { datei: string }, { config }) {
    const dir = embeddedOnly(config);
    const holder = await readLockHolder(dir);
    if (holder)
      throw new UsageError(
        `Der Datenbestand in ${dir} wird vom laufenden Server verwendet (Prozess ${holder.pid}${holder.port ? `, Port ${holder.port}` : ''}). Eine Wiederherstellung ersetzt den ganzen Bestand: bitte den Server beenden und 'npm run ops -- restore ${args.datei}' erneut starten.`,
      );
    const size = await stat(args.datei).then(
      (s) => s.size,
      () => {
        throw new UsageError(`Die Datei ${args.datei} lässt sich nicht lesen.`);
      },
    );
    const lock = await acquireDataDirLock(dir);
    let manifest: BackupManifest;
    let store: SqliteStore | undefined;
    try {
      store = await openForRestore(dir, config);
      const bar = createProgressBar('kB');
      let read = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          read += chunk.length;
          bar.update(Math.round(read / 1024), Math.round(size / 1024));
          done(null, chunk);
        },
      });
      try {
        manifest = await restoreEmbeddedStore(
          { store, dataDir: dir, ...(config.files.kind === 'local' && { filesDir: config.files.dir }) },
          streamPipeline(createReadStream(args.datei), counted, () => undefined),
        );
      } finally {
        bar.finish();
      }
    } finally {
      await store?.close();
      await lock.release();
    }
    out(`Wiederhergestellt aus ${args.datei} (Stand ${manifest.createdAt}): ${describe(manifest)}.`);
    if (manifest.files && config.files.kind === 'bucket')
      out('Hinweis: FILES_BASE_URL ist gesetzt; die Dateien der Sicherung wurden nicht eingespielt.');
    out(
      config.search.kind === 'embedded'
        ? 'Der Suchindex entsteht beim nächsten Start des Servers aus dem wiederhergestellten Bestand.'
        : "Bitte jetzt den Suchindex neu aufbauen: 'npm run ops -- reindex'.",
    );
    return 0;
  },
};
