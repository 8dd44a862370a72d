import { type Animal, TYPE1, type Type1 } from '../codes';
import type { CatalogQuery, ListParam } from './params';

/**
 * The category pages (issue 43): one table, read by the route table, the list's addresses, the
 * sitemap, the home page and the breadcrumb. A page is food of one type for one animal
 * (/hund/nassfutter), or that food with one popular property (/katze/trockenfutter/getreidefrei).
 */
export const CATEGORY_ANIMALS = [
  { animal: 'dog', segment: 'hund', plural: 'Hunde' },
  { animal: 'cat', segment: 'katze', plural: 'Katzen' },
] as const satisfies readonly { animal: Animal; segment: string; plural: string }[];

/** Each food type's path segment and what sets it apart; its name is its label (TYPE1). */
export const CATEGORY_TYPES = [
  {
    type: 'wet',
    segment: 'nassfutter',
    about: 'Nassfutter bringt viel Feuchtigkeit mit und passt zu Tieren, die wenig trinken.',
  },
  {
    type: 'dried',
    segment: 'trockenfutter',
    about: 'Trockenfutter ist energiereich, lange haltbar und leicht zu portionieren.',
  },
  {
    type: 'raw',
    segment: 'barf',
    about: 'Rohfutter wird roh verfüttert, meist tiefgefroren geliefert und selbst ergänzt.',
  },
  {
    type: 'flakes',
    segment: 'flocken',
    about: 'Flocken und Getreidemischungen ergänzen Fleisch zu einer vollständigen Mahlzeit.',
  },
  {
    type: 'suplement',
    segment: 'ergaenzungsmittel',
    about: 'Ergänzungsmittel liefern Vitamine, Mineralstoffe und andere Zusätze zur Hauptmahlzeit.',
  },
] as const satisfies readonly { type: Type1; segment: string; about: string }[];

/** Food types whose pages have refined pages too: the large ones (both are "das Futter"). */
const REFINED_TYPES: readonly Type1[] = ['wet', 'dried'];

/**
 * Popular properties with pages of their own, each one value of one list parameter. `heading`
 * turns the food's name into the page's: 'Getreidefreies Nassfutter'.
 */
export const CATEGORY_REFINEMENTS = [
  {
    segment: 'getreidefrei',
    label: 'Getreidefrei',
    param: 'attributes',
    value: 'grainfree',
    heading: (food: string) => `Getreidefreies ${food}`,
    about:
      'Getreidefrei heißt ohne Weizen, Mais, Gerste und anderes Getreide, oft gewählt bei Unverträglichkeiten.',
  },
  {
    segment: 'monoprotein',
    label: 'Monoprotein',
    param: 'attributes',
    value: 'monoprotein',
    heading: (food: string) => `Monoprotein-${food}`,
    about: 'Monoprotein-Futter enthält nur eine tierische Proteinquelle, hilfreich bei Ausschlussdiäten.',
  },
  {
    segment: 'hypoallergen',
    label: 'Hypoallergen',
    param: 'attributes',
    value: 'hypoallergenic',
    heading: (food: string) => `Hypoallergenes ${food}`,
    about: 'Hypoallergenes Futter verzichtet auf häufige Auslöser von Allergien.',
  },
  {
    segment: 'bio',
    label: 'Bio',
    param: 'attributes',
    value: 'biological',
    heading: (food: string) => `Bio-${food}`,
    about: 'Bio-Futter stammt aus kontrolliert ökologischer Herstellung.',
  },
  {
    segment: 'senior',
    label: 'Senior',
    param: 'ageGroup',
    value: 'senior',
    heading: (food: string) => `Senior-${food}`,
    about: 'Futter für Senioren ist auf den Bedarf älterer Tiere abgestimmt.',
  },
  {
    segment: 'junior',
    label: 'Junior',
    param: 'ageGroup',
    value: 'junior',
    heading: (food: string) => `Junior-${food}`,
    about: 'Junior-Futter versorgt wachsende Tiere mit mehr Energie und Nährstoffen.',
  },
] as const satisfies readonly {
  segment: string;
  /** Its name in a row of links beside the food's name. */
  label: string;
  param: ListParam;
  value: string;
  heading(food: string): string;
  about: string;
}[];

export type CategoryRefinement = (typeof CATEGORY_REFINEMENTS)[number];

export interface CategoryPage {
  /** '/hund/nassfutter', '/katze/trockenfutter/getreidefrei'. */
  path: string;
  animal: Animal;
  type: Type1;
  refinement?: CategoryRefinement;
  /** The page's h1: 'Nassfutter für Hunde', 'Getreidefreies Trockenfutter für Katzen'. */
  heading: string;
  /** A short introduction above the list. */
  intro: string;
}

const COMPARE =
  'Vergleiche Zusammensetzung, Nährwerte und Grundpreise vieler Shops, mit Bewertungen anderer Tierhalter.';

function page(
  animal: (typeof CATEGORY_ANIMALS)[number],
  type: (typeof CATEGORY_TYPES)[number],
  refinement?: CategoryRefinement,
): CategoryPage {
  const name = TYPE1.label(type.type);
  const food = refinement ? refinement.heading(name) : name;
  return {
    path: `/${animal.segment}/${type.segment}${refinement ? `/${refinement.segment}` : ''}`,
    animal: animal.animal,
    type: type.type,
    ...(refinement && { refinement }),
    heading: `${food} für ${animal.plural}`,
    intro: [type.about, refinement?.about, COMPARE].filter(Boolean).join(' '),
  };
}

/** Every category page: animal × type, then the refined pages of the large types. */
export const CATEGORY_PAGES: readonly CategoryPage[] = CATEGORY_ANIMALS.flatMap((animal) =>
  CATEGORY_TYPES.flatMap((type) => [
    page(animal, type),
    ...(REFINED_TYPES.includes(type.type) ? CATEGORY_REFINEMENTS.map((r) => page(animal, type, r)) : []),
  ]),
);

const BY_PATH = new Map(CATEGORY_PAGES.map((p) => [p.path, p]));

/** The category page at a path (without trailing slash), if there is one. */
export const categoryPageAt = (path: string): CategoryPage | undefined => BY_PATH.get(path);

/** The category page of an animal and a type (without refinement). */
export function categoryPageOf(animal: Animal, type: Type1): CategoryPage {
  const found = CATEGORY_PAGES.find((p) => p.animal === animal && p.type === type && !p.refinement);
  if (!found) throw new Error(`no category page for ${animal} ${type}`);
  return found;
}

/** The refined pages of a category page (none for a refined one or a small type). */
export const refinedPagesOf = (base: CategoryPage): CategoryPage[] =>
  base.refinement
    ? []
    : CATEGORY_PAGES.filter((p) => p.refinement && p.animal === base.animal && p.type === base.type);

/** The list filters a category page stands for, on top of the list's defaults. */
export function categoryFilters(page: CategoryPage): Partial<CatalogQuery> {
  return {
    animal: [page.animal],
    type1: [page.type],
    ...(page.refinement && { [page.refinement.param]: [page.refinement.value] }),
  };
}

/** The German plural of an animal for headings ('Hunde'). */
export const animalPlural = (animal: Animal): string =>
  CATEGORY_ANIMALS.find((a) => a.animal === animal)?.plural ?? animal;
