import type { Shipping } from './offers/prices';
import { withoutTrailingSlashes } from './slashes';

/** The route table of the whole app (spec part 1 section 2, part 2 section 2). */
export const ROUTES = {
  home: '/',
  products: '/produkte',
  compare: '/vergleichsliste',
  login: '/login',
  register: '/registrieren',
  verify: '/verifizieren',
  /** An e-mail change takes effect here (the link mailed to the new address; not in the specification). */
  confirmEmail: '/email-bestaetigen',
  /** An e-mail change is taken back here (the link mailed to the old address). */
  cancelEmailChange: '/email-aenderung-abbrechen',
  logout: '/logout',
  forgotPassword: '/passwort-vergessen',
  resetPassword: '/passwort-zuruecksetzen',
  profile: '/profil',
  consultants: '/hunde-katzen-ernaehrungsberater',
  tips: '/tipp-der-woche',
  tip: '/tipp-der-woche/show',
  app: '/mfc-als-app',
  advertise: '/werben',
  about: '/ueber-uns',
  energy: '/energiebedarf-und-futtermenge',
  nfe: '/nfe-rechner',
  nutrients: '/naehrstoffbedarf',
  dryMatter: '/trockenmasse',
  calcium: '/calciumbedarf',
  iodine: '/jodbedarf',
  units: '/einheiten',
  fat: '/fett',
  contact: '/kontakt',
  terms: '/agb',
  privacy: '/datenschutz',
  b2b: '/b2b',
  /** Provider identification required by German law (§ 5 DDG), linked in the footer. */
  imprint: '/impressum',
  /** How lists are ranked and reviews checked (§ 5b Abs. 2 and 3 UWG); issue 39. */
  transparency: '/transparenz',
  /** The product entry form, for editors (spec part 2 section 2 shows no route; DESIGN section 7). */
  newProduct: '/produkt-eintragen',
  /** Shop feed rows no product matched, assigned by editors (issue 32; not in the specification). */
  feedReview: '/feed-zuordnung',
  /** Reported reviews, kept or removed by editors (DSA Art. 16; issue 39). */
  reviewReports: '/bewertungsmeldungen',
} as const;

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

/** The product edit form: /produkt-bearbeiten/{urlExtension}. */
export const EDIT_PRODUCT_PREFIX = '/produkt-bearbeiten';

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

/** The route patterns of the pages with a parameter, as the app's router writes them. */
export const PRODUCT_PAGE_PATTERN = `${ROUTES.products}/:urlExtension`;
export const EDIT_PRODUCT_PATTERN = `${EDIT_PRODUCT_PREFIX}/:urlExtension`;
/** Every path outside the route table: the 404 page. */
export const NOT_FOUND_PATTERN = '*';

/**
 * The public pages by route pattern: the server renders them, search engines may find them
 * (docs/seo.md). Account, profile, logout, merchant (b2b) and editor pages are private: the browser
 * paints them, and robots.txt keeps crawlers off them (seo/crawling.ts).
 */
export const PUBLIC_ROUTES: readonly string[] = [
  ROUTES.home,
  ROUTES.products,
  PRODUCT_PAGE_PATTERN,
  ROUTES.compare,
  ROUTES.consultants,
  ROUTES.tips,
  ROUTES.tip,
  ROUTES.app,
  ROUTES.advertise,
  ROUTES.about,
  ...CALCULATORS.map((calculator) => calculator.path),
  ROUTES.contact,
  ROUTES.terms,
  ROUTES.privacy,
  ROUTES.imprint,
  ROUTES.transparency,
  NOT_FOUND_PATTERN,
];

const FIXED = new Set<string>(Object.values(ROUTES));
const PRODUCT_DETAIL = /^\/produkte\/([^/]+)$/;
const PRODUCT_EDIT = /^\/produkt-bearbeiten\/[^/]+$/;

const trimmed = (pathname: string) => (pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname);

/**
 * The route a path belongs to: its fixed route, PRODUCT_PAGE_PATTERN, EDIT_PRODUCT_PATTERN, or
 * NOT_FOUND_PATTERN. Server and browser pick a page's data and chunks by it.
 */
export function routePatternOf(pathname: string): string {
  const path = trimmed(pathname);
  if (FIXED.has(path)) return path;
  if (PRODUCT_DETAIL.test(path)) return PRODUCT_PAGE_PATTERN;
  if (PRODUCT_EDIT.test(path)) return EDIT_PRODUCT_PATTERN;
  return NOT_FOUND_PATTERN;
}

/** Whether a path is a page of the app; anything else shows the 404 page. */
export const isKnownRoute = (pathname: string): boolean => routePatternOf(pathname) !== NOT_FOUND_PATTERN;

/**
 * The urlExtension of a product page's path, decoded; null for another path or a broken
 * percent-encoding.
 */
export function urlExtensionOf(pathname: string): string | null {
  const encoded = PRODUCT_DETAIL.exec(trimmed(pathname))?.[1];
  if (encoded === undefined) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}
