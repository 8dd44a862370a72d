import type { SearchDocument } from './search-document';

const NUMBERS = [
  'proteins',
  'fats',
  'fibers',
  'ash',
  'nfe',
  'nfeTM',
  'rating',
  'ratingCount',
  'binderShare',
] as const;

/** Prices a document may lack (no offer, no known shipping), but never hold as anything but a number. */
const PRICES = ['basePrice', 'unitPrice', 'deliveredUnitPrice', 'fromPrice', 'fromDeliveredPrice'] as const;

/** Reasons a document must not be indexed (empty when it is fine). */
export function documentProblems(doc: SearchDocument): string[] {
  const problems: string[] = [];
  if (!/^[A-Za-z0-9_-]{1,511}$/.test(doc.id)) problems.push(`ungültige Id '${doc.id}'`);
  if (!doc.urlExtension) problems.push('urlExtension fehlt');
  if (!doc.brandName) problems.push('Markenname fehlt');
  if (doc.animal.length === 0) problems.push('keine Tierart');
  for (const field of NUMBERS) {
    if (!Number.isFinite(doc[field])) problems.push(`${field} ist keine Zahl`);
  }
  for (const field of PRICES) {
    const value = doc[field];
    if (value !== undefined && !Number.isFinite(value)) problems.push(`${field} ist keine Zahl`);
  }
  return problems;
}
