import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request';
import { startSmallApp } from '../testing/small-app';
import { STAND_IN_ASSET } from '../testing/stand-in-web';

describe('the installable app’s files', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  beforeAll(async () => {
    app = await startSmallApp({ captcha: { kind: 'recaptcha', siteKey: 'k', verify: async () => true } });
  });
  afterAll(() => app.close());

  it('serves the service worker as JavaScript that is revalidated on every visit', async () => {
    for (const file of ['/sw.js', '/workbox-1234abcd.js']) {
      const answer = await rawRequest(app.url, { path: file });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['service-worker-allowed']).toBeUndefined();
    }
  });

  it('keeps the long immutable caching for hashed assets only', async () => {
    const asset = await rawRequest(app.url, { path: STAND_IN_ASSET });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the Brotli copy of a hashed asset to browsers that accept it, the file itself to others', async () => {
    const br = await rawRequest(app.url, {
      path: STAND_IN_ASSET,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await rawRequest(app.url, { path: STAND_IN_ASSET });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log(1)');
  });

  it('serves the manifest with its type', async () => {
    const answer = await rawRequest(app.url, { path: '/manifest.webmanifest' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(answer.text)).toMatchObject({ start_url: '/' });
  });

  it('lets only the portal’s own scripts start workers, even with the captcha’s origins allowed', async () => {
    const { headers } = await rawRequest(app.url, { path: '/' });
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain('https://www.google.com/recaptcha/');
    expect(csp).toContain("worker-src 'self';");
  });

  it('covers the manifest with default-src alone: WebKit reports manifest-src as unknown on every page', async () => {
    const { headers } = await rawRequest(app.url, { path: '/' });
    const csp = String(headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'self';/);
    expect(csp).not.toContain('manifest-src');
  });
});
