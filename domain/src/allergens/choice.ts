import { ALLERGEN_FAMILIES, type AllergenFamily, allergenFamily } from './families';
import type { FamilyKind } from './family';
import { foldWord } from './terms';

/**
 * The most frequent food allergens of dogs and cats (beef, dairy, chicken, wheat, lamb, soy, egg,
 * pork, fish, corn; Mueller, Olivry & Prélaud, BMC Vet Res 2016), offered first in the form.
 */
export const COMMON_ALLERGENS = [
  'rind',
  'huhn',
  'milch',
  'weizen',
  'lamm',
  'soja',
  'ei',
  'schwein',
  'fisch',
  'mais',
  'pute',
  'getreide',
] as const;

export interface AllergyChoiceGroup {
  title: string;
  families: readonly AllergenFamily[];
}

const GROUPS_BY_KIND: { title: string; kinds: readonly FamilyKind[] }[] = [
  { title: 'Fleisch und Geflügel', kinds: ['meat'] },
  { title: 'Fisch und Meeresfrüchte', kinds: ['fish', 'seafood'] },
  { title: 'Weitere tierische Zutaten', kinds: ['egg', 'milk', 'insect', 'part'] },
  { title: 'Pflanzliche Zutaten', kinds: ['plant'] },
];

const byLabel = (a: AllergenFamily, b: AllergenFamily) => a.label.localeCompare(b.label, 'de');
const common = new Set<string>(COMMON_ALLERGENS);

/**
 * The allergy choice of "Mein Tier": the common allergens first, then every other family once, in
 * groups by kind, each by name.
 */
export const ALLERGY_CHOICE_GROUPS: readonly AllergyChoiceGroup[] = [
  {
    title: 'Häufige Auslöser',
    families: COMMON_ALLERGENS.map((key) => allergenFamily(key) as AllergenFamily),
  },
  ...GROUPS_BY_KIND.map(({ title, kinds }) => ({
    title,
    families: ALLERGEN_FAMILIES.filter((f) => kinds.includes(f.kind) && !common.has(f.key)).sort(byLabel),
  })),
];

/** A term of the family table as plain letters ('hühner*' → 'huehner'). */
const plain = (term: string) => foldWord(term.replace(/\*/g, ''));

/**
 * The families a typed text finds, by name or by a word that names them ('Hähnchen' finds Huhn,
 * 'Lachs' Lachs, Seelachs and Wildlachs); umlauts may be typed written out. By name first, then by word.
 */
export function findAllergenFamilies(text: string): AllergenFamily[] {
  const query = foldWord(text.trim());
  if (query === '') return [];
  const byName = ALLERGEN_FAMILIES.filter((f) => foldWord(f.label).includes(query));
  const byWord = ALLERGEN_FAMILIES.filter(
    (f) => !byName.includes(f) && f.contains.some((term) => plain(term).startsWith(query)),
  );
  return [...byName.sort(byLabel), ...byWord.sort(byLabel)];
}
