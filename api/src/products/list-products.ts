import { COLLECTIONS, type FileStore, type Store } from '@futterkompass/adapters';
import type { Brand, ListProduct, Product } from '@futterkompass/domain';

const FIELDS = [
  '_id',
  'urlExtension',
  'brand',
  'series',
  'imageFront',
  'proteins',
  'fats',
  'fibers',
  'ash',
  'moisture',
  'energy',
  'rating',
  'ratingCount',
  'published',
] as const;

/**
 * Products by id, in the order given, as list entries with their brand's name; ids of products that
 * are gone or unpublished are left out.
 */
export async function loadListProducts(
  deps: { store: Store; files: FileStore },
  ids: readonly string[],
): Promise<ListProduct[]> {
  if (ids.length === 0) return [];
  const projection = Object.fromEntries(FIELDS.map((f) => [f, 1 as const]));
  const products = await deps.store
    .collection<Product>(COLLECTIONS.products)
    .find({ _id: { $in: [...new Set(ids)] }, published: true }, { projection });
  const brandIds = [...new Set(products.map((p) => p.brand))];
  const brands = await deps.store
    .collection<Brand>(COLLECTIONS.brands)
    .find({ _id: { $in: brandIds } }, { projection: { _id: 1, name: 1 } });
  const brandName = new Map(brands.map((b) => [b._id, b.name]));
  const byId = new Map(products.map((p) => [p._id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    return [
      {
        _id: p._id,
        urlExtension: p.urlExtension,
        brand: { _id: p.brand, name: brandName.get(p.brand) ?? '' },
        series: p.series,
        // Images are stored by lower-case file name.
        imageFront: p.imageFront ? deps.files.publicUrl(p.imageFront.toLowerCase()) : null,
        proteins: p.proteins,
        fats: p.fats,
        fibers: p.fibers,
        ash: p.ash,
        moisture: p.moisture ?? null,
        energy: p.energy ?? null,
        rating: p.rating,
        ratingCount: p.ratingCount,
      },
    ];
  });
}
