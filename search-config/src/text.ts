import { foldText } from '@futterkompass/domain';

// Product URLs are folded the same way, so the function lives in domain; the search code imports it here.
export { foldText };

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
