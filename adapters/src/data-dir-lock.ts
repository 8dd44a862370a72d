import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { explainAccess } from './data-dir-access';
import { clearLegacyLock } from './legacy-lock';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './private-dir';

/**
 * One server per data folder: the embedded search index lives in the server's memory and learns of
 * writes only through that server, so a second server, or an ops command writing the store directly
 * while one runs, would leave it behind. SQLite itself needs no such lock. The lock is a folder that
 * proper-lockfile makes and refreshes every second; a lock not refreshed for STALE_MS is free (its
 * holder was killed, or the machine rebooted), whatever process has its recorded pid now. Beside it
 * the holder's info (pid, port, admin token) for ops commands that go through the running server;
 * for a fresh lock, its pid tells a starter whether to wait for a killed holder's lock to go stale
 * or to give up at once. proper-lockfile's removal of a stale lock is not safe against two
 * removers at once (each may remove the lock the other has just made), so only the holder of a
 * second lock, TAKEOVER_FOLDER, ever removes one.
 */
const LOCK_FOLDER = '.futterkompass.lock';
export const LOCK_FILE = '.futterkompass.holder.json';
const TAKEOVER_FOLDER = '.futterkompass.takeover';
/** A holder that has not refreshed its lock for this long is taken for dead. */
export const STALE_MS = 5_000;
const UPDATE_MS = 1_000;
/** A killed holder's lock: retried until it is stale. */
const UNTIL_STALE = { retries: 12, factor: 1, minTimeout: 500, maxTimeout: 500 };

export interface LockInfo {
  pid: number;
  /** Tells this lock apart from any other, also from another lock of the same process. */
  token: string;
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
    /** Null: a holder that has only just taken the lock and not yet said who it is. */
    readonly holder: LockInfo | null,
  ) {
    super(
      holder
        ? `Der Datenbestand in ${dir} wird vom laufenden Futterkompass-Server verwendet (Prozess ${holder.pid}${
            holder.port ? `, Port ${holder.port}` : ''
          }).`
        : `Der Datenbestand in ${dir} wird gerade von einem startenden Futterkompass-Server oder Befehl belegt.`,
    );
  }
}

/** The path proper-lockfile locks (it keeps one lock per path in a process); only its lock folder is made. */
const lockedPath = (dir: string, folder = LOCK_FOLDER) => path.join(dir, `${folder}.target`);

/** Runs `step` as the only taker of stale locks of `dir`. */
async function asOnlyTaker<T>(dir: string, step: () => Promise<T>): Promise<T> {
  const release = await lockfile.lock(lockedPath(dir, TAKEOVER_FOLDER), {
    ...options(dir, TAKEOVER_FOLDER),
    retries: UNTIL_STALE,
    // Held for a moment; a refresh that meets the folder gone after the release is no news.
    onCompromised: () => undefined,
  });
  try {
    return await step();
  } finally {
    await release().catch(() => undefined);
  }
}

/** Stale never: a first attempt must not remove a lock, however old. */
const NEVER_STALE = Number.MAX_SAFE_INTEGER / 2;

const options = (dir: string, folder = LOCK_FOLDER) => ({
  lockfilePath: path.join(dir, folder),
  realpath: false,
  stale: STALE_MS,
});

/** Tokens of the locks this process holds, shared by every copy of this module it loads. */
function heldHere(): Set<string> {
  const key = Symbol.for('futterkompass.data-dir-lock.held');
  const shared = globalThis as unknown as Record<symbol, Set<string> | undefined>;
  shared[key] ??= new Set();
  return shared[key];
}

/**
 * Whether the holder runs. With this process's pid it is this process only if it holds that very
 * lock: else an earlier process had the pid (PID 1 of a restarted container).
 */
function alive({ pid, token }: LockInfo): boolean {
  if (pid === process.pid) return heldHere().has(token);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readInfo(dir: string): Promise<LockInfo | null> {
  try {
    const info = JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as LockInfo | null;
    return info && Number.isInteger(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/** Replaced whole, so that readers find a complete info or none; a failed write leaves no temp file. */
async function writeInfo(dir: string, info: LockInfo): Promise<void> {
  const file = path.join(dir, LOCK_FILE);
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, JSON.stringify(info), { mode: PRIVATE_FILE_MODE });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Whether the holder's info was written or refreshed within `ms`. */
async function refreshedWithin(dir: string, ms: number): Promise<boolean> {
  const info = await stat(path.join(dir, LOCK_FILE)).catch(() => null);
  return !!info && Date.now() - info.mtimeMs < ms;
}

/** The live holder of the data folder's lock, if any. */
export async function readLockHolder(dir: string): Promise<LockInfo | null> {
  const locked = await lockfile.check(lockedPath(dir), options(dir)).catch(() => false);
  if (!locked) return null;
  const info = await readInfo(dir);
  return info && alive(info) ? info : null;
}

/**
 * Makes this process the only server (or ops command) of the data folder. A lock whose holder has
 * ended is taken over at once; one whose holder runs raises DataDirBusyError. A folder that cannot
 * be written (full, mounted read-only, not ours) raises DataDirAccessError with what to do.
 */
export async function acquireDataDirLock(dir: string): Promise<DataDirLock> {
  try {
    return await acquire(dir);
  } catch (error) {
    throw explainAccess(error, dir, path.join(dir, LOCK_FOLDER));
  }
}

async function acquire(dir: string): Promise<DataDirLock> {
  await ensurePrivateDir(dir);
  // A lock file of the NeDB versions (this version's lock is a folder of that name).
  const legacy = await clearLegacyLock(dir);
  if (legacy) throw new DataDirBusyError(dir, { ...legacy, token: '', adminToken: '', startedAt: '' });
  const info: LockInfo = {
    pid: process.pid,
    token: randomBytes(16).toString('hex'),
    adminToken: randomBytes(32).toString('hex'),
    startedAt: new Date().toISOString(),
  };
  const take = (stale: number) =>
    lockfile.lock(lockedPath(dir), {
      ...options(dir),
      stale,
      update: UPDATE_MS,
      // A refresh missed (the disk was gone, the process stalled) is reported, not thrown at the
      // process: the server keeps serving.
      onCompromised: (error) => {
        if (released) return;
        console.error(`Sperre von ${dir}: ${error.message}`);
        // The lock folder was removed under the running holder: made again at once, so that no
        // second server takes the data folder (one that starts meanwhile finds the info fresh).
        if (!existsSync(options(dir).lockfilePath)) void retake();
      },
    });
  const retake = async () => {
    try {
      unlock = await take(NEVER_STALE);
    } catch (error) {
      console.error(
        `Die Sperre von ${dir} wurde entfernt und ließ sich nicht wieder nehmen (${(error as Error).message}): womöglich arbeitet ein zweiter Server auf diesem Datenbestand. Bitte einen der Server beenden.`,
      );
    }
  };
  const busy = async (error: unknown): Promise<never> => {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const holder = await readInfo(dir);
    throw new DataDirBusyError(dir, holder);
  };
  let released = false;
  let unlock: () => Promise<void>;
  try {
    unlock = await take(NEVER_STALE);
    // The folder was free. Its holder's info, refreshed within the stale time by a process that
    // runs, means the folder was removed under a running holder (which makes it again).
    const other = await readInfo(dir);
    if (other && alive(other) && (await refreshedWithin(dir, STALE_MS))) {
      await unlock().catch(() => undefined);
      throw new DataDirBusyError(dir, other);
    }
  } catch (error) {
    if (error instanceof DataDirBusyError) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const seen = await readInfo(dir);
    // A lock not refreshed within STALE_MS is free, whoever has its pid now: after a power loss
    // and reboot another process may well run under it. A fresh one is its live holder's; without
    // info, its holder is only starting.
    if (await lockfile.check(lockedPath(dir), options(dir))) {
      if (!seen) throw new DataDirBusyError(dir, null);
      if (alive(seen)) throw new DataDirBusyError(dir, seen);
    }
    // A killed holder's lock goes stale within seconds; unless another taker is first.
    unlock = await asOnlyTaker(dir, async () => {
      for (let attempt = 0; ; attempt++) {
        if ((await readInfo(dir))?.token !== seen?.token) return busy({ code: 'ELOCKED' });
        try {
          return await take(STALE_MS);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ELOCKED' || attempt >= UNTIL_STALE.retries)
            throw error;
          await new Promise((resolve) => setTimeout(resolve, UNTIL_STALE.minTimeout));
        }
      }
    }).catch(busy);
  }
  try {
    await writeInfo(dir, info);
  } catch (error) {
    await unlock().catch(() => undefined);
    throw error;
  }
  heldHere().add(info.token);

  // Updates and the release run one after the other, so that no update brings back a released lock.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(step: () => Promise<T>): Promise<T> => {
    const next = queue.then(step);
    queue = next.catch(() => undefined);
    return next;
  };
  // The info is refreshed like the lock folder: a fresh info tells a running holder from a dead one
  // where the folder itself was removed.
  const refresh = setInterval(() => {
    void serially(async () => {
      if (released) return;
      const now = new Date();
      await utimes(path.join(dir, LOCK_FILE), now, now).catch((error: NodeJS.ErrnoException) =>
        error.code === 'ENOENT' ? writeInfo(dir, info) : undefined,
      );
    }).catch(() => undefined);
  }, UPDATE_MS);
  refresh.unref();
  return {
    info,
    update: (change) =>
      serially(async () => {
        if (released) throw new Error(`the lock of ${dir} is released`);
        await writeInfo(dir, { ...info, ...change });
        Object.assign(info, change);
      }),
    release: () =>
      serially(async () => {
        if (released) return;
        released = true;
        clearInterval(refresh);
        heldHere().delete(info.token);
        if ((await readInfo(dir))?.token === info.token)
          await unlink(path.join(dir, LOCK_FILE)).catch(() => undefined);
        await unlock().catch(() => undefined);
      }),
  };
}
