import { COLLECTIONS, loadConfig, readLockHolder } from '@futterkompass/adapters';
import { formatNumber } from '@futterkompass/domain';
import { reindexAll } from '../reindex';
import { clearSeededCollections, seedDemoCatalogue, storeIsEmpty } from '../seed/run';
import { parseArgs, positiveInt } from './args';
import { openExclusive, out, runCommand } from './command';
import { createProgressBar } from './progress';

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
  const { adapters, close } = await openExclusive(config, 'seed');
  try {
    if (!(await storeIsEmpty(adapters.store))) {
      if (!flags.has('replace')) {
        const count = await adapters.store.collection(COLLECTIONS.products).count();
        out(
          `Der Datenbestand ist nicht leer (${formatNumber(count, 0)} Produkte). Mit --replace wird er durch den Demo-Katalog ersetzt.`,
        );
        return 1;
      }
      await clearSeededCollections(adapters.store);
    }
    const started = Date.now();
    const summary = await seedDemoCatalogue(adapters, {
      products,
      images: !flags.has('no-images'),
      demoUsers: config.env !== 'production',
    });
    out(
      `Demo-Katalog geschrieben in ${formatNumber((Date.now() - started) / 1000, 1)} s: ${formatNumber(summary.products, 0)} Produkte, ${formatNumber(summary.offers, 0)} Angebote, ${summary.brands} Marken, ${summary.consultants} Berater, ${summary.posts} Beiträge.`,
    );
    if (adapters.search.kind === 'meilisearch') {
      const bar = createProgressBar();
      const result = await reindexAll(adapters, { onProgress: ({ done, total }) => bar.update(done, total) });
      bar.finish();
      out(`Suchindex aufgebaut: ${formatNumber(result.documents, 0)} Dokumente.`);
    }
    return 0;
  } finally {
    await close();
  }
}

runCommand('Seed', main);
