import { SLUG_MAX_LENGTH } from '../brand-slug';
import { urlSlug } from '../text';
import { PRODUCT_FORM_MESSAGES as M } from './messages';

export const BRAND_NAME_MAX_LENGTH = 100;

/** Brand names are unique regardless of case and spacing: this is the key they are unique by. */
export const brandKey = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').normalize('NFC').toLowerCase();

/** The new-brand popup's rule, in the browser and on the server; null when the name is fine. */
export function checkBrandName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return M.brandRequired;
  if (trimmed.length > BRAND_NAME_MAX_LENGTH) return M.brandTooLong;
  return null;
}

/**
 * A brand's slug, its address (/marken/allgaeuer-tierkost): German transliteration, lower case,
 * hyphens; the first brand gets the plain slug, the next ones with the same -2, -3 and so on.
 */
export function brandSlugCandidate(name: string, attempt: number): string {
  const base = urlSlug(name).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '') || 'marke';
  return attempt <= 1 ? base : `${base}-${attempt}`;
}
