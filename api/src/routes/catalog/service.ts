import type { FileStore, SearchEngine } from '@futterkompass/adapters';
import {
  type BrandListing,
  CATEGORY_PAGES,
  type CatalogQuery,
  categoryListQuery,
  type FeedingSubject,
  refinedPagesOf,
  type Shipping,
  vocabularyKind,
} from '@futterkompass/domain';
import {
  COUNTED_GROUPS,
  type CountedGroup,
  entityValue,
  type FacetEntity,
  type FacetValue,
  facetOptions,
  filtersKey,
  groupOptions,
  type NewFilters,
  type ProductCard,
  planCatalogSearch,
  quickSearchQuery,
  type SearchDocument,
  toProductCard,
} from '@futterkompass/search-config';
import type { BrandDirectory } from '../../products/brand-directory';

export interface CatalogDeps {
  search: SearchEngine<SearchDocument>;
  files: FileStore;
  /** Brands by slug: the list names them so, its search by id. */
  brands: BrandDirectory;
}

export interface FilterProductsResult {
  products: ProductCard[];
  nOfProducts: number;
  newFilters: NewFilters;
}

/** A group's options in GET /api/filters: without counts; package sizes as a value-to-label map. */
function filtersEntry(kind: ReturnType<typeof vocabularyKind>, options: FacetValue[] | FacetEntity[]) {
  if (kind === 'ids') return (options as FacetEntity[]).map(({ count: _count, ...entity }) => entity);
  const values = options as FacetValue[];
  if (kind === 'sizes') return Object.fromEntries(values.map(({ value, label }) => [value, label]));
  return values.map(({ value, label }) => ({ value, label }));
}

function groupOf(param: string): CountedGroup {
  const group = COUNTED_GROUPS.find((g) => g.param === param);
  if (!group) throw new Error(`no counted filter group ${param}`);
  return group;
}

export function createCatalogService({ search, files, brands }: CatalogDeps) {
  /** Each brand option with the slug the list's addresses name it by. */
  const withSlugs = async (options: FacetEntity[] | undefined): Promise<FacetEntity[] | undefined> => {
    if (!options) return options;
    const slugs = await brands.slugsOf(options.map((o) => o._id));
    return options.map((o) => ({ ...o, slug: slugs.get(o._id) ?? o._id }));
  };
  const brandKey = groupOf('brand').responseKey;
  return {
    /** The search index's revision where this process alone writes it: answers hold until it changes. */
    revision: search.revision?.bind(search),
    /** The list page: hits, exact total and the available values with (disjunctive) counts. */
    async filterProducts(query: CatalogQuery): Promise<FilterProductsResult> {
      const plan = planCatalogSearch({ ...query, brand: await brands.idsOf(query.brand) });
      const result = plan.merge(await search.multiSearch(plan.queries));
      const brandOptions = await withSlugs(
        groupOptions(result.newFilters, 'brand') as FacetEntity[] | undefined,
      );
      return {
        products: result.hits.map((doc) => toProductCard(doc, files.publicUrl, query.shipping, query.pet)),
        nOfProducts: result.total,
        newFilters: brandOptions ? { ...result.newFilters, [brandKey]: brandOptions } : result.newFilters,
      };
    },

    /**
     * The quick search's top hits by relevance and how many the list would show for the text; their
     * prices under the visitor's shipping choice, with the active animal their cost per day.
     */
    async quickSearch(
      text: string,
      shipping: Shipping = 'excluded',
      animal?: FeedingSubject,
    ): Promise<{ products: ProductCard[]; total: number }> {
      if (text.trim() === '') return { products: [], total: 0 };
      const result = await search.search(quickSearchQuery(text));
      return {
        products: result.hits.map((doc) => toProductCard(doc, files.publicUrl, shipping, animal)),
        total: result.total,
      };
    },

    /** Every brand with published products, with their number, by name (the brand index, the sitemap). */
    async brandsWithProducts(): Promise<BrandListing[]> {
      const group = groupOf('brand');
      const result = await search.search({ page: 1, hitsPerPage: 0, facets: [group.facetField] });
      const options = await withSlugs(
        facetOptions(group, result.facets[group.facetField] ?? {}, []) as FacetEntity[],
      );
      return (options ?? []).map((o) => ({ slug: entityValue(o), name: o.name, count: o.count }));
    },

    /**
     * The number of products on each category page, by path: one query per animal and type, whose
     * counts of the refining properties give the refined pages' numbers.
     */
    async categoryCounts(): Promise<Map<string, number>> {
      const bases = CATEGORY_PAGES.filter((page) => !page.refinement);
      const results = await search.multiSearch(
        bases.map((page) => {
          const [main] = planCatalogSearch(categoryListQuery(page)).queries;
          if (!main) throw new Error('a list search without its main query');
          return { ...main, hitsPerPage: 0 };
        }),
      );
      const counts = new Map<string, number>();
      bases.forEach((base, i) => {
        const result = results[i];
        counts.set(base.path, result?.total ?? 0);
        for (const page of refinedPagesOf(base)) {
          const { param, value } = page.refinement ?? { param: 'attributes', value: '' };
          counts.set(page.path, result?.facets[groupOf(param).facetField]?.[value] ?? 0);
        }
      });
      return counts;
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
        const counted = facetOptions(group, result.facets[group.facetField] ?? {}, []);
        const options =
          group.param === 'brand' ? ((await withSlugs(counted as FacetEntity[])) ?? []) : counted;
        filters[filtersKey(group)] = filtersEntry(vocabularyKind(group.param), options);
      }
      return filters;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
