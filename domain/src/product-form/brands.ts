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
