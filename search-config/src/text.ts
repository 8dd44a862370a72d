import { foldText } from '@futterkompass/domain';
import { accentKey, collationKey, PART_SEPARATOR } from './collation-key';

// Product URLs are folded the same way, so the function lives in domain; the search code imports it here.
export { foldText };

import type { IndexDefinition } from './engine-types';

/**
 * Sort key of brand then series then id in the German collation (DIN 5007-1: 'Kalb' before
 * 'Känguru'); brands that differ only in accents stay apart, the unaccented first. Byte order equals
 * the intended order in both engines: the parts are separated by a character below all of theirs.
 */
export function brandSortKey(brand: string, series: string, id: string): string {
  return [collationKey(brand), accentKey(brand), collationKey(series), id].join(PART_SEPARATOR);
}

/**
 * The searchable fields of a document in order of importance, each as its text ('' where missing):
 * the embedded engine ranks a match by the field it is found in, as Meilisearch's attributeRank does.
 */
export function searchableFields(index: IndexDefinition, doc: Readonly<Record<string, unknown>>): string[] {
  return index.searchable.map((name) => {
    const value = doc[name];
    return typeof value === 'string' ? value : '';
  });
}
