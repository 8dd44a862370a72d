import { isPatternPath, PAGE_ROWS, ROUTES } from '../pages';

/** The sitemap index; its child sitemaps lie under SITEMAPS_PREFIX. */
export const SITEMAP_PATH = '/sitemap.xml';
export const SITEMAPS_PREFIX = '/sitemaps';
export const ROBOTS_PATH = '/robots.txt';

/** Click-outs to the shops (counted, then redirected): no page of the portal. */
export const CLICK_OUT_PREFIX = '/weiter/';

/** The private pages' paths as robots.txt reads them: a pattern up to its first parameter. */
const PRIVATE_PAGE_PREFIXES = PAGE_ROWS.filter((row) => !row.public).map((row) =>
  isPatternPath(row.path) ? row.path.slice(0, row.path.indexOf(':')) : row.path,
);

/**
 * What crawlers are kept out of: the API and the sign-in calls, the private pages of the page table
 * (accounts, the mailed links, the profile, the merchant area, the editors' forms), the click-outs,
 * and the contact form with a preselected subject (the same page as /kontakt, which stays open).
 * Prefixes, as robots.txt reads them.
 */
export const ROBOTS_DISALLOWED: readonly string[] = [
  '/api/',
  '/auth/',
  '/metrics',
  ...PRIVATE_PAGE_PREFIXES,
  CLICK_OUT_PREFIX,
  `${ROUTES.contact}?`,
];

/**
 * Fixed pages the sitemap lists (the table's `sitemap` column): the start page, the brand index, the
 * information and content pages, the calculators. The category and brand pages with products follow
 * them (the sitemap asks the search for which have any).
 */
export const SITEMAP_FIXED_PAGES: readonly string[] = PAGE_ROWS.filter((row) => row.sitemap).map(
  (row) => row.path,
);

/**
 * Fixed public pages neither listed nor kept out: the bare list (the category pages stand for it), a
 * post's page without a post (each post is listed with its id) and the compare list (the visitor's
 * own choice, empty for a crawler).
 */
export const UNLISTED_PAGES: readonly string[] = PAGE_ROWS.filter(
  (row) => row.public && !row.sitemap && !isPatternPath(row.path),
).map((row) => row.path);

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
