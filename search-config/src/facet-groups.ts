import { LIST_PARAMS, type ListParam, vocabularyKind } from '@futterkompass/domain';
import type { SearchDocument } from './search-document';

/**
 * How a group combines several selected values in Exact mode (filterOption 2):
 * 'any'     single-valued field: always OR;
 * 'all'     list field: every selected value must be present;
 * 'only'    composition: at least one selected value and nothing else ("nothing but horse or goat");
 * 'exactly' animal: exactly the selected animals (dog only, cat only, or food for both), matched on
 *           `exactField`, which holds the product's set of animals as one value.
 * In Normal mode every group is OR.
 */
export type ExactMode = 'any' | 'all' | 'only' | 'exactly';

type DocField = keyof SearchDocument & string;
/** Document fields holding a list of values. */
type ListField = {
  [K in DocField]-?: NonNullable<SearchDocument[K]> extends readonly unknown[] ? K : never;
}[DocField];
/** Document fields holding one value. */
type ValueField = Exclude<DocField, ListField>;

interface GroupKeys {
  /** Key of the group in the list answer's newFilters; none for groups the sidebar toggles. */
  responseKey?: string;
}

/** A group's document fields; the mode decides (and the compiler checks) one value or a list. */
type GroupFields =
  /** Field the counts come from: brands and producers count 'id||name' values. */
  | { exact: 'any'; field: ValueField; facetField?: ValueField }
  | { exact: 'all' | 'only'; field: ListField; facetField?: ListField }
  /** exactField holds the whole set of values as one keyword. */
  | { exact: 'exactly'; field: ListField; exactField: ValueField; facetField?: ListField };

export type FacetGroup = { param: ListParam } & GroupKeys & GroupFields;

/**
 * The one table of the list's filter groups: a new facet is a row here (its parameter and German
 * labels come from the domain's code list). Field types, the /api/filters keys and the option
 * shapes are derived from it.
 */
const GROUPS = {
  animal: { field: 'animal', exact: 'exactly', exactField: 'animalSet' },
  type1: { field: 'type1', exact: 'any', facetField: 'type1', responseKey: 'availableType1' },
  type2: { field: 'type2', exact: 'all', facetField: 'type2', responseKey: 'availableType2' },
  ageGroup: { field: 'ageGroup', exact: 'all', facetField: 'ageGroup', responseKey: 'availableAgeGroups' },
  brand: { field: 'brandId', exact: 'any', facetField: 'brandFacet', responseKey: 'availableBrands' },
  producer: {
    field: 'producerId',
    exact: 'any',
    facetField: 'producerFacet',
    responseKey: 'availableProducers',
  },
  animalComponents: {
    field: 'animalComponents',
    exact: 'only',
    facetField: 'animalComponents',
    responseKey: 'availableAnimalComponents',
  },
  diseases: { field: 'diseases', exact: 'all', facetField: 'diseases', responseKey: 'availableDiseases' },
  attributes: {
    field: 'attributes',
    exact: 'all',
    facetField: 'attributes',
    responseKey: 'availableAttributes',
  },
  countryOfProduction: {
    field: 'countryOfProduction',
    exact: 'any',
    facetField: 'countryOfProduction',
    responseKey: 'availableCountriesOfProduction',
  },
  countriesOfDelivery: {
    field: 'countriesOfDelivery',
    exact: 'all',
    facetField: 'countriesOfDelivery',
    responseKey: 'availableCountriesOfDelivery',
  },
  elements: { field: 'elements', exact: 'only', facetField: 'elements', responseKey: 'availableElements' },
  processing: {
    field: 'processing',
    exact: 'all',
    facetField: 'processing',
    responseKey: 'availableProcessings',
  },
  declaration: {
    field: 'declaration',
    exact: 'any',
    facetField: 'declaration',
    responseKey: 'availableDeclarations',
  },
  animalShare: {
    field: 'animalShare',
    exact: 'any',
    facetField: 'animalShare',
    responseKey: 'availableAnimalShares',
  },
  animalShareDriedOne: {
    field: 'animalShareDriedOne',
    exact: 'any',
    facetField: 'animalShareDriedOne',
    responseKey: 'availableAnimalSharesDriedOne',
  },
  animalShareDriedTwo: {
    field: 'animalShareDriedTwo',
    exact: 'any',
    facetField: 'animalShareDriedTwo',
    responseKey: 'availableAnimalSharesDriedTwo',
  },
  packaging: {
    field: 'packagings',
    exact: 'all',
    facetField: 'packagings',
    responseKey: 'availablePackagings',
  },
  packagingSize: {
    field: 'packagingSizes',
    exact: 'all',
    facetField: 'packagingSizes',
    responseKey: 'availablePackagingSizes',
  },
} as const satisfies Record<ListParam, GroupKeys & GroupFields>;

export const FACET_GROUPS: readonly FacetGroup[] = Object.entries(GROUPS).map(
  ([param, group]) => ({ param, ...group }) as FacetGroup,
);

export type CountedGroup = FacetGroup & { facetField: DocField; responseKey: string };

/** The groups whose values the list answer counts, each under its own key of newFilters. */
export const COUNTED_GROUPS: readonly CountedGroup[] = FACET_GROUPS.filter(
  (g): g is CountedGroup => !!g.facetField && !!g.responseKey,
);

/**
 * The group's key in GET /api/filters: coded groups by their parameter, open vocabularies in the
 * plural (brands, producers, packagingSizes).
 */
export const filtersKey = (group: FacetGroup): string =>
  vocabularyKind(group.param) === 'codes' ? group.param : `${group.param}s`;

/** The known values of a group's vocabulary, where it is fixed (needed for 'only' and 'exactly'). */
export function vocabulary(param: ListParam): readonly (string | number)[] {
  const codes = LIST_PARAMS[param];
  return 'values' in codes ? codes.values : [];
}
