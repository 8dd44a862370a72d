import type { ApiRoute, BodyOf } from '@futterkompass/contract';
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { DeleteUserBody } from './account/validators';
import { NewBrandBody } from './admin-brands/validators';
import { DeleteImageBody } from './admin-images/validators';
import { ProductEditBody, ProductFormBody } from './admin-products/validators';
import {
  LoginBody,
  RegisterBody,
  ResetLinkBody,
  ResetPasswordBody,
  SendVerifyLinkBody,
  TokenBody,
  UpdateEmailBody,
  UpdatePasswordBody,
} from './auth/validators';
import { FeedBody, FeedPatch } from './b2b-feeds/validators';
import { FilterProductsBody } from './catalog/validators';
import { NewBinderVoteBody, NewReviewBody } from './community/validators';
import { ConsultantsBody } from './consultants/validators';
import { AssignBody } from './feed-review/route';
import { DeleteFromListBody, ListsUpdateBody } from './lists/validators';
import { ContactBody, ContactBrandBody, ReportBody } from './messages/validators';
import { HouseholdBody } from './pets/validators';
import { PriceAlertBody } from './price-alerts/validators';
import { CompareBody, HomepageBody } from './product/validators';
import { RemoveReviewBody, ReportReviewBody } from './review-reports/validators';

/** The routes of the contract with a JSON body (not the upload's multipart, not an empty `{}`). */
type JsonBodyRoute = {
  [R in ApiRoute]: [BodyOf<R>] extends [never]
    ? never
    : BodyOf<R> extends FormData | Record<string, never>
      ? never
      : R;
}[ApiRoute];

/** Each route's request schema, as its route parses the body; `satisfies`: none is left out. */
const SCHEMAS = {
  'POST /auth/register': RegisterBody,
  'POST /auth/verify-email': TokenBody,
  'POST /auth/login': LoginBody,
  'POST /auth/send-verify-link': SendVerifyLinkBody,
  'POST /auth/create-reset-password-link': ResetLinkBody,
  'POST /auth/reset-password': ResetPasswordBody,
  'POST /auth/update-email': UpdateEmailBody,
  'POST /auth/confirm-email': TokenBody,
  'POST /auth/cancel-email-change': TokenBody,
  'POST /auth/update-password': UpdatePasswordBody,
  'POST /api/delete-user': DeleteUserBody,
  'POST /api/lists-update': ListsUpdateBody,
  'POST /api/delete-from-list': DeleteFromListBody,
  'PUT /api/pets': HouseholdBody,
  'POST /api/price-alerts': PriceAlertBody,
  'POST /api/new-review': NewReviewBody,
  'POST /api/new-binder-vote': NewBinderVoteBody,
  'POST /api/report-review': ReportReviewBody,
  'POST /api/report-product': ReportBody,
  'POST /api/contact-brand': ContactBrandBody,
  'POST /api/send-mail': ContactBody,
  'POST /api/homepage-products': HomepageBody,
  'POST /api/compare-list': CompareBody,
  'POST /api/filter-products': FilterProductsBody,
  'POST /api/consultants': ConsultantsBody,
  'POST /api/admin/review-reports/:reviewId/remove': RemoveReviewBody,
  'POST /api/admin/feed-review/:id/assign': AssignBody,
  'POST /api/admin/brands': NewBrandBody,
  'POST /api/admin/products': ProductFormBody,
  'PUT /api/admin/products/:id': ProductEditBody,
  'DELETE /api/admin/images': DeleteImageBody,
  'POST /api/b2b/feeds': FeedBody,
  'PATCH /api/b2b/feeds/:id': FeedPatch,
} satisfies { [R in JsonBodyRoute]: z.ZodType };

/**
 * The routes whose contract body their schema would not take in (none). Not the list call: its
 * filters are the web app's CatalogQuery, whose animal the schema reads through PetFilterInput
 * (api/src/http/pet.ts), an input type of its own that the list tests cover.
 */
type Checked = Exclude<keyof typeof SCHEMAS, 'POST /api/filter-products'>;
type Refused = { [R in Checked]: BodyOf<R> extends z.input<(typeof SCHEMAS)[R]> ? never : R }[Checked];

// A type test, checked by `npm run typecheck`: the request schemas stay with their routes in api/
// (zod runs on the server only), the contract names the same bodies for the web app, and a body
// the web app may send that its schema would refuse names its route here.
describe('the request schemas of the routes', () => {
  it('take the bodies the API contract names', () => {
    expectTypeOf<[Refused]>().toEqualTypeOf<[never]>();
  });
});
