import type { ProductFormValues } from '@futterkompass/domain';
import { getJson, postJson } from '../api/http';

// getJson passes its init through: the form's other methods and the upload go the same way (kept
// out of the shared http module, which every page loads).
const sendJson = <T>(method: string, url: string, payload: unknown) =>
  getJson<T>(url, { method, body: JSON.stringify(payload) });

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
      await sendJson<{ product: SavedProduct }>('PUT', `/api/admin/products/${encodeURIComponent(id)}`, {
        ...values,
        rev,
      })
    ).product,

  addBrand: async (name: string) =>
    (await postJson<{ brand: BrandChoice }>('/api/admin/brands', { name })).brand,

  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return getJson<{ name: string; url: string }>('/api/admin/images', { method: 'POST', body: form });
  },

  /** With the product, the image also leaves it (at the revision loaded): the new revision comes back. */
  deleteImage: (name: string, product?: { _id: string; rev: number }) =>
    sendJson<{ rev?: number }>(
      'DELETE',
      '/api/admin/images',
      product ? { name, productId: product._id, rev: product.rev } : { name },
    ),
};
