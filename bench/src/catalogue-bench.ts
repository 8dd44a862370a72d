import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COLLECTIONS,
  createEmbeddedSearch,
  createLocalFiles,
  createSqliteStore,
  readLockHolder,
  type Store,
} from '@futterkompass/adapters';
import { createBrandDirectory, createCatalogService } from '@futterkompass/api';
import { type PetFilter, type RawQuery, sanitizeCatalogQuery } from '@futterkompass/domain';
import { reindexAll } from '@futterkompass/indexer';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { coldAndWarmPasses, type LoadResult, load, postEach } from './api-load';
import { coldAndWarm, direct } from './engine-direct';
import { benchHealthDuringReindex } from './health-during-reindex';
import { benchPetData, printPetData } from './pet-data-bench';
import { seedBenchCatalogue } from './seed-catalogue';
import { rssMb, startServerProcess } from './server-process';
import { apiShippingOnOff, type ListRequest, shippingOnOff, withPet, withShipping } from './shipping-bench';
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
 * The list without and with a variant (shipping included, an active animal) straight on the
 * engine, each on a new engine of its own from the same documents, so that both start alike cold
 * (shipping-bench.ts). The engines are dropped afterwards: at 100,000 products each holds hundreds
 * of MB.
 */
async function onTwoEngines(
  store: Store,
  dataDir: string,
  { warmUp, rounds }: { warmUp: ListRequest[]; rounds: ListRequest[][] },
  variant: (request: ListRequest) => ListRequest,
) {
  const files = createLocalFiles(path.join(dataDir, 'files'));
  const service = async () => {
    const search = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
    await reindexAll({ store, search });
    return createCatalogService({ search, files, brands: createBrandDirectory(store) });
  };
  const [off, on] = [await service(), await service()];
  const list = (catalog: typeof off) => (body: ListRequest) => {
    const { pet, ...filters } = body.filters as RawQuery & { pet?: PetFilter };
    return catalog.filterProducts({ ...sanitizeCatalogQuery(filters), ...(pet && { pet }) });
  };
  return shippingOnOff(warmUp, rounds, list(off), list(on), variant);
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

  const service = createCatalogService({
    search,
    files: createLocalFiles(path.join(dataDir, 'files')),
    brands: createBrandDirectory(store),
  });
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
  const variantRounds = () => ({
    warmUp: distinctListRequests(options, 200, brandNames, seen),
    rounds: Array.from({ length: ROUNDS }, () => distinctListRequests(options, ROUND_SIZE, brandNames, seen)),
  });
  out('Liste ohne und mit „Preise inkl. Versand“ …');
  const shipping = await onTwoEngines(store, dataDir, variantRounds(), withShipping);
  out('Liste ohne und mit aktivem Tier (Allergie Huhn, Kosten pro Tag) …');
  const pet = await onTwoEngines(store, dataDir, variantRounds(), withPet);
  out('Reindex mit und ohne die Daten für „Mein Tier“ …');
  const petData = await benchPetData(store);
  printPetData(petData);
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
      engine: { ...engine, 'filter-products shipping off/on': shipping, 'filter-products pet off/on': pet },
      petData,
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
