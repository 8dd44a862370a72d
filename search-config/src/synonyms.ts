import { anyOf, type FilterNode } from './filter-ast';
import { foldText } from './text';

/**
 * German synonyms for search. Each group's first word is its canonical form: Meilisearch gets the
 * groups as mutual synonyms; for the embedded engine, documents carry the canonical forms of their
 * words and queries are rewritten to them.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['huhn', 'hühnchen', 'hähnchen', 'hühnerfleisch', 'poulet', 'chicken'],
  ['rind', 'rindfleisch', 'beef'],
  ['pute', 'putenfleisch', 'turkey'],
  ['lamm', 'lammfleisch'],
  ['pferd', 'pferdefleisch'],
  ['kaninchen', 'hase'],
];

/**
 * Words that name a category rather than a product (Nassfutter, Katzenfutter, BARF, ...): in a
 * query they become filters on the field, in both engines, instead of text that nearly every
 * document would have to carry.
 */
export const CATEGORY_WORDS: readonly {
  words: readonly string[];
  field: string;
  values: readonly string[];
}[] = [
  { words: ['nassfutter', 'feuchtfutter', 'dosenfutter', 'nassnahrung'], field: 'type1', values: ['wet'] },
  { words: ['trockenfutter', 'trockennahrung'], field: 'type1', values: ['dried'] },
  { words: ['rohfutter', 'barf', 'frischfleisch'], field: 'type1', values: ['raw'] },
  {
    words: ['ergänzungsmittel', 'ergänzungsfutter', 'nahrungsergänzung', 'supplement'],
    field: 'type1',
    values: ['suplement'],
  },
  {
    words: ['snack', 'snacks', 'leckerli', 'leckerlie', 'leckerchen'],
    field: 'type2',
    values: ['snack', 'supplement-snack'],
  },
  { words: ['hund', 'hunde', 'hundefutter'], field: 'animal', values: ['dog'] },
  { words: ['katze', 'katzen', 'katzenfutter'], field: 'animal', values: ['cat'] },
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
const categories = new Map<string, (typeof CATEGORY_WORDS)[number]>();
for (const category of CATEGORY_WORDS)
  for (const word of category.words) categories.set(foldText(word), category);

const stopWords = new Set(STOP_WORDS.map(foldText));
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The values of one field (a list parameter: animal, type1, type2) that a query's words name. */
export interface CategoryValues {
  field: string;
  values: readonly string[];
}

export interface InterpretedQuery {
  /** The words left to search as text, without stop words at either end. */
  text: string;
  /** Filters named by category words, one per category. */
  filters: FilterNode[];
  /** The categories the words name, one per category, in the order of the query. */
  categories: CategoryValues[];
}

/** Splits a query into category filters and the remaining text words. */
export function interpretQuery(text: string): InterpretedQuery {
  const named = new Map<string, CategoryValues>();
  const rest: string[] = [];
  const bare = (word: string) => foldText(word.replace(/[^\p{L}\p{N}]/gu, ''));
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const category = categories.get(bare(word));
    if (category) named.set(category.words[0] as string, { field: category.field, values: category.values });
    else rest.push(word);
  }
  const found = [...named.values()];
  // Stop words at either end ('Trockenfutter für Hunde mit Lachs') leave no term of their own.
  const isStop = (word: string) => bare(word) === '' || stopWords.has(bare(word));
  const first = rest.findIndex((word) => !isStop(word));
  const last = rest.findLastIndex((word) => !isStop(word));
  return {
    text: first < 0 ? '' : rest.slice(first, last + 1).join(' '),
    filters: found.map((c) => anyOf(c.field, c.values)),
    categories: found,
  };
}

/**
 * The words an embedded engine searches for: folded, each word of a synonym group rewritten to
 * the group's canonical form (documents carry those beside their own words), stop words dropped.
 */
export function queryWords(text: string): string[] {
  return words(foldText(text))
    .filter((w) => !stopWords.has(w))
    .map((w) => canonical.get(w) ?? w);
}

/**
 * A text's words as an embedded engine indexes them: folded, without stop words, and each word of a
 * synonym group followed by the group's canonical form, so that a query in canonical forms finds it
 * in the same field, as Meilisearch finds a synonym where the word stands.
 */
export function documentWords(text: string): string[] {
  const found: string[] = [];
  for (const word of words(foldText(text))) {
    if (stopWords.has(word)) continue;
    found.push(word);
    const head = canonical.get(word);
    if (head && head !== word) found.push(head);
  }
  return found;
}

/** Meilisearch's synonyms setting: every word of a group maps to all the others. */
export function meiliSynonyms(): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const group of SYNONYM_GROUPS) {
    for (const word of group) result[word] = group.filter((other) => other !== word);
  }
  return result;
}
