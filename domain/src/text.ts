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

/** A text as a piece of a URL: 'Müller's Hähnchen & Reis' -> 'mueller-s-haehnchen-reis'. */
export function urlSlug(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
