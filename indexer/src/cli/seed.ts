import { COLLECTIONS, type Config, loadConfig, readLockHolder } from '@futterkompass/adapters';
import { formatNumber } from '@futterkompass/domain';
import { reindexAll } from '../reindex';
import {
  clearSeededCollections,
  type SeedOptions,
  type SeedSummary,
  seedDemoCatalogue,
  storeIsEmpty,
} from '../seed/run';
import { seedEmbeddedStore } from '../seed/staged';
import { parseArgs, positiveInt } from './args';
import { openExclusive, out, runCommand } from './command';
import { createProgressBar } from './progress';

/**
 * Writes the catalogue, or answers null when the store is not empty and `replace` is not given. The
 * embedded store is built beside the live one and swapped in whole, so that a kill leaves the old
 * or the new catalogue; MongoDB collections are replaced in place.
 */
async function seed(config: Config, replace: boolean, options: SeedOptions): Promise<SeedSummary | null> {
  const { adapters, close } = await openExclusive(config, 'seed');
  try {
    if (!(await storeIsEmpty(adapters.store)) && !replace) {
      const count = await adapters.store.collection(COLLECTIONS.products).count();
      out(
        `Der Datenbestand ist nicht leer (${formatNumber(count, 0)} Produkte). Mit --replace wird er durch den Demo-Katalog ersetzt.`,
      );
      return null;
    }
    if (config.store.kind === 'nedb') {
      // The staged files may replace the live ones only while no store has them open; the lock
      // stays held until close().
      await adapters.store.close();
      return await seedEmbeddedStore({ files: config.files, store: config.store }, options);
    }
    await clearSeededCollections(adapters.store);
    return await seedDemoCatalogue(adapters, options);
  } finally {
    await close();
  }
}

/**
 * `npm run seed [-- --products N] [--replace] [--no-images]`: writes the demo catalogue. It refuses
 * to touch an embedded store that a running server holds, and a non-empty store without --replace.
 */
async function main(): Promise<number> {
  const flags = parseArgs(process.argv.slice(2));
  const products = positiveInt(flags, 'products', 1500);
  const config = loadConfig();
  if (config.store.kind === 'nedb') {
    const holder = await readLockHolder(config.store.dir);
    if (holder) {
      out(
        `Der Datenbestand in ${config.store.dir} wird vom laufenden Server verwendet (Prozess ${holder.pid}${holder.port ? `, Port ${holder.port}` : ''}). Bitte den Server beenden und 'npm run seed' erneut starten.`,
      );
      return 1;
    }
  }
  const started = Date.now();
  const summary = await seed(config, flags.has('replace'), {
    products,
    images: !flags.has('no-images'),
    demoUsers: config.env !== 'production',
  });
  if (!summary) return 1;
  out(
    `Demo-Katalog geschrieben in ${formatNumber((Date.now() - started) / 1000, 1)} s: ${formatNumber(summary.products, 0)} Produkte, ${formatNumber(summary.offers, 0)} Angebote, ${summary.brands} Marken, ${summary.consultants} Berater, ${summary.posts} Beiträge.`,
  );
  if (config.search.kind === 'meilisearch') {
    const { adapters, close } = await openExclusive(config, 'seed');
    try {
      const bar = createProgressBar();
      const result = await reindexAll(adapters, { onProgress: ({ done, total }) => bar.update(done, total) });
      bar.finish();
      out(`Suchindex aufgebaut: ${formatNumber(result.documents, 0)} Dokumente.`);
    } finally {
      await close();
    }
  }
  return 0;
}

runCommand('Seed', main);
