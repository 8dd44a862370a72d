import { type IncomingMessage, request } from 'node:http';
import { createInterface } from 'node:readline';
import {
  COLLECTIONS,
  createEmbeddedSearch,
  createMeiliSearch,
  type LeaseDoc,
  type SearchEngine,
} from '@futterkompass/adapters';
import { startMeiliStandIn } from '@futterkompass/adapters/testing';
import { REBUILD_LEASE, reindexAll, seedDemoCatalogue } from '@futterkompass/indexer';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmallApp } from './testing/small-app';

const TOKEN = 'admin-token-for-the-reindex-test-0123';

/** The embedded engine, its rebuilds stopped after their first batch until the test opens the gate. */
function gatedSearch() {
  const engine = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
  let open = () => {};
  let reached = () => {};
  let gate = Promise.resolve();
  let rebuilding = false;
  const search: SearchEngine<SearchDocument> = {
    ...engine,
    async replaceAll(batches, options) {
      async function* held() {
        for await (const batch of batches) {
          yield batch;
          reached();
          await gate;
        }
      }
      rebuilding = true;
      try {
        return await engine.replaceAll(held(), options);
      } finally {
        rebuilding = false;
      }
    },
  };
  return {
    search,
    /** Whether a rebuild is between its start and its swap. */
    rebuilding: () => rebuilding,
    /** Closes the gate; resolves once a rebuild waits at it. */
    close(): Promise<void> {
      gate = new Promise((resolve) => {
        open = resolve;
      });
      return new Promise((resolve) => {
        reached = resolve;
      });
    },
    open: () => open(),
  };
}

/** Starts a reindex call, asking for gzip as a browser would; resolves with the response. */
function startReindex(url: string): Promise<IncomingMessage> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method: 'POST',
        path: '/api/admin/reindex',
        headers: { 'content-type': 'application/json', 'x-admin-token': TOKEN, 'accept-encoding': 'gzip' },
      },
      resolve,
    );
    req.on('error', reject);
    req.end('{}');
  });
}

const rest = (res: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    res.on('data', (c: Buffer) => {
      text += c.toString();
    });
    res.on('end', () => resolve(text));
  });

describe('admin reindex on a running server', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  const gated = gatedSearch();

  beforeAll(async () => {
    app = await startSmallApp({ search: gated.search, adminTokens: [TOKEN] });
    await seedDemoCatalogue(app.adapters, { products: 40, images: false, demoUsers: false });
  });
  afterAll(() => app.close());

  it('streams progress as it happens, uncompressed, and answers 409 to a second call meanwhile', async () => {
    gated.close();
    const first = await startReindex(app.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers['cache-control']).toContain('no-transform');
    const lines = createInterface({ input: first })[Symbol.asyncIterator]();
    // The rebuild waits at the gate: this line can only arrive if it was not buffered.
    const line = JSON.parse((await lines.next()).value);
    expect(line).toMatchObject({ type: 'progress', done: expect.any(Number), total: expect.any(Number) });
    expect(gated.rebuilding()).toBe(true);

    const second = await startReindex(app.url);
    expect(second.statusCode).toBe(409);
    expect(JSON.parse(await rest(second))).toEqual({
      success: false,
      message: 'Ein Neuaufbau des Suchindex läuft bereits.',
    });

    gated.open();
    const remaining = [];
    for await (const l of lines) remaining.push(JSON.parse(l));
    expect(gated.rebuilding()).toBe(false);
    expect(remaining.at(-1)).toMatchObject({ type: 'summary', failures: [] });
    expect(await app.adapters.search.count()).toBe(remaining.at(-1).documents);
  });

  it('answers 409 while a rebuild started elsewhere (the queue’s reindex job) runs', async () => {
    const waiting = gated.close();
    const elsewhere = reindexAll(app.adapters);
    await waiting;
    const response = await fetch(`${app.url}/api/admin/reindex`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': TOKEN },
      body: '{}',
    });
    expect(response.status).toBe(409);
    gated.open();
    expect((await elsewhere).failures).toEqual([]);
  });
});

describe('admin reindex with a search index shared by several processes', () => {
  it('answers 409 while another process (a replica, the worker) holds the rebuild lease', async () => {
    const stand = await startMeiliStandIn();
    const search = createMeiliSearch<SearchDocument>({
      url: stand.url,
      indexUid: 'products',
      index: PRODUCT_INDEX,
    });
    const app = await startSmallApp({ search, adminTokens: [TOKEN] });
    try {
      const leases = app.adapters.store.collection<LeaseDoc>(COLLECTIONS.settings);
      const expiresAt = new Date(Date.now() + 60_000).toISOString();
      await leases.insert({ _id: REBUILD_LEASE, holder: 'worker:7:elsewhere', expiresAt });
      const reindex = () =>
        fetch(`${app.url}/api/admin/reindex`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-admin-token': TOKEN },
          body: '{}',
        });
      expect((await reindex()).status).toBe(409);
      await leases.deleteOne({ _id: REBUILD_LEASE });
      const done = await reindex();
      expect(done.status).toBe(200);
      expect((await done.text()).trim().split('\n').at(-1)).toContain('"type":"summary"');
    } finally {
      await app.close();
      await stand.close();
    }
  });
});

describe('admin index check and repair', () => {
  const check = async (url: string, repair: boolean) => {
    const response = await fetch(`${url}/api/admin/index-check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': TOKEN },
      body: JSON.stringify({ repair }),
    });
    const text = await response.text();
    return {
      status: response.status,
      lines: response.ok
        ? text
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l))
        : [JSON.parse(text)],
    };
  };

  it('reports the drift with progress, repairs it, and then finds none', async () => {
    const app = await startSmallApp({ adminTokens: [TOKEN] });
    try {
      await seedDemoCatalogue(app.adapters, { products: 30, images: false, demoUsers: false });
      await reindexAll(app.adapters);
      const { _id: lost } = (await app.adapters.store
        .collection<{ _id: string }>(COLLECTIONS.products)
        .findOne({ published: true })) as { _id: string };
      await app.adapters.search.remove([lost]);
      const found = await check(app.url, false);
      expect(found.status).toBe(200);
      expect(found.lines[0]).toMatchObject({ type: 'progress' });
      expect(found.lines.at(-1)).toMatchObject({
        type: 'summary',
        repaired: false,
        missing: { count: 1, ids: [lost] },
        stale: { count: 0 },
        extra: { count: 0 },
      });
      expect((await check(app.url, true)).lines.at(-1)).toMatchObject({
        repaired: true,
        missing: { count: 1 },
      });
      expect((await check(app.url, false)).lines.at(-1)).toMatchObject({ missing: { count: 0 } });
    } finally {
      await app.close();
    }
  });

  it('is refused, in German, by a replica that may only search', async () => {
    const app = await startSmallApp({ adminTokens: [TOKEN], searchOnly: true });
    try {
      const refused = await check(app.url, false);
      expect(refused).toMatchObject({
        status: 503,
        lines: [{ success: false, message: expect.stringContaining('darf den Suchindex nur abfragen') }],
      });
    } finally {
      await app.close();
    }
  });
});
