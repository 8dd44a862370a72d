import {
  type CalculatorAnimal,
  SHIPPING_CHOICES,
  type Shipping,
  SORT_OPTIONS,
  type SortOption,
} from '@futterkompass/domain';
import { ENERGY_PRICE_FIELDS } from './energy-price-fields';
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

/**
 * The sort options (DESIGN section 3, and "Kosten pro Tag" for the active animal's species) under
 * the shipping choice; every one ends in a total order. The cost sort orders by the price of the
 * food's energy, which orders by the cost per day for every animal of the species (a product
 * without a cost has no value and sorts last in both engines).
 */
export function sortKeys(
  sortBy: SortOption,
  shipping: Shipping,
  species: CalculatorAnimal = 'dog',
): readonly SortKey[] {
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
    case 'costPerDay':
      return [{ field: ENERGY_PRICE_FIELDS[species][shipping], order: 'asc' }, tieBreak];
  }
}

export const SORTABLE_FIELDS = [
  ...new Set(
    SORT_OPTIONS.values.flatMap((sortBy) =>
      SHIPPING_CHOICES.flatMap((shipping) =>
        (['dog', 'cat'] as const).flatMap((species) =>
          sortKeys(sortBy, shipping, species).map((k) => k.field),
        ),
      ),
    ),
  ),
];
