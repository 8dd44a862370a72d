import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalFiles } from '@futterkompass/adapters';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyDemoData } from './demo-data';

describe('a fresh data directory from the seeded one', () => {
  let root: string;
  let template: string;
  let copy: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'fk-demo-copy-'));
    template = path.join(root, 'template');
    copy = path.join(root, 'copy');
    await mkdir(path.join(template, 'files'), { recursive: true, mode: 0o700 });
    await writeFile(path.join(template, 'futterkompass.sqlite'), 'store');
    await writeFile(path.join(template, 'files', 'pack.png'), 'seeded image');
    await writeFile(path.join(template, 'files', 'post.pdf'), 'seeded pdf');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('copies the store and links the files, whose writes and removals leave the seeded ones alone', async () => {
    await copyDemoData(template, copy);
    const inode = async (dir: string, file: string) => (await stat(path.join(dir, file))).ino;
    expect(await inode(copy, 'futterkompass.sqlite')).not.toBe(await inode(template, 'futterkompass.sqlite'));
    expect(await inode(copy, 'files/pack.png')).toBe(await inode(template, 'files/pack.png'));
    expect((await stat(path.join(copy, 'files'))).mode & 0o777).toBe(0o700);

    // What a server of the copy does with its files: replace one, remove another.
    const files = createLocalFiles(path.join(copy, 'files'));
    await files.write('pack.png', Buffer.from('new image'), 'image/png');
    await files.remove('post.pdf');
    await writeFile(path.join(copy, 'futterkompass.sqlite'), 'changed store');
    expect(await readFile(path.join(copy, 'files', 'pack.png'), 'utf8')).toBe('new image');
    expect(await readFile(path.join(template, 'files', 'pack.png'), 'utf8')).toBe('seeded image');
    expect(await readFile(path.join(template, 'files', 'post.pdf'), 'utf8')).toBe('seeded pdf');
    expect(await readFile(path.join(template, 'futterkompass.sqlite'), 'utf8')).toBe('store');
  });
});
