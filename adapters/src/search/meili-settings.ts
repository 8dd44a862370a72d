import { isDeepStrictEqual } from 'node:util';

/**
 * Settings whose lists Meilisearch keeps as sets: it answers them sorted, stop words also in the
 * lossless normal form its tokenizer gives them (decomposed, lower case).
 */
const SETS = new Set([
  'sortableAttributes',
  'stopWords',
  'dictionary',
  'separatorTokens',
  'nonSeparatorTokens',
  'disableOnWords',
  'disableOnAttributes',
]);
/** Maps compared whole: an entry Meilisearch has and the definition does not is a difference. */
const WHOLE_MAPS = new Set(['synonyms']);

const word = (key: string) => (value: unknown) =>
  key === 'stopWords' && typeof value === 'string' ? value.normalize('NFKD').toLowerCase() : value;
const asSet = (key: string, values: unknown[]) => [...new Set(values.map(word(key)))].sort();

function matches(key: string, want: unknown, have: unknown): boolean {
  if (Array.isArray(want)) {
    if (!Array.isArray(have)) return false;
    if (SETS.has(key) || WHOLE_MAPS.has(key)) return isDeepStrictEqual(asSet(key, want), asSet(key, have));
    return want.length === have.length && want.every((item, i) => matches(key, item, have[i]));
  }
  if (want !== null && typeof want === 'object') {
    if (have === null || typeof have !== 'object' || Array.isArray(have)) return false;
    const answered = have as Record<string, unknown>;
    if (WHOLE_MAPS.has(key) && Object.keys(answered).length !== Object.keys(want).length) return false;
    // Inside a setting, a field the definition leaves out keeps Meilisearch's default: not compared.
    return Object.entries(want).every(([field, value]) =>
      matches(WHOLE_MAPS.has(key) ? key : field, value, answered[field]),
    );
  }
  return want === have;
}

/**
 * The settings of the definition that the index's answer to getSettings does not have (empty when
 * it is current). Meilisearch answers every setting, defaults included, sorts its sets and
 * normalizes stop words; only what the definition sets is compared.
 */
export function settingsDifferences(
  wanted: Record<string, unknown>,
  answered: Record<string, unknown>,
): string[] {
  return Object.entries(wanted)
    .filter(([key, value]) => !matches(key, value, answered[key]))
    .map(([key]) => key);
}
