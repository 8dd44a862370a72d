import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensurePrivateDir } from './private-dir';
import { DATABASE_FILE } from './store/sqlite/state-file';
import { createSqliteStore } from './store/sqlite/store';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'fk-access-'));
  dirs.push(dir);
  return dir;
};
const modeOf = async (dir: string) => (await stat(dir)).mode & 0o777;

describe('the data folder’s mode', () => {
  it('narrows a folder open to others to the owner, and leaves one the operator set narrower as it is', async () => {
    const open = path.join(await tempDir(), 'offen');
    await mkdir(open);
    await chmod(open, 0o755);
    await ensurePrivateDir(open);
    expect(await modeOf(open)).toBe(0o700);
    const narrow = path.join(await tempDir(), 'eng');
    await mkdir(narrow);
    await chmod(narrow, 0o500);
    await ensurePrivateDir(narrow);
    expect(await modeOf(narrow)).toBe(0o500);
  });
});

/** Root may mount a small tmpfs here; elsewhere the case is skipped with the reason. */
const mountRefused =
  process.getuid?.() !== 0
    ? 'not root: a tmpfs needs root'
    : spawnSync('sh', [
          '-c',
          'd=$(mktemp -d) && mount -t tmpfs -o size=1m tmpfs "$d" && umount "$d"; r=$?; rmdir "$d"; exit $r',
        ]).status === 0
      ? null
      : 'mount refused here';

describe('a disk that fills while the store is open', () => {
  if (mountRefused) it.skip(`skipped: ${mountRefused}`);
  else
    it('closes without a temp file and without writing the WAL away, so the next start replays it', async () => {
      const at = await tempDir();
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', at]);
      try {
        const dir = path.join(at, 'daten');
        const store = await createSqliteStore(dir);
        const notes = store.collection<{ _id: string; text: string }>('notes');
        await notes.insert({ _id: 'a', text: 'vor dem vollen Datenträger' });
        spawnSync('sh', ['-c', `cat /dev/zero > "${path.join(at, 'fuellung')}"`]);
        await expect(store.close()).rejects.toThrow(/ENOSPC/);
        expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
        expect(await readdir(dir)).toContain(`${DATABASE_FILE}-wal`);
        await rm(path.join(at, 'fuellung'));
        const again = await createSqliteStore(dir);
        expect(await again.collection('notes').findOne({ _id: 'a' })).toMatchObject({
          text: 'vor dem vollen Datenträger',
        });
        await again.close();
      } finally {
        execFileSync('umount', ['-l', at]);
      }
    });
});
