import { ANIMALS, TYPE1 } from '../codes';
import { CALCULATORS, EDIT_PRODUCT_PREFIX, ROUTES } from '../routes';

/** The sitemap index; its child sitemaps lie under SITEMAPS_PREFIX. */
export const SITEMAP_PATH = '/sitemap.xml';
export const SITEMAPS_PREFIX = '/sitemaps';
export const ROBOTS_PATH = '/robots.txt';

/** Click-outs to the shops (counted, then redirected): no page of the portal. */
export const CLICK_OUT_PREFIX = '/weiter/';

/**
 * What crawlers are kept out of: the API and the sign-in calls, the account pages (sign-in,
 * registration, the mailed links, the profile), the merchant area, the editors' forms and the
 * click-outs. Prefixes, as robots.txt reads them.
 */
export const ROBOTS_DISALLOWED: readonly string[] = [
  '/api/',
  '/auth/',
  '/metrics',
  ROUTES.login,
  ROUTES.register,
  ROUTES.verify,
  ROUTES.confirmEmail,
  ROUTES.cancelEmailChange,
  ROUTES.logout,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.profile,
  ROUTES.b2b,
  ROUTES.newProduct,
  ROUTES.feedReview,
  ROUTES.reviewReports,
  `${EDIT_PRODUCT_PREFIX}/`,
  CLICK_OUT_PREFIX,
];

/**
 * The list's entry pages: food of one type for one animal, with its canonical query (only animal
 * and type1: every other parameter at its default folds away).
 */
export function catalogEntryPaths(): string[] {
  return ANIMALS.values.flatMap((animal) =>
    TYPE1.values.map((type1) => `${ROUTES.products}?${new URLSearchParams({ animal, type1 })}`),
  );
}

/** Fixed pages the sitemap lists: the start page, the information and content pages, the calculators. */
export const SITEMAP_FIXED_PAGES: readonly string[] = [
  ROUTES.home,
  ROUTES.consultants,
  ROUTES.tips,
  ...CALCULATORS.map((c) => c.path),
  ROUTES.app,
  ROUTES.advertise,
  ROUTES.about,
  ROUTES.contact,
  ROUTES.terms,
  ROUTES.privacy,
  ROUTES.imprint,
  ROUTES.transparency,
];

/**
 * Fixed pages neither listed nor kept out: the bare list (its entry pages stand for it), a post's
 * page without a post (each post is listed with its id) and the compare list (the visitor's own
 * choice, empty for a crawler).
 */
export const UNLISTED_PAGES: readonly string[] = [ROUTES.products, ROUTES.tip, ROUTES.compare];

/** robots.txt: every crawler, the paths kept out, and where the sitemap index is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
