import type { SortOption } from '@futterkompass/domain';
import type { SearchDocument } from './search-document';

export interface SortKey {
  field: keyof SearchDocument & string;
  order: 'asc' | 'desc';
}

const tieBreak: SortKey = { field: 'sortBrand', order: 'asc' };

/** The seven sort options (DESIGN section 3); every one ends in a total order. */
export const SORTS: Readonly<Record<SortOption, readonly SortKey[]>> = {
  brand: [tieBreak],
  rating_dec: [{ field: 'rating', order: 'desc' }, { field: 'ratingCount', order: 'desc' }, tieBreak],
  proteins_inc: [{ field: 'proteins', order: 'asc' }, tieBreak],
  fats_inc: [{ field: 'fats', order: 'asc' }, tieBreak],
  nfeTM_inc: [{ field: 'nfeTM', order: 'asc' }, tieBreak],
  price_asc: [{ field: 'hasOffer', order: 'desc' }, { field: 'basePrice', order: 'asc' }, tieBreak],
  price_desc: [{ field: 'hasOffer', order: 'desc' }, { field: 'basePrice', order: 'desc' }, tieBreak],
};

export const SORTABLE_FIELDS = [...new Set(Object.values(SORTS).flatMap((keys) => keys.map((k) => k.field)))];
