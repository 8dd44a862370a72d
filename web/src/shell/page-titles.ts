import {
  ANIMALS,
  type CatalogQuery,
  EDIT_PRODUCT_PREFIX,
  isKnownRoute,
  labelsOf,
  parseCatalogSearch,
  ROUTES,
  TYPE1,
  withoutTrailingSlashes,
} from '@futterkompass/domain';

const SITE = 'Futterkompass';

/** The document title of each fixed route (the page's heading). */
export const PAGE_TITLES: Record<string, string> = {
  [ROUTES.home]: 'Hunde- und Katzenfutter vergleichen',
  [ROUTES.products]: 'Futtersuche',
  [ROUTES.compare]: 'Vergleichsliste',
  [ROUTES.login]: 'Login',
  [ROUTES.register]: 'Registrieren',
  [ROUTES.verify]: 'E-Mail Adresse verifizieren',
  [ROUTES.confirmEmail]: 'Neue E-Mail Adresse bestätigen',
  [ROUTES.cancelEmailChange]: 'E-Mail Änderung abbrechen',
  [ROUTES.logout]: 'Logout',
  [ROUTES.forgotPassword]: 'Passwort vergessen',
  [ROUTES.resetPassword]: 'Passwort zurücksetzen',
  [ROUTES.profile]: 'Dein Profil',
  [ROUTES.consultants]: 'Ernährungsberater für Hunde und Katzen',
  [ROUTES.tips]: 'Aktuelle Beiträge',
  [ROUTES.tip]: 'Beitrag',
  [ROUTES.app]: 'Futterkompass als App',
  [ROUTES.advertise]: 'Werben auf Futterkompass',
  [ROUTES.about]: 'Über uns',
  [ROUTES.energy]: 'Energiebedarf und Futtermenge',
  [ROUTES.nfe]: 'NfE-Rechner',
  [ROUTES.nutrients]: 'Nährstoffbedarf',
  [ROUTES.dryMatter]: 'Trockenmasse',
  [ROUTES.calcium]: 'Calciumbedarf',
  [ROUTES.iodine]: 'Jodbedarf',
  [ROUTES.units]: 'Einheiten Umrechner',
  [ROUTES.fat]: 'Fettmenge',
  [ROUTES.contact]: 'Kontakt',
  [ROUTES.terms]: 'Allgemeine Geschäftsbedingungen',
  [ROUTES.b2b]: 'Händlerbereich',
  [ROUTES.imprint]: 'Impressum',
  [ROUTES.privacy]: 'Datenschutzerklärung',
  [ROUTES.transparency]: 'So sortieren wir und so prüfen wir Bewertungen',
  [ROUTES.newProduct]: 'Produkt eintragen',
  [ROUTES.feedReview]: 'Feed-Zuordnung',
  [ROUTES.reviewReports]: 'Bewertungsmeldungen',
};

/** The list names its main filters: '„Lachs“ · Nassfutter für Hund – Futtersuche'. */
function listTitle(query: CatalogQuery): string {
  const kinds = `${labelsOf(TYPE1, query.type1)} für ${labelsOf(ANIMALS, query.animal)}`;
  return `${query.query ? `„${query.query}“ · ` : ''}${kinds} – Futtersuche`;
}

/** The document title of a location; null for a page that sets its own (a product). */
export function pageTitle(pathname: string, search: string): string | null {
  const path = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
  if (!isKnownRoute(path)) return `404 Seite nicht gefunden | ${SITE}`;
  if (path === ROUTES.products) return `${listTitle(parseCatalogSearch(search))} | ${SITE}`;
  if (path.startsWith(`${EDIT_PRODUCT_PREFIX}/`)) return `Produkt bearbeiten | ${SITE}`;
  const title = PAGE_TITLES[path];
  return title ? `${title} | ${SITE}` : null;
}
