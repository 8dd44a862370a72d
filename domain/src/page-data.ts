import type { BrandListing, PostListing } from './content';
import type { ProductDetail } from './products';

/**
 * Names of the JSON meta tags the server puts data for the web app's first render into (and, for
 * the pages it renders itself, what it rendered them with): the same names on both sides.
 */
export const PAGE_DATA = {
  /** The alert bar as /api/alert-bar answers it, on every page. */
  alertBar: 'futterkompass-alert-bar',
  /** The home page's best rated products. */
  homeProducts: 'futterkompass-home-products',
  /** The answer to the list's first search, with its query as the web app serializes it. */
  listAnswer: 'futterkompass-list-answer',
  /** InstantSearch's state of a list the server rendered: the browser takes it over without a search. */
  listState: 'futterkompass-list-state',
  /** A product page's product as /api/product answers it, or why there is none (ProductPageData). */
  product: 'futterkompass-product',
  /** The tips page's posts as /api/posts lists them. */
  posts: 'futterkompass-posts',
  /** The post view's post, or why there is none (PostPageData). */
  post: 'futterkompass-post',
  /** The values the consultant questionnaire offers, as /api/consultant-filters answers them. */
  consultantFilters: 'futterkompass-consultant-filters',
  /** A brand page's brand, or why there is none (BrandPageData). */
  brand: 'futterkompass-brand',
  /** The brand index's brands as /api/brands lists them. */
  brands: 'futterkompass-brands',
  /** A category page's introduction (ListIntroData): its texts are not in the list's script. */
  listIntro: 'futterkompass-list-intro',
} as const;

/** A category page's introduction, for the page at `path`. */
export interface ListIntroData {
  path: string;
  intro: string;
}

export type PageDataName = (typeof PAGE_DATA)[keyof typeof PAGE_DATA];

/**
 * A product page's data: its product with its similar products (the list's cards, for "Ähnliche
 * Produkte"), or the message the app shows for a product there is none of. A product with more
 * reviews than the page shows at first comes with only those (REVIEWS_PAGE_SIZE) and `reviewCount`,
 * how many it has: the page's HTML stays small, the browser asks the API for the rest.
 */
export type ProductPageData =
  | { urlExtension: string; product: ProductDetail; similar?: unknown[]; reviewCount?: number }
  | { urlExtension: string; missing: string };

/** The brand index's data. */
export type BrandsPageData = BrandListing[];

/** The post view's data: its post, or the page's error text. */
export type PostPageData = { id: string; post: PostListing } | { id: string; error: string };
