import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import type { FeedMapping, Product, ProductRef } from '@futterkompass/domain';

/** What matching reads of a product: its keys and its packages (their packaging fills a row's). */
const MATCH_FIELDS = { _id: 1, urlExtension: 1, sizes: 1 } as const;

export interface RowToMatch {
  key: string;
  gtins: readonly string[];
  /** The portal's own format names the product directly. */
  ref?: ProductRef;
}

/**
 * Matches a batch of a merchant's rows to products: by the product the portal's format names, else
 * by GTIN (a package's barcode; a GTIN two products share matches neither), else by the merchant's
 * earlier mapping of the row id. Undefined: no product, the row waits for an editor.
 */
export function createRowMatcher(store: Store) {
  const products = store.collection<Product>(COLLECTIONS.products);
  const mappings = store.collection<FeedMapping>(COLLECTIONS.feedMappings);

  return async function matchRows(owner: string, rows: readonly RowToMatch[]) {
    const gtins = [...new Set(rows.flatMap((r) => r.gtins))];
    const refs = (by: ProductRef['by']) => [
      ...new Set(rows.flatMap((r) => (r.ref?.by === by ? [r.ref.value] : []))),
    ];
    const find = (field: string, list: string[]) =>
      list.length
        ? products.find({ [field]: { $in: list } }, { projection: MATCH_FIELDS })
        : Promise.resolve([]);
    const [byGtin, byId, byUrl, mapped] = await Promise.all([
      find('sizes.barcode', [...gtins, ...refs('barcode')]),
      find('_id', refs('_id')),
      find('urlExtension', refs('urlExtension')),
      mappings.find({ owner, key: { $in: rows.map((r) => r.key) } }),
    ]);
    const mappedIds = [...new Set(mapped.map((m) => m.productId))];
    const byMapping = await find('_id', mappedIds);
    const productById = new Map<string, Product>();
    for (const p of [...byGtin, ...byId, ...byUrl, ...byMapping]) productById.set(p._id, p);
    const gtinOwners = new Map<string, Set<string>>();
    for (const p of byGtin)
      for (const size of p.sizes)
        if (size.barcode)
          gtinOwners.set(size.barcode, (gtinOwners.get(size.barcode) ?? new Set()).add(p._id));
    const mappingOf = new Map(mapped.map((m) => [m.key, m.productId]));
    const urlOf = new Map(byUrl.map((p) => [p.urlExtension, p._id]));

    const productOf = (row: RowToMatch): Product | undefined => {
      const ref = row.ref;
      if (ref?.by === '_id') return productById.get(ref.value);
      if (ref?.by === 'urlExtension') return productById.get(urlOf.get(ref.value) ?? '');
      const candidates = new Set<string>();
      for (const gtin of ref ? [ref.value] : row.gtins)
        for (const id of gtinOwners.get(gtin) ?? []) candidates.add(id);
      if (candidates.size === 1) return productById.get([...candidates][0] as string);
      const mappedTo = mappingOf.get(row.key);
      return mappedTo ? productById.get(mappedTo) : undefined;
    };
    return productOf;
  };
}
