import {
  BRAND_MESSAGES,
  BRAND_PAGE_PATTERN,
  type BrandInfo,
  type BrandListing,
  type BrandPageData,
  brandSlugOf,
  type CatalogQuery,
  type ConsultantFilterValues,
  isObjectId,
  LIST_PATTERNS,
  listAddress,
  listIndexing,
  PAGE_DATA,
  POST_MESSAGES,
  type PostListing,
  type PostPageData,
  PRODUCT_PAGE_PATTERN,
  type ProductDetail,
  type ProductPageData,
  parseListAddress,
  productPageHead,
  productSectionPath,
  REVIEWS_PAGE_SIZE,
  ROUTES,
  urlExtensionOf,
  withoutTrailingSlashes,
} from '@futterkompass/domain';
import type { PageHead } from './page-head';
import type { PageData } from './server-render';

/** A product page's product with the barcodes of its package sizes (its GTIN). */
export interface ProductPageRecord {
  detail: ProductDetail;
  barcodes: (string | undefined)[];
}

/** The answer to a list's first search, with the query as the web app serializes it. */
export interface ListAnswer {
  query: string;
  answer: { products?: { imageUrl: string | null }[]; nOfProducts?: number };
}

/** Where the data of the server-rendered pages comes from (the API's own services). */
export interface RouteDataDeps {
  /** A product page: the product, `removed` for a deleted one, null for none (or unpublished). */
  productPage?: (urlExtension: string) => Promise<ProductPageRecord | { removed: true } | null>;
  /** A product's "Ähnliche Produkte": the list's cards. */
  similarProducts?: (product: ProductDetail) => Promise<unknown[]>;
  posts?: () => Promise<PostListing[]>;
  /** A post by id; null when there is none. */
  post?: (id: string) => Promise<PostListing | null>;
  consultantFilters?: () => Promise<ConsultantFilterValues>;
  /** A page's data could not be read: the page goes out without it, the failure is logged here. */
  onDataError?: (error: unknown, url: string) => void;
  /**
   * The answer to the list's first search: the list renders its first products without another
   * round trip, and its total decides the page's status and indexing.
   */
  listAnswer?: (query: CatalogQuery) => Promise<ListAnswer>;
  /** A brand page's brand; null when there is none of the slug. */
  brand?: (slug: string) => Promise<BrandInfo | null>;
  /** The slugs of brands by id: old list addresses named brands by id. */
  brandSlugs?: (ids: readonly string[]) => Promise<Map<string, string>>;
  /** The brand index. */
  brands?: () => Promise<BrandListing[]>;
}

export interface RouteData {
  /** 200; 404 for a product, post or brand there is none of, or a list page past the last; 410 for a removed product; 503 when its read failed. */
  status: number;
  data: PageData;
  product?: ProductPageRecord;
  head?: PageHead;
  /** A list's state, and whether search engines may index the page. */
  list?: { query: CatalogQuery; indexable: boolean };
  /** A post's page: the post (its Article markup). */
  post?: PostListing;
  /** The address the page has moved to for good (301): no page is rendered. */
  redirect?: string;
}

/** The message a product page shows for a product there is none of (the API's own text). */
export const PRODUCT_MISSING = 'Kein Produkt gefunden.';

/**
 * Data for the first render is a head start only: without it the app asks the API (and shows its
 * errors). The failure still goes to `failed`, for the log.
 */
export const orNull = <T>(data: Promise<T>, failed: (error: unknown) => void): Promise<T | null> =>
  data.catch((error: unknown) => {
    failed(error);
    return null;
  });

/** Reports a failed read to the deps' log, under the page's address. */
const reporter =
  (deps: RouteDataDeps, url: string) =>
  (error: unknown): void =>
    deps.onDataError?.(error, url);

async function productData(deps: RouteDataDeps, pathname: string, search: string): Promise<RouteData> {
  const urlExtension = urlExtensionOf(pathname);
  if (urlExtension === null) return { status: 404, data: {} };
  // The tabs of old are sections of the one page now: their addresses lead there.
  const tab = new URLSearchParams(search).get('tab');
  if (tab !== null) return { status: 301, data: {}, redirect: productSectionPath(urlExtension, tab) };
  if (!deps.productPage) return { status: 200, data: {} };
  // A failed read (undefined) leaves the page to the browser, which asks the API and shows the
  // error; crawlers get 503 and come back, instead of indexing an empty page.
  const page = await deps.productPage(urlExtension).catch((error: unknown) => {
    reporter(deps, pathname)(error);
    return undefined;
  });
  if (page === undefined) return { status: 503, data: {} };
  if (page && 'detail' in page) {
    const similar = deps.similarProducts
      ? await orNull(deps.similarProducts(page.detail), reporter(deps, pathname))
      : null;
    const { reviews } = page.detail;
    const cut = reviews.length > REVIEWS_PAGE_SIZE;
    const data: ProductPageData = {
      urlExtension,
      product: cut ? { ...page.detail, reviews: reviews.slice(0, REVIEWS_PAGE_SIZE) } : page.detail,
      ...(cut && { reviewCount: reviews.length }),
      ...(similar && { similar }),
    };
    return {
      status: 200,
      data: { [PAGE_DATA.product]: data },
      product: page,
      head: productPageHead(page.detail),
    };
  }
  const missing: ProductPageData = { urlExtension, missing: PRODUCT_MISSING };
  return { status: page ? 410 : 404, data: { [PAGE_DATA.product]: missing } };
}

async function postData(deps: RouteDataDeps, search: string): Promise<RouteData> {
  if (!deps.post) return { status: 200, data: {} };
  const id = new URLSearchParams(search).get('id') ?? '';
  const post = await deps.post(id).catch((error: unknown) => {
    reporter(deps, `${ROUTES.tip}${search}`)(error);
    return undefined;
  });
  if (post === undefined) return { status: 200, data: {} };
  const data: PostPageData = post ? { id, post } : { id, error: POST_MESSAGES.detailError };
  return { status: post ? 200 : 404, data: { [PAGE_DATA.post]: data }, ...(post && { post }) };
}

/** The list with the brands it names by id named by slug instead; null when it names none so. */
async function withBrandSlugs(
  deps: RouteDataDeps,
  query: CatalogQuery,
  url: string,
): Promise<CatalogQuery | null> {
  const ids = query.brand.filter(isObjectId);
  if (ids.length === 0 || !deps.brandSlugs) return null;
  const slugs = await orNull(deps.brandSlugs(ids), reporter(deps, url));
  if (!slugs || ids.every((id) => (slugs.get(id) ?? id) === id)) return null;
  return { ...query, brand: query.brand.map((key) => slugs.get(key) ?? key) };
}

/**
 * A list page (/produkte, a brand or category page): its first answer, its status (404 past the
 * last page or for an unknown brand) and its indexing. An address that names brands by id, or a
 * brand or category page's address in another form than the app writes it, moves (301).
 */
async function listData(
  deps: RouteDataDeps,
  pattern: string,
  pathname: string,
  search: string,
): Promise<RouteData> {
  const query = parseListAddress(pathname, search);
  if (!query) return { status: 404, data: {} };
  const failed = reporter(deps, `${pathname}${search}`);
  const renamed = await withBrandSlugs(deps, query, `${pathname}${search}`);
  if (renamed) return { status: 301, data: {}, redirect: listAddress(renamed) };
  const address = listAddress(query);
  if (pattern !== ROUTES.products && `${pathname}${search}` !== address)
    return { status: 301, data: {}, redirect: address };
  const path = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
  const data: PageData = {};
  const slug = pattern === BRAND_PAGE_PATTERN ? brandSlugOf(path) : null;
  if (slug !== null && deps.brand) {
    const brand = await deps.brand(slug).catch((error: unknown) => {
      failed(error);
      return undefined;
    });
    if (brand === null) {
      const missing: BrandPageData = { slug, missing: BRAND_MESSAGES.notFound };
      return { status: 404, data: { [PAGE_DATA.brand]: missing } };
    }
    if (brand) data[PAGE_DATA.brand] = { slug, brand } satisfies BrandPageData;
  }
  const list = deps.listAnswer ? await orNull(deps.listAnswer(query), failed) : null;
  if (list) data[PAGE_DATA.listAnswer] = list;
  // Without an answer the total is unknown: the page is judged by its filters alone.
  const { status, indexable } = listIndexing(query, list?.answer.nOfProducts ?? 1);
  return { status, data, list: { query, indexable } };
}

/**
 * The data a server-rendered page is rendered with (and the browser takes over without a second
 * fetch), by route pattern, with the status its address answers.
 */
export async function routeData(
  deps: RouteDataDeps,
  pattern: string,
  pathname: string,
  search: string,
): Promise<RouteData> {
  if (pattern === PRODUCT_PAGE_PATTERN) return productData(deps, pathname, search);
  if (LIST_PATTERNS.includes(pattern)) return listData(deps, pattern, pathname, search);
  if (pattern === ROUTES.tip) return postData(deps, search);
  if (pattern === ROUTES.tips && deps.posts) {
    const posts = await orNull(deps.posts(), reporter(deps, pathname));
    return { status: 200, data: posts ? { [PAGE_DATA.posts]: posts } : {} };
  }
  if (pattern === ROUTES.brands && deps.brands) {
    const brands = await orNull(deps.brands(), reporter(deps, pathname));
    return { status: 200, data: brands ? { [PAGE_DATA.brands]: brands } : {} };
  }
  if (pattern === ROUTES.consultants && deps.consultantFilters) {
    const filters = await orNull(deps.consultantFilters(), reporter(deps, pathname));
    return { status: 200, data: filters ? { [PAGE_DATA.consultantFilters]: filters } : {} };
  }
  return { status: 200, data: {} };
}
