import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirBusyError,
  LOCK_FILE,
  type LockInfo,
  readLockHolder,
  STALE_MS,
} from './data-dir-lock';

const here = path.dirname(fileURLToPath(import.meta.url));
const HOLDER_SCRIPT = path.join(here, 'testing/lock-holder.ts');

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-lock-'));
  dirs.push(dir);
  return dir;
};

interface Reply {
  result: 'ready' | 'armed' | 'won' | 'busy' | 'error' | 'released';
  info?: LockInfo;
  holder?: LockInfo;
  message?: string;
}

/** Another process that takes and holds the lock through `testing/lock-holder.ts`. */
class Holder {
  private readonly replies: Reply[] = [];
  private readonly waiting: ((reply: Reply) => void)[] = [];
  readonly exited: Promise<unknown>;

  private constructor(readonly child: ChildProcess) {
    this.exited = new Promise((resolve) => child.once('exit', resolve));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const reply = JSON.parse(line) as Reply;
      const waiter = this.waiting.shift();
      if (waiter) waiter(reply);
      else this.replies.push(reply);
    });
  }

  static async start(): Promise<Holder> {
    const child = spawn(process.execPath, ['--import', 'tsx', HOLDER_SCRIPT], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const holder = new Holder(child);
    expect((await holder.next()).result).toBe('ready');
    return holder;
  }

  get pid(): number {
    return this.child.pid as number;
  }

  next(): Promise<Reply> {
    const reply = this.replies.shift();
    if (reply) return Promise.resolve(reply);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  request(command: Record<string, unknown>): Promise<Reply> {
    this.child.stdin?.write(`${JSON.stringify(command)}\n`);
    return this.next();
  }

  async stop(): Promise<void> {
    this.child.stdin?.end();
    await this.exited;
  }
}

const holders: Holder[] = [];
const startHolders = (count: number) =>
  Promise.all(
    Array.from({ length: count }, async () => {
      const holder = await Holder.start();
      holders.push(holder);
      return holder;
    }),
  );

/** The pid of a process that has ended. */
let deadPid: number;
beforeAll(async () => {
  const child = spawn(process.execPath, ['-e', '0']);
  deadPid = child.pid as number;
  await new Promise((resolve) => child.on('exit', resolve));
});
afterAll(async () => {
  for (const holder of holders) if (holder.child.exitCode === null) holder.child.kill('SIGKILL');
  await Promise.all(holders.map((holder) => holder.exited));
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
const lockFolder = (dir: string) => path.join(dir, '.futterkompass.lock');
/**
 * The lock as a holder leaves it when it is killed: its folder, last refreshed `ago` ms before, and
 * its info beside it.
 */
const leaveLock = async (dir: string, info: Partial<LockInfo>, ago = 60_000) => {
  await mkdir(lockFolder(dir), { recursive: true });
  const at = new Date(Date.now() - ago);
  await utimes(lockFolder(dir), at, at);
  await writeFile(lockFile(dir), JSON.stringify({ adminToken: 'left', startedAt: '', ...info }), {
    mode: 0o600,
  });
};

describe('data directory lock', () => {
  it('is exclusive while held and free after release', async () => {
    const dir = await tempDir();
    const lock = await acquireDataDirLock(dir);
    expect((await stat(lockFile(dir))).mode & 0o777).toBe(0o600);
    await lock.update({ port: 4321 });
    expect((await stat(lockFile(dir))).mode & 0o777).toBe(0o600);
    expect(await readLockHolder(dir)).toMatchObject({ pid: process.pid, port: 4321 });
    await expect(acquireDataDirLock(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(
      /wird vom laufenden Futterkompass-Server verwendet \(Prozess \d+, Port 4321\)/,
    );
    await lock.release();
    expect(await readLockHolder(dir)).toBeNull();
    await (await acquireDataDirLock(dir)).release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('is taken once its holder has not refreshed it for long, also without info (killed while starting)', async () => {
    const dir = await tempDir();
    await mkdir(lockFolder(dir));
    const past = new Date(Date.now() - 60_000);
    await utimes(lockFolder(dir), past, past);
    await (await acquireDataDirLock(dir)).release();
  });

  it('refuses at once while a fresh lock has no info yet (its holder is starting)', async () => {
    const dir = await tempDir();
    await mkdir(lockFolder(dir));
    await expect(acquireDataDirLock(dir)).rejects.toThrow(/gerade von einem startenden Futterkompass-Server/);
  });

  it('waits for the lock of a holder killed a moment ago to go stale', async () => {
    const dir = await tempDir();
    // Refreshed a second before it would go stale: the first attempts find it fresh.
    await leaveLock(dir, { pid: deadPid, token: 'killed' }, STALE_MS - 1_000);
    const lock = await acquireDataDirLock(dir);
    expect(await readLockHolder(dir)).toMatchObject({ token: lock.info.token });
    await lock.release();
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = await tempDir();
    await leaveLock(dir, { pid: deadPid });
    expect(await readLockHolder(dir)).toBeNull();
    const lock = await acquireDataDirLock(dir);
    expect(lock.info.pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a lock with its own pid left by an earlier process, as PID 1 of a restarted container', async () => {
    const dir = await tempDir();
    await leaveLock(dir, { pid: process.pid, token: 'earlier' });
    expect(await readLockHolder(dir)).toBeNull();
    const lock = await acquireDataDirLock(dir);
    expect(JSON.parse(await readFile(lockFile(dir), 'utf8'))).toMatchObject({ token: lock.info.token });
    await lock.release();
  });

  it('takes over a lock not refreshed for a minute whose pid a live process has now, as after a reboot', async () => {
    const dir = await tempDir();
    const [bystander] = (await startHolders(1)) as [Holder];
    await leaveLock(dir, { pid: bystander.pid, token: 'before-reboot' });
    expect(await readLockHolder(dir)).toBeNull();
    const lock = await acquireDataDirLock(dir);
    expect(await readLockHolder(dir)).toMatchObject({ pid: process.pid, token: lock.info.token });
    await lock.release();
    await bystander.stop();
  });

  it('leaves a live holder in another process its lock, and takes it over once that process is killed', async () => {
    const dir = await tempDir();
    const [holder] = (await startHolders(1)) as [Holder];
    const won = await holder.request({ cmd: 'acquire', dir });
    expect(won).toMatchObject({ result: 'won', info: { pid: holder.pid } });
    const busy = await acquireDataDirLock(dir).catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(DataDirBusyError);
    expect((busy as DataDirBusyError).holder?.pid).toBe(holder.pid);
    expect(await readLockHolder(dir)).toMatchObject({ pid: holder.pid, token: won.info?.token });

    holder.child.kill('SIGKILL');
    await holder.exited;
    expect(existsSync(lockFile(dir))).toBe(true);
    // Its last refresh as it stands most of the stale time later.
    const refreshed = new Date(Date.now() - (STALE_MS - 1_000));
    await utimes(lockFolder(dir), refreshed, refreshed);
    const lock = await acquireDataDirLock(dir);
    expect(await readLockHolder(dir)).toMatchObject({ pid: process.pid, token: lock.info.token });
    await lock.release();
  });

  it('keeps a second starter out when the lock folder is deleted under a running holder, which makes it again', async () => {
    const dir = await tempDir();
    const [holder] = (await startHolders(1)) as [Holder];
    const won = await holder.request({ cmd: 'acquire', dir });
    expect(won.result).toBe('won');
    await rm(lockFolder(dir), { recursive: true });
    const busy = await acquireDataDirLock(dir).catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(DataDirBusyError);
    expect((busy as DataDirBusyError).holder?.pid).toBe(holder.pid);
    // The holder notices at its next refresh and makes its folder again.
    while (!existsSync(lockFolder(dir))) await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(acquireDataDirLock(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    expect(await readLockHolder(dir)).toMatchObject({ pid: holder.pid, token: won.info?.token });
    await holder.request({ cmd: 'release' });
    await (await acquireDataDirLock(dir)).release();
  });

  it('lets exactly one of several processes starting at once take over a stale lock', async () => {
    const racers = await startHolders(8);
    for (let round = 0; round < 5; round++) {
      const dir = await tempDir();
      // Its pid gone, or (after a reboot) another live process's: one of the racers'.
      await leaveLock(dir, { pid: round % 2 ? deadPid : (racers[round]?.pid as number), token: 'stale' });
      for (const reply of await Promise.all(racers.map((racer) => racer.request({ cmd: 'arm', dir }))))
        expect(reply.result).toBe('armed');
      const outcomes = Promise.all(racers.map((racer) => racer.next()));
      // One signal to each, so that all of them start taking the lock at once.
      for (const racer of racers) racer.child.kill('SIGUSR2');
      const results = await outcomes;
      const winners = results.filter((reply) => reply.result === 'won');
      expect(winners, `winners in round ${round}`).toHaveLength(1);
      expect(results.filter((reply) => reply.result !== 'won' && reply.result !== 'busy')).toEqual([]);
      expect(await readLockHolder(dir)).toMatchObject({ token: winners[0]?.info?.token });
      for (const reply of await Promise.all(racers.map((racer) => racer.request({ cmd: 'release' }))))
        expect(reply.result).toBe('released');
      expect(await readdir(dir)).toEqual([]);
    }
    await Promise.all(racers.map((racer) => racer.stop()));
  }, 90_000);

  it('replaces the lock whole on update, so that readers never see part of it', async () => {
    const dir = await tempDir();
    const lock = await acquireDataDirLock(dir);
    let updating = true;
    let reads = 0;
    const bad: string[] = [];
    const reader = async () => {
      while (updating) {
        try {
          JSON.parse(await readFile(lockFile(dir), 'utf8'));
        } catch (error) {
          bad.push(String(error));
        }
        reads++;
      }
    };
    const readers = Array.from({ length: 3 }, reader);
    for (let port = 1000; port < 1300; port++) await lock.update({ port });
    updating = false;
    await Promise.all(readers);
    expect(bad).toEqual([]);
    expect(reads).toBeGreaterThan(0);
    expect(await readLockHolder(dir)).toMatchObject({ port: 1299, token: lock.info.token });
    await lock.release();
  });

  it('does not bring back a released lock through an update still under way', async () => {
    const dir = await tempDir();
    const lock = await acquireDataDirLock(dir);
    const update = lock.update({ port: 1234 });
    await lock.release();
    await update;
    expect(existsSync(lockFile(dir))).toBe(false);
    await expect(lock.update({ port: 1235 })).rejects.toThrow();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('removes on release only its own lock', async () => {
    const dir = await tempDir();
    const lock = await acquireDataDirLock(dir);
    await leaveLock(dir, { pid: process.pid, token: 'another' });
    await lock.release();
    expect(JSON.parse(await readFile(lockFile(dir), 'utf8'))).toMatchObject({ token: 'another' });
  });

  it('keeps the data directory to its owner', async () => {
    const open = await tempDir();
    await chmod(open, 0o755);
    await (await acquireDataDirLock(open)).release();
    expect((await stat(open)).mode & 0o777).toBe(0o700);

    const fresh = path.join(await tempDir(), 'data', 'store');
    await (await acquireDataDirLock(fresh)).release();
    expect((await stat(fresh)).mode & 0o777).toBe(0o700);

    const existing = path.join(await tempDir(), 'existing');
    await mkdir(existing, { mode: 0o777 });
    await chmod(existing, 0o777);
    await (await acquireDataDirLock(existing)).release();
    expect((await stat(existing)).mode & 0o777).toBe(0o700);
  });
});
