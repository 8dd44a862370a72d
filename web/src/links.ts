import { defaultListPath, ROUTES } from '@futterkompass/domain';

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

export const MAIN_LINKS = [
  // The specification's default list, at its own address (/hund/nassfutter).
  { path: defaultListPath(), label: 'Futtersuche' },
  { path: ROUTES.pets, label: 'Mein Tier' },
  { path: ROUTES.consultants, label: 'Ernährungsberater' },
  { path: ROUTES.tips, label: 'Tipp der Woche' },
  { path: ROUTES.compare, label: 'Vergleichsliste' },
] as const;
