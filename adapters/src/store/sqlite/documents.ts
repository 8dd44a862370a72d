import type { Doc } from '../port';

/**
 * Documents are stored as JSON text. Dates become `{"$date": "<ISO>"}` (MongoDB's extended JSON)
 * and come back as dates; other values as JSON keeps them.
 */
const DATE_MARK = '"$date"';

export function serializeDoc(doc: object): string {
  return JSON.stringify(doc, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : value;
  });
}

function reviveDate(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const date = (value as { $date?: unknown }).$date;
    if (keys.length === 1 && typeof date === 'string') return new Date(date);
  }
  return value;
}

/** Parsed without a reviver unless the text holds a date: most documents have none. */
export function parseDoc<T extends Doc>(text: string): T {
  return (text.includes(DATE_MARK) ? JSON.parse(text, reviveDate) : JSON.parse(text)) as T;
}
