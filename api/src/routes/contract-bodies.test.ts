import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ApiRoute, BodyOf } from '@futterkompass/contract';
import * as contract from '@futterkompass/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';

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
  'POST /auth/register': contract.RegisterBody,
  'POST /auth/verify-email': contract.TokenBody,
  'POST /auth/login': contract.LoginBody,
  'POST /auth/send-verify-link': contract.SendVerifyLinkBody,
  'POST /auth/create-reset-password-link': contract.ResetLinkBody,
  'POST /auth/reset-password': contract.ResetPasswordBody,
  'POST /auth/update-email': contract.UpdateEmailBody,
  'POST /auth/confirm-email': contract.TokenBody,
  'POST /auth/cancel-email-change': contract.TokenBody,
  'POST /auth/update-password': contract.UpdatePasswordBody,
  'POST /api/delete-user': contract.DeleteUserBody,
  'POST /api/lists-update': contract.ListsUpdateBody,
  'POST /api/delete-from-list': contract.DeleteFromListBody,
  'PUT /api/pets': contract.HouseholdBody,
  'POST /api/price-alerts': contract.PriceAlertBody,
  'POST /api/new-review': contract.NewReviewBody,
  'POST /api/new-binder-vote': contract.NewBinderVoteBody,
  'POST /api/report-review': contract.ReportReviewBody,
  'POST /api/report-product': contract.ReportBody,
  'POST /api/contact-brand': contract.ContactBrandBody,
  'POST /api/send-mail': contract.ContactBody,
  'POST /api/homepage-products': contract.HomepageBody,
  'POST /api/compare-list': contract.CompareBody,
  'POST /api/filter-products': contract.FilterProductsBody,
  'POST /api/consultants': contract.ConsultantsBody,
  'POST /api/admin/review-reports/:reviewId/remove': contract.RemoveReviewBody,
  'POST /api/admin/feed-review/:id/assign': contract.AssignBody,
  'POST /api/admin/brands': contract.NewBrandBody,
  'POST /api/admin/products': contract.ProductFormBody,
  'PUT /api/admin/products/:id': contract.ProductEditBody,
  'DELETE /api/admin/images': contract.DeleteImageBody,
  'POST /api/b2b/feeds': contract.FeedBody,
  'PATCH /api/b2b/feeds/:id': contract.FeedPatch,
} satisfies { [R in JsonBodyRoute]: z.ZodType };

/**
 * Not the list call: its filters are the web app's CatalogQuery, which the schema's catchall takes
 * (contract/src/catalog.ts says why its type is not the schema's); the list tests cover it.
 */
type Checked = Exclude<keyof typeof SCHEMAS, 'POST /api/filter-products'>;
/** The routes whose contract body is not the type of the schema named here (none). */
type Mismatched = {
  [R in Checked]: [BodyOf<R>, z.infer<(typeof SCHEMAS)[R]>] extends [z.infer<(typeof SCHEMAS)[R]>, BodyOf<R>]
    ? never
    : R;
}[Checked];
/**
 * The routes whose contract body their schema would not take in again (none). Not the comparison:
 * the animal it parses is typed as the domain's PetFilter, whose `avoid` allows every attribute,
 * while the schema takes only AVOIDABLE_ATTRIBUTES (an open difference between the two).
 */
type Refused = {
  [R in Exclude<Checked, 'POST /api/compare-list'>]: BodyOf<R> extends z.input<(typeof SCHEMAS)[R]>
    ? never
    : R;
}[Exclude<Checked, 'POST /api/compare-list'>];

/**
 * The routes' request schemas are the contract's (contract/src/requests/), the one source of the
 * body types the web app sends. Only the operators' calls, which the web app does not make and the
 * contract does not name, and a path's file name keep schemas of their own in api/.
 */
const SCHEMAS_IN_API = [
  'admin-feeds/route.ts',
  'admin-merchants/route.ts',
  'admin/route.ts',
  'sitemap/validators.ts',
];

describe('the request schemas of the routes', () => {
  // Type tests, checked by `npm run typecheck`.
  it('are the bodies the API contract names, and take them in', () => {
    expectTypeOf<[Mismatched]>().toEqualTypeOf<[never]>();
    expectTypeOf<[Refused]>().toEqualTypeOf<[never]>();
  });

  it('are defined in the contract, not in api/', () => {
    const routes = path.join(import.meta.dirname);
    const defining = readdirSync(routes, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) =>
        /\b(const|let) \w+ = z\s*\.|\bz\.(object|strictObject)\(/.test(
          readFileSync(path.join(routes, file), 'utf8'),
        ),
      )
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(defining).toEqual(SCHEMAS_IN_API);
  });
});
