import { urlSlug } from '../text';

const MAX_BASE_LENGTH = 120;

/**
 * The product's address from brand and series: German transliteration (ä -> ae, ß -> ss), lower
 * case, hyphens. The first product gets the plain slug, the next ones -2, -3 and so on.
 */
export function urlExtensionCandidate(brandName: string, series: string, attempt: number): string {
  const base = urlSlug(`${brandName} ${series}`).slice(0, MAX_BASE_LENGTH).replace(/-+$/, '') || 'produkt';
  return attempt <= 1 ? base : `${base}-${attempt}`;
}
