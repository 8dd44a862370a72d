import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Store } from '@futterkompass/adapters';
import { createSitemapService } from '@futterkompass/api';
import { seedBenchCatalogue } from './seed-catalogue';
import { median } from './stats';

const RUNS = 3;
const CHILD = /<loc>[^<]*\/sitemaps\/(products-\d+)\.xml<\/loc>/g;

/**
 * The sitemap of a seeded store as a crawler reads it: the index, then every child it names.
 * Each run on a new service (nothing cached): what the first crawler after a change costs, in
 * wall-clock and CPU time. Beside it, the longest stall of the event loop meanwhile (what other
 * requests wait at most; on a busy machine it includes the time the process got no core) and the
 * same files again from the cache.
 */
export async function benchSitemap(store: Store) {
  const runs: {
    totalMs: number;
    cpuMs: number;
    indexMs: number;
    maxStallMs: number;
    urls: number;
    bytes: number;
  }[] = [];
  let cachedMs = 0;
  let children = 0;
  for (let run = 0; run < RUNS; run++) {
    const service = createSitemapService({ store, publicUrl: 'https://futterkompass.de' });
    const stalls = monitorEventLoopDelay({ resolution: 5 });
    stalls.enable();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const index = (await service.file('index')).body.toString();
    const indexMs = performance.now() - started;
    const names = [...index.matchAll(CHILD)].map((m) => Number(m[1]?.slice('products-'.length)));
    children = names.length;
    let urls = 0;
    let bytes = index.length;
    for (const file of [
      { kind: 'pages' as const },
      ...names.map((number) => ({ kind: 'products' as const, number })),
    ]) {
      const body = (await service.file(file)).body;
      bytes += body.length;
      urls += body.toString().split('<loc>').length - 1;
    }
    const totalMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    stalls.disable();
    runs.push({
      totalMs,
      cpuMs: (cpu.user + cpu.system) / 1000,
      indexMs,
      maxStallMs: stalls.max / 1e6,
      urls,
      bytes,
    });
    const again = performance.now();
    await service.file('index');
    for (const number of names) await service.file({ kind: 'products', number });
    cachedMs = performance.now() - again;
  }
  const round = (n: number) => Math.round(n);
  return {
    children,
    urls: runs[0]?.urls ?? 0,
    megabytes: Math.round(((runs[0]?.bytes ?? 0) / 1024 / 1024) * 10) / 10,
    runsMs: runs.map((r) => round(r.totalMs)),
    medianMs: round(median(runs.map((r) => r.totalMs))),
    /** CPU time of this process (all threads): what the work costs, however busy the machine is. */
    cpuMedianMs: round(median(runs.map((r) => r.cpuMs))),
    indexMedianMs: round(median(runs.map((r) => r.indexMs))),
    maxEventLoopStallMs: round(Math.max(...runs.map((r) => r.maxStallMs))),
    cachedMs: round(cachedMs),
  };
}

export type SitemapFigures = Awaited<ReturnType<typeof benchSitemap>>;

const out = (text: string) => process.stdout.write(`${text}\n`);

export function printSitemap(figures: SitemapFigures) {
  out(
    `Sitemap: ${figures.urls} Adressen in ${figures.children} Produktteilen (${figures.megabytes} MB), ` +
      `Median ${figures.medianMs} ms (CPU ${figures.cpuMedianMs} ms; Index ${figures.indexMedianMs} ms), längste Blockade ${figures.maxEventLoopStallMs} ms, ` +
      `aus dem Zwischenspeicher ${figures.cachedMs} ms`,
  );
}

/** `npm run bench -- --sitemap-only`: the sitemap alone, on a catalogue of `products` seeded for it. */
export async function sitemapAtSize(products: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fk-bench-sitemap-'));
  try {
    const { store } = await seedBenchCatalogue(dataDir, products);
    try {
      const figures = await benchSitemap(store);
      printSitemap(figures);
      return figures;
    } finally {
      await store.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
