import type { FileStore, SearchEngine } from '@futterkompass/adapters';
import {
  type CatalogQuery,
  LIST_PARAMS,
  packagingSizeAmount,
  packagingSizeLabel,
} from '@futterkompass/domain';
import {
  FACET_GROUPS,
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

const FACET_FIELDS = FACET_GROUPS.flatMap((g) => (g.facetField && g.responseKey ? [g] : []));

export function createCatalogService({ search, files }: CatalogDeps) {
  return {
    /** The list page: hits, exact total and the available values with (disjunctive) counts. */
    async filterProducts(query: CatalogQuery): Promise<FilterProductsResult> {
      const plan = planCatalogSearch(query);
      const result = plan.merge(await search.multiSearch(plan.queries));
      return {
        products: result.hits.map((doc) => toProductCard(doc, files.publicUrl)),
        nOfProducts: result.total,
        newFilters: result.newFilters,
      };
    },

    async quickSearch(text: string): Promise<ProductCard[]> {
      if (text.trim() === '') return [];
      const result = await search.search(quickSearchQuery(text));
      return result.hits.map((doc) => toProductCard(doc, files.publicUrl));
    },

    /** Every option the catalogue offers, for each filter group; package sizes as a value-to-label map. */
    async allFilters() {
      const result = await search.search({
        page: 1,
        hitsPerPage: 0,
        facets: FACET_FIELDS.map((g) => g.facetField as string),
      });
      const filters: Record<string, unknown> = {};
      for (const group of FACET_FIELDS) {
        const values = Object.keys(result.facets[group.facetField as string] ?? {});
        const codes = LIST_PARAMS[group.param];
        if (group.param === 'brand' || group.param === 'producer') {
          filters[group.param === 'brand' ? 'brands' : 'producers'] = values
            .map((key) => ({ _id: key.slice(0, key.indexOf('||')), name: key.slice(key.indexOf('||') + 2) }))
            .sort((a, b) => a.name.localeCompare(b.name, 'de'));
        } else if (group.param === 'packagingSize') {
          filters.packagingSizes = Object.fromEntries(
            values
              .sort((a, b) => packagingSizeAmount(a) - packagingSizeAmount(b))
              .map((v) => [v, packagingSizeLabel(v)]),
          );
        } else if ('values' in codes) {
          const present = new Set(values);
          filters[group.param] = (codes.values as readonly (string | number)[])
            .filter((v) => present.has(String(v)))
            .map((v) => ({ value: String(v), label: codes.label(v as never) }));
        }
      }
      return filters;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
