import { COLLECTIONS, type Config, readLockHolder, type SqliteStore } from '@futterkompass/adapters';
import { formatNumber } from '@futterkompass/domain';
import { reindexAll } from '../../reindex';
import {
  clearSeededCollections,
  type SeedOptions,
  type SeedSummary,
  seedDemoCatalogue,
  storeIsEmpty,
} from '../../seed/run';
import { seedEmbeddedStore } from '../../seed/staged';
import { positiveInteger } from '../args';
import { type OpsCommand, openExclusive, out } from '../command';
import { createProgressBar } from '../progress';

/**
 * Writes the catalogue, or answers null when the store is not empty and `replace` is not given. In
 * the embedded store the old catalogue is emptied and the new one written in one transaction, so
 * that a kill leaves the old or the new catalogue; MongoDB collections are replaced in place.
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
    if (adapters.store.kind === 'sqlite')
      return await seedEmbeddedStore(adapters.store as SqliteStore, config, options);
    await clearSeededCollections(adapters.store);
    return await seedDemoCatalogue(adapters, options);
  } finally {
    await close();
  }
}

/**
 * Writes the demo catalogue. It refuses to touch an embedded store that a running server holds, and
 * a non-empty store without --replace.
 */
export const seedCommand: OpsCommand = {
  command: 'seed',
  describe:
    'Demo-Katalog schreiben (deterministisch); eingebettet in einer Transaktion, die den alten ersetzt',
  title: 'Seed',
  builder: (yargs) =>
    yargs
      .option('products', {
        type: 'string',
        default: '1500',
        describe: 'Anzahl der Produkte',
        coerce: positiveInteger('products'),
      })
      .option('replace', { type: 'boolean', default: false, describe: 'einen vorhandenen Bestand ersetzen' })
      .option('images', {
        type: 'boolean',
        default: true,
        describe: 'Produktbilder erzeugen (--no-images: ohne, schneller)',
      }),
  async run(args: { products: number; replace: boolean; images: boolean }, { config }) {
    if (config.store.kind === 'sqlite') {
      const holder = await readLockHolder(config.store.dir);
      if (holder) {
        out(
          `Der Datenbestand in ${config.store.dir} wird vom laufenden Server verwendet (Prozess ${holder.pid}${holder.port ? `, Port ${holder.port}` : ''}). Bitte den Server beenden und 'npm run ops -- seed' erneut starten.`,
        );
        return 1;
      }
    }
    const started = Date.now();
    const summary = await seed(config, args.replace, {
      products: args.products,
      images: args.images,
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
        const result = await reindexAll(adapters, {
          onProgress: ({ done, total }) => bar.update(done, total),
        });
        bar.finish();
        out(`Suchindex aufgebaut: ${formatNumber(result.documents, 0)} Dokumente.`);
      } finally {
        await close();
      }
    }
    return 0;
  },
};
