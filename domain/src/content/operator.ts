/**
 * Who runs the portal, as the Impressum names it. The operators replace these details with their
 * own before going live (German law: § 5 DDG, § 18 MStV).
 */
export const OPERATOR = {
  /** The portal's name, as pages and link previews give it. */
  site: 'Futterkompass',
  business: 'Futterkompass – Ernährungsberatung für Hunde und Katzen',
  owner: 'Inhaberin: Dr. med. vet. Anna Beispiel',
  street: 'Lindenstraße 12',
  city: '10115 Berlin',
  email: 'kontakt@futterkompass.de',
  // A number the Bundesnetzagentur keeps unassigned for media (indexer/src/seed/phones.ts).
  phone: '+49 30 23125 100',
  vatId: 'DE123456789',
} as const;
