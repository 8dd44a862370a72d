/** A brand as its page introduces it (/marken/{slug}). */
export interface BrandInfo {
  slug: string;
  name: string;
  description: string | null;
}

/** A brand of the brand index (/marken), with how many published products it has. */
export interface BrandListing {
  slug: string;
  name: string;
  count: number;
}

/** Texts of the brand pages (issue 43; not in the specification). */
export const BRAND_MESSAGES = {
  notFound: 'Diese Marke gibt es nicht.',
  listError: 'Leider konnten wir die Marken nicht laden. Bitte versuche es später erneut.',
  loading: 'Lade Marken...',
} as const;

/** A brand page's data: its brand, or that there is none of that slug. */
export type BrandPageData = { slug: string; brand: BrandInfo } | { slug: string; missing: string };
