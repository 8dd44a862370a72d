import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, LOCK_FILE, readLockHolder } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('data directory lock', () => {
  it('is exclusive while held and free after release', async () => {
    const dir = await tempDir();
    const lock = await acquireDataDirLock(dir);
    expect((await stat(path.join(dir, LOCK_FILE))).mode & 0o777).toBe(0o600);
    await lock.update({ port: 4321 });
    expect(await readLockHolder(dir)).toMatchObject({ pid: process.pid, port: 4321 });
    await expect(acquireDataDirLock(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(
      /wird vom laufenden Futterkompass-Server verwendet \(Prozess \d+, Port 4321\)/,
    );
    await lock.release();
    expect(await readLockHolder(dir)).toBeNull();
    await (await acquireDataDirLock(dir)).release();
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = await tempDir();
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid as number;
    await new Promise((r) => child.on('exit', r));
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify({ pid, adminToken: 'x', startedAt: '' }));
    expect(await readLockHolder(dir)).toBeNull();
    const lock = await acquireDataDirLock(dir);
    expect(lock.info.pid).toBe(process.pid);
    await lock.release();
  });
});
