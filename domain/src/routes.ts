import { CATEGORY_PAGES, categoryPageAt } from './catalog-query/categories';
import type { Shipping } from './offers/prices';
import {
  BRAND_PAGE_PATTERN,
  CATEGORY_PAGE_PATTERN,
  EDIT_PRODUCT_PATTERN,
  EDIT_PRODUCT_PREFIX,
  NOT_FOUND_PATTERN,
  PRODUCT_PAGE_PATTERN,
  ROUTES,
} from './pages';
import { withoutTrailingSlashes } from './slashes';

/** The sections of the transparency page that lists and reviews link to. */
export const TRANSPARENCY_LINKS = {
  ranking: `${ROUTES.transparency}#sortierung`,
  reviews: `${ROUTES.transparency}#bewertungen`,
} as const;

/** The calculators, in the order of the menu, with their menu labels. */
export const CALCULATORS = [
  { path: ROUTES.energy, label: 'Energiebedarf & Futtermenge' },
  { path: ROUTES.nfe, label: 'NfE-Rechner' },
  { path: ROUTES.nutrients, label: 'Nährstoffbedarf' },
  { path: ROUTES.dryMatter, label: 'Trockenmasse' },
  { path: ROUTES.calcium, label: 'Calciumbedarf' },
  { path: ROUTES.iodine, label: 'Jodbedarf' },
  { path: ROUTES.units, label: 'Einheiten-Umrechner' },
  { path: ROUTES.fat, label: 'Fettrechner' },
] as const;

/** A product page's path, its canonical one (domain/src/seo/canonical-url.ts). */
export const productPath = (urlExtension: string) => `${ROUTES.products}/${encodeURIComponent(urlExtension)}`;
/** A product page under the visitor's choice "Preise inkl. Versand" (`?shipping=included`). */
export const productPathFor = (urlExtension: string, shipping: Shipping) =>
  shipping === 'included' ? `${productPath(urlExtension)}?shipping=included` : productPath(urlExtension);
export const editProductPath = (urlExtension: string) =>
  `${EDIT_PRODUCT_PREFIX}/${encodeURIComponent(urlExtension)}`;

/** Subjects of the contact form; a link can preselect one with ?topic= (spec part 2 section 2). */
export const CONTACT_TOPICS = ['Anregungen', 'Ereignis', 'Werben', 'Produkt', 'Allgemein'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const contactPath = (topic: ContactTopic) => `${ROUTES.contact}?topic=${encodeURIComponent(topic)}`;

/** A brand's page: its products in the list, under its slug (issue 43). */
export const brandPath = (slug: string) => `${ROUTES.brands}/${encodeURIComponent(slug)}`;

/** The route patterns that show the product list: its own, the brand and the category pages. */
export const LIST_PATTERNS: readonly string[] = [ROUTES.products, BRAND_PAGE_PATTERN, CATEGORY_PAGE_PATTERN];

/** The paths the app's router shows the list at: /produkte, the brand pages and each category page. */
export const listRouterPaths = (): string[] => [
  ROUTES.products,
  BRAND_PAGE_PATTERN,
  ...CATEGORY_PAGES.map((page) => page.path),
];
const FIXED = new Set<string>(Object.values(ROUTES));
const PRODUCT_DETAIL = /^\/produkte\/([^/]+)$/;
const PRODUCT_EDIT = /^\/produkt-bearbeiten\/[^/]+$/;
const BRAND_PAGE = /^\/marken\/([^/]+)$/;

const trimmed = (pathname: string) => (pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname);

/**
 * The route a path belongs to: its fixed route, PRODUCT_PAGE_PATTERN, EDIT_PRODUCT_PATTERN,
 * BRAND_PAGE_PATTERN, CATEGORY_PAGE_PATTERN (for the table's pages only) or NOT_FOUND_PATTERN.
 * Server and browser pick a page's data and chunks by it.
 */
export function routePatternOf(pathname: string): string {
  const path = trimmed(pathname);
  if (FIXED.has(path)) return path;
  if (PRODUCT_DETAIL.test(path)) return PRODUCT_PAGE_PATTERN;
  if (PRODUCT_EDIT.test(path)) return EDIT_PRODUCT_PATTERN;
  if (BRAND_PAGE.test(path)) return BRAND_PAGE_PATTERN;
  if (categoryPageAt(path)) return CATEGORY_PAGE_PATTERN;
  return NOT_FOUND_PATTERN;
}

/** Whether a path shows the list: /produkte, a brand page or a category page. */
export const isListPath = (pathname: string): boolean => LIST_PATTERNS.includes(routePatternOf(pathname));

/** Whether a path is a page of the app; anything else shows the 404 page. */
export const isKnownRoute = (pathname: string): boolean => routePatternOf(pathname) !== NOT_FOUND_PATTERN;

function decodedParam(pattern: RegExp, pathname: string): string | null {
  const encoded = pattern.exec(trimmed(pathname))?.[1];
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * The urlExtension of a product page's path, decoded; null for another path or a broken
 * percent-encoding.
 */
export const urlExtensionOf = (pathname: string): string | null => decodedParam(PRODUCT_DETAIL, pathname);

/** The slug of a brand page's path, decoded; null for another path or a broken percent-encoding. */
export const brandSlugOf = (pathname: string): string | null => decodedParam(BRAND_PAGE, pathname);
