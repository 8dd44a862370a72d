import {
  type ConsultantFilterValues,
  PAGE_DATA,
  POST_MESSAGES,
  type PostListing,
  type PostPageData,
  PRODUCT_PAGE_PATTERN,
  type ProductDetail,
  type ProductPageData,
  productPageHead,
  ROUTES,
  urlExtensionOf,
} from '@futterkompass/domain';
import type { PageHead } from './page-head';
import type { PageData } from './server-render';

/** A product page's product with the barcodes of its package sizes (its GTIN). */
export interface ProductPageRecord {
  detail: ProductDetail;
  barcodes: (string | undefined)[];
}

/** Where the data of the server-rendered pages comes from (the API's own services). */
export interface RouteDataDeps {
  /** A product page: the product, `removed` for a deleted one, null for none (or unpublished). */
  productPage?: (urlExtension: string) => Promise<ProductPageRecord | { removed: true } | null>;
  posts?: () => Promise<PostListing[]>;
  /** A post by id; null when there is none. */
  post?: (id: string) => Promise<PostListing | null>;
  consultantFilters?: () => Promise<ConsultantFilterValues>;
  /** A page's data could not be read: the page goes out without it, the failure is logged here. */
  onDataError?: (error: unknown, url: string) => void;
}

export interface RouteData {
  /** 200; 404 for a product or post there is none of; 410 for a removed product; 503 when its read failed. */
  status: number;
  data: PageData;
  product?: ProductPageRecord;
  head?: PageHead;
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

async function productData(deps: RouteDataDeps, pathname: string): Promise<RouteData> {
  const urlExtension = urlExtensionOf(pathname);
  if (urlExtension === null) return { status: 404, data: {} };
  if (!deps.productPage) return { status: 200, data: {} };
  // A failed read (undefined) leaves the page to the browser, which asks the API and shows the
  // error; crawlers get 503 and come back, instead of indexing an empty page.
  const page = await deps.productPage(urlExtension).catch((error: unknown) => {
    reporter(deps, pathname)(error);
    return undefined;
  });
  if (page === undefined) return { status: 503, data: {} };
  if (page && 'detail' in page) {
    const data: ProductPageData = { urlExtension, product: page.detail };
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
  return { status: post ? 200 : 404, data: { [PAGE_DATA.post]: data } };
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
  if (pattern === PRODUCT_PAGE_PATTERN) return productData(deps, pathname);
  if (pattern === ROUTES.tip) return postData(deps, search);
  if (pattern === ROUTES.tips && deps.posts) {
    const posts = await orNull(deps.posts(), reporter(deps, pathname));
    return { status: 200, data: posts ? { [PAGE_DATA.posts]: posts } : {} };
  }
  if (pattern === ROUTES.consultants && deps.consultantFilters) {
    const filters = await orNull(deps.consultantFilters(), reporter(deps, pathname));
    return { status: 200, data: filters ? { [PAGE_DATA.consultantFilters]: filters } : {} };
  }
  return { status: 200, data: {} };
}
