import type { FieldDefinition } from '@futterkompass/search-config';

/**
 * Keeps one copy of each keyword value, and of each list of them, of the stored documents. The
 * documents arrive parsed from the store, each with strings and arrays of its own, most of them
 * repeated thousands of times ('monoprotein', ['dog']): kept once, they take a good part less of
 * the heap (docs/performance.md).
 */
export function createValueInterner(fields: readonly FieldDefinition[]) {
  const keywords = fields.filter((f) => f.type === 'keyword' || f.type === 'keyword[]').map((f) => f.name);
  const pool = new Map<string, string>();
  // Lists of values repeat too (['dog'], ['wet']): one frozen copy of each, so that nobody changes
  // it for the other documents holding it.
  const lists = new Map<string, readonly unknown[]>();
  const list = (value: unknown[]): readonly unknown[] => {
    if (!value.every((v) => typeof v === 'string')) return value;
    // JSON, not a join: ['a,b'] and ['a', 'b'] must not meet.
    const key = JSON.stringify(value);
    const kept = lists.get(key);
    if (kept !== undefined) return kept;
    const own = Object.freeze(value.map(one));
    lists.set(key, own);
    return own;
  };
  const one = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    const kept = pool.get(value);
    if (kept !== undefined) return kept;
    pool.set(value, value);
    return value;
  };
  return {
    /**
     * The document with its keyword values replaced by the kept copies, in place: equal values, and
     * no copy of the document, whose properties would then no longer sit in the object itself.
     */
    intern<D extends object>(doc: D): D {
      const row = doc as Record<string, unknown>;
      for (const field of keywords) {
        const value = row[field];
        if (Array.isArray(value)) row[field] = list(value);
        else if (value !== undefined) row[field] = one(value);
      }
      return doc;
    },
    /** How many distinct values and lists of values are kept. */
    size: () => ({ values: pool.size, lists: lists.size }),
  };
}
