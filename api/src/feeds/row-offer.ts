import { type FeedOffer, fitToPackage, NO_SALE, type Product, type ShopRow } from '@futterkompass/domain';

/**
 * The offer a row makes on the product it matched: its package read to fit the one its GTIN
 * names (whose packaging wins over a word in the title), else the product's packaging; null when
 * none is known. Sale fields the row does not have are named empty, so that a sale that ended in
 * the file ends on the product too.
 */
export function offerOfRow(
  row: Pick<ShopRow, 'offer' | 'readings'>,
  { product, pack }: { product: Pick<Product, 'sizes'>; pack?: Product['sizes'][number] | undefined },
): FeedOffer | null {
  const { amount = 1, size, unit } = row.offer;
  const readings = row.readings ?? [{ amount, size, unit: unit as 'g' | 'kg' | 'ml' | 'l' }];
  const measure = fitToPackage(readings, pack?.size) ?? { amount, size, unit };
  const packaging =
    pack?.packaging ?? row.offer.packaging ?? product.sizes.find((s) => s.packaging)?.packaging;
  if (!packaging) return null;
  return { ...NO_SALE, ...row.offer, ...measure, packaging } as FeedOffer;
}
