import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import { COLLECTIONS, hashPassword, type Store } from '@futterkompass/adapters';
import type { FeedFormat, FeedRun, StoredFeed, User } from '@futterkompass/domain';
import {
  type FeedProduct,
  feedProducts,
  idealoPrice,
  writeGoogleXml,
  writeIdealoCsv,
} from './merchant-feeds';
import { seedBenchCatalogue } from './seed-catalogue';
import { cpuMs, rssMb, startServerProcess } from './server-process';
import { type LatencySummary, summarize } from './stats';
import { type CatalogueOptions, listRequests } from './workload';

const out = (text: string) => process.stdout.write(`${text}\n`);
const PASSWORD = 'bench-haendler-1';
/** The merchants, each with its shop's address: its feed's links lead there (others are refused). */
const MERCHANTS = {
  google: {
    _id: 'b00000000000000000000001',
    username: 'bench-gmc',
    shopName: 'Bench-Shop',
    url: 'https://bench-shop.example',
  },
  idealo: {
    _id: 'b00000000000000000000002',
    username: 'bench-idealo',
    shopName: 'Bench-Idealo',
    url: 'https://bench-idealo.example',
  },
};
const FEEDS = { google: 'f00000000000000000000001', idealo: 'f00000000000000000000002' };
/** The list whose first page shows the new best offers (5 ct per 100 g: cheaper than any demo offer). */
const CHEAPEST_WET_DOG_FOOD = { animal: 'dog', type1: 'wet', sortBy: 'price_asc' };

async function addMerchants(store: Store) {
  const passwordHash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  for (const [key, m] of Object.entries(MERCHANTS) as [
    keyof typeof MERCHANTS,
    (typeof MERCHANTS)['google'],
  ][]) {
    await store.collection<User>(COLLECTIONS.users).insert({
      _id: m._id,
      username: m.username,
      email: `${m.username}@bench.example`,
      usernameKey: m.username,
      emailKey: `${m.username}@bench.example`,
      passwordHash,
      role: 'merchant',
      status: 'active',
      verified: true,
      createdAt: now,
      favorites: [],
      negFavorites: [],
      shop: { shopName: m.shopName, url: m.url },
    });
    await store.collection<StoredFeed>(COLLECTIONS.feeds).insert({
      _id: FEEDS[key],
      owner: m._id,
      url: 'http://127.0.0.1/placeholder',
      format: (key === 'google' ? 'google-xml' : 'idealo-csv') as FeedFormat,
      everyHours: 24,
      createdAt: now,
      // Pulled when the bench asks, not by the schedule.
      nextRunAt: '2999-01-01T00:00:00.000Z',
    });
  }
}

/** The feed server: the Google feed sent with Content-Encoding: gzip, the idealo CSV as it is. */
async function startFeedServer(files: { google: string; idealo: string }) {
  let round = 0;
  const server = createServer((req, res) => {
    const google = req.url?.startsWith('/google');
    const file = google ? files.google : files.idealo;
    // A new ETag each pull: the same file is read again (as after a changed price).
    res.writeHead(200, {
      'content-type': google ? 'application/xml' : 'text/csv',
      etag: `"${++round}"`,
      ...(google && { 'content-encoding': 'gzip' }),
    });
    const body = createReadStream(file);
    void (google ? pipeline(body, createGzip({ level: 1 }), res) : pipeline(body, res)).catch(
      () => undefined,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: { google: `${base}/google.xml`, idealo: `${base}/idealo.csv` },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * fetch, once more when the connection was reset: the server closes an idle keep-alive connection
 * after 5 s, and a request sent on it at that moment fails without having been answered.
 */
async function send(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  }
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await send(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface FeedImportFigures {
  rows: number;
  fileMb: number;
  importMs: number;
  rowsPerSecond: number;
  matched: number;
  unmatched: number;
  reviewCut: number;
  updated: number;
  status: string;
  peakRssMb: number;
  rssBeforeMb: number;
  /** CPU the server used while the pull ran (the visitor's requests included): unlike the time, not stretched by other processes. */
  serverCpuMs: number;
  health: LatencySummary;
  filterProducts: LatencySummary;
}

/**
 * One pull of a feed while a visitor keeps asking: /api/health and /api/filter-products one after
 * the other (a list request from the workload's mix each time) until the run has ended, with the
 * server's RSS sampled every 100 ms.
 */
async function pullWhileAsking(
  server: { url: string; pid: number },
  { feed, token, lists }: { feed: string; token: string; lists: { filters: object }[] },
): Promise<{
  run: FeedRun;
  health: number[];
  filter: number[];
  peakRssMb: number;
  rssBeforeMb: number;
  serverCpuMs: number;
}> {
  const headers = { token };
  const runs = () => json<{ runs: FeedRun[] }>(`${server.url}/api/b2b/feeds/${feed}/runs`, { headers });
  const before = (await runs()).runs[0]?._id;
  const rssBeforeMb = rssMb(server.pid);
  const cpuBefore = cpuMs(server.pid);
  let peak = rssBeforeMb;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 100);
  let run: FeedRun | undefined;
  const watcher = (async () => {
    while (!run) {
      await sleep(250);
      const [newest] = (await runs()).runs;
      if (newest && newest._id !== before && newest.status !== 'running') run = newest;
    }
  })();
  await json(`${server.url}/api/b2b/feeds/${feed}/pull`, { method: 'POST', headers, body: '{}' });
  const health: number[] = [];
  const filter: number[] = [];
  for (let i = 0; !run; i++) await askOnce(server.url, lists[i % lists.length] as object, { health, filter });
  await watcher;
  clearInterval(sampler);
  const serverCpuMs = Math.round(cpuMs(server.pid) - cpuBefore);
  return { run: run as FeedRun, health, filter, peakRssMb: peak, rssBeforeMb, serverCpuMs };
}

/** One health check and one list request, one after the other, timed. */
async function askOnce(url: string, list: object, into: { health: number[]; filter: number[] }) {
  let started = performance.now();
  const answer = await send(`${url}/api/health`);
  await answer.arrayBuffer();
  into.health.push(performance.now() - started);
  started = performance.now();
  const found = await send(`${url}/api/filter-products`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(list),
  });
  await found.arrayBuffer();
  into.filter.push(performance.now() - started);
}

/** The same questions with no pull running: what the machine answers anyway. */
async function askIdle(url: string, lists: { filters: object }[]) {
  const into = { health: [] as number[], filter: [] as number[] };
  for (const list of lists) await askOnce(url, list, into);
  return { health: summarize(into.health), filterProducts: summarize(into.filter) };
}

/** Waits until the first page of the cheapest wet dog food shows the feed's prices; its milliseconds. */
async function untilListShows(url: string, shopName: string, prices: Map<string, number>) {
  const started = performance.now();
  for (;;) {
    const answer = await json<{
      products: { urlExtension: string; bestOffer: { merchant: string; price: number } | null }[];
    }>(`${url}/api/filter-products`, {
      method: 'POST',
      body: JSON.stringify({ filters: CHEAPEST_WET_DOG_FOOD }),
    });
    const shown = answer.products.filter(
      (p) => p.bestOffer?.merchant === shopName && p.bestOffer.price === prices.get(p.urlExtension),
    ).length;
    if (shown === answer.products.length && shown > 0)
      return { ms: Math.round(performance.now() - started), shown };
    if (performance.now() - started > 600_000) return { ms: -1, shown };
    await sleep(500);
  }
}

/**
 * `npm run bench:offers`, merchant part: a 100,000-row Google Merchant Center XML feed (gzip) and a
 * 100,000-row idealo CSV (windows-1252) pulled by the real server (as `npm start` runs it) into a
 * catalogue of 20,000 products, one after the other and each a second time (a new ETag, nothing to
 * write); a fifth of the rows name a product by GTIN, the rest none. While each pull runs, a visitor
 * asks /api/health and /api/filter-products in turn.
 */
export async function merchantFeedScenario(products: number, rows: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fk-bench-merchant-'));
  try {
    const { store } = await seedBenchCatalogue(dataDir, products);
    await addMerchants(store);
    const named = (await feedProducts(store)).slice(0, Math.floor(rows / 5));
    const files = { google: path.join(dataDir, 'google.xml'), idealo: path.join(dataDir, 'idealo.csv') };
    await writeGoogleXml(files.google, named, rows, MERCHANTS.google.url);
    await writeIdealoCsv(files.idealo, named, rows, MERCHANTS.idealo.url);
    const feedServer = await startFeedServer(files);
    for (const key of ['google', 'idealo'] as const)
      await store
        .collection(COLLECTIONS.feeds)
        .updateOne({ _id: FEEDS[key] }, { $set: { url: feedServer.urls[key] } });
    await store.close();
    const server = await startServerProcess(dataDir, { FEED_ALLOW_PRIVATE: 'true', SEED_DEMO_DATA: 'false' });
    try {
      const pid = server.child.pid as number;
      const { filters } = await json<{ filters: CatalogueOptions }>(`${server.url}/api/filters`);
      const brandNames = (filters.brands as unknown as { name: string }[]).map((b) => b.name);
      const lists = listRequests(filters, 300, brandNames);
      // Once over the lists before (the server's caches as a visitor finds them), then timed idle.
      await askIdle(server.url, lists);
      const idle = await askIdle(server.url, lists);
      out(
        `Ohne Abruf: /api/health p99 ${idle.health.p99} ms, /api/filter-products p99 ${idle.filterProducts.p99} ms`,
      );
      const results: Record<
        string,
        { first: FeedImportFigures; again: FeedImportFigures; list: { ms: number; shown: number } }
      > = {};
      for (const key of ['google', 'idealo'] as const) {
        const merchant = MERCHANTS[key];
        const { token } = await json<{ token: string }>(`${server.url}/auth/login`, {
          method: 'POST',
          body: JSON.stringify({ username: merchant.username, password: PASSWORD }),
        });
        const fileMb = Math.round((await stat(files[key])).size / 2 ** 20);
        const figures = async (): Promise<FeedImportFigures> => {
          const measured = await pullWhileAsking(
            { url: server.url, pid },
            { feed: FEEDS[key], token, lists },
          );
          const { run } = measured;
          const importMs = Date.parse(run.finishedAt ?? '') - Date.parse(run.startedAt);
          return {
            rows: run.rowsRead,
            fileMb,
            importMs,
            rowsPerSecond: Math.round(run.rowsRead / (importMs / 1000)),
            matched: run.matched,
            unmatched: run.unmatched ?? 0,
            reviewCut: run.reviewCut ?? 0,
            updated: run.updated,
            status: run.status,
            peakRssMb: measured.peakRssMb,
            rssBeforeMb: measured.rssBeforeMb,
            serverCpuMs: measured.serverCpuMs,
            health: summarize(measured.health),
            filterProducts: summarize(measured.filter),
          };
        };
        out(`${merchant.shopName}: ${rows} Zeilen (${fileMb} MB) …`);
        const first = await figures();
        const prices = new Map(
          named.map((p: FeedProduct) => [p.urlExtension, key === 'google' ? p.price : idealoPrice(p)]),
        );
        const list = await untilListShows(server.url, merchant.shopName, prices);
        out(`  noch einmal (neues ETag, gleiche Datei) …`);
        const again = await figures();
        results[key] = { first, again, list };
        for (const [name, f] of [
          ['erster Abruf', first],
          ['noch einmal', again],
        ] as const)
          out(
            `  ${name}: ${f.importMs} ms (${f.rowsPerSecond} Zeilen/s, Server-CPU ${f.serverCpuMs} ms), ${f.matched} zugeordnet, ${f.unmatched} ohne Produkt (${f.reviewCut} nicht in die Prüfliste), ${f.updated} geändert; RSS ${f.rssBeforeMb} → Spitze ${f.peakRssMb} MB; /api/health p99 ${f.health.p99} ms (${f.health.requests}), /api/filter-products p99 ${f.filterProducts.p99} ms (${f.filterProducts.requests})`,
          );
        out(`  Liste zeigt die neuen Preise nach ${list.ms} ms (${list.shown} Produkte der ersten Seite)`);
      }
      return { idle, ...(results as Record<'google' | 'idealo', (typeof results)[string]>) };
    } finally {
      await server.stop();
      await feedServer.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
