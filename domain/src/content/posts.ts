import type { Post } from '../model';
import { ROUTES } from '../pages';

/** Texts of the tips pages (spec part 2 section 8). */
export const POST_MESSAGES = {
  listError: 'Leider konnten wir den letzten Tipp nicht richtig laden. Bitte versuche es später erneut.',
  detailError: 'Leider konnten wir den Tipp nicht richtig laden. Bitte versuche es später erneut.',
  networkError: 'Netzwerkfehler.',
  loading: 'Lade Beitrag...',
  notFound: 'Diesen Beitrag gibt es nicht.',
  fileMissing: 'Die Datei zu diesem Beitrag fehlt.',
} as const;

/** A post as the API answers it: with the address of its PDF for the Download link. */
export type PostListing = Post & { fileUrl: string };

/** The detail page of a post. */
export const postPath = (id: string) => `${ROUTES.tip}?id=${encodeURIComponent(id)}`;
