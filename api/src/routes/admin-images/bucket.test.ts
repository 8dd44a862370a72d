import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COLLECTIONS, createBucketFiles, createLocalFiles } from '@futterkompass/adapters';
import { S3RVER_CREDENTIALS, startS3Server, startSilentServer } from '@futterkompass/adapters/testing';
import type { Product } from '@futterkompass/domain';
import { TINY_PNG_BASE64 } from '@futterkompass/domain/testing';
import { seedDemoCatalogue, setUserRole } from '@futterkompass/indexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { json } from '../../testing/json';
import { startSmallApp } from '../../testing/small-app';

const PNG = Buffer.from(TINY_PNG_BASE64, 'base64');

/** The portal with its files in a bucket at `endpoint`, and an editor's session. */
async function portalWithBucket(endpoint: string, bucket: string, deadlineMs?: number) {
  const files = await createBucketFiles(
    { kind: 'bucket', bucket, endpoint, region: 'us-east-1', credentials: S3RVER_CREDENTIALS },
    { ...(deadlineMs && { deadlineMs }), maxAttempts: 2 },
  );
  const app = await startSmallApp({ files });
  const api = apiClient(app.url, app.adapters.store);
  const { token } = await api.signUp('bildredaktion');
  await setUserRole(app.adapters.store, 'bildredaktion', 'editor');
  const upload = async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(PNG)]), 'Packung.png');
    const response = await fetch(`${app.url}/api/admin/images`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
    return { status: response.status, body: await json(response) };
  };
  return { app, api, token, upload };
}

describe('product images in an S3 bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server('fk-bilder');
  });
  afterAll(() => s3.close());

  it('uploads to the bucket with signed requests, serves the image from it, and deletes it', async () => {
    const { app, api, token, upload } = await portalWithBucket(s3.endpoint, s3.bucket);
    try {
      const uploaded = await upload();
      expect(uploaded).toMatchObject({
        status: 200,
        body: { success: true, url: expect.stringMatching(/^\/files\//) },
      });
      const put = s3.requests.find((r) => r.method === 'PUT');
      expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
      const served = await fetch(`${app.url}${uploaded.body.url}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
      const removed = await api.call('DELETE', '/api/admin/images', { name: uploaded.body.name }, token);
      expect(removed.status).toBe(200);
      expect((await fetch(`${app.url}${uploaded.body.url}`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('product images in a bucket that does not answer', () => {
  it('fail with a German message by the deadline, and leave every product as it was', async () => {
    const silent = await startSilentServer();
    const seedFiles = await mkdtemp(path.join(tmpdir(), 'fk-bucket-seed-'));
    const { app, upload } = await portalWithBucket(silent.url, 'fk-bilder', 500);
    try {
      // The catalogue's own files (PDFs, logos) go elsewhere: only the upload meets the dead bucket.
      const elsewhere = createLocalFiles(seedFiles);
      await seedDemoCatalogue(
        { store: app.adapters.store, files: elsewhere },
        { products: 5, images: false, demoUsers: false },
      );
      const products = app.adapters.store.collection<Product>(COLLECTIONS.products);
      const before = await products.find({}, { sort: { _id: 1 } });
      expect(await upload()).toEqual({
        status: 503,
        body: {
          success: false,
          message: 'Der Dateispeicher hat beim Speichern nicht geantwortet. Bitte versuche es später erneut.',
        },
      });
      expect(await products.find({}, { sort: { _id: 1 } })).toEqual(before);
      const served = await fetch(`${app.url}/files/packung-0123456789ab.png`);
      expect(served.status).toBe(503);
      expect(await served.text()).toBe(
        'Die Datei ist gerade nicht erreichbar. Bitte versuche es später erneut.',
      );
    } finally {
      await app.close();
      await silent.close();
      await rm(seedFiles, { recursive: true, force: true });
    }
  });
});
