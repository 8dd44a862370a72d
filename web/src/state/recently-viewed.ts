import { isStringArray, readJson, STORAGE_KEYS, writeJson } from '../storage';

/** The recently viewed list keeps at most 20 products, newest first (spec part 1 section 9). */
export const RECENTLY_VIEWED_MAX = 20;

export function recentlyViewed(): string[] {
  return readJson(STORAGE_KEYS.recentlyViewed, [], isStringArray).slice(0, RECENTLY_VIEWED_MAX);
}

/** Opening a product detail puts the product at the front of the list. */
export function rememberViewed(productId: string): void {
  const next = [productId, ...recentlyViewed().filter((id) => id !== productId)].slice(
    0,
    RECENTLY_VIEWED_MAX,
  );
  writeJson(STORAGE_KEYS.recentlyViewed, next);
}
