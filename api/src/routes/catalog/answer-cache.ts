import { LRUCache } from 'lru-cache';

/**
 * List answers kept, as the JSON sent, in bytes. Measured at 100,000 products (bench/results.json,
 * `apiSameListsTwice`): an answer takes 10 to 40 KB, and 500 list requests sent again must still
 * be here after the others in between; 24 MB hold about a thousand, outside the JS heap.
 */
export const ANSWER_CACHE_BYTES = 24 * 1024 * 1024;

/**
 * Whole answers by their normalised request, valid for one revision of the search index: the
 * first lookup after the index changed drops them all, and an answer computed while it changed is
 * not kept. Without a revision (an index that other processes write) nothing is kept.
 */
export function createAnswerCache(revision: (() => number) | undefined, maxBytes = ANSWER_CACHE_BYTES) {
  const cache = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (b) => b.byteLength || 1,
  });
  let cachedAt: number | undefined;
  return {
    async answer(key: string, compute: () => Promise<unknown>): Promise<Buffer> {
      const at = revision?.();
      if (at === undefined) return Buffer.from(JSON.stringify(await compute()));
      if (at !== cachedAt) {
        cache.clear();
        cachedAt = at;
      }
      const kept = cache.get(key);
      if (kept) return kept;
      const answer = Buffer.from(JSON.stringify(await compute()));
      if (revision?.() === at && cachedAt === at) cache.set(key, answer);
      return answer;
    },
    /** Bytes held, for tests. */
    bytes: () => cache.calculatedSize,
  };
}
