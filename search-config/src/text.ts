/** Lower case, umlauts spelled out, other diacritics removed. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

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
