import { describe, expect, it } from 'vitest';
import { MinHeap } from './heap';

const drain = <T>(heap: MinHeap<T>): T[] => {
  const out: T[] = [];
  for (let item = heap.pop(); item !== undefined; item = heap.pop()) out.push(item);
  return out;
};

describe('MinHeap', () => {
  it('is empty at first', () => {
    const heap = new MinHeap<number>((a, b) => a < b);
    expect(heap.size).toBe(0);
    expect(heap.peek()).toBeUndefined();
    expect(heap.pop()).toBeUndefined();
  });

  it('gives out the smallest item first, whatever the order it came in', () => {
    // A fixed pseudo-random sequence keeps the test repeatable.
    let seed = 7;
    const values = Array.from({ length: 1000 }, () => {
      seed = (seed * 48271) % 2147483647;
      return seed % 100;
    });
    const heap = new MinHeap<number>((a, b) => a < b);
    for (const value of values) heap.push(value);
    expect(heap.size).toBe(1000);
    expect(heap.peek()).toBe(Math.min(...values));
    expect(drain(heap)).toEqual([...values].sort((a, b) => a - b));
    expect(heap.size).toBe(0);
  });

  it('keeps the order the comparator gives to equal keys', () => {
    const heap = new MinHeap<{ key: number; seq: number }>(
      (a, b) => a.key < b.key || (a.key === b.key && a.seq < b.seq),
    );
    const items = [3, 1, 3, 1, 2, 3, 1].map((key, seq) => ({ key, seq }));
    for (const item of items) heap.push(item);
    expect(drain(heap).map((i) => i.seq)).toEqual([1, 3, 6, 4, 0, 2, 5]);
  });

  it('takes new items between pops and can be cleared', () => {
    const heap = new MinHeap<number>((a, b) => a < b);
    for (const value of [5, 2, 8]) heap.push(value);
    expect(heap.pop()).toBe(2);
    heap.push(1);
    heap.push(6);
    expect(drain(heap)).toEqual([1, 5, 6, 8]);
    for (const value of [4, 3]) heap.push(value);
    heap.clear();
    expect(heap.size).toBe(0);
    expect(heap.pop()).toBeUndefined();
  });
});
