import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createInProcessQueue,
  createLocalFiles,
  createLogger,
  createMeiliSearch,
  createNedbStore,
} from '@futterkompass/adapters';
import type { SearchDocument } from '@futterkompass/search-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { json } from './testing/json';

describe('a search engine that does not answer', () => {
  let dir: string;
  let app: Server;
  let base: string;
  const silent = createServer((socket) => socket.on('data', () => undefined));

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fk-down-'));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const logger = createLogger('silent');
    const store = await createNedbStore(dir);
    const search = createMeiliSearch<SearchDocument>({
      url: `http://127.0.0.1:${port}`,
      indexUid: 'products',
      requestTimeoutMs: 500,
    });
    const adapters = { store, search, queue: createInProcessQueue({ logger }), files: createLocalFiles(dir) };
    app = createApp({ adapters, logger, adminTokens: [] }).listen(0, '127.0.0.1');
    await new Promise((r) => app.once('listening', r));
    base = `http://127.0.0.1:${(app.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    app.closeAllConnections();
    app.close();
    silent.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('gives success 0 quickly instead of hanging the list', async () => {
    const started = Date.now();
    const response = await fetch(`${base}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: {} }),
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(503);
    expect(await json(response)).toEqual({
      success: 0,
      message: 'Leider ist ein Fehler beim Abrufen der Produkte aufgetreten.',
    });
    const quick = await fetch(`${base}/api/search-products?query=huhn`);
    expect((await json(quick)).success).toBe(0);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(await json(health)).toEqual({ success: false, store: 'ok', search: 'down' });
  });
});
