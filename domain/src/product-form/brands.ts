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

/** The longest brand slug: a brand's address stays readable. */
const SLUG_MAX_LENGTH = 80;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a text has the shape of a brand's slug ('allgaeuer-tierkost'). */
export const isBrandSlug = (value: string): boolean =>
  value.length <= SLUG_MAX_LENGTH + 4 && SLUG.test(value);

/**
 * A brand's slug, its address (/marken/allgaeuer-tierkost): German transliteration, lower case,
 * hyphens; the first brand gets the plain slug, the next ones with the same -2, -3 and so on.
 */
export function brandSlugCandidate(name: string, attempt: number): string {
  const base = urlSlug(name).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '') || 'marke';
  return attempt <= 1 ? base : `${base}-${attempt}`;
}
