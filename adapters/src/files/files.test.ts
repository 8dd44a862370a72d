import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BucketConfig } from '../config';
import { S3RVER_CREDENTIALS, startS3Server, startSilentServer } from '../testing/s3-server';
import { type BucketOptions, createBucketFiles } from './bucket';
import { assertFileName, createLocalFiles, FileStoreUnavailableError } from './files';

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

describe('bucket files on an S3-protocol server', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server('futterkompass');
  });
  afterAll(() => s3.close());
  const bucket = (overrides: Partial<BucketConfig> = {}, options: BucketOptions = {}) =>
    createBucketFiles(
      {
        kind: 'bucket',
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'eu-central-1',
        credentials: S3RVER_CREDENTIALS,
        ...overrides,
      },
      options,
    );

  it('uploads, reads and deletes with SigV4-signed requests, path-style', async () => {
    const files = await bucket();
    const mark = s3.requests.length;
    await files.write('bild-1.png', Buffer.from('png-inhalt'), 'image/png');
    expect((await files.read('bild-1.png'))?.toString()).toBe('png-inhalt');
    await files.remove('bild-1.png');
    expect(await files.read('bild-1.png')).toBeNull();
    const sent = s3.requests.slice(mark);
    expect(sent.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      'PUT /futterkompass/bild-1.png',
      'GET /futterkompass/bild-1.png',
      'DELETE /futterkompass/bild-1.png',
      'GET /futterkompass/bild-1.png',
    ]);
    // Each one signed with the secret key: the proxy in front of s3rver signs it again and compares.
    expect(sent.map((r) => r.signatureValid)).toEqual([true, true, true, true]);
    expect(sent[0]?.headers['content-type']).toBe('image/png');
    expect(files.publicUrl('bild-1.png')).toBe('/files/bild-1.png');
    expect((await bucket({ publicBaseUrl: 'https://cdn.example/fk' })).publicUrl('a b.png')).toBe(
      'https://cdn.example/fk/a%20b.png',
    );
  });

  it('is refused with an unknown access key, as a German error', async () => {
    const files = await bucket(
      { credentials: { accessKeyId: 'FREMD', secretAccessKey: 'x' } },
      { maxAttempts: 1 },
    );
    const error = await files.write('a.png', Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileStoreUnavailableError);
    expect((error as Error).message).toBe(
      'Der Dateispeicher hat beim Speichern nicht geantwortet (InvalidAccessKeyId). Bitte versuche es später erneut.',
    );
  });

  it('is refused when signed with the wrong secret key, and stores nothing', async () => {
    const files = await bucket(
      { credentials: { ...S3RVER_CREDENTIALS, secretAccessKey: 'falsch' } },
      { maxAttempts: 1 },
    );
    const error = await files.write('falsch.png', Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileStoreUnavailableError);
    expect((error as Error).message).toBe(
      'Der Dateispeicher hat beim Speichern nicht geantwortet (SignatureDoesNotMatch). Bitte versuche es später erneut.',
    );
    expect(await (await bucket()).read('falsch.png')).toBeNull();
  });

  it('gives up on a bucket that does not answer, by its deadline', async () => {
    const silent = await startSilentServer();
    const files = await bucket({ endpoint: silent.url }, { deadlineMs: 300, maxAttempts: 2 });
    // Without the deadline this would wait for the test's own timeout.
    const error = await files.write('a.png', Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    await silent.close();
    expect(error).toBeInstanceOf(FileStoreUnavailableError);
    expect((error as Error).message).toMatch(/^Der Dateispeicher hat beim Speichern nicht geantwortet/);
  });
});
