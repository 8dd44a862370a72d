import type { BrandChoice, SavedProduct } from '@futterkompass/contract';
import type { ProductFormValues } from '@futterkompass/domain';
import { deleteJson, getJson, postJson, putJson } from '../api/http';

export type { BrandChoice, SavedProduct };

/** The editors' calls of the product form (api/src/routes/admin-*). */
export const productFormApi = {
  brands: async () => (await getJson('/api/admin/brands')).brands,

  load: (urlExtension: string) => getJson(`/api/admin/products?url=${encodeURIComponent(urlExtension)}`),

  create: async (values: ProductFormValues) => (await postJson('/api/admin/products', values)).product,

  update: async (id: string, rev: number, values: ProductFormValues) =>
    (
      await putJson(`/api/admin/products/${encodeURIComponent(id)}`, {
        ...values,
        rev,
      })
    ).product,

  addBrand: async (name: string) => (await postJson('/api/admin/brands', { name })).brand,

  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return postJson('/api/admin/images', form);
  },

  /** With the product, the image also leaves it (at the revision loaded): the new revision comes back. */
  deleteImage: (name: string, product?: { _id: string; rev: number }) =>
    deleteJson('/api/admin/images', product ? { name, productId: product._id, rev: product.rev } : { name }),
};
