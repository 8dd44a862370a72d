import type { FilterNode } from '@futterkompass/search-config';
import { TypedFastBitSet } from 'typedfastbitset';
import { describe, expect, it } from 'vitest';
import { ENTRY_OVERHEAD_BYTES } from './cache-key';
import { createFilterSets, filterLeaves, sharedLeaves } from './filter-sets';
import { FILTER_CACHE_BYTES, FILTER_CACHE_SETS, filterCacheBytes } from './instance';

const leaf = (value: string): FilterNode => ({ op: 'in', field: 'type1', values: [value] });

describe('filter sets', () => {
  it('splits a filter into the leaves that must all hold, and finds those every query has', () => {
    const main = filterLeaves({
      op: 'and',
      nodes: [leaf('a'), { op: 'and', nodes: [leaf('b'), leaf('c')] }],
    });
    const without = filterLeaves({ op: 'and', nodes: [leaf('a'), leaf('c')] });
    expect([...main.values()]).toEqual([leaf('a'), leaf('b'), leaf('c')]);
    expect(sharedLeaves([main, without])).toEqual(
      new Set([JSON.stringify(leaf('a')), JSON.stringify(leaf('c'))]),
    );
  });

  it('evaluates a leaf once, narrows without changing the cached sets, and evicts the least recently used by bytes', () => {
    const evaluated: string[] = [];
    // Each set of ids below 256 takes 32 bytes, its entry ENTRY_OVERHEAD_BYTES more: the cache holds two.
    const entry = 32 + ENTRY_OVERHEAD_BYTES;
    let budget = 2 * entry;
    const sets = createFilterSets(
      (node) => {
        const value = (node as { values: string[] }).values[0] as string;
        evaluated.push(value);
        return new TypedFastBitSet(value === 'a' ? [1, 2, 255] : [2, 3, 255]);
      },
      () => budget,
    );
    const all = new TypedFastBitSet([1, 2, 3, 255]);
    const leaves = filterLeaves({ op: 'and', nodes: [leaf('a'), leaf('b'), leaf('c')] });
    const key = (v: string) => JSON.stringify(leaf(v));
    expect(sets.narrow(all, leaves, [key('a'), key('b')]).array()).toEqual([2, 255]);
    expect(sets.narrow(all, leaves, [key('a')]).array()).toEqual([1, 2, 255]);
    expect(all.array()).toEqual([1, 2, 3, 255]);
    expect(evaluated).toEqual(['a', 'b']);
    // 'a' was used last: adding 'c' drops 'b'.
    sets.narrow(all, leaves, [key('c')]);
    expect(sets.bytes()).toBe(2 * entry);
    sets.narrow(all, leaves, [key('a'), key('b')]);
    expect(evaluated).toEqual(['a', 'b', 'c', 'b']);
    // Cleared (after a write), the cache takes its bound anew.
    budget = entry;
    sets.clear();
    sets.narrow(all, leaves, [key('a'), key('b')]);
    expect(sets.bytes()).toBe(entry);
  });

  it('keeps room for a number of sets of the catalogue size, up to a fixed number of bytes', () => {
    expect(filterCacheBytes(20_000)).toBe(FILTER_CACHE_SETS * (2500 + ENTRY_OVERHEAD_BYTES));
    expect(filterCacheBytes(100_000)).toBe(FILTER_CACHE_BYTES);
  });
});
