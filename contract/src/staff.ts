import type {
  AccountStatus,
  ClicksPerDay,
  ClicksPerProduct,
  Feed,
  FeedMapping,
  FeedReviewPage,
  FeedRun,
  MerchantOfferView,
  ProductFormValues,
  ReportedReview,
} from '@futterkompass/domain';
import type { z } from 'zod';
import type * as Schema from './requests/staff';

/** A brand as the product form offers it. */
export interface BrandChoice {
  _id: string;
  name: string;
}

/** A product as the form saved or loaded it; `rev` is the revision a later save must name. */
export interface SavedProduct {
  _id: string;
  urlExtension: string;
  series: string;
  rev: number;
}

/** A confirmed row of an offer feed, with what the editors' list shows of it. */
export interface MappingEntry extends FeedMapping {
  shopName: string;
  productName: string;
  productUrlExtension: string;
}

/** The merchant area's header: who is signed in, for which shop, in which state. */
export interface MerchantMe {
  username: string;
  shopName: string;
  shopUrl: string;
  shopLogo?: string;
  status: AccountStatus;
}

export interface ClickReport {
  perDay: ClicksPerDay[];
  perProduct: ClicksPerProduct[];
}

/** What a merchant sets of a feed. */
export type FeedInput = z.infer<typeof Schema.FeedBody>;

/** The editors' calls (moderation, product form, feed review) and the merchant area's. */
export interface StaffRoutes {
  'GET /api/admin/review-reports': { answer: { success: true; items: ReportedReview[] } };
  'POST /api/admin/review-reports/:reviewId/keep': { body: Record<string, never>; answer: { success: true } };
  'POST /api/admin/review-reports/:reviewId/remove': {
    body: z.infer<typeof Schema.RemoveReviewBody>;
    answer: { success: true; authorMailed: boolean };
  };
  'GET /api/admin/brands': { answer: { success: true; brands: BrandChoice[] } };
  'POST /api/admin/brands': {
    body: z.infer<typeof Schema.NewBrandBody>;
    answer: { success: true; message: string; brand: BrandChoice };
  };
  'GET /api/admin/products': {
    answer: { success: true } & SavedProduct & {
        product: ProductFormValues;
        imageUrls: Record<string, string>;
      };
  };
  'POST /api/admin/products': {
    body: z.infer<typeof Schema.ProductFormBody>;
    answer: { success: true; product: SavedProduct };
  };
  'PUT /api/admin/products/:id': {
    body: z.infer<typeof Schema.ProductEditBody>;
    answer: { success: true; product: SavedProduct };
  };
  /** A multipart upload (field `image`), not JSON. */
  'POST /api/admin/images': { body: FormData; answer: { success: true; name: string; url: string } };
  'DELETE /api/admin/images': {
    body: z.infer<typeof Schema.DeleteImageBody>;
    answer: { success: true; rev?: number };
  };
  'GET /api/admin/feed-review': { answer: { success: true } & FeedReviewPage };
  'POST /api/admin/feed-review/:id/assign': {
    body: z.infer<typeof Schema.AssignBody>;
    answer: { success: true; mapping: FeedMapping };
  };
  'GET /api/admin/feed-review/mappings': { answer: { success: true; mappings: MappingEntry[] } };
  'DELETE /api/admin/feed-review/mappings/:id': { answer: { success: true } };
  'GET /api/b2b/me': { answer: MerchantMe };
  'GET /api/b2b/clicks': { answer: ClickReport };
  'GET /api/b2b/feeds': { answer: { feeds: Feed[] } };
  'POST /api/b2b/feeds': { body: FeedInput; answer: { feed: Feed } };
  'PATCH /api/b2b/feeds/:id': { body: z.infer<typeof Schema.FeedPatch>; answer: { feed: Feed } };
  /** 204 without a body. */
  'DELETE /api/b2b/feeds/:id': { answer: undefined };
  'POST /api/b2b/feeds/:id/pull': { body: Record<string, never>; answer: { queued: true } };
  'GET /api/b2b/feeds/:id/runs': { answer: { runs: FeedRun[] } };
  'GET /api/b2b/offers': { answer: { offers: MerchantOfferView[] } };
}
