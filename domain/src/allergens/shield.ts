import type { Declaration } from '../codes';
import { ANIMAL_COMPONENTS, ELEMENTS } from '../codes';
import { kindUnclear, MEAT_PARTS, PARTIAL_MARKERS } from './categories';
import { ALLERGEN_FAMILIES, type AllergenFamily } from './families';
import {
  compilePattern,
  compositionItems,
  foldWord,
  isPhrase,
  itemWords,
  matchesWord,
  type Pattern,
  phraseAt,
  wordForms,
} from './terms';

/**
 * The allergen shield: for a product and an ingredient family, whether its declared composition
 * contains the family ('enthalten'), may hide it ('unklar': a closed declaration, or a collective
 * term such as 'Geflügel' for Huhn), or names every ingredient and none of the family ('frei').
 */
export type AllergenState = 'enthalten' | 'unklar' | 'frei';

export interface AllergenFinding {
  state: AllergenState;
  /** The words that decided it, as the label writes them ('Hühnerleber', 'geschlossene Deklaration'). */
  term?: string;
}

/** What the shield reads of a product. */
export interface CompositionFacts {
  description: string;
  declaration?: Declaration | undefined;
  animalComponents: readonly string[];
  elements: readonly string[];
}

type Role = 'contains' | 'unclear';
interface FamilyRole {
  family: number;
  role: Role;
}

const ANIMAL_KINDS: ReadonlySet<AllergenFamily['kind']> = new Set(['meat', 'fish', 'seafood', 'insect']);

/** The table compiled once: phrases and single words, each with the families it names or hides. */
function compile() {
  const phrases = new Map<string, { pattern: Pattern; roles: FamilyRole[] }>();
  const words: { pattern: Pattern; roles: FamilyRole[] }[] = [];
  const wordsBySource = new Map<string, FamilyRole[]>();
  const nots = ALLERGEN_FAMILIES.map((f) => (f.not ?? []).map(compilePattern));
  const add = (source: string, family: number, role: Role) => {
    const pattern = compilePattern(source);
    if (isPhrase(pattern)) {
      const key = pattern.words.map((w) => `${w.kind}:${w.stem}`).join(' ');
      const entry = phrases.get(key) ?? { pattern, roles: [] };
      entry.roles.push({ family, role });
      phrases.set(key, entry);
      return;
    }
    let roles = wordsBySource.get(source);
    if (!roles) {
      roles = [];
      wordsBySource.set(source, roles);
      words.push({ pattern, roles });
    }
    roles.push({ family, role });
  };
  ALLERGEN_FAMILIES.forEach((f, i) => {
    for (const term of f.contains) add(term, i, 'contains');
    for (const term of [...(f.unclear ?? []), ...kindUnclear(f.kind)]) add(term, i, 'unclear');
  });
  // Words that name a meat or fish animal itself ('Huhn', 'Freilandhuhn', 'Lachs'): its meat.
  const meatNames = ALLERGEN_FAMILIES.flatMap((f) =>
    f.kind === 'meat' || f.kind === 'fish'
      ? f.contains.map(compilePattern).filter((p) => !isPhrase(p) && p.words[0]?.kind !== 'infix')
      : [],
  );
  return {
    phrases: [...phrases.values()],
    meatNames,
    muscle: ALLERGEN_FAMILIES.findIndex((f) => f.key === 'muskelfleisch'),
    words,
    nots,
    parts: new Set(MEAT_PARTS.map(foldWord)),
    partial: PARTIAL_MARKERS.map(compilePattern),
    meat: ALLERGEN_FAMILIES.flatMap((f, i) => (f.kind === 'meat' ? [i] : [])),
  };
}

let compiled: ReturnType<typeof compile> | undefined;
const table = () => {
  compiled ??= compile();
  return compiled;
};

/** Each distinct word is looked up once: a catalogue repeats few thousand words. */
const wordRolesCache = new Map<string, readonly FamilyRole[]>();
function wordRoles(folded: string): readonly FamilyRole[] {
  let roles = wordRolesCache.get(folded);
  if (!roles) {
    const { words, nots } = table();
    const forms = wordForms(folded);
    const found = new Map<string, FamilyRole>();
    for (const form of forms) {
      for (const w of words) {
        if (!matchesWord(w.pattern, form)) continue;
        for (const role of w.roles) {
          if (nots[role.family]?.some((not) => matchesWord(not, folded) || matchesWord(not, form))) continue;
          found.set(`${role.family}:${role.role}`, role);
        }
      }
    }
    roles = [...found.values()];
    if (wordRolesCache.size > 50_000) wordRolesCache.clear();
    wordRolesCache.set(folded, roles);
  }
  return roles;
}

/** Whether a word is the name of a meat or fish animal itself, not a compound of it ('Hühnerherz'). */
const animalNameCache = new Map<string, boolean>();
function namesMeatAnimal(folded: string): boolean {
  let named = animalNameCache.get(folded);
  if (named === undefined) {
    const { meatNames, nots, muscle } = table();
    named =
      meatNames.some((p) => {
        const test = p.words[0];
        return test?.stem === folded || (test?.kind === 'suffix' && folded.endsWith(test.stem));
      }) && !nots[muscle]?.some((not) => matchesWord(not, folded));
    if (animalNameCache.size > 50_000) animalNameCache.clear();
    animalNameCache.set(folded, named);
  }
  return named;
}

/** What one ingredient says: the families it names, and those it may hide, each with its words. */
interface ItemReading {
  contains: Map<number, string>;
  unclear: Map<number, string>;
}

function readItem(text: string): ItemReading {
  const { phrases, partial, parts, meat, muscle } = table();
  const words = itemWords(text);
  const folded = words.map((w) => w.folded);
  const consumed = new Array<boolean>(words.length).fill(false);
  const reading: ItemReading = { contains: new Map(), unclear: new Map() };
  const note = ({ family, role }: FamilyRole, term: string) => {
    const found = reading[role];
    if (!found.has(family)) found.set(family, term);
  };
  for (const { pattern, roles } of phrases) {
    const at = phraseAt(pattern, folded);
    if (at < 0) continue;
    const n = pattern.words.length;
    const term = words
      .slice(at, at + n)
      .map((w) => w.text)
      .join(' ');
    for (const role of roles) note(role, term);
    consumed.fill(true, at, at + n);
  }
  const loose: number[] = [];
  folded.forEach((word, i) => {
    if (consumed[i]) return;
    loose.push(i);
    for (const role of wordRoles(word)) note(role, words[i]?.text as string);
    // An animal named by itself is its meat: 'Huhn (60 %)' is chicken meat.
    if (namesMeatAnimal(word)) note({ family: muscle, role: 'contains' }, words[i]?.text as string);
  });
  // A part with no animal named, or only some ('davon', 'u. a.'), may be of any meat.
  const namesAnimal = [...reading.contains.keys()].some((f) =>
    ANIMAL_KINDS.has(ALLERGEN_FAMILIES[f]?.kind as AllergenFamily['kind']),
  );
  const onlySome = partial.some((p) => phraseAt(p, folded) >= 0);
  if (!namesAnimal || onlySome) {
    const part = loose.find((i) => parts.has(folded[i] as string));
    if (part !== undefined)
      for (const family of meat) note({ family, role: 'unclear' }, words[part]?.text as string);
  }
  for (const family of reading.contains.keys()) reading.unclear.delete(family);
  return reading;
}

const readingCache = new Map<string, ItemReading>();
/** Ingredients repeat across a catalogue ('Mineralstoffe', 'Reis (5 %)'): each is read once. */
function cachedReading(item: string): ItemReading {
  let reading = readingCache.get(item);
  if (!reading) {
    reading = readItem(item);
    if (readingCache.size > 20_000) readingCache.clear();
    readingCache.set(item, reading);
  }
  return reading;
}

/** Why every family not named may still be in the food, when the declaration does not name all. */
function declarationGap(facts: CompositionFacts): string | null {
  if (facts.declaration === 'closed') return 'geschlossene Deklaration';
  if (facts.declaration === undefined) return 'Deklaration nicht angegeben';
  if (compositionItems(facts.description).length === 0) return 'keine Zusammensetzung angegeben';
  return null;
}

const UNKNOWN = 'Zusammensetzung unbekannt';

/**
 * The state of every family for a product: what its composition text and its ingredient codes
 * (animal components and elements, read as their German names) say, under its declaration.
 */
export function allergenStates(facts: CompositionFacts): AllergenFinding[] {
  const contains = new Map<number, string>();
  const unclear = new Map<number, string>();
  const take = (from: ReadonlyMap<number, string>, into: Map<number, string>) => {
    for (const [family, term] of from) if (!into.has(family)) into.set(family, term);
  };
  for (const item of compositionItems(facts.description)) {
    const reading = cachedReading(item);
    take(reading.contains, contains);
    take(reading.unclear, unclear);
  }
  // The codes name what the product holds; a code's name alone hides nothing ('Muskelfleisch' is
  // the muscle meat of the animals named).
  const codes = [
    ...facts.animalComponents
      .filter((c) => c !== 'unbekannt')
      .map((c) => ANIMAL_COMPONENTS.label(c as never)),
    ...facts.elements.filter((e) => e !== 'unbekannt').map((e) => ELEMENTS.label(e as never)),
  ];
  for (const code of codes) take(cachedReading(code).contains, contains);
  const gap = declarationGap(facts);
  const unknownAnimals = facts.animalComponents.includes('unbekannt');
  const unknownElements = facts.elements.includes('unbekannt');
  return ALLERGEN_FAMILIES.map((family, i): AllergenFinding => {
    const named = contains.get(i);
    if (named !== undefined) return { state: 'enthalten', term: named };
    const hidden = unclear.get(i);
    if (hidden !== undefined) return { state: 'unklar', term: hidden };
    const unknown = family.param === 'animalComponents' ? unknownAnimals : unknownElements;
    if (unknown) return { state: 'unklar', term: UNKNOWN };
    return gap === null ? { state: 'frei' } : { state: 'unklar', term: gap };
  });
}

/** The states of some families, by key (unknown keys are left out). */
export function allergenStatesOf(
  facts: CompositionFacts,
  keys: readonly string[],
): { family: string; label: string; finding: AllergenFinding }[] {
  const all = allergenStates(facts);
  return keys.flatMap((key) => {
    const i = ALLERGEN_FAMILIES.findIndex((f) => f.key === key);
    const family = ALLERGEN_FAMILIES[i];
    return family ? [{ family: key, label: family.label, finding: all[i] as AllergenFinding }] : [];
  });
}

/** The families a product contains and those it may hide, by key: what its search document keeps. */
export function allergenLists(facts: CompositionFacts): { contained: string[]; unclear: string[] } {
  const contained: string[] = [];
  const unclear: string[] = [];
  allergenStates(facts).forEach((finding, i) => {
    const key = (ALLERGEN_FAMILIES[i] as AllergenFamily).key;
    if (finding.state === 'enthalten') contained.push(key);
    else if (finding.state === 'unklar') unclear.push(key);
  });
  return { contained, unclear };
}
