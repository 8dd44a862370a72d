/**
 * One row per page of the app (spec part 1 section 2, part 2 section 2). Every page list is derived
 * from it: ROUTES, the public (server-rendered) pages, robots.txt and the sitemap here and in
 * seo/crawling.ts, the document titles, the router, the pages loaded before hydration and the build's
 * route chunks in the web app (web/src/pages.tsx, web/page-modules-plugin.ts).
 */
export interface PageRow {
  /** The route pattern, as the app's router writes it (`:name` a parameter, `*` everything else). */
  readonly path: string;
  /** The document title (before "| Futterkompass"); null where the page names itself (a list, a product). */
  readonly title: string | null;
  /** The page's module in the web workspace, as Vite's manifest names it. */
  readonly module: string;
  /**
   * Public: the server renders it and search engines may find it (docs/seo.md). Private pages
   * (accounts, profile, merchant area, editors) the browser paints, and robots.txt keeps crawlers off.
   */
  readonly public: boolean;
  /** Listed in the sitemap as a fixed page (the category, brand, product and post pages follow it). */
  readonly sitemap: boolean;
  /** Who may see it: only visitors (signed out) or only the signed-in; everyone when absent. */
  readonly access?: 'visitors' | 'signedIn';
  /** What the page's component is given, where one module shows several pages. */
  readonly props?: Readonly<Record<string, string>>;
}

const pub = (title: string | null, module: string, sitemap = true) =>
  ({ title, module, public: true, sitemap }) as const;
const priv = (title: string, module: string, rest: Pick<PageRow, 'access' | 'props'> = {}) =>
  ({ title, module, public: false, sitemap: false, ...rest }) as const;

const LIST = 'src/list/ProductListPage.tsx';
const CONTENT = (name: string) => `src/content/${name}.tsx`;
const CALCULATOR = (name: string) => `src/calculators/${name}.tsx`;

/** The page table, by name; ROUTES names the fixed paths among them. */
export const PAGES = {
  home: { path: '/', ...pub('Hunde- und Katzenfutter vergleichen', 'src/pages/HomePage.tsx') },
  products: { path: '/produkte', ...pub(null, LIST, false) },
  compare: { path: '/vergleichsliste', ...pub('Vergleichsliste', 'src/compare/ComparePage.tsx', false) },
  login: { path: '/login', ...priv('Login', 'src/accounts/LoginPage.tsx', { access: 'visitors' }) },
  register: { path: '/registrieren', ...priv('Registrieren', 'src/accounts/RegisterPage.tsx') },
  verify: { path: '/verifizieren', ...priv('E-Mail Adresse verifizieren', 'src/accounts/VerifyPage.tsx') },
  /** An e-mail change takes effect here (the link mailed to the new address; not in the specification). */
  confirmEmail: {
    path: '/email-bestaetigen',
    ...priv('Neue E-Mail Adresse bestätigen', 'src/accounts/EmailChangePage.tsx', {
      props: { action: 'confirm' },
    }),
  },
  /** An e-mail change is taken back here (the link mailed to the old address). */
  cancelEmailChange: {
    path: '/email-aenderung-abbrechen',
    ...priv('E-Mail Änderung abbrechen', 'src/accounts/EmailChangePage.tsx', { props: { action: 'cancel' } }),
  },
  logout: { path: '/logout', ...priv('Logout', 'src/pages/LogoutPage.tsx') },
  forgotPassword: {
    path: '/passwort-vergessen',
    ...priv('Passwort vergessen', 'src/accounts/ForgotPasswordPage.tsx', { access: 'visitors' }),
  },
  resetPassword: {
    path: '/passwort-zuruecksetzen',
    ...priv('Passwort zurücksetzen', 'src/accounts/ResetPasswordPage.tsx', { access: 'visitors' }),
  },
  profile: {
    path: '/profil',
    ...priv('Dein Profil', 'src/accounts/profile/ProfilePage.tsx', { access: 'signedIn' }),
  },
  /** "Mein Tier": the household's animals (issue 42; not in the specification). */
  pets: { path: '/mein-tier', ...priv('Mein Tier', 'src/pets/MeinTierPage.tsx') },
  consultants: {
    path: '/hunde-katzen-ernaehrungsberater',
    ...pub('Ernährungsberater für Hunde und Katzen', 'src/consultants/ConsultantSearchPage.tsx'),
  },
  tips: { path: '/tipp-der-woche', ...pub('Aktuelle Beiträge', 'src/posts/PostsPage.tsx') },
  /** A post's page without a post in its address is unlisted; each post is listed with its id. */
  tip: { path: '/tipp-der-woche/show', ...pub('Beitrag', 'src/posts/PostPage.tsx', false) },
  app: { path: '/mfc-als-app', ...pub('Futterkompass als App', CONTENT('AppPage')) },
  advertise: { path: '/werben', ...pub('Werben auf Futterkompass', CONTENT('AdvertisePage')) },
  about: { path: '/ueber-uns', ...pub('Über uns', CONTENT('AboutPage')) },
  energy: {
    path: '/energiebedarf-und-futtermenge',
    ...pub('Energiebedarf und Futtermenge', CALCULATOR('EnergyCalculator')),
  },
  nfe: { path: '/nfe-rechner', ...pub('NfE-Rechner', CALCULATOR('NfeCalculator')) },
  nutrients: { path: '/naehrstoffbedarf', ...pub('Nährstoffbedarf', CALCULATOR('NutrientCalculator')) },
  dryMatter: { path: '/trockenmasse', ...pub('Trockenmasse', CALCULATOR('DryMatterCalculator')) },
  calcium: { path: '/calciumbedarf', ...pub('Calciumbedarf', CALCULATOR('CalciumCalculator')) },
  iodine: { path: '/jodbedarf', ...pub('Jodbedarf', CALCULATOR('IodineCalculator')) },
  units: { path: '/einheiten', ...pub('Einheiten Umrechner', CALCULATOR('UnitConverter')) },
  fat: { path: '/fett', ...pub('Fettmenge', CALCULATOR('FatCalculator')) },
  contact: { path: '/kontakt', ...pub('Kontakt', CONTENT('ContactPage')) },
  terms: { path: '/agb', ...pub('Allgemeine Geschäftsbedingungen', CONTENT('TermsPage')) },
  privacy: { path: '/datenschutz', ...pub('Datenschutzerklärung', CONTENT('PrivacyPage')) },
  b2b: { path: '/b2b', ...priv('Händlerbereich', CONTENT('MerchantPage')) },
  /** Provider identification required by German law (§ 5 DDG), linked in the footer. */
  imprint: { path: '/impressum', ...pub('Impressum', 'src/pages/ImprintPage.tsx') },
  /** How lists are ranked and reviews checked (§ 5b Abs. 2 and 3 UWG); issue 39. */
  transparency: {
    path: '/transparenz',
    ...pub('So sortieren wir und so prüfen wir Bewertungen', CONTENT('TransparencyPage')),
  },
  /** The product entry form, for editors (spec part 2 section 2 shows no route; DESIGN section 7). */
  newProduct: {
    path: '/produkt-eintragen',
    ...priv('Produkt eintragen', 'src/product-form/ProductFormPage.tsx', { props: { variant: 'create' } }),
  },
  /** Shop feed rows no product matched, assigned by editors (issue 32; not in the specification). */
  feedReview: { path: '/feed-zuordnung', ...priv('Feed-Zuordnung', 'src/feed-review/FeedReviewPage.tsx') },
  /** Reported reviews, kept or removed by editors (DSA Art. 16; issue 39). */
  reviewReports: {
    path: '/bewertungsmeldungen',
    ...priv('Bewertungsmeldungen', 'src/review-reports/ReviewReportsPage.tsx'),
  },
  /** Every brand with products, each linking to its brand page (issue 43; not in the specification). */
  brands: { path: '/marken', ...pub('Alle Marken im Überblick', 'src/brands/BrandsPage.tsx') },
  /** A product's page; its canonical address (seo/canonical-url.ts). */
  productPage: { path: '/produkte/:urlExtension', ...pub(null, 'src/product/ProductDetailPage.tsx', false) },
  /** The product edit form (spec part 2 section 2 shows no route). */
  editProduct: {
    path: '/produkt-bearbeiten/:urlExtension',
    ...priv('Produkt bearbeiten', 'src/product-form/ProductFormPage.tsx', { props: { variant: 'edit' } }),
  },
  /** A brand's page: its products in the list (issue 43). */
  brandPage: { path: '/marken/:brand', ...pub(null, LIST, false) },
  /**
   * The category pages (catalog-query/categories.ts): one pattern for all of them. The app's router
   * has a route for each page of that table, so that no other path of this shape is one.
   */
  categoryPage: { path: '/:animal/:type/:refinement?', ...pub(null, LIST, false) },
  /** Every path outside the table: the 404 page. */
  notFound: { path: '*', ...pub('404 Seite nicht gefunden', 'src/pages/NotFoundPage.tsx', false) },
} as const satisfies Record<string, PageRow>;

type Pages = typeof PAGES;
/** The names of the pages with a parameter in their path, or none (the 404 page). */
type PatternName = {
  [K in keyof Pages]: Pages[K]['path'] extends `${string}:${string}` | '*' ? K : never;
}[keyof Pages];

/** Whether a row's path is a pattern (a parameter or `*`), not a fixed path. */
export const isPatternPath = (path: string): boolean => path.includes(':') || path === '*';

/** The fixed paths by page name: the route table of the whole app. */
export const ROUTES = Object.fromEntries(
  Object.entries(PAGES).flatMap(([name, row]) => (isPatternPath(row.path) ? [] : [[name, row.path]])),
) as { readonly [K in Exclude<keyof Pages, PatternName>]: Pages[K]['path'] };

/** Every row of the table. */
export const PAGE_ROWS: readonly PageRow[] = Object.values(PAGES);

/** The route patterns of the pages with a parameter, as the app's router writes them. */
export const PRODUCT_PAGE_PATTERN = PAGES.productPage.path;
export const EDIT_PRODUCT_PATTERN = PAGES.editProduct.path;
export const BRAND_PAGE_PATTERN = PAGES.brandPage.path;
export const CATEGORY_PAGE_PATTERN = PAGES.categoryPage.path;
/** Every path outside the route table: the 404 page. */
export const NOT_FOUND_PATTERN = PAGES.notFound.path;
/** The product edit form's path before its parameter: /produkt-bearbeiten/{urlExtension}. */
export const EDIT_PRODUCT_PREFIX = EDIT_PRODUCT_PATTERN.slice(0, EDIT_PRODUCT_PATTERN.indexOf('/:'));

/** The public pages by route pattern: the server renders them, search engines may find them. */
export const PUBLIC_ROUTES: readonly string[] = PAGE_ROWS.filter((row) => row.public).map((row) => row.path);
