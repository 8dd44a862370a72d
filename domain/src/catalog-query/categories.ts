import type { Animal, Type1 } from '../codes';
import type { CatalogQuery, ListParam } from './params';

/**
 * The category pages (issue 43): one table of their paths and filters, read by the route table,
 * the list's addresses, the sitemap, the home page and the breadcrumb. A page is food of one type
 * for one animal (/hund/nassfutter), or that food with one popular property
 * (/katze/trockenfutter/getreidefrei). Their German texts (headings, introductions) are in
 * category-texts.ts, by the same keys: only the list's chunk needs them, while this table is in the
 * script of every page (the app's routes).
 */
export const CATEGORY_ANIMALS = [
  { animal: 'dog', segment: 'hund' },
  { animal: 'cat', segment: 'katze' },
] as const satisfies readonly { animal: Animal; segment: string }[];

export const CATEGORY_TYPES = [
  { type: 'wet', segment: 'nassfutter' },
  { type: 'dried', segment: 'trockenfutter' },
  { type: 'raw', segment: 'barf' },
  { type: 'flakes', segment: 'flocken' },
  { type: 'suplement', segment: 'ergaenzungsmittel' },
] as const satisfies readonly { type: Type1; segment: string }[];

/** Food types whose pages have refined pages too: the large ones. */
const REFINED_TYPES: readonly Type1[] = ['wet', 'dried'];

/** Popular properties with pages of their own, each one value of one list parameter. */
export const CATEGORY_REFINEMENTS = [
  { segment: 'getreidefrei', param: 'attributes', value: 'grainfree' },
  { segment: 'monoprotein', param: 'attributes', value: 'monoprotein' },
  { segment: 'hypoallergen', param: 'attributes', value: 'hypoallergenic' },
  { segment: 'bio', param: 'attributes', value: 'biological' },
  { segment: 'senior', param: 'ageGroup', value: 'senior' },
  { segment: 'junior', param: 'ageGroup', value: 'junior' },
] as const satisfies readonly { segment: string; param: ListParam; value: string }[];

export type CategoryRefinement = (typeof CATEGORY_REFINEMENTS)[number];

export interface CategoryPage {
  /** '/hund/nassfutter', '/katze/trockenfutter/getreidefrei'. */
  path: string;
  animal: Animal;
  type: Type1;
  refinement?: CategoryRefinement;
}

/** Every category page: animal × type, then the refined pages of the large types. */
export const CATEGORY_PAGES: readonly CategoryPage[] = CATEGORY_ANIMALS.flatMap((animal) =>
  CATEGORY_TYPES.flatMap((type) => {
    const path = `/${animal.segment}/${type.segment}`;
    const base: CategoryPage = { path, animal: animal.animal, type: type.type };
    const refined = REFINED_TYPES.includes(type.type)
      ? CATEGORY_REFINEMENTS.map((refinement) => ({
          ...base,
          path: `${path}/${refinement.segment}`,
          refinement,
        }))
      : [];
    return [base, ...refined];
  }),
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

/**
 * The default list's page: the specification's default list is wet food for dogs (params.ts, which
 * this table must not import: the route table reads it; a test keeps the two the same).
 */
export const defaultListPath = (): string => categoryPageOf('dog', 'wet').path;
