import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache';

describe('list answer cache', () => {
  const counting = () => {
    let calls = 0;
    return {
      compute: async () => ({ call: ++calls }),
      calls: () => calls,
    };
  };
  const read = (buffer: Buffer) => JSON.parse(gunzipSync(buffer).toString('utf8'));

  it('keeps an answer while the revision stays, computes again once it changed', async () => {
    let revision = 1;
    const cache = createAnswerCache(() => revision);
    const { compute, calls } = counting();
    expect(read(await cache.answer('a', compute))).toEqual({ call: 1 });
    expect(read(await cache.answer('a', compute))).toEqual({ call: 1 });
    expect(calls()).toBe(1);
    revision = 2;
    expect(read(await cache.answer('a', compute))).toEqual({ call: 2 });
    expect(cache.bytes()).toBeGreaterThan(0);
  });

  it('does not keep an answer computed while the index changed', async () => {
    let revision = 1;
    const cache = createAnswerCache(() => revision);
    let calls = 0;
    const changingMeanwhile = async () => {
      calls++;
      revision++;
      return { call: calls };
    };
    await cache.answer('a', changingMeanwhile);
    expect(read(await cache.answer('a', async () => ({ call: 'fresh' })))).toEqual({ call: 'fresh' });
  });

  it('keeps nothing for an index that other processes write (no revision)', async () => {
    const cache = createAnswerCache(undefined);
    const { compute, calls } = counting();
    await cache.answer('a', compute);
    await cache.answer('a', compute);
    expect(calls()).toBe(2);
    expect(cache.bytes()).toBe(0);
  });

  it('keeps each answer in a buffer of its own size, not a view on a larger one', async () => {
    const cache = createAnswerCache(() => 1);
    const kept = await cache.answer('a', async () => ({ items: Array.from({ length: 500 }, (_, i) => i) }));
    expect(kept.buffer.byteLength).toBe(kept.byteLength);
  });

  it('holds at most its bound in bytes, dropping the least recently used', async () => {
    const cache = createAnswerCache(() => 1, 3 * 300);
    const { compute, calls } = counting();
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.answer(key, compute);
    expect(cache.bytes()).toBeLessThanOrEqual(900);
    await cache.answer('a', compute);
    expect(calls()).toBe(6);
  });
});
