import { remove as toLatinLookalikes } from 'confusables';
import unhomoglyph from 'unhomoglyph';
import { normalizeUsername } from './rules';

/**
 * The version of the skeleton below, stored with it: users keyed by an earlier one are keyed again
 * at start (adapters/src/schema.ts).
 */
export const USERNAME_SKELETON_VERSION = 2;

const MARKS = /\p{M}/gu;

/**
 * The key by which two usernames are confusable: the Unicode TS #39 skeleton of the name in NFKC,
 * made stricter. TS #39's confusables table (the `unhomoglyph` package, generated from Unicode's
 * confusables.txt) maps each character to its prototype ('а' Cyrillic to 'a', 'm' to 'rn'). Letters
 * that table leaves alone because TS #39 restricts them from identifiers instead (small capitals
 * like 'ᴅ', the kra 'ĸ') are mapped to the Latin letter they look like by the `confusables` package,
 * and combining marks are dropped ('ṁ' is 'm'), as is case. Repeated until nothing changes, so that
 * 'dЕМО' (Cyrillic capitals), 'ｄｅｍｏ', 'ᴅemo' and 'Demo' all meet 'demo'. Kept apart from the
 * domain's index: the tables stay out of the web app. For comparison only, never shown.
 */
export function usernameSkeleton(name: string): string {
  let key = normalizeUsername(name);
  for (let round = 0; round < 4; round++) {
    const latin = toLatinLookalikes(key).normalize('NFD').replace(MARKS, '');
    const next = unhomoglyph(latin).normalize('NFD').replace(MARKS, '').toLowerCase();
    if (next === key) break;
    key = next;
  }
  return `${USERNAME_SKELETON_VERSION}:${key}`;
}
