import { COLLECTIONS, type FileStore, type Store } from '@futterkompass/adapters';
import { IMAGE_FIELDS, isUploadedImageName, type Product } from '@futterkompass/domain';
import type { Logger } from 'pino';

/**
 * The stored files of product images. An uploaded file that no product refers to any more is
 * deleted; seeded and foreign files are never touched, whatever an editor sends.
 */
export function createProductImages({
  store,
  files,
  logger,
}: {
  store: Store;
  files: FileStore;
  logger: Logger;
}) {
  const products = store.collection<Product>(COLLECTIONS.products);
  const inUse = async (name: string) =>
    (await products.count({ $or: IMAGE_FIELDS.map((f) => ({ [f]: name })) })) > 0;
  return {
    /** Deletes those of the files that are uploads and unused; a failure leaves a file behind, logged. */
    async removeUnused(names: readonly string[]): Promise<void> {
      for (const name of new Set(names)) {
        if (!isUploadedImageName(name) || (await inUse(name))) continue;
        await files
          .remove(name)
          .catch((error: unknown) => logger.warn({ err: error, name }, 'image file not deleted'));
      }
    },
  };
}

export type ProductImages = ReturnType<typeof createProductImages>;
