/** Values a key can be: what SQLite compares as MongoDB does (no objects, no booleans, no null). */
export type Key = string | number;

export const isKey = (value: unknown): value is Key =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/**
 * The keys of a document at a field path as MongoDB's multikey index has them: every array on the
 * way is entered, an array at the end gives each element.
 */
export function keysAt(value: unknown, segments: readonly string[]): Key[] {
  if (Array.isArray(value)) return value.flatMap((item) => keysAt(item, segments));
  if (segments.length === 0) return isKey(value) ? [value] : [];
  if (value === null || typeof value !== 'object') return [];
  const [head, ...rest] = segments as [string, ...string[]];
  return keysAt((value as Record<string, unknown>)[head], rest);
}

/** Whether the path meets an array, where a single-value index cannot hold the document. */
export function meetsArray(value: unknown, segments: readonly string[]): boolean {
  let current = value;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return false;
    current = (current as Record<string, unknown>)[segment];
    if (Array.isArray(current)) return true;
  }
  return false;
}
