import path from 'node:path';
import { createLocalFiles, createSqliteStore } from '@futterkompass/adapters';
import { seedDemoCatalogue } from '@futterkompass/indexer';

const out = (text: string) => process.stdout.write(`${text}\n`);

/** A synthetic catalogue of `products` seeded into a new embedded store in `dataDir`, timed. */
export async function seedBenchCatalogue(dataDir: string, products: number) {
  out(`Katalog: ${products} Produkte in ${dataDir}`);
  const store = await createSqliteStore(dataDir);
  const started = performance.now();
  const seeded = await seedDemoCatalogue(
    { store, files: createLocalFiles(path.join(dataDir, 'files')) },
    { products, images: false, demoUsers: false },
  );
  const seedMs = Math.round(performance.now() - started);
  out(`Seed: ${seedMs} ms, ${seeded.offers} Angebote`);
  return { store, seeded, seedMs };
}
