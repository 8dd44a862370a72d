import { randomBytes } from 'node:crypto';
import { open, rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Below this much free space in the data folder the disk counts as full (start, /api/health). */
export const FULL_BELOW_BYTES = 1024 * 1024;

type Reason = 'full' | 'read-only-mount' | 'permission' | 'io';

const CODES: Record<string, Reason> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  SQLITE_FULL: 'full',
  EROFS: 'read-only-mount',
  EACCES: 'permission',
  EPERM: 'permission',
  SQLITE_READONLY: 'permission',
  SQLITE_CANTOPEN: 'permission',
  EIO: 'io',
  SQLITE_IOERR: 'io',
};

const reasonOf = (error: unknown): Reason | undefined => {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return undefined;
  return CODES[code] ?? CODES[code.replace(/_[A-Z_]+$/, '')];
};

const user = () => (process.getuid ? `Benutzer ${process.getuid()}` : 'dieser Benutzer');

const CHECK = "'npm run ops -- store check' prüft den Bestand auch ohne Schreibzugriff";

function describe(reason: Reason, dir: string, target: string, code: string): string {
  switch (reason) {
    case 'full':
      return `Auf dem Datenträger des Datenbestands ${dir} ist kein Platz mehr frei (${target}: ${code}). Der Server startet nicht, damit kein Schreibvorgang halb gelingt; keine Datei wurde verändert. Bitte Platz schaffen (z. B. alte Sicherungen oder Ordner 'beschaedigt-…' woandershin verschieben; 'df -h ${dir}' zeigt den freien Platz) und den Server neu starten; ${CHECK}.`;
    case 'read-only-mount':
      return `Der Datenbestand ${dir} liegt auf einem schreibgeschützt eingehängten Dateisystem (${target}: ${code}). Der Server braucht Schreibzugriff; keine Datei wurde verändert. Bitte das Dateisystem schreibbar einhängen (z. B. 'mount -o remount,rw <einhängepunkt>' oder das Volume ohne ':ro') oder DATA_DIR ändern und den Server neu starten; ${CHECK}.`;
    case 'permission':
      return `${target} ist für diesen Prozess (${user()}) nicht schreibbar (${code}); keine Datei wurde verändert. Bitte Eigentümer und Rechte prüfen, z. B. 'chown -R <benutzer> ${dir}', 'chmod u+rw ${target}' und für den Ordner 'chmod u+rwx ${dir}', und den Server neu starten; ${CHECK}.`;
    case 'io':
      return `Beim Zugriff auf ${target} meldet das System einen Ein-/Ausgabefehler (${code}): der Datenträger von ${dir} ist womöglich defekt. Keine Datei wurde verändert. Bitte den Datenträger prüfen (z. B. 'dmesg'), dann 'npm run ops -- store check' ausführen.`;
  }
}

/** The data folder cannot be written (full, mounted read-only, not ours): the message says what to do. */
export class DataDirAccessError extends Error {
  override name = 'DataDirAccessError';
  constructor(
    readonly reason: Reason,
    readonly target: string,
    dir: string,
    code: string,
  ) {
    super(describe(reason, dir, target, code));
  }
}

/**
 * The German explanation of a failed file operation on `target` in the data folder `dir`, or the
 * error as it is when it is no matter of space, mount or rights.
 */
export function explainAccess(error: unknown, dir: string, target: string): unknown {
  if (error instanceof DataDirAccessError) return error;
  const reason = reasonOf(error);
  return reason
    ? new DataDirAccessError(reason, target, dir, String((error as { code: string }).code))
    : error;
}

/** Free bytes for this user in the data folder's file system. */
export async function freeBytes(dir: string): Promise<number> {
  const { bavail, bsize } = await statfs(dir);
  return bavail * bsize;
}

/**
 * Makes sure the store can be written before anything is: each of `files` that exists opens for
 * writing, the folder takes a new file, and there is room left. Nothing is changed; what fails
 * raises DataDirAccessError naming the file.
 */
export async function assertWritable(dir: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    const handle = await open(file, 'r+').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw explainAccess(error, dir, file);
    });
    await handle?.close();
  }
  const probe = path.join(dir, `.schreibprobe-${randomBytes(6).toString('hex')}`);
  try {
    await writeFile(probe, Buffer.alloc(4096), { flag: 'wx' });
  } catch (error) {
    throw explainAccess(error, dir, dir);
  } finally {
    await rm(probe, { force: true });
  }
  if ((await freeBytes(dir).catch(() => Number.POSITIVE_INFINITY)) < FULL_BELOW_BYTES)
    throw new DataDirAccessError('full', dir, dir, 'ENOSPC');
}
