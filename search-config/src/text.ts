import { foldText } from '@futterkompass/domain';

// Product URLs are folded the same way, so the function lives in domain; the search code imports it here.
export { foldText };

import type { IndexDefinition } from './engine-types';

/**
 * Sort key of brand then series then id: byte order equals the intended order in both engines
 * ('!' separates the parts and sorts before every name character, '_' stands for spaces).
 */
export function brandSortKey(brand: string, series: string, id: string): string {
  const part = (s: string) =>
    foldText(s)
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '');
  return `${part(brand)}!${part(series)}!${id}`;
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
