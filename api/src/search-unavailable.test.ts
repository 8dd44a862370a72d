import { createServer } from 'node:net';
import { createMeiliSearch } from '@futterkompass/adapters';
import { startMeiliStandIn } from '@futterkompass/adapters/testing';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from './testing/json';
import { startSmallApp } from './testing/small-app';

describe('a search engine that does not answer', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  let base: string;
  const silent = createServer((socket) => socket.on('data', () => undefined));

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const search = createMeiliSearch<SearchDocument>({
      url: `http://127.0.0.1:${port}`,
      indexUid: 'products',
      index: PRODUCT_INDEX,
      requestTimeoutMs: 500,
    });
    app = await startSmallApp({ search });
    base = app.url;
  });
  afterAll(async () => {
    await app.close();
    silent.close();
  });

  it('gives success 0 quickly instead of hanging the list', async () => {
    const response = await fetch(`${base}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: {} }),
    });
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({
      success: 0,
      message: 'Leider ist ein Fehler beim Abrufen der Produkte aufgetreten.',
    });
    const quick = await fetch(`${base}/api/search-products?query=huhn`);
    expect(quick.status).toBe(503);
    expect((await json(quick)).success).toBe(false);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(await json(health)).toEqual({ success: false, store: 'ok', search: 'down' });
  });
});

describe('a search engine whose settings do not fit the query', () => {
  it('answers the list call with a 500 and success 0, and logs an error naming the setting', async () => {
    const stand = await startMeiliStandIn({
      override: (r) =>
        r.path === '/multi-search'
          ? {
              status: 400,
              body: {
                code: 'invalid_search_filter',
                type: 'invalid_request',
                message:
                  'Attribute `animalSet` is not filterable. Available filterable attributes are: `type1`.',
                link: '',
              },
            }
          : undefined,
    });
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const search = createMeiliSearch<SearchDocument>({
      url: stand.url,
      indexUid: 'products',
      index: PRODUCT_INDEX,
    });
    const app = await startSmallApp({ search, logger });
    const response = await fetch(`${app.url}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: {} }),
    });
    await app.close();
    await stand.close();
    expect(response.status).toBe(500);
    expect(await json(response)).toEqual({
      success: 0,
      message: 'Leider ist ein Fehler beim Abrufen der Produkte aufgetreten.',
    });
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, engineCode: 'invalid_search_filter' });
    expect(logged.err.message).toContain('Attribute `animalSet` is not filterable');
  });
});
