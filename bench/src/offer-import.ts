import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COLLECTIONS,
  createEmbeddedSearch,
  createInProcessQueue,
  createLocalFiles,
  createLogger,
  createOfferAge,
  createOutboxMailer,
  createSqliteStore,
  type Store,
} from '@futterkompass/adapters';
import { createStandaloneOfferImport, type ImportSummary, readCsvFeed } from '@futterkompass/api';
import type { Product } from '@futterkompass/domain';
import { createIndexProcessor, reindexAll, seedDemoCatalogue } from '@futterkompass/indexer';
import { PRODUCT_INDEX, type SearchDocument } from '@futterkompass/search-config';
import { countOptions } from './count-options';
import { merchantFeedScenario } from './merchant-feed-bench';

const out = (text: string) => process.stdout.write(`${text}\n`);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A feed as a price bot sends it every night: every offer of the catalogue (a row per merchant
 * link), every third with a new price, topped up with new offers to `rows`.
 */
async function writeFeed(
  store: Store,
  file: string,
  rows: number,
): Promise<{ changed: number; added: number }> {
  const lines = ['product;merchant_name;link;price;size;unit;amount;packaging;in_stock'];
  let changed = 0;
  let added = 0;
  const products = await store
    .collection<Product>(COLLECTIONS.products)
    .find({}, { projection: { urlExtension: 1, variants: 1 }, sort: { _id: 1 } });
  const row = (p: Product, link: string, price: number, v: Product['variants'][number]) =>
    [
      p.urlExtension,
      v.merchant_name,
      link,
      price.toFixed(2).replace('.', ','),
      v.size,
      v.unit,
      v.amount ?? 1,
      v.packaging,
      v.in_stock ? 'ja' : 'nein',
    ].join(';');
  for (const p of products) {
    for (const v of p.variants) {
      if (lines.length > rows || v.network === 'b2b' || !v.link || !v.price || !v.packaging) continue;
      const newPrice = lines.length % 3 === 0 ? Math.max(0.5, v.price - 0.2) : v.price;
      if (newPrice !== v.price) changed++;
      lines.push(row(p, v.link, newPrice, v));
    }
  }
  for (let i = 0; lines.length <= rows; i++) {
    const p = products[i % products.length] as Product;
    const v = p.variants[0];
    if (!v?.price || !v.packaging) continue;
    lines.push(row(p, `https://www.bitiba.de/bench-${i}`, v.price + 0.1, v));
    added++;
  }
  await writeFile(file, `${lines.join('\n')}\n`);
  return { changed, added };
}

interface RunFigures {
  importMs: number;
  untilIndexedMs: number;
  rowsPerSecond: number;
  rows: number;
  rejected: number;
  productsChanged: number;
  offersUpdated: number;
  offersAdded: number;
}

/**
 * One scenario on a fresh store: seed, write the feed, build the search index, import the feed,
 * then import it again. With `indexerAlongside` the index jobs run during the import, as in the
 * embedded server; without, they wait until it is done, as with an indexer worker of its own.
 */
async function scenario(products: number, rows: number, indexerAlongside: boolean) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fk-bench-offers-'));
  const logger = createLogger('warn', 'bench');
  try {
    const store = await createSqliteStore(dataDir);
    const seeded = await seedDemoCatalogue(
      { store, files: createLocalFiles(path.join(dataDir, 'files')) },
      { products, images: false, demoUsers: false },
    );
    const feed = path.join(dataDir, 'feed.csv');
    const made = await writeFeed(store, feed, rows);
    const search = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
    await reindexAll({ store, search });
    const queue = createInProcessQueue({ logger });
    const indexer = createIndexProcessor({ store, search, logger });
    if (indexerAlongside) queue.process(indexer);
    const mailer = createOutboxMailer({ store, logger, from: 'bench' });
    const offerImport = createStandaloneOfferImport({
      store,
      queue,
      mailer,
      offerAge: createOfferAge(),
      logger,
      publicUrl: 'http://localhost',
    });
    const run = async (): Promise<RunFigures> => {
      const started = performance.now();
      const summary: ImportSummary = await offerImport(readCsvFeed(createReadStream(feed)));
      const importMs = Math.round(performance.now() - started);
      queue.process(indexer);
      await queue.idle();
      return {
        importMs,
        untilIndexedMs: Math.round(performance.now() - started),
        rowsPerSecond: Math.round(summary.rows / (importMs / 1000)),
        rows: summary.rows,
        rejected: summary.rejected,
        productsChanged: summary.productsChanged,
        offersUpdated: summary.offersUpdated,
        offersAdded: summary.offersAdded,
      };
    };
    const first = await run();
    const again = await run();
    const historyEntries = await store.collection(COLLECTIONS.priceHistory).count();
    await queue.close();
    await store.close();
    return { seeded, made, first, again, historyEntries };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const under100 = (figures: { health: { p99: number }; filterProducts: { p99: number } }) =>
  figures.health.p99 < 100 && figures.filterProducts.p99 < 100;

/**
 * `npm run bench:offers [-- --products N --rows N] [--merchant-only]`: imports a CSV feed of `rows`
 * rows (default 100,000) into a synthetic catalogue (default 20,000 products) in the embedded
 * store, through the product writes (price history, alerts, reindex jobs), then the same feed again
 * (nothing to write); once with the in-process indexer running alongside and once with it waiting.
 * Then a merchant's Google Merchant Center XML feed and an idealo CSV of as many rows, pulled by
 * the running server while a visitor uses it (merchant-feed-bench.ts). The figures go into
 * bench/results.json under `offerImport`; the other keys stay.
 */
async function main() {
  const options = countOptions(['products', 'rows'], ['merchant-only']);
  const products = options.products ?? 20_000;
  const rows = options.rows ?? 100_000;
  const portal = options['merchant-only']
    ? undefined
    : await (async () => {
        out(`Import von ${rows} Zeilen in ${products} Produkte, Indexer nebenher …`);
        const alongside = await scenario(products, rows, true);
        out(`Import, Indexer danach …`);
        const after = await scenario(products, rows, false);
        return { alongside, after };
      })();
  out(
    `Feeds zweier Händler (Google-XML, idealo-CSV), vom laufenden Server geholt: ${rows} Zeilen in ${products} Produkte …`,
  );
  const merchant = await merchantFeedScenario(products, rows);
  const file = path.join(root, 'bench/results.json');
  const existing = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
  const before = (existing.offerImport ?? {}) as Record<string, unknown>;
  const result = {
    ...before,
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, loadAverage: loadavg() },
    ...(portal && {
      catalogue: { products: portal.alongside.seeded.products, offers: portal.alongside.seeded.offers },
      feed: {
        rows,
        newPrices: portal.alongside.made.changed,
        newOffers: portal.alongside.made.added,
        adapters: 'SQLite, in-process queue, embedded search',
      },
      indexerAlongside: { first: portal.alongside.first, again: portal.alongside.again },
      indexerAfterwards: { first: portal.after.first, again: portal.after.again },
      priceHistoryEntries: portal.alongside.historyEntries,
    }),
    // Measured in the bench's own process before; the merchant feeds below replace it.
    googleXmlFeed: undefined,
    merchantFeeds: {
      rows,
      products,
      adapters: 'server process (NODE_ENV=production), SQLite, in-process queue and indexer, embedded search',
      idleWithoutPull: merchant.idle,
      googleXml: merchant.google,
      idealoCsv: merchant.idealo,
    },
    targets: {
      ...(portal && {
        [`${rows} rows imported in under 60 s (indexer alongside)`]: portal.alongside.first.importMs < 60_000,
        [`${rows} rows imported in under 60 s (indexer afterwards)`]: portal.after.first.importMs < 60_000,
      }),
      [`${rows}-row Google XML feed: /api/health and /api/filter-products p99 under 100 ms while it is pulled`]:
        under100(merchant.google.first) && under100(merchant.google.again),
      [`${rows}-row idealo CSV: /api/health and /api/filter-products p99 under 100 ms while it is pulled`]:
        under100(merchant.idealo.first) && under100(merchant.idealo.again),
      'the list shows the new prices afterwards':
        merchant.google.list.ms >= 0 && merchant.idealo.list.ms >= 0,
    },
  };
  await writeFile(file, `${JSON.stringify({ ...existing, offerImport: result }, null, 2)}\n`);
  if (portal)
    for (const [name, figures] of [
      ['Indexer nebenher', portal.alongside],
      ['Indexer danach', portal.after],
    ] as const)
      out(
        `${name}: Import ${figures.first.importMs} ms (${figures.first.rowsPerSecond} Zeilen/s), indexiert nach ${figures.first.untilIndexedMs} ms, ${figures.first.productsChanged} Produktänderungen; noch einmal ${figures.again.importMs} ms, ${figures.again.productsChanged} Änderungen`,
      );
  for (const [target, ok] of Object.entries(result.targets)) out(`${ok ? '✓' : '✗'} ${target}`);
  out('Ergebnisse: bench/results.json (offerImport)');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
