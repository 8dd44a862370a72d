import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COLLECTIONS,
  createEmbeddedSearch,
  createLocalFiles,
  createSqliteStore,
  readLockHolder,
} from '@futterkompass/adapters';
import { createCatalogService } from '@futterkompass/api';
import { type RawQuery, sanitizeCatalogQuery } from '@futterkompass/domain';
import { reindexAll } from '@futterkompass/indexer';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { coldAndWarmPasses, type LoadResult, load, postEach } from './api-load';
import { coldAndWarm, direct } from './engine-direct';
import { benchHealthDuringReindex } from './health-during-reindex';
import { seedBenchCatalogue } from './seed-catalogue';
import { rssMb, startServerProcess } from './server-process';
import { apiShippingOnOff, shippingOnOff } from './shipping-bench';
import { benchSitemap, printSitemap } from './sitemap-bench';
import { median } from './stats';
import { type CatalogueOptions, distinctListRequests, listRequests, searchQueries } from './workload';

const out = (text: string) => process.stdout.write(`${text}\n`);

/** Engine-direct rounds of list requests not seen before, each this many. */
const ROUNDS = 3;
const ROUND_SIZE = 600;
/** Distinct list requests sent to the server before its memory is read. */
const DISTINCT_FOR_RSS = 10_000;
/** List requests not seen before, sent to the server twice after those: what its caches give back. */
const SAME_TWICE = 500;

/** What the server is asked: list requests and quick-search prefixes from the catalogue's options. */
interface Workload {
  options: CatalogueOptions;
  brandNames: string[];
  lists: ReturnType<typeof listRequests>;
  prefixes: string[];
  /** Every list request sent so far, so that "distinct" requests are new to the server's caches. */
  seen: Set<string>;
}

/**
 * Seeds a synthetic catalogue into the embedded store in `dataDir`, measures the sitemap
 * (sitemap-bench.ts), the full reindex, the list and quick search straight on the engine (cold and
 * warm), and returns the figures with the workload for the server (the engine is not needed
 * after this).
 */
async function benchStoreAndEngine(dataDir: string, products: number) {
  const { seeded, seedMs, ...opened } = await seedBenchCatalogue(dataDir, products);
  let store = opened.store;
  out('Sitemap: Index und alle Teile …');
  const sitemap = await benchSitemap(store);
  printSitemap(sitemap);

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
  // Opening the database (its checks included) is part of a start; measured once.
  await store.close();
  const started = performance.now();
  store = await createSqliteStore(dataDir);
  await store.collection(COLLECTIONS.products).count();
  const loadMs = Math.round(performance.now() - started);

  const service = createCatalogService({ search, files: createLocalFiles(path.join(dataDir, 'files')) });
  const options = (await service.allFilters()) as unknown as CatalogueOptions;
  const brandNames = (options.brands as unknown as { name: string }[]).map((b) => b.name);
  const lists = listRequests(options, 400, brandNames);
  const prefixes = searchQueries(brandNames, 400);
  const seen = new Set<string>(lists.map((body) => JSON.stringify(body)));
  const warmUp = distinctListRequests(options, 200, brandNames, seen);
  const rounds = Array.from({ length: ROUNDS }, () =>
    distinctListRequests(options, ROUND_SIZE, brandNames, seen),
  );

  out('Direkt auf der Suchmaschine …');
  const engine = {
    'filter-products': await coldAndWarm(
      warmUp,
      rounds,
      (body) => body.filters.query !== undefined,
      (body) => service.filterProducts(sanitizeCatalogQuery(body.filters)),
    ),
    'search-products': await direct(prefixes, (q) => service.quickSearch(q)),
  };
  out('Liste ohne und mit „Preise inkl. Versand“ …');
  // A second engine of the same documents for the lists with shipping: each variant cold alike.
  const withShippingEngine = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
  await reindexAll({ store, search: withShippingEngine });
  const files = createLocalFiles(path.join(dataDir, 'files'));
  const serviceOn = createCatalogService({ search: withShippingEngine, files });
  const shipping = await shippingOnOff(
    distinctListRequests(options, 200, brandNames, seen),
    Array.from({ length: ROUNDS }, () => distinctListRequests(options, ROUND_SIZE, brandNames, seen)),
    (body) => service.filterProducts(sanitizeCatalogQuery(body.filters as RawQuery)),
    (body) => serviceOn.filterProducts(sanitizeCatalogQuery(body.filters as RawQuery)),
  );
  const benchRss = Math.round(process.memoryUsage().rss / 1024 / 1024);
  await store.close();
  const workload: Workload = { options, brandNames, lists, prefixes, seen };
  return {
    figures: {
      catalogue: { products, offers: seeded.offers, indexedDocuments: documents },
      seedMs,
      sitemap,
      reindex: {
        runsMs: reindexRuns,
        medianMs: reindexMs,
        productsPerSecond: Math.round(documents / (reindexMs / 1000)),
        storeLoadMs: loadMs,
      },
      engine: { ...engine, 'filter-products shipping off/on': shipping },
    },
    benchRss,
    workload,
  };
}

/**
 * The real server on `dataDir`: its start-up time to the first answer, autocannon at 1 and 16
 * connections, its memory after 10,000 distinct list requests, 500 new list requests sent twice
 * (cold, then warm), and /api/health during a rebuild.
 */
async function benchServer(dataDir: string, workload: Workload, seconds: number) {
  const { options, brandNames, lists, prefixes, seen } = workload;
  out('Server starten …');
  const server = await startServerProcess(dataDir);
  const startRss = rssMb(server.child.pid as number);
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
  const loads = { 'filter-products': listLoad, 'search-products': searchLoad };
  const api: Record<string, Record<string, LoadResult>> = { 'filter-products': {}, 'search-products': {} };
  for (const connections of [1, 16]) {
    for (const [endpoint, requests] of Object.entries(loads)) {
      out(`Last: ${endpoint}, ${connections} Verbindung(en), ${seconds} s …`);
      (api[endpoint] as Record<string, LoadResult>)[`c${connections}`] = await load(
        server.url,
        requests,
        connections,
        seconds,
      );
    }
  }
  const loadRss = rssMb(server.child.pid as number);
  out(`${DISTINCT_FOR_RSS} verschiedene Listenanfragen an den Server …`);
  const started = performance.now();
  await postEach(server.url, distinctListRequests(options, DISTINCT_FOR_RSS, brandNames, seen), 4);
  const distinctMs = Math.round(performance.now() - started);
  const distinctRss = rssMb(server.child.pid as number);
  out(`${SAME_TWICE} neue Listenanfragen zweimal nacheinander (kalt, warm) …`);
  const sameTwice = await coldAndWarmPasses(
    server.url,
    distinctListRequests(options, SAME_TWICE, brandNames, seen),
  );
  const sameTwiceRss = rssMb(server.child.pid as number);
  out(`${SAME_TWICE} neue Listenanfragen ohne und mit „Preise inkl. Versand“ …`);
  const shipping = await apiShippingOnOff(
    server.url,
    distinctListRequests(options, SAME_TWICE, brandNames, seen),
  );
  out('Health-Aufrufe während eines Neuaufbaus über die Admin-Schnittstelle …');
  const holder = await readLockHolder(dataDir);
  if (!holder) throw new Error('the server holds no lock on the data directory');
  const healthDuringReindex = await benchHealthDuringReindex(server.url, holder.adminToken);
  await server.stop();
  return {
    serverStartMs: server.startMs,
    api,
    apiShippingOffOn: shipping,
    apiSameListsTwice: {
      ...sameTwice,
      p95Speedup: Math.round((sameTwice.cold.p95 / sameTwice.warm.p95) * 10) / 10,
    },
    healthDuringReindex,
    rssMb: {
      serverAfterStart: startRss,
      serverAfterLoad: loadRss,
      [`serverAfter${DISTINCT_FOR_RSS}DistinctLists`]: distinctRss,
      serverAfterSameListsTwice: sameTwiceRss,
    },
    distinctListsMs: distinctMs,
  };
}

/** One catalogue size in a temporary data directory: store and engine first, then the server. */
export async function benchCatalogue(products: number, seconds: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fk-bench-'));
  try {
    const { figures, benchRss, workload } = await benchStoreAndEngine(dataDir, products);
    const server = await benchServer(dataDir, workload, seconds);
    return {
      ...figures,
      ...server,
      rssMb: { ...server.rssMb, benchAfterEngineRuns: benchRss },
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export type CatalogueFigures = Awaited<ReturnType<typeof benchCatalogue>>;
