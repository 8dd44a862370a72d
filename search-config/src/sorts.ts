import { SHIPPING_CHOICES, type Shipping, SORT_OPTIONS, type SortOption } from '@futterkompass/domain';
import { PRICE_FIELDS } from './price-fields';
import type { SearchDocument } from './search-document';

export interface SortKey {
  field: keyof SearchDocument & string;
  order: 'asc' | 'desc';
}

const tieBreak: SortKey = { field: 'sortBrand', order: 'asc' };

/**
 * The price sorts: products with a best offer first, then by its Grundpreis. With shipping included
 * by the delivered Grundpreis; products whose shops name no shipping cost have none and follow,
 * by their shops' Grundpreis (a missing value sorts last in either direction, in both engines).
 */
function priceSort(order: SortKey['order'], shipping: Shipping): SortKey[] {
  const byPrice: SortKey[] =
    shipping === 'included'
      ? [
          { field: PRICE_FIELDS.included.unitPrice, order },
          { field: PRICE_FIELDS.excluded.unitPrice, order },
        ]
      : [{ field: PRICE_FIELDS.excluded.unitPrice, order }];
  return [{ field: 'hasOffer', order: 'desc' }, ...byPrice, tieBreak];
}

/** The seven sort options (DESIGN section 3) under the shipping choice; every one ends in a total order. */
export function sortKeys(sortBy: SortOption, shipping: Shipping): readonly SortKey[] {
  switch (sortBy) {
    case 'brand':
      return [tieBreak];
    case 'rating_dec':
      return [{ field: 'rating', order: 'desc' }, { field: 'ratingCount', order: 'desc' }, tieBreak];
    case 'proteins_inc':
      return [{ field: 'proteins', order: 'asc' }, tieBreak];
    case 'fats_inc':
      return [{ field: 'fats', order: 'asc' }, tieBreak];
    case 'nfeTM_inc':
      return [{ field: 'nfeTM', order: 'asc' }, tieBreak];
    case 'price_asc':
      return priceSort('asc', shipping);
    case 'price_desc':
      return priceSort('desc', shipping);
  }
}

export const SORTABLE_FIELDS = [
  ...new Set(
    SORT_OPTIONS.values.flatMap((sortBy) =>
      SHIPPING_CHOICES.flatMap((shipping) => sortKeys(sortBy, shipping).map((k) => k.field)),
    ),
  ),
];
