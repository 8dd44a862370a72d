import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE = '.futterkompass.lock';

export interface LockInfo {
  pid: number;
  /** Port of the server's API, once it listens. */
  port?: number;
  /** Authenticates ops commands at the server's admin API; readable only by the owner of the data. */
  adminToken: string;
  startedAt: string;
}

export interface DataDirLock {
  info: LockInfo;
  update(change: Partial<Pick<LockInfo, 'port'>>): Promise<void>;
  release(): Promise<void>;
}

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
  constructor(
    readonly dir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `Der Datenbestand in ${dir} wird vom laufenden Futterkompass-Server verwendet (Prozess ${holder.pid}${
        holder.port ? `, Port ${holder.port}` : ''
      }).`,
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the data directory's lock, if any (a stale lock of a dead process is none). */
export async function readLockHolder(dir: string): Promise<LockInfo | null> {
  try {
    const info = JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as LockInfo;
    return alive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/**
 * Makes this process the only owner of the embedded store's files. A lock left by a dead process is
 * taken over; a live holder raises DataDirBusyError.
 */
export async function acquireDataDirLock(dir: string): Promise<DataDirLock> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const info: LockInfo = {
    pid: process.pid,
    adminToken: randomBytes(32).toString('hex'),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(JSON.stringify(info));
      await handle.close();
      return {
        info,
        async update(change) {
          Object.assign(info, change);
          await writeFile(file, JSON.stringify(info), { mode: 0o600 });
        },
        async release() {
          const holder = await readLockHolder(dir);
          if (holder?.pid === process.pid) await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await readLockHolder(dir);
      if (holder) throw new DataDirBusyError(dir, holder);
      await rm(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}`);
}
