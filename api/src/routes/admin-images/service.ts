import { randomBytes } from 'node:crypto';
import { COLLECTIONS, type FileStore, type Store } from '@futterkompass/adapters';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_FIELDS,
  isStoredImageName,
  PRODUCT_FORM_MESSAGES as M,
  type Product,
  uploadedImageName,
} from '@futterkompass/domain';
import type { ProductImages } from '../../products/product-images';
import { formRevisionOf, type ProductWrites } from '../../products/product-writes';
import { conflict, invalid, notFound } from '../../service-errors';
import { readImage } from './image-content';

export interface UploadedFile {
  buffer: Buffer;
  originalname: string;
}

/** Product photos: uploads checked by content and stored under a new lower-case name; deletion. */
export function createAdminImageService(deps: {
  store: Store;
  files: FileStore;
  productWrites: ProductWrites;
  images: ProductImages;
}) {
  const products = deps.store.collection<Product>(COLLECTIONS.products);
  return {
    async upload(file: UploadedFile | undefined): Promise<{ name: string; url: string }> {
      if (!file || file.buffer.length === 0) throw invalid(M.imageMissing, { field: 'image' });
      const { kind, data } = await readImage(file.buffer);
      const name = uploadedImageName(file.originalname, kind, randomBytes(6).toString('hex'));
      await deps.files.write(name, data, IMAGE_CONTENT_TYPES[kind]);
      return { name, url: deps.files.publicUrl(name) };
    },

    /**
     * Takes the image off the product that shows it (at the form revision the editor loaded, or at
     * the current one when none is sent; the new one is answered) and deletes the file once nothing
     * refers to it.
     */
    async remove(input: { name: string; productId?: string; rev?: number }): Promise<{ rev?: number }> {
      if (!isStoredImageName(input.name)) throw invalid(M.imageNameInvalid, { field: 'name' });
      let rev: number | undefined;
      if (input.productId) {
        const product = await products.findOne({ _id: input.productId });
        if (!product) throw notFound(M.productMissing);
        const fields = IMAGE_FIELDS.filter((f) => product[f] === input.name);
        if (fields.length > 0) {
          const saved = await deps.productWrites.updateAtFormRevision(product._id, input.rev, {
            $unset: Object.fromEntries(fields.map((f) => [f, true as const])),
          });
          if (!saved) throw conflict(M.staleRevision);
          rev = formRevisionOf(saved);
        }
      }
      await deps.images.removeUnused([input.name]);
      return rev === undefined ? {} : { rev };
    },
  };
}

export type AdminImageService = ReturnType<typeof createAdminImageService>;
