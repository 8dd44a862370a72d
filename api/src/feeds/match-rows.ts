import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import { type FeedMapping, gtinForms, type Product, type ProductRef, toGtin14 } from '@futterkompass/domain';

/** What matching reads of a product: its keys and its packages (their packaging fills a row's). */
const MATCH_FIELDS = { _id: 1, urlExtension: 1, sizes: 1 } as const;

export interface RowToMatch {
  key: string;
  gtins: readonly string[];
  /** The portal's own format names the product directly. */
  ref?: ProductRef;
}

/** The product a row belongs to, and the package its GTIN names (size in g or ml, packaging). */
export interface RowMatch {
  product: Product;
  pack?: Product['sizes'][number];
}

const gtin14Of = (text: string | undefined) => (text ? toGtin14(text) : null);

/**
 * Matches a batch of a merchant's rows to products: by the product the portal's format names, else
 * by GTIN compared as GTIN-14 (a package's barcode, however many leading zeros either side wrote;
 * a GTIN two products share matches neither), else by the merchant's earlier mapping of the row id.
 * Undefined: no product, the row waits for an editor.
 */
export function createRowMatcher(store: Store) {
  const products = store.collection<Product>(COLLECTIONS.products);
  const mappings = store.collection<FeedMapping>(COLLECTIONS.feedMappings);

  return async function matchRows(owner: string, rows: readonly RowToMatch[]) {
    const gtinsOf = (row: RowToMatch) =>
      (row.ref ? (row.ref.by === 'barcode' ? [row.ref.value] : []) : row.gtins).flatMap((g) => {
        const gtin = gtin14Of(g);
        return gtin ? [gtin] : [];
      });
    const gtins = [...new Set(rows.flatMap(gtinsOf))];
    const refs = (by: ProductRef['by']) => [
      ...new Set(rows.flatMap((r) => (r.ref?.by === by ? [r.ref.value] : []))),
    ];
    const find = (field: string, list: string[]) =>
      list.length
        ? products.find({ [field]: { $in: list } }, { projection: MATCH_FIELDS })
        : Promise.resolve([]);
    const [byGtin, byId, byUrl, mapped] = await Promise.all([
      find('sizes.barcode', [...new Set(gtins.flatMap(gtinForms))]),
      find('_id', refs('_id')),
      find('urlExtension', refs('urlExtension')),
      mappings.find({ owner, key: { $in: rows.map((r) => r.key) } }),
    ]);
    const mappedIds = [...new Set(mapped.map((m) => m.productId))];
    const byMapping = await find('_id', mappedIds);

    const productById = new Map<string, Product>();
    for (const p of [...byGtin, ...byId, ...byUrl, ...byMapping]) productById.set(p._id, p);
    /** GTIN-14 → the packages carrying it (product and package). */
    const packages = new Map<string, RowMatch[]>();
    for (const product of byGtin)
      for (const pack of product.sizes) {
        const gtin = gtin14Of(pack.barcode);
        if (gtin) packages.set(gtin, [...(packages.get(gtin) ?? []), { product, pack }]);
      }
    const mappingOf = new Map(mapped.map((m) => [m.key, m.productId]));
    const urlOf = new Map(byUrl.map((p) => [p.urlExtension, p._id]));
    const plain = (id: string | undefined): RowMatch | undefined => {
      const product = id ? productById.get(id) : undefined;
      return product && { product };
    };

    return (row: RowToMatch): RowMatch | undefined => {
      const ref = row.ref;
      if (ref?.by === '_id') return plain(ref.value);
      if (ref?.by === 'urlExtension') return plain(urlOf.get(ref.value));
      const found = gtinsOf(row).flatMap((gtin) => packages.get(gtin) ?? []);
      const owners = new Set(found.map((f) => f.product._id));
      if (owners.size === 1) return found[0];
      return plain(mappingOf.get(row.key));
    };
  };
}
