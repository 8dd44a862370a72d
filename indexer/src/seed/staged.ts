import {
  type Config,
  commitStaging,
  createBucketFiles,
  createLocalFiles,
  createNedbStore,
  openStaging,
} from '@futterkompass/adapters';
import {
  SEEDED_COLLECTIONS,
  type SeedOptions,
  type SeedSummary,
  seedDemoCatalogue,
  storeIsEmpty,
} from './run';

type EmbeddedConfig = Pick<Config, 'files'> & { store: { kind: 'sqlite'; dir: string } };

/** Opens the embedded store only to look, so that a seed can build beside it. */
export async function embeddedCatalogueIsEmpty(dir: string): Promise<boolean> {
  const store = await createNedbStore(dir);
  try {
    return await storeIsEmpty(store);
  } finally {
    await store.close();
  }
}

/**
 * Writes the demo catalogue into a store beside the embedded one and swaps it in at the end: a kill
 * at any point leaves the old catalogue or the new one. The live store must not be open.
 */
export async function seedEmbeddedStore(config: EmbeddedConfig, options: SeedOptions): Promise<SeedSummary> {
  const staging = await openStaging(config.store.dir);
  const store = await createNedbStore(staging.storeDir);
  const files =
    config.files.kind === 'local'
      ? createLocalFiles(staging.filesDir)
      : createBucketFiles(config.files.baseUrl);
  let summary: SeedSummary;
  try {
    summary = await seedDemoCatalogue({ store, files }, options);
    // Every replaced collection needs its file, even when the new catalogue leaves it empty.
    for (const name of SEEDED_COLLECTIONS) await store.collection(name).count();
  } finally {
    await store.close();
  }
  await commitStaging(config.store.dir, {
    collections: [...SEEDED_COLLECTIONS],
    ...(config.files.kind === 'local' && { filesDir: config.files.dir }),
  });
  return summary;
}
