import {
  type CatalogQuery,
  LIST_PARAMS,
  packagingSizeAmount,
  packagingSizeLabel,
} from '@futterkompass/domain';
import { catalogFilters, combinedFilter } from './catalog-filters';
import type { SearchQuery, SearchResult } from './engine-types';
import { FACET_GROUPS, type FacetGroup } from './facet-groups';
import { and } from './filter-ast';
import type { SearchDocument } from './search-document';
import { SORTS } from './sorts';
import { interpretQuery } from './synonyms';

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface FacetEntity {
  _id: string;
  name: string;
  count: number;
}

export type NewFilters = Record<string, FacetValue[] | FacetEntity[]>;

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

const COUNTED_GROUPS = FACET_GROUPS.filter(
  (g): g is FacetGroup & { facetField: string; responseKey: string } => !!g.facetField && !!g.responseKey,
);

const collator = new Intl.Collator('de');

function entities(counts: Record<string, number>, selected: readonly (string | number)[]): FacetEntity[] {
  const list: FacetEntity[] = [];
  for (const [key, count] of Object.entries(counts)) {
    const at = key.indexOf('||');
    if (at < 0) continue;
    const _id = key.slice(0, at);
    if (count > 0 || selected.includes(_id)) list.push({ _id, name: key.slice(at + 2), count });
  }
  return list.sort((a, b) => collator.compare(a.name, b.name));
}

function codeValues(
  group: FacetGroup,
  counts: Record<string, number>,
  selected: readonly (string | number)[],
) {
  const codes = LIST_PARAMS[group.param];
  const keep = (value: string | number, count: number) => count > 0 || selected.includes(value);
  if ('values' in codes) {
    const list: FacetValue[] = [];
    for (const value of codes.values as readonly (string | number)[]) {
      const count = counts[String(value)] ?? 0;
      if (keep(value, count)) list.push({ value: String(value), label: codes.label(value as never), count });
    }
    return list;
  }
  // Package sizes: an open vocabulary, ordered by size.
  const keys = new Set([...Object.keys(counts), ...selected.map(String)]);
  return [...keys]
    .filter((key) => keep(key, counts[key] ?? 0))
    .sort((a, b) => packagingSizeAmount(a) - packagingSizeAmount(b))
    .map((key) => ({ value: key, label: packagingSizeLabel(key), count: counts[key] ?? 0 }));
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
    sort: SORTS[query.sortBy],
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
        const counts = countsOf.get(g.param) ?? {};
        const selected = query[g.param];
        newFilters[g.responseKey] =
          g.param === 'brand' || g.param === 'producer'
            ? entities(counts, selected)
            : codeValues(g, counts, selected);
      }
      return { hits: first.hits, total: first.total, newFilters };
    },
  };
}

export const QUICK_SEARCH_SIZE = 8;

/** Quick search: the top 8 by relevance; a query of category words only lists the best rated. */
export function quickSearchQuery(query: string): SearchQuery {
  const { text, filters } = interpretQuery(query);
  const filter = and(filters);
  return {
    ...(text ? { text } : { sort: SORTS.rating_dec }),
    ...(filter && { filter }),
    page: 1,
    hitsPerPage: QUICK_SEARCH_SIZE,
  };
}
