import { gzipSync } from 'node:zlib';
import { SearchRejectedError, SearchUnavailableError } from '@futterkompass/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapError } from './http/errors';
import { type RawAnswer, rawRequest } from './testing/raw-request';
import { startSmallApp } from './testing/small-app';
import { STAND_IN_ASSET } from './testing/stand-in-web';

const noStackOrPath = (answer: RawAnswer) => {
  expect(answer.text).not.toMatch(/at .+:\d+:\d+|node_modules|\/work\/|Error:/);
};

describe('HTTP edge: errors that are not the app’s own', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  beforeAll(async () => {
    app = await startSmallApp();
  });
  afterAll(() => app.close());

  const json = { 'content-type': 'application/json' };
  const cases: [string, Parameters<typeof rawRequest>[1], number, Record<string, unknown>][] = [
    [
      'a body in an unsupported charset',
      {
        method: 'POST',
        path: '/api/filter-products',
        headers: { 'content-type': 'application/json; charset=latin1' },
        body: '{}',
      },
      415,
      { success: 0, message: 'Dieser Zeichensatz wird nicht unterstützt.' },
    ],
    [
      'an unknown content-encoding',
      {
        method: 'POST',
        path: '/api/filter-products',
        headers: { ...json, 'content-encoding': 'snappy' },
        body: '{}',
      },
      415,
      { success: 0, message: 'Diese Kodierung wird nicht unterstützt.' },
    ],
    [
      'a body too large for the list call',
      {
        method: 'POST',
        path: '/api/filter-products',
        headers: json,
        body: JSON.stringify({ filters: { query: 'x'.repeat(200_000) } }),
      },
      413,
      { success: 0, message: 'Die Anfrage ist zu groß.' },
    ],
    [
      'broken JSON elsewhere',
      { method: 'POST', path: '/api/admin/reindex', headers: json, body: '{"dryRun":' },
      400,
      { success: false, message: 'Die Anfrage ist kein gültiges JSON.' },
    ],
    [
      'a malformed percent-encoding in a file name',
      { path: '/files/a%ZZ' },
      400,
      { success: false, message: 'Die Anfrage ist fehlerhaft.' },
    ],
    [
      'a hashed asset that does not exist',
      { path: '/assets/index-00000000.js' },
      404,
      { success: false, message: 'Nicht gefunden.' },
    ],
    [
      'a path climbing out of the assets',
      { path: '/assets/../../../etc/passwd' },
      403,
      { success: false, message: 'Zugriff verweigert.' },
    ],
    [
      'an escaped climb out of the assets',
      { path: '/assets/..%2f..%2fpackage.json' },
      403,
      { success: false, message: 'Zugriff verweigert.' },
    ],
    [
      'PUT on a page',
      { method: 'PUT', path: '/produkte' },
      405,
      { success: false, message: 'Diese Seite kann nur abgerufen werden.' },
    ],
    [
      'DELETE on the start page',
      { method: 'DELETE', path: '/' },
      405,
      { success: false, message: 'Diese Seite kann nur abgerufen werden.' },
    ],
    [
      'POST on an unknown API path',
      { method: 'POST', path: '/api/nirgends' },
      404,
      { success: false, message: 'Diese Schnittstelle gibt es nicht.' },
    ],
  ];

  it.each(cases)('%s answers its 4xx in German', async (_name, request, status, body) => {
    const answer = await rawRequest(app.url, request);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.text)).toEqual(body);
    noStackOrPath(answer);
  });

  it('names the methods a page allows', async () => {
    const answer = await rawRequest(app.url, { method: 'PATCH', path: '/kontakt' });
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('still reads a gzip-encoded body and serves pages and assets', async () => {
    const answer = await rawRequest(app.url, {
      method: 'POST',
      path: '/api/filter-products',
      headers: { ...json, 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ filters: {} })),
    });
    expect(JSON.parse(answer.text)).toMatchObject({ success: 1, nOfProducts: 0 });
    expect((await rawRequest(app.url, { path: '/produkte' })).status).toBe(200);
    expect((await rawRequest(app.url, { path: STAND_IN_ASSET })).text).toBe('console.log(1)');
  });
});

describe('error mapper', () => {
  it('keeps the status of foreign 4xx errors and gives a German text', () => {
    expect(mapError(Object.assign(new Error('Range Not Satisfiable'), { status: 416 }))).toEqual({
      status: 416,
      message: 'Der angeforderte Bereich ist ungültig.',
    });
    expect(mapError(Object.assign(new Error('I am a teapot'), { statusCode: 418 }))).toEqual({
      status: 418,
      message: 'Die Anfrage ist fehlerhaft.',
    });
    expect(
      mapError(Object.assign(new Error('x'), { status: 415, type: 'charset.unsupported' })).message,
    ).toBe('Dieser Zeichensatz wird nicht unterstützt.');
  });

  it('tells an outage (503) from a settings mismatch (500, logged as an error)', () => {
    expect(mapError(new SearchUnavailableError('timeout'))).toMatchObject({ status: 503, log: 'warn' });
    expect(mapError(new SearchRejectedError('invalid_search_filter', 'x'))).toMatchObject({
      status: 500,
      log: 'error',
    });
  });

  it('turns anything else into a 500 with the generic German text, never the error’s own', () => {
    expect(mapError(new TypeError('Cannot read properties of undefined'))).toEqual({
      status: 500,
      message: 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.',
      log: 'error',
    });
    expect(mapError(Object.assign(new Error('boom'), { status: 502 })).status).toBe(500);
  });
});

describe('security headers', () => {
  it('send a Content-Security-Policy, Permissions-Policy and the rest, without HSTS on http', async () => {
    const app = await startSmallApp();
    const { headers } = await rawRequest(app.url, { path: '/' });
    await app.close();
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('add HSTS and the bucket’s origin for images when so configured', async () => {
    const app = await startSmallApp({
      security: { publicUrl: 'https://futterkompass.de', filesBaseUrl: 'https://bilder.example.net/fk' },
    });
    const { headers } = await rawRequest(app.url, { path: '/' });
    await app.close();
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(headers['content-security-policy'])).toContain(
      "img-src 'self' data: https://bilder.example.net",
    );
  });

  it('allow Google’s captcha script and frame only when a site key is configured, and tell the web app the key', async () => {
    const plain = await startSmallApp();
    const without = await rawRequest(plain.url, { path: '/' });
    const noKey = await rawRequest(plain.url, { path: '/api/config' });
    await plain.close();
    expect(String(without.headers['content-security-policy'])).not.toContain('google');
    expect(JSON.parse(noKey.text)).toEqual({ success: true, recaptchaSiteKey: null });

    const captcha = { kind: 'recaptcha' as const, siteKey: 'site-key-123', verify: async () => true };
    const app = await startSmallApp({ captcha });
    const withKey = await rawRequest(app.url, { path: '/' });
    const key = await rawRequest(app.url, { path: '/api/config' });
    await app.close();
    const csp = String(withKey.headers['content-security-policy']);
    expect(csp).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(csp).toContain('frame-src https://www.google.com/recaptcha/');
    expect(JSON.parse(key.text)).toEqual({ success: true, recaptchaSiteKey: 'site-key-123' });
  });
});
