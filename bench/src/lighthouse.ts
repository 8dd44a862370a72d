import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_CATALOG_SEARCH,
  type PostListing,
  postPath,
  productPath,
  ROUTES,
} from '@futterkompass/domain';
import type { ProductCard } from '@futterkompass/search-config';
import { Launcher, launch } from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { allowedCores, isolatePageRenderer, withoutSpareRenderer } from './chrome-isolation';
import { startDemoServer } from './demo-server';
import { SHORT_MS, type TaskCost, taskCosts } from './lighthouse-explain';
import { type Mode, measurementMode, RESULT_KEYS } from './lighthouse-mode';
import { median } from './stats';

const out = (text: string) => process.stdout.write(`${text}\n`);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = 3;

/**
 * The pages audited: the start page, the default list, the first product of that list, a
 * calculator and the newest post (the last three as the demo catalogue has them).
 */
async function pagesOf(serverUrl: string): Promise<Record<string, string>> {
  const list = (await (
    await fetch(`${serverUrl}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: Object.fromEntries(new URLSearchParams(DEFAULT_CATALOG_SEARCH)) }),
    })
  ).json()) as { products: ProductCard[] };
  const { posts } = (await (await fetch(`${serverUrl}/api/posts`)).json()) as { posts: PostListing[] };
  const product = list.products[0];
  const post = posts[0];
  if (!product || !post) throw new Error('der Demokatalog hat kein Produkt oder keinen Beitrag');
  return {
    home: ROUTES.home,
    list: `${ROUTES.products}?${DEFAULT_CATALOG_SEARCH}`,
    product: productPath(product.urlExtension),
    calculator: ROUTES.energy,
    post: postPath(post._id),
  };
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/**
 * What a run names as causes: the largest paint's element, each layout shift's element and the
 * longest main-thread tasks (as Lighthouse simulated them: the part above 50 ms is blocking time).
 */
interface Causes {
  /** Lighthouse's reading of the machine's speed (higher is faster), taken before the run. */
  benchmarkIndex: number;
  lcpElement: string;
  layoutShifts: { element: string; score: number }[];
  longTasks: { script: string; startMs: number; durationMs: number }[];
  /** The SEO and accessibility categories' audits that failed: id and Lighthouse's title. */
  seoFailures: { id: string; title: string }[];
  accessibilityFailures: { id: string; title: string }[];
}

interface NodeItem {
  node?: { selector?: string; snippet?: string };
  score?: number;
  url?: string;
  startTime?: number;
  duration?: number;
}

const nodeName = (item: NodeItem) => item.node?.selector ?? item.node?.snippet ?? '?';

/** Items of an audit's table; the LCP element audit nests its element table in a list. */
function tableItems(details: unknown): NodeItem[] {
  const { type, items = [] } = (details ?? {}) as { type?: string; items?: unknown[] };
  if (type === 'list') return tableItems(items[0]);
  return items as NodeItem[];
}

/** The audits of a category that failed: id and Lighthouse's title. */
function failedAudits(lhr: RunnerResult['lhr'], category: string): { id: string; title: string }[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => ({
      id: a?.id ?? '',
      title: `${a?.title ?? ''}${tableItems(a?.details).length ? `: ${tableItems(a?.details).slice(0, 3).map(nodeName).join(', ')}` : ''}`,
    }));
}

const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
};

/** One run; with `artifactsDir` its artifacts stay there (for --explain). */
async function audit(url: string, port: number, artifactsDir?: string): Promise<Scores & Causes> {
  const saved = artifactsDir ? { gatherMode: artifactsDir, auditMode: artifactsDir } : {};
  const result = await lighthouse(url, { ...FLAGS, port, ...saved });
  if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${url}`);
  // A run that failed (a timeout under load, no paint seen) has no metrics: it must not enter a median.
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    lcpElement: tableItems(audits['largest-contentful-paint-element']?.details).map(nodeName)[0] ?? '',
    layoutShifts: tableItems(audits['layout-shifts']?.details).map((item) => ({
      element: nodeName(item),
      score: Math.round((item.score ?? 0) * 1000) / 1000,
    })),
    longTasks: tableItems(audits['long-tasks']?.details)
      .slice(0, 5)
      .map((item) => ({
        // The script's file, the page itself or 'Unattributable' (layout, paint, parsing).
        script: (item.url ?? '').replace(/^https?:\/\/[^/]+\//, '/').replace(/\?.*$/, ''),
        startMs: Math.round(item.startTime ?? 0),
        durationMs: Math.round(item.duration ?? 0),
      })),
    seoFailures: failedAudits(result.lhr, 'seo'),
    accessibilityFailures: failedAudits(result.lhr, 'accessibility'),
  };
}

const medianOf = (runs: (Scores & Causes)[]): Scores => {
  const of = (key: keyof Scores) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
  };
};

type Run = Scores & Causes & { blockingTasks?: TaskCost[] };
type PageResults = Record<string, { runs: Run[]; median: Scores }>;

/**
 * `--explain`: what each main-thread task of the page's median run (by blocking time) cost, printed
 * and kept with that run. A failure here is reported and leaves the measurement as it is.
 */
async function explain(name: string, runs: Run[], dirs: string[]) {
  const order = runs.map((_, i) => i).sort((a, b) => (runs[a]?.tbtMs ?? 0) - (runs[b]?.tbtMs ?? 0));
  const at = order[Math.floor(order.length / 2)] ?? 0;
  const run = runs[at];
  const dir = dirs[at];
  if (!run || !dir) return;
  try {
    run.blockingTasks = await taskCosts(dir, FLAGS);
  } catch (error) {
    console.warn(`--explain für ${name} fehlgeschlagen: ${(error as Error).message}`);
    return;
  }
  out(
    `${name}: Blockierzeit des mittleren Laufs ${run.tbtMs} ms; ohne die Aufgabe (auf ${SHORT_MS} ms gestaucht):`,
  );
  for (const t of run.blockingTasks)
    out(`    ${t.startMs} ms, ${t.durationMs} ms → ${t.tbtWithoutMs} ms  (${t.inside})`);
}

/**
 * Audits each page RUNS times, each run after `beforeRun`; a run Lighthouse gave up on is repeated,
 * within limits. With `artifactsRoot` each run's artifacts are kept there, their directories listed
 * per page.
 */
async function auditPages(
  serverUrl: string,
  pages: Record<string, string>,
  port: number,
  beforeRun: () => void,
  artifactsRoot?: string,
) {
  const results: PageResults = {};
  const artifacts: Record<string, string[]> = {};
  for (const [name, page] of Object.entries(pages)) {
    const runs: Run[] = [];
    const dirs: string[] = [];
    const failures: string[] = [];
    while (runs.length < RUNS) {
      try {
        const dir = artifactsRoot && path.join(artifactsRoot, `${name}-${runs.length}-${failures.length}`);
        if (dir) await mkdir(dir);
        beforeRun();
        runs.push(await audit(`${serverUrl}${page}`, port, dir));
        if (dir) dirs.push(dir);
      } catch (error) {
        // A busy machine sometimes makes Lighthouse give up on a page.
        failures.push((error as Error).message);
        console.warn(`Lauf wiederholt: ${(error as Error).message}`);
        if (failures.length > RUNS) throw new Error(`zu viele Fehlläufe: ${failures.join('; ')}`);
      }
    }
    const m = medianOf(runs);
    results[name] = { runs, median: m };
    artifacts[name] = dirs;
    out(
      `${name}: Leistung ${m.performance}, Barrierefreiheit ${m.accessibility}, Best Practices ${m.bestPractices}, SEO ${m.seo}, CLS ${m.cls}, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms (Median aus ${RUNS})`,
    );
    const seoFailures = new Map(runs.flatMap((r) => r.seoFailures).map((f) => [f.id, f.title]));
    for (const [id, title] of seoFailures) out(`    SEO nicht bestanden: ${id} (${title})`);
    const a11yFailures = new Map(runs.flatMap((r) => r.accessibilityFailures).map((f) => [f.id, f.title]));
    for (const [id, title] of a11yFailures) out(`    Barrierefreiheit nicht bestanden: ${id} (${title})`);
  }
  return { results, artifacts };
}

interface Measured {
  isolation: string;
  loadAverage: { before: number[]; after: number[] };
  results: PageResults;
}

const loadNow = () => loadavg().map((n) => Math.round(n * 100) / 100);

/** Chromium against the running server: placed as the mode says, the pages warmed up, then audited. */
async function measure(
  server: { url: string; child: ChildProcess },
  chromePath: string,
  mode: Mode,
  artifactsRoot?: string,
) {
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Unpinned, Chromium as chrome-launcher starts it for Lighthouse; pinned, without the spare
      // renderer that would start on the page's core (docs/performance.md).
      ...(mode === 'shared' ? [] : [withoutSpareRenderer(Launcher.defaultFlags())]),
    ],
  });
  // The loop ends with this process, however that ends.
  const loop = `for (let i = 0; ; i++) if (i % 1e8 === 0 && process.ppid !== ${process.pid}) process.exit();`;
  let busyLoop: ChildProcess | null = null;
  try {
    // One unmeasured run first: the browser starts its tracing service with its first trace, forked
    // from the zygote and so on the page's core; the placement below moves it to the harness's.
    await lighthouse(`${server.url}/`, { ...FLAGS, onlyCategories: ['performance'], port: chrome.port });
    let isolation = 'keine (Lighthouses Profil, ohne Kernzuteilung)';
    let placeAgain = () => {};
    if (mode !== 'shared') {
      busyLoop = mode === 'slowCore' ? spawn(process.execPath, ['-e', loop], { stdio: 'ignore' }) : null;
      const beside = busyLoop?.pid ? [busyLoop.pid] : [];
      const cores = allowedCores();
      const place = () => isolatePageRenderer(chrome.pid, [server.child.pid ?? 0], beside, cores);
      const placed = place();
      // What the browser starts later inherits the core of the zygote it is forked from, the page's:
      // placed again before each run, it goes to the harness's cores.
      placeAgain = place;
      isolation = placed.description;
      // Slow-core figures only where the loop really shares the renderer's core, and only that one
      // (a loop without a pid has no cores, a machine without isolation no page core: both refused).
      if (busyLoop && beside.map(allowedCores).join() !== String(placed.pageCore))
        throw new Error(
          `--slow-core: die Dauerschleife läuft nicht auf dem Kern des Renderers (${isolation})`,
        );
    }
    out(`Isolation: ${isolation}`);
    const pages = await pagesOf(server.url);
    // A server in production has answered pages before: the first rendering of each page is not measured.
    for (const page of Object.values(pages))
      for (let i = 0; i < 3; i++) await (await fetch(`${server.url}${page}`)).text();
    // Other work on the machine stretches the observed tasks that Lighthouse scales up: recorded beside.
    const before = loadNow();
    const { results, artifacts } = await auditPages(
      server.url,
      pages,
      chrome.port,
      placeAgain,
      artifactsRoot,
    );
    const after = loadNow();
    // The re-audits run once every page is measured: their work must not slow a measured run.
    for (const [name, { runs }] of Object.entries(results)) await explain(name, runs, artifacts[name] ?? []);
    return { isolation, loadAverage: { before, after }, results } satisfies Measured;
  } finally {
    busyLoop?.kill();
    await chrome.kill();
  }
}

/**
 * `npm run lighthouse`: the production build with the demo catalogue, audited 3 times per page with
 * Lighthouse's mobile preset in Debian's Chromium, without pinning any process (`-- --pinned` puts
 * the page's renderer on a core of its own, see chrome-isolation.ts); performance, accessibility, best practices and SEO
 * of the pages of `pagesOf` in one run. The medians go into bench/results.json, each run with its
 * largest paint's element, its layout shifts' elements (where to look when a number is off) and the
 * SEO audits it failed.
 */
async function main() {
  const args = process.argv.slice(2);
  const mode = measurementMode(args);
  const key = RESULT_KEYS[mode];
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const server = await startDemoServer('fk-lighthouse-');
  let measured: Measured;
  try {
    const artifacts = args.includes('--explain') ? path.join(server.dataDir, 'artifacts') : undefined;
    if (artifacts) await mkdir(artifacts);
    measured = await measure(server, chromePath, mode, artifacts);
  } finally {
    await server.stop();
  }
  const file = path.join(root, 'bench/results.json');
  const existing = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
  const { isolation, loadAverage, results } = measured;
  const entry = {
    measuredAt: new Date().toISOString(),
    loadAverage,
    isolation,
    preset: 'mobile',
    ...results,
  };
  await writeFile(file, `${JSON.stringify({ ...existing, [key]: entry }, null, 2)}\n`);
  out(`Ergebnisse: bench/results.json (${key})`);
}

main().catch((error: unknown) => {
  console.error(`Lighthouse fehlgeschlagen: ${(error as Error).message}`);
  process.exit(1);
});
