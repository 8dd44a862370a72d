import {
  type Config,
  createBucketFiles,
  createLocalFiles,
  openStagedFiles,
  type SqliteStore,
} from '@futterkompass/adapters';
import { clearSeededCollections, type SeedOptions, type SeedSummary, seedDemoCatalogue } from './run';

type EmbeddedConfig = Pick<Config, 'files' | 'dataDir'>;

/**
 * Writes the demo catalogue into the embedded store in one transaction that first empties the
 * seeded collections: a kill at any point leaves the old catalogue or the new one. Local images are
 * written beside the files folder and moved in with the commit.
 */
export async function seedEmbeddedStore(
  store: SqliteStore,
  config: EmbeddedConfig,
  options: SeedOptions,
): Promise<SeedSummary> {
  if (config.files.kind === 'bucket') {
    const files = await createBucketFiles(config.files);
    return store.transaction(async (tx) => {
      await clearSeededCollections(tx);
      return seedDemoCatalogue({ store: tx, files }, options);
    });
  }
  const staged = await openStagedFiles(config.dataDir);
  return store.transactionWithFiles(
    async (tx) => {
      await clearSeededCollections(tx);
      return seedDemoCatalogue({ store: tx, files: createLocalFiles(staged) }, options);
    },
    { from: staged, to: config.files.dir },
  );
}
