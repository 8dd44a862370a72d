import { ROUTES } from '@futterkompass/domain';

/** External addresses of the portal (blog, guide, social media, consultant registration). */
export const EXTERNAL = {
  blog: 'https://blog.futterkompass.de',
  guide: 'https://blog.futterkompass.de/ratgeber',
  facebook: 'https://www.facebook.com/futterkompass',
  instagram: 'https://www.instagram.com/futterkompass',
  consultantRegistration: 'https://berater.futterkompass.de/registrieren',
} as const;

/** The editorial address: the contact form's mails go there, and the advertising page names it. */
export const CONTACT_EMAIL = 'redaktion@futterkompass.de';

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

export const MAIN_LINKS = [
  { path: ROUTES.products, label: 'Futtersuche' },
  { path: ROUTES.consultants, label: 'Ernährungsberater' },
  { path: ROUTES.tips, label: 'Tipp der Woche' },
  { path: ROUTES.compare, label: 'Vergleichsliste' },
] as const;
