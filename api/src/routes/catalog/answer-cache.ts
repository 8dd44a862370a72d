import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * List answers kept, gzipped as most clients take them, in bytes, outside the JS heap: room for
 * well over the list requests the bench sends again after others in between (`apiSameListsTwice`;
 * the sizes in docs/performance.md).
 */
export const ANSWER_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * Bytes a kept answer takes beside its own: the buffer's objects and the cache's slot (as for the
 * search engine's caches, adapters/src/search/embedded/cache-key.ts).
 */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * The answer gzipped, in a buffer of its own size: zlib's result is a view on its 16 KB output
 * chunk, and kept as it is, a 4 KB answer held the whole chunk.
 */
function gzip(value: unknown): Buffer {
  const zipped = gzipSync(JSON.stringify(value));
  const own = Buffer.allocUnsafeSlow(zipped.byteLength);
  zipped.copy(own);
  return own;
}

/**
 * Whole answers (gzipped JSON) by their normalised request, valid for one revision of the search index: the
 * first lookup after the index changed drops them all, and an answer computed while it changed is
 * not kept. Without a revision (an index that other processes write) nothing is kept.
 */
export function createAnswerCache(revision: (() => number) | undefined, maxBytes = ANSWER_CACHE_BYTES) {
  const cache = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (b) => b.byteLength + ENTRY_OVERHEAD_BYTES,
  });
  let cachedAt: number | undefined;
  return {
    async answer(key: string, compute: () => Promise<unknown>): Promise<Buffer> {
      const at = revision?.();
      if (at === undefined) return gzip(await compute());
      if (at !== cachedAt) {
        cache.clear();
        cachedAt = at;
      }
      const kept = cache.get(key);
      if (kept) return kept;
      const answer = gzip(await compute());
      if (revision?.() === at && cachedAt === at) cache.set(key, answer);
      return answer;
    },
    /** Bytes held, for tests. */
    bytes: () => cache.calculatedSize,
  };
}
