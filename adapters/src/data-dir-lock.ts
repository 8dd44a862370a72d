import { randomBytes } from 'node:crypto';
import { link, open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from './private-dir';

export const LOCK_FILE = '.futterkompass.lock';

/** A file `<lock>.takeover` lets one starter at a time remove a stale `<lock>`; each level has its own. */
const TAKEOVER_SUFFIX = '.takeover';
/** Crashes while taking over the takeover file of the takeover file of … are not worth more names. */
const MAX_TAKEOVER_DEPTH = 8;
const TEMP_SUFFIX = '.tmp';

export interface LockInfo {
  pid: number;
  /**
   * Which process of that pid holds the lock: on Linux the boot and the start time of the process
   * (a pid used again, like PID 1 of every container start, has another one), elsewhere a random
   * value of the process. Missing in locks of older versions.
   */
  start?: string;
  /** Tells this lock apart from any other, also from another lock of the same process. */
  token?: string;
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

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

const unlessMissing = (error: unknown) => {
  if (code(error) !== 'ENOENT') throw error;
};

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    unlessMissing(error);
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return code(error) === 'EPERM';
  }
}

const PROC_START = 'proc:';

/**
 * The boot and the start time of a process (field 22 of /proc/<pid>/stat, in clock ticks since the
 * boot), where there is a /proc.
 */
async function procStartOf(pid: number | 'self'): Promise<string | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) stands in parentheses and may itself contain spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTime = fields[22 - 3];
    if (!startTime || !/^\d+$/.test(startTime)) return undefined;
    const boot = (await readIfPresent('/proc/sys/kernel/random/boot_id').catch(() => undefined))?.trim();
    return `${PROC_START}${boot ?? ''}:${startTime}`;
  } catch {
    return undefined;
  }
}

/** One random value per process, shared by every copy of this module the process loads. */
function processNonce(): string {
  const key = Symbol.for('futterkompass.data-dir-lock.nonce');
  const store = globalThis as unknown as Record<symbol, string | undefined>;
  store[key] ??= `nonce:${randomBytes(16).toString('hex')}`;
  return store[key];
}

let ownStart: Promise<string> | undefined;
const ownStartIdentity = () => {
  ownStart ??= procStartOf('self').then((start) => start ?? processNonce());
  return ownStart;
};

function parse(text: string): LockInfo | undefined {
  try {
    const info = JSON.parse(text) as LockInfo | null;
    return info && typeof info === 'object' && Number.isInteger(info.pid) && info.pid > 0 ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that wrote `info` still runs. A pid alone does not tell: the pid of a dead
 * holder may belong to another process by now, in a container even to this very one. A foreign pid
 * whose start cannot be checked (no /proc, a lock of an older version) counts as live while it runs.
 */
async function isLive(info: LockInfo): Promise<boolean> {
  if (info.pid === process.pid) return info.start === (await ownStartIdentity());
  if (!alive(info.pid)) return false;
  if (typeof info.start !== 'string' || !info.start.startsWith(PROC_START)) return true;
  const actual = await procStartOf(info.pid);
  return actual === undefined || actual === info.start;
}

/** The live holder of the data directory's lock, if any (a stale lock of a dead process is none). */
export async function readLockHolder(dir: string): Promise<LockInfo | null> {
  try {
    const text = await readIfPresent(path.join(dir, LOCK_FILE));
    const info = text === undefined ? undefined : parse(text);
    return info && (await isLive(info)) ? info : null;
  } catch {
    return null;
  }
}

/** A complete file beside the lock, never seen by readers of the lock until linked or renamed there. */
async function writeTemp(dir: string, info: LockInfo): Promise<string> {
  const temp = path.join(dir, `${LOCK_FILE}.${randomBytes(8).toString('hex')}${TEMP_SUFFIX}`);
  const handle = await open(temp, 'wx', PRIVATE_FILE_MODE);
  try {
    // The umask may have narrowed the mode further.
    await handle.chmod(PRIVATE_FILE_MODE);
    await handle.writeFile(JSON.stringify(info));
  } catch (error) {
    await handle.close().catch(() => undefined);
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await handle.close();
  return temp;
}

/**
 * Publishes `source` as `target` unless a live process holds `target`, whose info is returned then.
 *
 * `link` creates `target` only where none exists, so of several starters at most one succeeds. A stale
 * `target` is removed only by the holder of `<target>.takeover` (taken the same way, recursively, so
 * that a crash during a takeover is itself taken over), after making sure under it that `target` still
 * holds the very content found stale. Nobody else changes a stale `target`: its holder is gone, a new
 * one cannot link over it, and removing it needs the takeover file. So two starters never both win,
 * however their steps interleave.
 */
async function claim(target: string, source: string, depth = 0): Promise<LockInfo | null> {
  if (depth > MAX_TAKEOVER_DEPTH) throw new Error(`could not lock ${target}`);
  for (;;) {
    try {
      await link(source, target);
      return null;
    } catch (error) {
      if (code(error) !== 'EEXIST') throw error;
    }
    const found = await readIfPresent(target);
    if (found === undefined) continue;
    const holder = parse(found);
    // Content that is no lock at all was left by an older version that died while writing it: only
    // complete files are ever linked here.
    if (holder && (await isLive(holder))) return holder;
    const takeover = `${target}${TAKEOVER_SUFFIX}`;
    const busy = await claim(takeover, source, depth + 1);
    if (busy) return busy;
    try {
      if ((await readIfPresent(target)) === found) await unlink(target).catch(unlessMissing);
    } finally {
      await unlink(takeover).catch(unlessMissing);
    }
  }
}

/** Removes temporary files of starters that died between writing and publishing them. */
async function sweepTempFiles(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!name.startsWith(`${LOCK_FILE}.`) || !name.endsWith(TEMP_SUFFIX)) continue;
    const file = path.join(dir, name);
    const text = await readIfPresent(file);
    // Unreadable content may still be written by a live starter: it stays.
    const info = text === undefined ? undefined : parse(text);
    if (info && !(await isLive(info))) await unlink(file).catch(unlessMissing);
  }
}

/**
 * Makes this process the only owner of the embedded store's files. A lock left by a dead process is
 * taken over; a live holder raises DataDirBusyError. The lock file is only ever replaced whole, so
 * that readers always find a complete lock or none.
 */
export async function acquireDataDirLock(dir: string): Promise<DataDirLock> {
  await ensurePrivateDir(dir);
  const file = path.join(dir, LOCK_FILE);
  const info: LockInfo = {
    pid: process.pid,
    start: await ownStartIdentity(),
    token: randomBytes(16).toString('hex'),
    adminToken: randomBytes(32).toString('hex'),
    startedAt: new Date().toISOString(),
  };
  const temp = await writeTemp(dir, info);
  let holder: LockInfo | null;
  try {
    holder = await claim(file, temp);
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  if (holder) throw new DataDirBusyError(dir, holder);
  await sweepTempFiles(dir).catch(() => undefined);

  let released = false;
  // Updates and the release run one after the other, so that no update brings back a released lock.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(step: () => Promise<T>): Promise<T> => {
    const next = queue.then(step);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    info,
    update: (change) =>
      serially(async () => {
        if (released) throw new Error(`the lock of ${dir} is released`);
        const next = { ...info, ...change };
        const staged = await writeTemp(dir, next);
        try {
          await rename(staged, file);
        } catch (error) {
          await unlink(staged).catch(() => undefined);
          throw error;
        }
        Object.assign(info, change);
      }),
    release: () =>
      serially(async () => {
        if (released) return;
        released = true;
        const text = await readIfPresent(file);
        if (text !== undefined && parse(text)?.token === info.token) await unlink(file).catch(unlessMissing);
      }),
  };
}
