import { createHash } from 'node:crypto';

/**
 * A cache key of fixed size for a description of any length: the JSON of a filter leaf with a
 * hundred brand ids, or of all a query's leaves, took kilobytes per entry, more than many a cached
 * set. 160 bits make a collision among the few thousand entries of a cache practically impossible.
 */
export function cacheKey(description: string): string {
  return createHash('sha1').update(description).digest('base64');
}

/**
 * Bytes an entry of the embedded engine's caches takes beside its value: the key string, the
 * cache's slot and the value's objects (measured in heap snapshots, rounded up).
 */
export const ENTRY_OVERHEAD_BYTES = 256;
