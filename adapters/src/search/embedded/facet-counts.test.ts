import { TypedFastBitSet } from 'typedfastbitset';
import { describe, expect, it } from 'vitest';
import { createColumns } from './columns';
import {
  createFacetCounts,
  FACET_CACHE_MAX_BYTES,
  FACET_CACHE_MIN_BYTES,
  facetCacheBytes,
} from './facet-counts';

const docs = [
  { type1: 'wet', diseases: ['niere'] },
  { type1: 'wet', diseases: ['niere', 'leber'] },
  { type1: 'dried', diseases: [] },
  undefined,
  { type1: 'raw', diseases: ['leber'] },
];
const types = new Map([
  ['type1', 'keyword' as const],
  ['diseases', 'keyword[]' as const],
]);

describe('facet counts', () => {
  const setup = () => {
    const live = new TypedFastBitSet([0, 1, 2, 4]);
    const columns = createColumns(docs, types, () => live);
    return createFacetCounts(
      columns,
      () => live,
      () => docs.length,
    );
  };

  it('counts a small set directly and a large one through its complement, alike', () => {
    const counts = setup();
    expect(counts.count(new TypedFastBitSet([0, 4]), 'small', ['type1', 'diseases'])).toEqual({
      type1: { wet: 1, raw: 1 },
      diseases: { niere: 1, leber: 1 },
    });
    expect(counts.count(new TypedFastBitSet([0, 1, 2]), 'large', ['type1', 'diseases'])).toEqual({
      type1: { wet: 2, dried: 1 },
      diseases: { niere: 2, leber: 1 },
    });
  });

  it('answers a set it has counted from its key', () => {
    const counts = setup();
    counts.count(new TypedFastBitSet([0]), 'key', ['type1']);
    expect(counts.count(new TypedFastBitSet([4]), 'key', ['type1'])).toEqual({ type1: { wet: 1 } });
    counts.clear();
    expect(counts.count(new TypedFastBitSet([4]), 'key', ['type1'])).toEqual({ type1: { raw: 1 } });
  });

  it('bounds its cache by the catalogue size, between a floor and a ceiling, read again when cleared', () => {
    expect(facetCacheBytes(1_000)).toBe(FACET_CACHE_MIN_BYTES);
    expect(facetCacheBytes(20_000)).toBe(FACET_CACHE_MIN_BYTES);
    expect(facetCacheBytes(75_000)).toBe(12_600_000);
    expect(facetCacheBytes(100_000)).toBe(FACET_CACHE_MAX_BYTES);
    let size = 1_000;
    const live = new TypedFastBitSet([0]);
    const counts = createFacetCounts(
      createColumns(docs, types, () => live),
      () => live,
      () => size,
    );
    expect(counts.bound()).toBe(FACET_CACHE_MIN_BYTES);
    size = 100_000;
    counts.clear();
    expect(counts.bound()).toBe(FACET_CACHE_MAX_BYTES);
  });
});
