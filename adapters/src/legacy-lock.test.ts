import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError } from './data-dir-lock';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** A data folder as the NeDB version left it after an unclean stop: its lock file and a takeover file. */
async function nedbFolder(lock: object) {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-legacy-lock-'));
  dirs.push(dir);
  await writeFile(path.join(dir, '.futterkompass.lock'), JSON.stringify(lock));
  await writeFile(path.join(dir, '.futterkompass.lock.takeover'), JSON.stringify(lock));
  await writeFile(path.join(dir, '.futterkompass.lock.0011223344556677.tmp'), '{"pid":');
  await writeFile(path.join(dir, 'users.db'), '');
  return dir;
}

/** The pid of a process that has ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;

describe('the lock file of the NeDB versions', () => {
  it('is cleared when its process has ended, and the lock is taken', async () => {
    const dir = await nedbFolder({ pid: endedPid(), adminToken: 'x', startedAt: '2025-01-01T00:00:00Z' });
    const lock = await acquireDataDirLock(dir);
    const names = await readdir(dir);
    await lock.release();
    expect(names.filter((n) => n.startsWith('.futterkompass.lock.'))).toEqual([]);
    expect(names).toContain('users.db');
  });

  it('is cleared when its pid now belongs to another process (the start recorded differs)', async () => {
    const dir = await nedbFolder({ pid: process.ppid, start: 'proc:another-boot:1', adminToken: 'x' });
    const lock = await acquireDataDirLock(dir);
    await lock.release();
  });

  it('names its process as the holder while that one runs, and is left as it is', async () => {
    const dir = await nedbFolder({ pid: process.ppid, port: 3999, adminToken: 'x' });
    const taking = acquireDataDirLock(dir);
    await expect(taking).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(taking).rejects.toThrow(`Prozess ${process.ppid}, Port 3999`);
    expect(await readdir(dir)).toContain('.futterkompass.lock');
  });
});
