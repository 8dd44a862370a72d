import { ANIMALS, labelsOf, parseCatalogSearch, ROUTES, TYPE1 } from '@futterkompass/domain';

/**
 * The meta description of a list, for search results and link previews: what it lists and what it
 * compares. Only the server reads it (web/src/entry-server.tsx), so the browser's bundle stays as
 * it is. Null for other pages: they note their own (RenderNotes) or keep the portal's.
 */
export function pageDescription(pathname: string, search: string): string | null {
  if (pathname !== ROUTES.products) return null;
  const query = parseCatalogSearch(search);
  return `${labelsOf(TYPE1, query.type1)} für ${labelsOf(ANIMALS, query.animal)} vergleichen: Preise vieler Shops, Grundpreis, Zusammensetzung und Bewertungen.`;
}
