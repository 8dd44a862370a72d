import { LRUCache } from 'lru-cache';
import type { TypedFastBitSet } from 'typedfastbitset';
import { ENTRY_OVERHEAD_BYTES } from './cache-key';
import type { createColumns } from './columns';

type Counts = Record<string, number>;

/**
 * Facet counts kept, in bytes per product of the catalogue (about 80 bytes per counted value,
 * besides the entry), between a floor and a ceiling: one size for every catalogue left a large
 * one's counts no room. Since whole list answers are kept (api/src/routes/catalog/answer-cache.ts),
 * a request seen before does not count again, and the counts serve only what distinct requests
 * share (their disjunctive queries): more room would mostly grow the server's heap. The
 * measurements behind the sizes are in docs/performance.md.
 */
export const FACET_CACHE_BYTES_PER_PRODUCT = 168;
export const FACET_CACHE_MIN_BYTES = 8 * 1024 * 1024;
export const FACET_CACHE_MAX_BYTES = 16 * 1024 * 1024;

export function facetCacheBytes(products: number): number {
  return Math.min(
    FACET_CACHE_MAX_BYTES,
    Math.max(FACET_CACHE_MIN_BYTES, products * FACET_CACHE_BYTES_PER_PRODUCT),
  );
}

const LIVE = 'live';

/** The ids of a set in ascending order into `buffer`; returns how many. */
function fillIds(set: TypedFastBitSet, buffer: Int32Array): number {
  const { words } = set;
  let n = 0;
  for (let k = 0; k < words.length; k++) {
    let word = words[k] as number;
    while (word !== 0) {
      const lowest = word & -word;
      buffer[n++] = (k << 5) + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return n;
}

/**
 * Facet counts of id sets, kept per set and field: requests that differ only in sort or page, and
 * the disjunctive queries of requests that share all but one group, count once. A set larger than
 * half the catalogue is counted through its complement, subtracted from the catalogue's counts.
 */
export function createFacetCounts(
  columns: ReturnType<typeof createColumns>,
  live: () => TypedFastBitSet,
  capacity: () => number,
) {
  // Bounded by the catalogue's size when it was last cleared (after every write).
  const emptyCache = () =>
    new LRUCache<string, Counts>({
      maxSize: facetCacheBytes(capacity()),
      sizeCalculation: (counts) => 80 * Object.keys(counts).length + ENTRY_OVERHEAD_BYTES,
    });
  let cache = emptyCache();
  let buffer = new Int32Array(0);
  const tally = (set: TypedFastBitSet, fields: readonly string[]) => {
    if (buffer.length < capacity()) buffer = new Int32Array(capacity());
    return columns.count(buffer, fillIds(set, buffer), fields);
  };

  const count = (ids: TypedFastBitSet, key: string, fields: readonly string[]): Record<string, Counts> => {
    const missing = fields.filter((field) => !cache.has(`${key}\n${field}`));
    if (missing.length > 0) {
      const all = live();
      let computed: Record<string, Counts>;
      if (key !== LIVE && ids.size() > all.size() / 2) {
        const totals = count(all, LIVE, missing);
        const outside = tally(all.new_difference(ids), missing);
        computed = {};
        for (const field of missing) {
          const result: Counts = {};
          for (const [value, n] of Object.entries(totals[field] ?? {})) {
            const inside = n - ((outside[field] as Counts)[value] ?? 0);
            if (inside > 0) result[value] = inside;
          }
          computed[field] = result;
        }
      } else {
        computed = tally(ids, missing);
      }
      for (const field of missing) cache.set(`${key}\n${field}`, computed[field] as Counts);
    }
    return Object.fromEntries(fields.map((field) => [field, cache.get(`${key}\n${field}`) as Counts]));
  };

  return {
    /** Counts of each field's values over `ids`; `key` names the set (its filters and text) for reuse. */
    count,
    clear: () => {
      cache = emptyCache();
    },
    /** The cache's bound in bytes. */
    bound: () => cache.maxSize,
  };
}
