import {
  ANIMALS,
  type CalculatorAnimal,
  type CatalogQuery,
  type ListSort,
  RELEVANCE,
  ROUTES,
  type Shipping,
  type SortOption,
  sanitizeCatalogQuery,
  serializeCatalogQuery,
  TYPE1,
} from '@futterkompass/domain';
import { catalogFilters, combinedFilter } from './catalog-filters';
import type { SearchQuery, SearchResult } from './engine-types';
import { COUNTED_GROUPS } from './facet-groups';
import { type FacetEntity, type FacetValue, facetOptions } from './facet-options';
import { and } from './filter-ast';
import type { SearchDocument } from './search-document';
import { type SortKey, sortKeys } from './sorts';
import { interpretQuery } from './synonyms';

export type NewFilters = Record<string, FacetValue[] | FacetEntity[]>;

/** A group's options in a list answer; none for a group the answer does not count (animal). */
export function groupOptions(
  newFilters: NewFilters,
  param: string,
): FacetValue[] | FacetEntity[] | undefined {
  const key = COUNTED_GROUPS.find((g) => g.param === param)?.responseKey;
  return key === undefined ? undefined : newFilters[key];
}

export interface CatalogSearchResult {
  hits: SearchDocument[];
  total: number;
  newFilters: NewFilters;
}

export interface CatalogSearchPlan {
  /** The main query first, then one facet-only query per refined group (disjunctive counts). */
  queries: SearchQuery[];
  merge(results: readonly SearchResult<SearchDocument>[]): CatalogSearchResult;
}

/** Whose cost per day the cost sort orders by: the active animal's, else the list's dogs or cats. */
const costSpecies = (query: CatalogQuery) =>
  query.pet?.species ?? (query.animal.includes('dog') ? 'dog' : 'cat');

/**
 * Plans the list page's search: one query with every filter for the hits, the total and the counts
 * of the groups the user has not refined, plus one query per refined group without that group's
 * own filter for its disjunctive counts. All are sent together (multi-search).
 */
export function planCatalogSearch(query: CatalogQuery): CatalogSearchPlan {
  const filters = catalogFilters(query);
  const refined = COUNTED_GROUPS.filter((g) => filters.has(g.param));
  const unrefined = COUNTED_GROUPS.filter((g) => !filters.has(g.param));
  // Category words of the search text are filters that every query keeps, like the text itself.
  const interpreted = interpretQuery(query.query ?? '');
  interpreted.filters.forEach((node, i) => {
    filters.set(`query:${i}`, node);
  });
  const text = interpreted.text;
  const main: SearchQuery = {
    ...(text && { text }),
    filter: combinedFilter(filters),
    ...listSort(query.sortBy, text, query.shipping, costSpecies(query)),
    page: query.currentPage,
    hitsPerPage: query.productsPerPage,
    facets: unrefined.map((g) => g.facetField),
  };
  const disjunctive = refined.map(
    (g): SearchQuery => ({
      ...(text && { text }),
      filter: combinedFilter(filters, g.param),
      page: 1,
      hitsPerPage: 0,
      facets: [g.facetField],
    }),
  );
  return {
    queries: [main, ...disjunctive],
    merge(results) {
      const [first, ...rest] = results;
      if (!first) throw new Error('the main query has no result');
      const countsOf = new Map<string, Record<string, number>>();
      for (const g of unrefined) countsOf.set(g.param, first.facets[g.facetField] ?? {});
      refined.forEach((g, i) => {
        countsOf.set(g.param, rest[i]?.facets[g.facetField] ?? {});
      });
      const newFilters: NewFilters = {};
      for (const g of COUNTED_GROUPS) {
        newFilters[g.responseKey] = facetOptions(g, countsOf.get(g.param) ?? {}, query[g.param]);
      }
      return { hits: first.hits, total: first.total, newFilters };
    },
  };
}

export const QUICK_SEARCH_SIZE = 8;

/** How a search of category words alone ('Nassfutter') is ordered, in the quick search and the list. */
export const CATEGORY_SEARCH_SORT: SortOption = 'rating_dec';

/**
 * The sort of a query: none for relevance, so that the engines rank by where the words are found
 * (brand or series before ingredients before the food's kind); relevance without text words is
 * the category search's order.
 */
function listSort(
  sort: ListSort,
  text: string,
  shipping: Shipping,
  species?: CalculatorAnimal,
): { sort?: readonly SortKey[] } {
  if (sort !== RELEVANCE) return { sort: sortKeys(sort, shipping, species) };
  return text ? {} : { sort: sortKeys(CATEGORY_SEARCH_SORT, shipping) };
}

/**
 * Quick search: the top 8 by relevance (the engines rank words found in the brand or the series
 * before those found among the ingredients or the food's kind); a query of category words only
 * lists the best rated.
 */
export function quickSearchQuery(query: string): SearchQuery {
  const { text, filters } = interpretQuery(query);
  const filter = and(filters);
  return {
    ...(text && { text }),
    ...listSort(RELEVANCE, text, 'excluded'),
    ...(filter && { filter }),
    page: 1,
    hitsPerPage: QUICK_SEARCH_SIZE,
  };
}

/**
 * The list a submitted quick search opens, in the order its suggestions had: the animals and food
 * types its words name ('Katze Nassfutter': cats, wet food), all of them where it names none (the
 * specification's link), and the other words as the search term in relevance order. A search of
 * category words alone lists them as the quick search did; an empty one, by brand.
 */
export function quickSearchListQuery(text: string, shipping: Shipping = 'excluded'): CatalogQuery {
  const { text: words, categories } = interpretQuery(text.trim());
  const named = (field: string) => categories.filter((c) => c.field === field).flatMap((c) => c.values);
  const or = (values: string[], all: readonly string[]) => (values.length > 0 ? values : [...all]);
  return sanitizeCatalogQuery({
    animal: or(named('animal'), ANIMALS.values),
    type1: or(named('type1'), TYPE1.values),
    type2: named('type2'),
    ...(words && { query: words }),
    sortBy: words ? RELEVANCE : categories.length > 0 ? CATEGORY_SEARCH_SORT : 'brand',
    shipping,
  });
}

/** The address of quickSearchListQuery's list. */
export const quickSearchListUrl = (text: string, shipping: Shipping = 'excluded'): string =>
  `${ROUTES.products}?${serializeCatalogQuery(quickSearchListQuery(text, shipping))}`;
