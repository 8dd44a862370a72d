import type { ProductFormValues } from '@futterkompass/domain';
import { deleteJson, getJson, postForm, postJson, putJson } from '../api/http';

export interface BrandChoice {
  _id: string;
  name: string;
}

/** A product as the form saved or loaded it. */
export interface SavedProduct {
  _id: string;
  urlExtension: string;
  series: string;
  rev: number;
}

/** The editors' calls of the product form (api/src/routes/admin-*). */
export const productFormApi = {
  brands: async () => (await getJson<{ brands: BrandChoice[] }>('/api/admin/brands')).brands,

  load: (urlExtension: string) =>
    getJson<SavedProduct & { product: ProductFormValues; imageUrls: Record<string, string> }>(
      `/api/admin/products?url=${encodeURIComponent(urlExtension)}`,
    ),

  create: async (values: ProductFormValues) =>
    (await postJson<{ product: SavedProduct }>('/api/admin/products', values)).product,

  update: async (id: string, rev: number, values: ProductFormValues) =>
    (
      await putJson<{ product: SavedProduct }>(`/api/admin/products/${encodeURIComponent(id)}`, {
        ...values,
        rev,
      })
    ).product,

  addBrand: async (name: string) =>
    (await postJson<{ brand: BrandChoice }>('/api/admin/brands', { name })).brand,

  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return postForm<{ name: string; url: string }>('/api/admin/images', form);
  },

  /** With the product, the image also leaves it (at the revision loaded): the new revision comes back. */
  deleteImage: (name: string, product?: { _id: string; rev: number }) =>
    deleteJson<{ rev?: number }>(
      '/api/admin/images',
      product ? { name, productId: product._id, rev: product.rev } : { name },
    ),
};
