import { type CustomProduct, customProduct, readAnalysis, WEENDER_FIELDS } from '@futterkompass/domain';

/**
 * The products of the dry-matter table in the URL: one 'produkt' parameter each, the five analysis
 * values and then the name, separated by ';' (the name last, so it may contain ';' itself).
 */
export const ENTRY_PARAM = 'produkt';

export function entryText(product: CustomProduct): string {
  return [...WEENDER_FIELDS.map((f) => String(product[f])), product.name].join(';');
}

/** The product of an entry, or null for one that is damaged (a hand-edited URL). */
export function entryProduct(text: string): CustomProduct | null {
  const parts = text.split(';');
  const values = parts.slice(0, WEENDER_FIELDS.length);
  const name = parts.slice(WEENDER_FIELDS.length).join(';').trim();
  if (values.length < WEENDER_FIELDS.length || !name) return null;
  const [proteins = '', fats = '', fibers = '', ash = '', moisture = ''] = values;
  const analysis = readAnalysis({ proteins, fats, fibers, ash, moisture });
  return analysis && customProduct(name, analysis);
}
