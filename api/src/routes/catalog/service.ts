import type { FileStore, SearchEngine } from '@futterkompass/adapters';
import { type CatalogQuery, type Shipping, vocabularyKind } from '@futterkompass/domain';
import {
  COUNTED_GROUPS,
  type FacetEntity,
  type FacetValue,
  facetOptions,
  filtersKey,
  type NewFilters,
  type ProductCard,
  planCatalogSearch,
  quickSearchQuery,
  type SearchDocument,
  toProductCard,
} from '@futterkompass/search-config';

export interface CatalogDeps {
  search: SearchEngine<SearchDocument>;
  files: FileStore;
}

export interface FilterProductsResult {
  products: ProductCard[];
  nOfProducts: number;
  newFilters: NewFilters;
}

/** A group's options in GET /api/filters: without counts; package sizes as a value-to-label map. */
function filtersEntry(kind: ReturnType<typeof vocabularyKind>, options: FacetValue[] | FacetEntity[]) {
  if (kind === 'ids') return (options as FacetEntity[]).map(({ _id, name }) => ({ _id, name }));
  const values = options as FacetValue[];
  if (kind === 'sizes') return Object.fromEntries(values.map(({ value, label }) => [value, label]));
  return values.map(({ value, label }) => ({ value, label }));
}

export function createCatalogService({ search, files }: CatalogDeps) {
  return {
    /** The search index's revision where this process alone writes it: answers hold until it changes. */
    revision: search.revision?.bind(search),
    /** The list page: hits, exact total and the available values with (disjunctive) counts. */
    async filterProducts(query: CatalogQuery): Promise<FilterProductsResult> {
      const plan = planCatalogSearch(query);
      const result = plan.merge(await search.multiSearch(plan.queries));
      return {
        products: result.hits.map((doc) => toProductCard(doc, files.publicUrl, query.shipping)),
        nOfProducts: result.total,
        newFilters: result.newFilters,
      };
    },

    /**
     * The quick search's top hits by relevance and how many the list would show for the text; their
     * prices under the visitor's shipping choice.
     */
    async quickSearch(
      text: string,
      shipping: Shipping = 'excluded',
    ): Promise<{ products: ProductCard[]; total: number }> {
      if (text.trim() === '') return { products: [], total: 0 };
      const result = await search.search(quickSearchQuery(text));
      return {
        products: result.hits.map((doc) => toProductCard(doc, files.publicUrl, shipping)),
        total: result.total,
      };
    },

    /** Every option the catalogue offers, for each filter group; package sizes as a value-to-label map. */
    async allFilters() {
      const result = await search.search({
        page: 1,
        hitsPerPage: 0,
        facets: COUNTED_GROUPS.map((g) => g.facetField),
      });
      const filters: Record<string, unknown> = {};
      for (const group of COUNTED_GROUPS) {
        const options = facetOptions(group, result.facets[group.facetField] ?? {}, []);
        filters[filtersKey(group)] = filtersEntry(vocabularyKind(group.param), options);
      }
      return filters;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
