import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COLLECTIONS,
  createEmbeddedSearch,
  createLocalFiles,
  createNedbStore,
  readLockHolder,
} from '@futterkompass/adapters';
import { createCatalogService } from '@futterkompass/api';
import { sanitizeCatalogQuery } from '@futterkompass/domain';
import { reindexAll, seedDemoCatalogue } from '@futterkompass/indexer';
import { parseArgs, positiveInt } from '@futterkompass/indexer/cli';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import autocannon from 'autocannon';
import { benchHealthDuringReindex } from './health-during-reindex';
import { benchInProcessQueue } from './queue-bench';
import { rssMb, startServerProcess } from './server-process';
import { type LatencySummary, median, summarize } from './stats';
import { type CatalogueOptions, listRequests, searchQueries } from './workload';

const out = (text: string) => process.stdout.write(`${text}\n`);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface LoadResult extends LatencySummary {
  connections: number;
  requestsPerSecond: number;
  errors: number;
}

/** Drives one endpoint with autocannon, timing every response (autocannon's own table has no p95). */
async function load(
  url: string,
  requests: autocannon.Request[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, requests }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status >= 400) errors++;
      latencies.push(ms);
    });
  });
  errors += result.errors + result.timeouts;
  return {
    connections,
    ...summarize(latencies),
    requestsPerSecond: Math.round(latencies.length / seconds),
    errors,
  };
}

async function direct<T>(
  inputs: readonly T[],
  call: (input: T) => Promise<unknown>,
): Promise<LatencySummary> {
  for (const input of inputs.slice(0, 20)) await call(input);
  const latencies: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await call(input);
    latencies.push(performance.now() - started);
  }
  return summarize(latencies);
}

/**
 * `npm run bench [-- --products N --seconds S]`: seeds a synthetic catalogue into a temporary
 * embedded store, measures the full reindex, then loads /api/filter-products and
 * /api/search-products at concurrency 1 and 16, and the same queries on the engine directly.
 */
async function main() {
  const flags = parseArgs(process.argv.slice(2));
  const products = positiveInt(flags, 'products', 20_000);
  const seconds = positiveInt(flags, 'seconds', 10);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fk-bench-'));
  try {
    out(`Katalog: ${products} Produkte in ${dataDir}`);
    let store = await createNedbStore(dataDir);
    let started = performance.now();
    const seeded = await seedDemoCatalogue(
      { store, files: createLocalFiles(path.join(dataDir, 'files')) },
      { products, images: false, demoUsers: false },
    );
    const seedMs = Math.round(performance.now() - started);
    out(`Seed: ${seedMs} ms, ${seeded.offers} Angebote`);

    const reindexRuns: number[] = [];
    let search = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
    let documents = 0;
    for (let run = 0; run < 3; run++) {
      search = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
      const summary = await reindexAll({ store, search });
      documents = summary.documents;
      reindexRuns.push(summary.durationMs);
      out(
        `Reindex ${run + 1}: ${summary.durationMs} ms, ${Math.round(summary.documents / (summary.durationMs / 1000))} Produkte/s`,
      );
    }
    const reindexMs = median(reindexRuns);
    // Reading the NeDB files is part of a cold reindex; measure it once, as the server start does.
    await store.close();
    started = performance.now();
    store = await createNedbStore(dataDir);
    await store.collection(COLLECTIONS.products).count();
    const loadMs = Math.round(performance.now() - started);

    const service = createCatalogService({ search, files: createLocalFiles(path.join(dataDir, 'files')) });
    const options = (await service.allFilters()) as unknown as CatalogueOptions;
    const brandNames = (options.brands as unknown as { name: string }[]).map((b) => b.name);
    const lists = listRequests(options, 400, brandNames);
    const prefixes = searchQueries(brandNames, 400);

    out('Direkt auf der Suchmaschine …');
    const engine = {
      'filter-products': await direct(lists, (body) =>
        service.filterProducts(sanitizeCatalogQuery(body.filters)),
      ),
      'search-products': await direct(prefixes, (q) => service.quickSearch(q)),
    };
    const benchRss = Math.round(process.memoryUsage().rss / 1024 / 1024);
    await store.close();

    out('Server starten …');
    const server = await startServerProcess(dataDir);
    const listLoad = lists.map((body) => ({
      method: 'POST' as const,
      path: '/api/filter-products',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }));
    const searchLoad = prefixes.map((q) => ({
      method: 'GET' as const,
      path: `/api/search-products?query=${encodeURIComponent(q)}`,
    }));
    const api: Record<string, Record<string, LoadResult>> = { 'filter-products': {}, 'search-products': {} };
    for (const connections of [1, 16]) {
      out(`Last: filter-products, ${connections} Verbindung(en), ${seconds} s …`);
      (api['filter-products'] as Record<string, LoadResult>)[`c${connections}`] = await load(
        server.url,
        listLoad,
        connections,
        seconds,
      );
      out(`Last: search-products, ${connections} Verbindung(en), ${seconds} s …`);
      (api['search-products'] as Record<string, LoadResult>)[`c${connections}`] = await load(
        server.url,
        searchLoad,
        connections,
        seconds,
      );
    }
    const serverRss = rssMb(server.child.pid as number);
    out('Health-Aufrufe während eines Neuaufbaus über die Admin-Schnittstelle …');
    const holder = await readLockHolder(dataDir);
    if (!holder) throw new Error('the server holds no lock on the data directory');
    const healthDuringReindex = await benchHealthDuringReindex(server.url, holder.adminToken);
    await server.stop();

    // After the load runs: the queue's backlog then neither slows the server nor counts in benchRss.
    out('Eingebettete Queue: 200000 Jobs einreihen und abarbeiten …');
    const inProcessQueue = await benchInProcessQueue();

    const filterC1 = api['filter-products']?.c1 as LoadResult;
    const searchC1 = api['search-products']?.c1 as LoadResult;
    const results = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      catalogue: { products, offers: seeded.offers, indexedDocuments: documents },
      seedMs,
      reindex: {
        runsMs: reindexRuns,
        medianMs: reindexMs,
        productsPerSecond: Math.round(documents / (reindexMs / 1000)),
        storeLoadMs: loadMs,
      },
      api,
      engine,
      inProcessQueue,
      healthDuringReindex,
      rssMb: { server: serverRss, benchAfterEngineRuns: benchRss },
      targets: {
        'filter-products p95 < 60 ms (c1)': filterC1.p95 < 60,
        'search-products p95 < 20 ms (c1)': searchC1.p95 < 20,
        'reindex > 2000 products/s': documents / (reindexMs / 1000) > 2000,
        'health p99 < 50 ms during a reindex': healthDuringReindex.duringReindex.p99 < 50,
        'in-process queue: 200000 enqueues < 2 s': inProcessQueue.enqueueMsMedian < 2000,
      },
    };
    await writeFile(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

    out('');
    out('Endpunkt              Verb.      p50      p95      p99    Anfr./s  Fehler');
    for (const [name, byConn] of Object.entries(api)) {
      for (const r of Object.values(byConn)) {
        out(
          `${name.padEnd(20)} ${String(r.connections).padStart(5)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.requestsPerSecond).padStart(10)} ${String(r.errors).padStart(7)}`,
        );
      }
    }
    for (const [name, r] of Object.entries(engine)) {
      out(
        `${`${name} (Engine)`.padEnd(26)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`,
      );
    }
    out(
      `Reindex: Median ${reindexMs} ms = ${results.reindex.productsPerSecond} Produkte/s; RSS Server ${serverRss} MB`,
    );
    out(
      `Queue: ${inProcessQueue.enqueues} Jobs einreihen Median ${inProcessQueue.enqueueMsMedian} ms, abarbeiten ${inProcessQueue.drainMsMedian} ms`,
    );
    const { idle, duringReindex } = healthDuringReindex;
    out(
      `Health: p99 ${idle.p99} ms ohne, ${duringReindex.p99} ms während des Neuaufbaus (${duringReindex.requests} Aufrufe in ${healthDuringReindex.reindexMs} ms)`,
    );
    for (const [target, ok] of Object.entries(results.targets)) out(`${ok ? '✓' : '✗'} ${target}`);
    out('Ergebnisse: bench/results.json');
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
