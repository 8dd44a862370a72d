import { LIST_PARAMS, type ListParam } from '@futterkompass/domain';
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

export interface FacetGroup {
  param: ListParam;
  field: DocField;
  exact: ExactMode;
  /** For 'exactly': the field holding the whole set of values as one keyword. */
  exactField?: DocField;
  /** Field the counts come from (brands and producers count 'id||name' values). */
  facetField?: DocField;
  /** Key of the group in the list answer's newFilters; none for groups the sidebar toggles. */
  responseKey?: string;
}

export const FACET_GROUPS: readonly FacetGroup[] = [
  { param: 'animal', field: 'animal', exact: 'exactly', exactField: 'animalSet' },
  { param: 'type1', field: 'type1', exact: 'any', facetField: 'type1', responseKey: 'availableType1' },
  { param: 'type2', field: 'type2', exact: 'all', facetField: 'type2', responseKey: 'availableType2' },
  {
    param: 'ageGroup',
    field: 'ageGroup',
    exact: 'all',
    facetField: 'ageGroup',
    responseKey: 'availableAgeGroups',
  },
  {
    param: 'brand',
    field: 'brandId',
    exact: 'any',
    facetField: 'brandFacet',
    responseKey: 'availableBrands',
  },
  {
    param: 'producer',
    field: 'producerId',
    exact: 'any',
    facetField: 'producerFacet',
    responseKey: 'availableProducers',
  },
  {
    param: 'animalComponents',
    field: 'animalComponents',
    exact: 'only',
    facetField: 'animalComponents',
    responseKey: 'availableAnimalComponents',
  },
  {
    param: 'diseases',
    field: 'diseases',
    exact: 'all',
    facetField: 'diseases',
    responseKey: 'availableDiseases',
  },
  {
    param: 'attributes',
    field: 'attributes',
    exact: 'all',
    facetField: 'attributes',
    responseKey: 'availableAttributes',
  },
  {
    param: 'countryOfProduction',
    field: 'countryOfProduction',
    exact: 'any',
    facetField: 'countryOfProduction',
    responseKey: 'availableCountriesOfProduction',
  },
  {
    param: 'countriesOfDelivery',
    field: 'countriesOfDelivery',
    exact: 'all',
    facetField: 'countriesOfDelivery',
    responseKey: 'availableCountriesOfDelivery',
  },
  {
    param: 'elements',
    field: 'elements',
    exact: 'only',
    facetField: 'elements',
    responseKey: 'availableElements',
  },
  {
    param: 'processing',
    field: 'processing',
    exact: 'all',
    facetField: 'processing',
    responseKey: 'availableProcessings',
  },
  {
    param: 'declaration',
    field: 'declaration',
    exact: 'any',
    facetField: 'declaration',
    responseKey: 'availableDeclarations',
  },
  {
    param: 'animalShare',
    field: 'animalShare',
    exact: 'any',
    facetField: 'animalShare',
    responseKey: 'availableAnimalShares',
  },
  {
    param: 'animalShareDriedOne',
    field: 'animalShareDriedOne',
    exact: 'any',
    facetField: 'animalShareDriedOne',
    responseKey: 'availableAnimalSharesDriedOne',
  },
  {
    param: 'animalShareDriedTwo',
    field: 'animalShareDriedTwo',
    exact: 'any',
    facetField: 'animalShareDriedTwo',
    responseKey: 'availableAnimalSharesDriedTwo',
  },
  {
    param: 'packaging',
    field: 'packagings',
    exact: 'all',
    facetField: 'packagings',
    responseKey: 'availablePackagings',
  },
  {
    param: 'packagingSize',
    field: 'packagingSizes',
    exact: 'all',
    facetField: 'packagingSizes',
    responseKey: 'availablePackagingSizes',
  },
];

export type CountedGroup = FacetGroup & { facetField: DocField; responseKey: string };

/** The groups whose values the list answer counts, each under its own key of newFilters. */
export const COUNTED_GROUPS: readonly CountedGroup[] = FACET_GROUPS.filter(
  (g): g is CountedGroup => !!g.facetField && !!g.responseKey,
);

/** The known values of a group's vocabulary, where it is fixed (needed for 'only' and 'exactly'). */
export function vocabulary(param: ListParam): readonly (string | number)[] {
  const codes = LIST_PARAMS[param];
  return 'values' in codes ? codes.values : [];
}

/** The one keyword of a set of values, independent of their order: ['dog', 'cat'] -> 'cat+dog'. */
export function setKey(values: readonly (string | number)[]): string {
  return [...new Set(values.map(String))].sort().join('+');
}
