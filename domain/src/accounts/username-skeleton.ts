import unhomoglyph from 'unhomoglyph';
import { normalizeUsername } from './rules';

/**
 * The key by which two usernames are confusable (Unicode TS #39 "skeleton"): decomposed (NFD),
 * each character replaced by its prototype from Unicode's confusables table (the `unhomoglyph`
 * package, maintained with that table), decomposed again. Lower-casing is folded in and the step
 * repeated until nothing changes, so that 'dЕМО' (Cyrillic capitals), 'ｄｅｍｏ', 'dem0' and 'Demo'
 * all meet 'demo'. Kept apart from the domain's index: the table stays out of the web app.
 * The key is for comparison only, never shown.
 */
export function usernameSkeleton(name: string): string {
  let key = normalizeUsername(name);
  for (let round = 0; round < 4; round++) {
    const next = unhomoglyph(key.normalize('NFD')).normalize('NFD').toLowerCase();
    if (next === key) break;
    key = next;
  }
  return key;
}
