import type { CatalogQuery } from '@futterkompass/domain';
import { catalogFilters, combinedFilter } from './catalog-filters';
import type { SearchQuery, SearchResult } from './engine-types';
import { COUNTED_GROUPS } from './facet-groups';
import { type FacetEntity, type FacetValue, facetOptions } from './facet-options';
import { and } from './filter-ast';
import type { SearchDocument } from './search-document';
import { sortKeys } from './sorts';
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
    sort: sortKeys(query.sortBy, query.shipping),
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

/**
 * Quick search: the top 8 by relevance (the engines rank words found in the brand or the series
 * before those found among the ingredients or the food's kind); a query of category words only
 * lists the best rated.
 */
export function quickSearchQuery(query: string): SearchQuery {
  const { text, filters } = interpretQuery(query);
  const filter = and(filters);
  return {
    ...(text ? { text } : { sort: sortKeys('rating_dec', 'excluded') }),
    ...(filter && { filter }),
    page: 1,
    hitsPerPage: QUICK_SEARCH_SIZE,
  };
}
