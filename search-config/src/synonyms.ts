import { foldText } from './text';

/**
 * German synonyms for search. Each group's first word is its canonical form: Meilisearch gets the
 * groups as mutual synonyms; for Orama, documents carry the canonical forms of their words and
 * queries are rewritten to them.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['nassfutter', 'feuchtfutter', 'dosenfutter', 'nassnahrung'],
  ['trockenfutter', 'trockennahrung'],
  ['rohfutter', 'barf', 'frischfleisch'],
  ['huhn', 'hühnchen', 'hähnchen', 'hühnerfleisch', 'poulet', 'chicken'],
  ['rind', 'rindfleisch', 'beef'],
  ['pute', 'putenfleisch', 'turkey'],
  ['lamm', 'lammfleisch'],
  ['pferd', 'pferdefleisch'],
  ['kaninchen', 'hase'],
  ['snack', 'leckerli', 'leckerlie', 'leckerchen'],
  ['hund', 'hunde', 'hundefutter'],
  ['katze', 'katzen', 'katzenfutter'],
  ['ergänzungsmittel', 'ergänzungsfutter', 'nahrungsergänzung', 'supplement'],
];

/** Words searched without being required, in both engines. */
export const STOP_WORDS = [
  'und',
  'mit',
  'für',
  'fuer',
  'der',
  'die',
  'das',
  'von',
  'vom',
  'in',
  'im',
  'an',
  'am',
];

const canonical = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const head = foldText(group[0] ?? '');
  for (const word of group) canonical.set(foldText(word), head);
}

const stopWords = new Set(STOP_WORDS.map(foldText));
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The canonical forms of a text's words that belong to a synonym group. */
export function synonymKeywords(text: string): string[] {
  const found = new Set<string>();
  for (const word of words(text)) {
    const head = canonical.get(foldText(word));
    if (head) found.add(head);
  }
  return [...found];
}

/**
 * Rewrites each query word that belongs to a synonym group to the group's canonical form and
 * drops stop words; other words stay as typed for the engine's own tokenizer.
 */
export function canonicalQuery(text: string): string {
  return words(text)
    .filter((w) => !stopWords.has(foldText(w)))
    .map((w) => canonical.get(foldText(w)) ?? w)
    .join(' ');
}

/** Meilisearch's synonyms setting: every word of a group maps to all the others. */
export function meiliSynonyms(): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const group of SYNONYM_GROUPS) {
    for (const word of group) result[word] = group.filter((other) => other !== word);
  }
  return result;
}
