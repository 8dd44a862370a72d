import { ANIMALS, TYPE1 } from '../codes';
import { BRAND_PAGE_PATTERN, ROUTES } from '../pages';
import { brandPath, brandSlugOf, routePatternOf } from '../routes';
import { withoutTrailingSlashes } from '../slashes';
import { CATEGORY_PAGES, type CategoryPage, categoryFilters, categoryPageAt } from './categories';
import { type CatalogQuery, defaultCatalogQuery, LIST_PARAM_NAMES } from './params';
import { type RawQueryValue, sanitizeCatalogQuery } from './sanitize';
import { parseCatalogSearch, searchParamsToRaw, serializeCatalogQuery } from './url';

/**
 * Where a list lives (issue 43). A list whose filters are exactly a category's or a brand's has that
 * page's readable address (/hund/nassfutter, /marken/allgaeuer-tierkost); every other one lives at
 * /produkte with its query string. Page, page size, sort and prices with shipping follow in the
 * query string, each only when it is not the default, so that the address of a default list is its
 * canonical one.
 */
export type ListLanding = { kind: 'category'; page: CategoryPage } | { kind: 'brand'; slug: string };

/** The list state of a brand page: every product of the brand, for both animals, of every type. */
export const brandListQuery = (slug: string): CatalogQuery => ({
  ...defaultCatalogQuery(),
  animal: [...ANIMALS.values],
  type1: [...TYPE1.values],
  brand: [slug],
});

/** The list state of a category page. */
export const categoryListQuery = (page: CategoryPage): CatalogQuery => ({
  ...defaultCatalogQuery(),
  ...categoryFilters(page),
});

/**
 * What the filters of a list are: its state with page, page size, sort, shipping and the unclear
 * products' switch at their defaults.
 */
const filterKey = (query: CatalogQuery) => {
  const { currentPage, productsPerPage, sortBy, shipping } = defaultCatalogQuery();
  const { showUnclear: _shown, ...filters } = query;
  return serializeCatalogQuery({ ...filters, currentPage, productsPerPage, sortBy, shipping });
};

let categoriesByFilters: Map<string, CategoryPage> | undefined;

/** The category or brand page whose filters a list has exactly; null for any other list. */
export function landingOf(query: CatalogQuery): ListLanding | null {
  categoriesByFilters ??= new Map(CATEGORY_PAGES.map((page) => [filterKey(categoryListQuery(page)), page]));
  const key = filterKey(query);
  const page = categoriesByFilters.get(key);
  if (page) return { kind: 'category', page };
  const [slug] = query.brand;
  if (query.brand.length === 1 && slug && key === filterKey(brandListQuery(slug)))
    return { kind: 'brand', slug };
  return null;
}

export const landingPath = (landing: ListLanding): string =>
  landing.kind === 'category' ? landing.page.path : brandPath(landing.slug);

/**
 * The query string of what is not at its default: prices with shipping, the unclear products,
 * page, page size and sort (in the list's order).
 */
function pagingSearch(query: CatalogQuery): string {
  const defaults = defaultCatalogQuery();
  const params = new URLSearchParams();
  if (query.shipping !== defaults.shipping) params.set('shipping', query.shipping);
  if (query.showUnclear) params.set('showUnclear', 'true');
  if (query.currentPage !== defaults.currentPage) params.set('currentPage', String(query.currentPage));
  if (query.productsPerPage !== defaults.productsPerPage)
    params.set('productsPerPage', String(query.productsPerPage));
  if (query.sortBy !== defaults.sortBy) params.set('sortBy', query.sortBy);
  return params.toString();
}

/**
 * The address of a list state: its landing page's path, or /produkte with every parameter that is
 * not at its default (animal and type always). parseListAddress reads it back to the same state.
 */
export function listAddress(query: CatalogQuery): string {
  const landing = landingOf(query);
  if (landing) {
    const search = pagingSearch(query);
    return `${landingPath(landing)}${search ? `?${search}` : ''}`;
  }
  const params = new URLSearchParams(serializeCatalogQuery(query));
  const defaults = new URLSearchParams(serializeCatalogQuery(defaultCatalogQuery()));
  for (const name of ['sortBy', 'currentPage', 'productsPerPage', 'filterOption'])
    if (params.get(name) === defaults.get(name)) params.delete(name);
  return `${ROUTES.products}?${params}`;
}

/**
 * The list state at an address: a landing page's filters with the page, page size and sort of its
 * query string, or the query string of /produkte (the specification's parameters). Null for a path
 * that shows no list (or a category path that is none of the table's).
 */
export function parseListAddress(pathname: string, search: string): CatalogQuery | null {
  const path = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
  if (path === ROUTES.products) return parseCatalogSearch(search);
  const category = categoryPageAt(path);
  const slug = routePatternOf(path) === BRAND_PAGE_PATTERN ? brandSlugOf(path) : null;
  const base = category ? categoryListQuery(category) : slug !== null ? brandListQuery(slug) : null;
  if (!base) return null;
  // Filters beyond the page's own are read too: the address then names another list (listAddress).
  const raw: Record<string, RawQueryValue> = { ...searchParamsToRaw(search) };
  for (const param of LIST_PARAM_NAMES) {
    const given = asStrings(raw[param]);
    if (base[param].length > 0) raw[param] = [...given, ...base[param].map(String)];
  }
  return sanitizeCatalogQuery(raw);
}

const asStrings = (value: RawQueryValue): string[] =>
  value === undefined || value === null ? [] : [value].flat().map(String);

/**
 * The page of the default order (sort by brand, 12 per page, prices without shipping) a list page
 * stands for: the one that holds the first product of this page. A sorted page N stands for the
 * default page N.
 */
export function canonicalListQuery(query: CatalogQuery): CatalogQuery {
  const defaults = defaultCatalogQuery();
  const first = (query.currentPage - 1) * query.productsPerPage;
  const { showUnclear: _shown, ...filters } = query;
  return {
    ...filters,
    shipping: defaults.shipping,
    sortBy: defaults.sortBy,
    productsPerPage: defaults.productsPerPage,
    currentPage: Math.floor(first / defaults.productsPerPage) + 1,
  };
}

/** The canonical path of a list page: the address of its page in the default order (docs/seo.md). */
export const listCanonicalPath = (query: CatalogQuery): string => listAddress(canonicalListQuery(query));
