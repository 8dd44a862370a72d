/**
 * Sort keys for German lists: texts whose byte order is the order of `Intl.Collator('de')` (DIN
 * 5007-1: ä sorts as a, ö as o, ü as u, ß as ss). Meilisearch sorts strings by their bytes and the
 * embedded engine by code units, so both engines order a precomputed key the same way; the key is
 * computed with the collation itself, character by character.
 */

const ALPHABET = [...'0123456789abcdefghijklmnopqrstuvwxyz'];

/** Separates the parts of a key: below every character of a part, so a shorter part sorts first. */
export const PART_SEPARATOR = '!';

/**
 * Spaces and punctuation: the collation puts them before digits and letters, and orders them among
 * themselves. A gap is '"' (below digits and letters, above the separator) and a character for its
 * place among these, which the collation sorts once; one that is not listed takes the place between
 * its neighbours.
 */
const GAP = '"';
const PUNCTUATION = [...' _-–—,;:!?.…·\'‚’"„“”«»()[]{}§@*/\\&#%`´^°+<=>|~$'];

let collator: Intl.Collator | undefined;
/** Compares at the base level: letters only, no accents, no case. Created on first use. */
const base = () => {
  collator ??= new Intl.Collator('de', { sensitivity: 'base' });
  return collator;
};

let punctuation: string[] | undefined;
/** A gap's key: the listed marks in the collation's order at odd places, what lies between at even. */
function gapOf(char: string): string {
  punctuation ??= [...new Set(PUNCTUATION)].sort(base().compare);
  const below = punctuation.filter((mark) => base().compare(mark, char) < 0).length;
  const same = punctuation[below] !== undefined && base().compare(punctuation[below], char) === 0;
  return GAP + String.fromCharCode(0x30 + 2 * below + (same ? 1 : 0));
}

const primaries = new Map<string, string>();

/**
 * The letters or digits a character equals at the base level of the German collation: 'ä' → 'a',
 * 'ß' → 'ss', 'æ' → 'ae', 'ł' → 'l'; '' for what the collation ignores; a gap for spaces and
 * punctuation. A letter of another script follows the last letter of the alphabet below it.
 */
function primaryOf(char: string): string {
  if (/^[0-9a-z]$/.test(char)) return char;
  let found = primaries.get(char);
  if (found === undefined) {
    const same = (text: string) => base().compare(char, text) === 0;
    const guesses = [char.toLowerCase(), char.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()];
    found =
      guesses.find((guess) => /^[0-9a-z]+$/.test(guess) && same(guess)) ??
      ALPHABET.find(same) ??
      ALPHABET.flatMap((a) => ALPHABET.map((b) => a + b)).find(same) ??
      (same('') ? '' : base().compare(char, '0') < 0 ? gapOf(char) : otherLetter(char));
    primaries.set(char, found);
  }
  return found;
}

/** A letter the alphabet has no equal for: after every word of the letter below it, before the next. */
function otherLetter(char: string): string {
  const below = ALPHABET.findLast((a) => base().compare(a, char) < 0) ?? '';
  return `${below}~${char.toLowerCase()}`;
}

/**
 * The key of a text at the collation's first level, from its letters one by one: 'Känguru' →
 * 'kanguru'. Texts that differ only in accents or case get the same key.
 */
export function collationKey(text: string): string {
  let key = '';
  for (const char of text.trim().normalize('NFC')) key += primaryOf(char);
  return key;
}

/**
 * The text as the collation's tie-break reads it, for texts with the same collationKey: accents
 * and case, in bytes ('muller' before 'müller', as the collation puts Muller before Müller).
 */
export function accentKey(text: string): string {
  return text.normalize('NFC').toLowerCase().replaceAll(PART_SEPARATOR, '');
}
