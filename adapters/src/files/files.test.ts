import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startRecordingServer } from '../testing/recording-server';
import { assertFileName, createBucketFiles, createLocalFiles } from './files';

describe('file names', () => {
  it('refuses folders and traversal', () => {
    expect(assertFileName('tipp-1.pdf')).toBe('tipp-1.pdf');
    for (const bad of ['../etc/passwd', 'a/b.png', '.hidden', '', 'x'.repeat(300)]) {
      expect(() => assertFileName(bad)).toThrow();
    }
  });
});

describe('local files', () => {
  let dir = '';
  afterAll(() => rm(dir, { recursive: true, force: true }));
  it('writes, reads, serves under /files and removes', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-files-'));
    const files = createLocalFiles(path.join(dir, 'files'));
    await files.write('bild.png', Buffer.from('png'), 'image/png');
    expect((await files.read('bild.png'))?.toString()).toBe('png');
    expect(files.publicUrl('bild.png')).toBe('/files/bild.png');
    await files.remove('bild.png');
    expect(await files.read('bild.png')).toBeNull();
  });

  it('writes beside and renames, readable by the owner only', async () => {
    dir = dir || (await mkdtemp(path.join(tmpdir(), 'fk-files-')));
    const folder = path.join(dir, 'privat');
    const files = createLocalFiles(folder);
    await files.write('tipp.pdf', Buffer.from('%PDF'), 'application/pdf');
    expect(await readdir(folder)).toEqual(['tipp.pdf']);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(folder, 'tipp.pdf'))).mode & 0o777).toBe(0o600);
  });
});

describe('bucket files', () => {
  it('reads, writes and deletes under the base URL', async () => {
    const server = await startRecordingServer((req) =>
      req.method === 'GET' ? { body: 'inhalt' } : { status: 200 },
    );
    const files = createBucketFiles(`${server.url}/bucket`);
    expect(files.publicUrl('tipp-1.pdf')).toBe(`${server.url}/bucket/tipp-1.pdf`);
    expect((await files.read('a.pdf'))?.toString()).toBe('"inhalt"');
    await files.write('b.png', Buffer.from('{"x":1}'), 'image/png');
    await files.remove('b.png');
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /bucket/a.pdf',
      'PUT /bucket/b.png',
      'DELETE /bucket/b.png',
    ]);
    expect(server.requests[1]?.headers['content-type']).toBe('image/png');
    await server.close();
  });
});
