import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  COLLECTIONS,
  createInProcessQueue,
  createLocalFiles,
  createLogger,
  createOutboxMailer,
  createSqliteStore,
  type Store,
} from '@futterkompass/adapters';
import { createMerchantFeedImport, createStandaloneProductWrites, merchantRecords } from '@futterkompass/api';
import type { Product } from '@futterkompass/domain';
import { seedDemoCatalogue } from '@futterkompass/indexer';

const OWNER = 'c00000000000000000000001';
const FEED = 'f00000000000000000000001';
const gtin = (product: number, size: number) =>
  `40${String(product).padStart(8, '0')}${String(size).padStart(3, '0')}`;

/** Gives every product `perProduct` package sizes with barcodes, as a shop's GTINs name them. */
async function addBarcodes(store: Store, perProduct: number) {
  const products = store.collection<Product>(COLLECTIONS.products);
  const all = await products.find({}, { projection: { _id: 1 }, sort: { _id: 1 } });
  await store.transaction(async (tx) => {
    const inTx = tx.collection<Product>(COLLECTIONS.products);
    for (const [i, p] of all.entries())
      await inTx.updateOne(
        { _id: p._id },
        {
          $set: {
            sizes: Array.from({ length: perProduct }, (_, s) => ({
              size: 200 * (s + 1),
              barcode: gtin(i, s),
              packaging: 'can',
            })),
          },
        },
      );
  });
  return all.length;
}

/** A Google Merchant Center RSS feed of `rows` items spread over the products' barcodes. */
async function writeGoogleFeed(file: string, rows: number, products: number, perProduct: number) {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Bench</title>\n',
  ];
  for (let i = 0; i < rows; i++) {
    const product = i % products;
    const size = Math.floor(i / products) % perProduct;
    parts.push(
      `<item><g:id>B-${i}</g:id><g:title>Bench Futter Dose ${200 * (size + 1)} g</g:title><g:link>https://shop.example/p/${i}</g:link><g:price>${(1 + (i % 500) / 100).toFixed(2)} EUR</g:price><g:availability>in_stock</g:availability><g:gtin>${gtin(product, size)}</g:gtin><g:unit_pricing_measure>${200 * (size + 1)} g</g:unit_pricing_measure><g:shipping><g:country>DE</g:country><g:price>3.95 EUR</g:price></g:shipping></item>\n`,
    );
  }
  parts.push('</channel></rss>\n');
  await writeFile(file, parts.join(''));
}

/**
 * A merchant's Google Merchant Center XML feed of `rows` items imported into `products` products
 * (matched by GTIN) through the product writes, streamed: rows per second and the process's peak
 * RSS during the import; then the same feed again (nothing to write).
 */
export async function googleFeedScenario(products: number, rows: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fk-bench-gmc-'));
  const logger = createLogger('warn', 'bench');
  try {
    const store = await createSqliteStore(dataDir);
    await seedDemoCatalogue(
      { store, files: createLocalFiles(path.join(dataDir, 'files')) },
      { products, images: false, demoUsers: false },
    );
    const perProduct = Math.max(1, Math.ceil(rows / products));
    const seeded = await addBarcodes(store, perProduct);
    const file = path.join(dataDir, 'feed.xml');
    await writeGoogleFeed(file, rows, seeded, perProduct);
    // The index jobs wait (an indexer worker of its own would take them); their drop at the end is expected.
    const queue = createInProcessQueue({ logger: createLogger('silent') });
    const mailer = createOutboxMailer({ store, logger, from: 'bench' });
    const productWrites = createStandaloneProductWrites({
      store,
      queue,
      mailer,
      logger,
      publicUrl: 'http://localhost',
    });
    const importFeed = createMerchantFeedImport({ store, productWrites, reviewCap: 5_000 });
    const run = async () => {
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 50);
      const started = performance.now();
      const now = new Date();
      const counts = await importFeed(
        merchantRecords('google-xml', createReadStream(file), { now, merchantName: 'Bench-Shop' }),
        {
          owner: OWNER,
          feed: FEED,
          now,
          retentionDays: 30,
        },
      );
      const importMs = Math.round(performance.now() - started);
      clearInterval(sampler);
      return {
        importMs,
        rowsPerSecond: Math.round(counts.rowsRead / (importMs / 1000)),
        // The process's RSS: the seeded catalogue and SQLite's cache are in it before the import starts.
        rssBeforeMb: Math.round(before / 2 ** 20),
        peakRssMb: Math.round(Math.max(peak, process.memoryUsage().rss) / 2 ** 20),
        rowsRead: counts.rowsRead,
        matched: counts.matched,
        updated: counts.updated,
        refused: counts.refused,
      };
    };
    const first = await run();
    const again = await run();
    await queue.close();
    await store.close();
    return { products: seeded, rows, first, again };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
