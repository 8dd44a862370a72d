import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The NeDB versions locked the data folder with a file `.futterkompass.lock` (JSON: pid, the
 * process's start as `proc:<boot id>:<start ticks>`, port, admin token), beside it
 * `.futterkompass.lock.takeover` while one starter took a stale lock over, and `*.tmp` files of a
 * starter that died writing. This version's lock is a folder of that name. A file left by an
 * unclean stop of the NeDB version would stop every start with ENOTDIR; it is removed when its
 * process no longer runs, and a running NeDB server is reported as the holder.
 */
const LEGACY_LOCK = '.futterkompass.lock';

export interface LegacyHolder {
  pid: number;
  port?: number;
}

async function procStart(pid: number): Promise<string | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '')).trim();
    return startTime ? `proc:${boot}:${startTime}` : undefined;
  } catch {
    return undefined;
  }
}

function runs(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the recorded process still runs: its pid, and where recorded its start, must match. */
async function live(info: { pid: number; start?: unknown }): Promise<boolean> {
  if (info.pid === process.pid || !runs(info.pid)) return false;
  if (typeof info.start !== 'string' || !info.start.startsWith('proc:')) return true;
  const actual = await procStart(info.pid);
  return actual === undefined || actual === info.start;
}

/**
 * Clears what the NeDB version's lock left in `dir`; answers its holder when that server still
 * runs (the caller reports the folder as busy).
 */
export async function clearLegacyLock(dir: string): Promise<LegacyHolder | null> {
  const file = path.join(dir, LEGACY_LOCK);
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) return null;
  const info = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as { pid?: unknown; start?: unknown; port?: unknown } | null)
    .catch(() => null);
  const pid = info?.pid;
  if (typeof pid === 'number' && Number.isInteger(pid) && (await live({ pid, start: info?.start })))
    return { pid, ...(typeof info?.port === 'number' && { port: info.port }) };
  for (const name of await readdir(dir))
    if (
      name === LEGACY_LOCK ||
      (name.startsWith(`${LEGACY_LOCK}.`) && (name.endsWith('.takeover') || name.endsWith('.tmp')))
    )
      if ((await stat(path.join(dir, name)).catch(() => null))?.isFile())
        await rm(path.join(dir, name), { force: true });
  return null;
}
