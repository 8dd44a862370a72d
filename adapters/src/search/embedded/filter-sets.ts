import type { FilterNode } from '@futterkompass/search-config';
import { LRUCache } from 'lru-cache';
import type { TypedFastBitSet } from 'typedfastbitset';
import { cacheKey, ENTRY_OVERHEAD_BYTES } from './cache-key';

/** The parts of a filter that must all hold: its and-nodes flattened, each with its cache key. */
export function filterLeaves(node: FilterNode | undefined): Map<string, FilterNode> {
  const leaves = new Map<string, FilterNode>();
  const walk = (n: FilterNode) => {
    if (n.op === 'and') n.nodes.forEach(walk);
    else leaves.set(JSON.stringify(n), n);
  };
  if (node) walk(node);
  return leaves;
}

/** The leaves every one of the filters has: a list request's part shared by all its queries. */
export function sharedLeaves(filters: readonly Map<string, FilterNode>[]): Set<string> {
  const [first, ...rest] = filters;
  return new Set([...(first?.keys() ?? [])].filter((key) => rest.every((f) => f.has(key))));
}

/**
 * Id sets of filter leaves as bitsets, evaluated once and kept in a cache bounded in bytes (the
 * sets' and each entry's own) that drops the least recently used first: popular filters stay,
 * one-off ranges leave. The bound is read again whenever the cache is cleared (after every write),
 * so that it can follow the catalogue's size.
 */
export function createFilterSets(evaluate: (leaf: FilterNode) => TypedFastBitSet, maxBytes: () => number) {
  const emptyCache = () =>
    new LRUCache<string, TypedFastBitSet>({
      maxSize: Math.max(1, maxBytes()),
      sizeCalculation: (set) => set.words.byteLength + ENTRY_OVERHEAD_BYTES,
    });
  let cache = emptyCache();
  const leafSet = (leafKey: string, leaf: FilterNode): TypedFastBitSet => {
    const key = cacheKey(leafKey);
    let found = cache.get(key);
    if (!found) {
      found = evaluate(leaf);
      cache.set(key, found);
    }
    return found;
  };
  return {
    /** `base` narrowed to the leaves with the given keys, as a new set (cached sets stay intact). */
    narrow(base: TypedFastBitSet, leaves: ReadonlyMap<string, FilterNode>, keys: Iterable<string>) {
      let result = base;
      for (const key of keys) {
        const leaf = leaves.get(key);
        if (!leaf) continue;
        const set = leafSet(key, leaf);
        result = result === base ? result.new_intersection(set) : result.intersection(set);
      }
      return result === base ? base.clone() : result;
    },
    clear() {
      cache = emptyCache();
    },
    /** Bytes held, for the bench and tests. */
    bytes: () => cache.calculatedSize,
  };
}
