/**
 * Reading a German composition text word by word. A term of the family table is a word pattern:
 * 'huhn' the word itself, 'hühner*' a word starting so ('Hühnerherz'), '*huhn' a word ending so
 * ('Freilandhuhn'), or several words in a row ('öle und fette', the last may end in '*'). Umlauts and
 * ß are folded (ä → ae, ß → ss), so that 'Huehnerherz' reads as 'Hühnerherz'.
 */

/** Lower case, umlauts and ß written out: the one spelling patterns and words are compared in. */
export function foldWord(word: string): string {
  return word.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
}

/** A word of an item: as written (for the term shown) and folded (for matching). */
export interface ItemWord {
  text: string;
  folded: string;
}

/** The words of a text, letters only: numbers, percentages and punctuation separate them. */
export function itemWords(text: string): ItemWord[] {
  return (text.match(/\p{L}+/gu) ?? []).map((text) => ({ text, folded: foldWord(text) }));
}

/**
 * The ingredients of a composition: the parts between top-level commas and semicolons (a comma in
 * brackets belongs to its part: 'Fleisch und tierische Nebenerzeugnisse (Huhn 4 %, Rind 2 %)').
 */
export function compositionItems(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if ((c === ',' || c === ';') && depth === 0) {
      items.push(text.slice(start, i));
      start = i + 1;
    }
  }
  items.push(text.slice(start));
  return items.map((item) => item.trim()).filter((item) => /\p{L}/u.test(item));
}

/**
 * The last parts of compounds that name the form of an ingredient, not another one:
 * 'Seealgenmehl' is algae, 'Grünlippmuschelpulver' mussel. A word ending in one is read as itself
 * and as what comes before it.
 */
const FORM_WORDS = [
  'pulver',
  'mehl',
  'extrakt',
  'konzentrat',
  'granulat',
  'flocken',
  'schrot',
  'protein',
  'saft',
  'paste',
  'püree',
  'stücke',
  'stückchen',
].map(foldWord);

/** A folded word and, for a compound of a form word ('seealgenmehl'), its first part ('seealgen'). */
export function wordForms(folded: string): string[] {
  const form = FORM_WORDS.find((f) => folded.length - f.length >= 3 && folded.endsWith(f));
  return form ? [folded, folded.slice(0, -form.length)] : [folded];
}

/** One word of a pattern, compiled: how it compares with a folded word. */
interface WordTest {
  kind: 'exact' | 'prefix' | 'suffix' | 'infix';
  stem: string;
}

function wordTest(pattern: string): WordTest {
  const starts = pattern.startsWith('*');
  const ends = pattern.endsWith('*');
  const stem = foldWord(pattern.replace(/^\*|\*$/g, ''));
  return { kind: starts && ends ? 'infix' : starts ? 'suffix' : ends ? 'prefix' : 'exact', stem };
}

function wordMatches(test: WordTest, word: string): boolean {
  switch (test.kind) {
    case 'exact':
      return word === test.stem;
    case 'prefix':
      return word.startsWith(test.stem);
    case 'suffix':
      return word.endsWith(test.stem);
    case 'infix':
      return word.includes(test.stem);
  }
}

/** A compiled pattern: one word, or a phrase of several. */
export interface Pattern {
  source: string;
  words: readonly WordTest[];
}

export function compilePattern(source: string): Pattern {
  return { source, words: source.trim().split(/\s+/).map(wordTest) };
}

export const isPhrase = (pattern: Pattern): boolean => pattern.words.length > 1;

/** Whether a one-word pattern matches the folded word. */
export function matchesWord(pattern: Pattern, word: string): boolean {
  return pattern.words.length === 1 && wordMatches(pattern.words[0] as WordTest, word);
}

/** Where a phrase pattern starts among the folded words of an item, or -1. */
export function phraseAt(pattern: Pattern, words: readonly string[]): number {
  const n = pattern.words.length;
  for (let at = 0; at + n <= words.length; at++) {
    if (pattern.words.every((test, k) => wordMatches(test, words[at + k] as string))) return at;
  }
  return -1;
}
