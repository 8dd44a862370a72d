import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchCatalogue, type CatalogueFigures } from './catalogue-bench';
import { countOptions } from './count-options';
import { startDemoServer } from './demo-server';
import { RUNS as INP_RUNS, INP_TARGET_MS, MOBILE, measureInp } from './inp';
import { medianFigures } from './median-figures';
import { printPetData } from './pet-data-bench';
import { benchInProcessQueue } from './queue-bench';
import { sitemapAtSize } from './sitemap-bench';
import { type NedbBaseline, targets } from './targets';

const out = (text: string) => process.stdout.write(`${text}\n`);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS = path.join(root, 'bench/results.json');

/**
 * Catalogue sizes measured: `--products N` one size; otherwise 20,000 and, outside CI (where a
 * run of several minutes and 2 GB does not fit), 100,000.
 */
function sizes(products: number | undefined): number[] {
  if (products !== undefined) return [products];
  return process.env.CI ? [20_000] : [20_000, 100_000];
}

function printSize(figures: CatalogueFigures, baseline: NedbBaseline) {
  out('');
  out(`${figures.catalogue.products} Produkte`);
  out('Endpunkt              Verb.      p50      p95      p99    Anfr./s  Fehler');
  for (const [name, byConn] of Object.entries(figures.api)) {
    for (const r of Object.values(byConn)) {
      out(
        `${name.padEnd(20)} ${String(r.connections).padStart(5)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.requestsPerSecond).padStart(10)} ${String(r.errors).padStart(7)}`,
      );
    }
  }
  const lists = figures.engine['filter-products'];
  for (const [label, r] of Object.entries({
    'Liste kalt (Engine)': lists.cold,
    'Liste warm (Engine)': lists.warm,
    'Liste kalt, Text': lists.coldText,
    'Schnellsuche (Engine)': figures.engine['search-products'],
  })) {
    out(
      `${label.padEnd(26)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`,
    );
  }
  const pet = figures.engine['filter-products pet off/on'];
  out(
    `Liste kalt ohne/mit aktivem Tier (Huhn-Allergie, Kosten pro Tag; Engine): p95 ${pet.off.p95.toFixed(2)} / ${pet.on.p95.toFixed(2)} ms (${pet.p95Ratio}×)`,
  );
  printPetData(figures.petData);
  const shipping = figures.engine['filter-products shipping off/on'];
  out(
    `Liste kalt ohne/mit „Preise inkl. Versand“ (Engine): p95 ${shipping.off.p95.toFixed(2)} / ${shipping.on.p95.toFixed(2)} ms (${shipping.p95Ratio}×)`,
  );
  const overApi = figures.apiShippingOffOn;
  out(
    `Liste ohne/mit „Preise inkl. Versand“ (Server, neue Listen): p95 ${overApi.off.p95.toFixed(2)} / ${overApi.on.p95.toFixed(2)} ms (${overApi.p95Ratio}×)`,
  );
  const twice = figures.apiSameListsTwice;
  out(
    `Start bis zur ersten Antwort: ${figures.serverStartMs} ms; dieselben Listen zweimal: p95 ${twice.cold.p95} ms kalt, ${twice.warm.p95} ms warm (${twice.p95Speedup}×)`,
  );
  out(
    `Reindex: Median ${figures.reindex.medianMs} ms = ${figures.reindex.productsPerSecond} Produkte/s; RSS Server ${JSON.stringify(figures.rssMb)}`,
  );
  const { idle, duringReindex } = figures.healthDuringReindex;
  out(`Health: p99 ${idle.p99} ms ohne, ${duringReindex.p99} ms während des Neuaufbaus`);
  const nedb = baseline[String(figures.catalogue.products)];
  if (nedb)
    out(
      `Zum Vergleich NeDB (${nedb.measuredAt.slice(0, 10)}): filter-products ${nedb.listRequestsPerSecondC16} Anfr./s bei 16 Verbindungen, RSS ${nedb.serverAfter10000DistinctListsMb} MB nach 10000 Listen${nedb.serverStartMs === undefined ? '' : `, Start ${nedb.serverStartMs} ms`}`,
    );
}

/**
 * Interaction to Next Paint of the five interactions of issue 30 (inp.ts) on the mobile profile,
 * against the production server with the demo catalogue.
 */
async function benchInp() {
  const server = await startDemoServer('fk-inp-');
  try {
    out('Interaction to Next Paint (mobil, CPU 4× langsamer):');
    const interactions = await measureInp(server.url, process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', out);
    return {
      measuredAt: new Date().toISOString(),
      // The machine's load while measuring (other work on its cores slows every figure).
      loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
      profile: { ...MOBILE, runs: INP_RUNS, targetMs: INP_TARGET_MS },
      interactions,
      met: Object.values(interactions).every((i) => i.met),
    };
  } finally {
    await server.stop();
  }
}

async function writeResults(results: Record<string, unknown>) {
  await writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
}

/**
 * `npm run bench [-- --products N --seconds S --runs R]`: per catalogue size (see `sizes`), the
 * figures of `benchCatalogue`, with R runs their medians; then the in-process queue. Results go to bench/results.json by size, keeping
 * sizes not measured this time and other sections (lighthouse).
 */
async function main() {
  const options = countOptions(['products', 'seconds', 'runs'], ['inp-only', 'sitemap-only']);
  // `-- --inp-only`: only the browser's interactions, the other figures stay as they are.
  if (options['inp-only']) {
    const previous = JSON.parse(await readFile(RESULTS, 'utf8').catch(() => '{}')) as Record<string, unknown>;
    await writeResults({ ...previous, inp: await benchInp() });
    out('Ergebnisse: bench/results.json (inp)');
    return;
  }
  // `-- --sitemap-only [--products N]`: only the sitemap, at N products (100,000 unless given).
  if (options['sitemap-only']) {
    const products = options.products ?? 100_000;
    const previous = JSON.parse(await readFile(RESULTS, 'utf8').catch(() => '{}')) as Record<string, unknown>;
    const bySize = { ...(previous.sizes as Record<string, Record<string, unknown>> | undefined) };
    bySize[String(products)] = { ...bySize[String(products)], sitemap: await sitemapAtSize(products) };
    await writeResults({ ...previous, sizes: bySize });
    out(`Ergebnisse: bench/results.json (sizes.${products}.sitemap)`);
    return;
  }
  const seconds = options.seconds ?? 10;
  const runs = options.runs ?? 1;
  const previous = JSON.parse(await readFile(RESULTS, 'utf8').catch(() => '{}')) as Record<string, unknown>;
  const bySize = { ...(previous.sizes as Record<string, CatalogueFigures> | undefined) };
  const baseline = (previous.nedbBaseline ?? {}) as NedbBaseline;
  for (const products of sizes(options.products)) {
    const measured: CatalogueFigures[] = [];
    for (let run = 0; run < runs; run++) {
      measured.push(await benchCatalogue(products, seconds));
      printSize(measured[run] as CatalogueFigures, baseline);
    }
    const figures = { ...medianFigures(measured), runs };
    bySize[String(products)] = figures;
    if (runs > 1) {
      out(`Median aus ${runs} Läufen:`);
      printSize(figures, baseline);
    }
  }
  out('Eingebettete Queue: 200000 Jobs einreihen und abarbeiten …');
  const inProcessQueue = await benchInProcessQueue();
  const inp = await benchInp();
  const checked = targets(bySize, inProcessQueue, baseline);
  const { lighthouse, ...rest } = previous;
  const results = {
    ...rest,
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
    sizes: bySize,
    inProcessQueue,
    targets: { ...checked, [`INP ≤ ${INP_TARGET_MS} ms (mobil)`]: inp.met },
    inp,
    ...(lighthouse ? { lighthouse } : {}),
  };
  // Sections of the single-size layout before `sizes` are now in there.
  for (const key of ['catalogue', 'seedMs', 'reindex', 'api', 'engine', 'healthDuringReindex', 'rssMb'])
    delete (results as Record<string, unknown>)[key];
  await writeResults(results);
  out('');
  out(
    `Queue: ${inProcessQueue.enqueues} Jobs einreihen Median ${inProcessQueue.enqueueMsMedian} ms, abarbeiten ${inProcessQueue.drainMsMedian} ms`,
  );
  for (const [target, ok] of Object.entries(checked)) out(`${ok === null ? '–' : ok ? '✓' : '✗'} ${target}`);
  out('Ergebnisse: bench/results.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
