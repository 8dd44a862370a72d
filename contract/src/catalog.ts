import type {
  AlertBar,
  AllergenFinding,
  BrandInfo,
  BrandListing,
  CatalogQuery,
  ConsultantFilterValues,
  ConsultantListing,
  PostListing,
  PriceHistoryAnswer,
  ProductDetail,
} from '@futterkompass/domain';
import type { CompareProduct, NewFilters, ProductCard } from '@futterkompass/search-config';
import type { z } from 'zod';
import type * as Schema from './requests/catalog';
import type { PetFilterInput } from './requests/inputs';

/** A brand or producer as GET /api/filters lists it (without counts). */
export interface FilterEntity {
  _id: string;
  name: string;
  slug?: string;
}

/**
 * Answer of POST /api/filter-products. Its success is a number, as the specification has it: `1`
 * with the products, `0` alone when the list failed.
 */
export interface FilterProductsAnswer {
  success: number;
  products?: ProductCard[];
  nOfProducts?: number;
  newFilters?: NewFilters;
}

/** Answer of GET /api/alert-bar: the notice, `closed` when the visitor's cookie names it closed. */
export type AlertBarData = AlertBar & { closed?: boolean };

/** The allergies of the active animal on the detail page: each one's state and the deciding term. */
export type ProductAllergen = { family: string; label: string } & AllergenFinding;

/**
 * The list call's body. Its schema takes any flat parameter (the service sanitizes them), so its
 * type has an index signature that the active animal beside it would break: the filters are the
 * list's parameters as CatalogQuery names them, and the animal as the schema reads it.
 */
type FilterProductsRequest = Omit<z.infer<typeof Schema.FilterProductsBody>, 'filters'> & {
  filters: Partial<CatalogQuery> & { pet?: z.infer<typeof PetFilterInput> };
};

/** The catalogue, the detail page and the open content: calls visitors make. */
export interface CatalogRoutes {
  'POST /api/filter-products': {
    body: FilterProductsRequest;
    answer: FilterProductsAnswer;
  };
  'GET /api/filters': {
    answer: {
      success: true;
      filters: { brands?: FilterEntity[]; producers?: FilterEntity[] } & Record<string, unknown>;
    };
  };
  'GET /api/search-products': { answer: { success: true; products: ProductCard[]; nOfProducts: number } };
  'GET /api/brands': { answer: { success: true; brands: BrandListing[] } };
  'GET /api/brands/:slug': { answer: { success: true; brand: BrandInfo } };
  'GET /api/product': { answer: { success: true; product: ProductDetail; allergens?: ProductAllergen[] } };
  'POST /api/homepage-products': {
    body: z.infer<typeof Schema.HomepageBody>;
    answer: {
      success: true;
      bestProducts: ProductCard[];
      latestProducts: ProductCard[];
      lastViewedProducts: ProductCard[];
    };
  };
  'POST /api/compare-list': {
    body: z.infer<typeof Schema.CompareBody>;
    answer: { success: true; products_list: CompareProduct[] };
  };
  'GET /api/price-history': { answer: { success: true } & PriceHistoryAnswer };
  'GET /api/consultant-filters': { answer: { success: true; data: ConsultantFilterValues } };
  'POST /api/consultants': {
    body: z.infer<typeof Schema.ConsultantsBody>;
    answer: { success: true; data: ConsultantListing[] };
  };
  'GET /api/posts': { answer: { success: true; posts: PostListing[] } };
  'GET /api/post/:id': { answer: { success: true; post: PostListing } };
  'GET /api/alert-bar': { answer: { success: true; abData: AlertBarData } };
  'GET /api/config': { answer: { success: true; recaptchaSiteKey: string | null } };
}
