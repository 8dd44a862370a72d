import {
  animalPlural,
  type CatalogQuery,
  categoryHeading,
  categoryPageOf,
  defaultCatalogQuery,
  type ListLanding,
  landingOf,
  ROUTES,
  SORT_OPTIONS,
  TYPE1,
} from '@futterkompass/domain';
import { activeChips } from './chips';
import type { EntityNames } from './labels';

const SITE = 'Futterkompass';

export interface ListHeading {
  /** The page's h1. */
  heading: string;
  /** The breadcrumb after 'Startseite'. */
  trail: { label: string; to?: string }[];
}

/** What a list holds by animal and type: 'Nassfutter für Hunde', 'Futter für Hunde und Katzen'. */
function kinds(query: CatalogQuery): string {
  const types =
    query.type1.length === TYPE1.values.length ? 'Futter' : query.type1.map((t) => TYPE1.label(t)).join(', ');
  return `${types} für ${query.animal.map(animalPlural).join(' und ')}`;
}

/**
 * A list's heading and breadcrumb: a category page's own (a refined one under its category), a
 * brand's name under 'Marken', a search by its term, any other list by its food types and animals.
 */
export function listHeading(
  query: CatalogQuery,
  landing: ListLanding | null,
  brandName?: string,
): ListHeading {
  if (landing?.kind === 'category') {
    const { page } = landing;
    const heading = categoryHeading(page);
    if (!page.refinement) return { heading, trail: [{ label: heading }] };
    const base = categoryPageOf(page.animal, page.type);
    return { heading, trail: [{ label: categoryHeading(base), to: base.path }, { label: heading }] };
  }
  if (landing?.kind === 'brand') {
    const name = brandName ?? 'Marke';
    return { heading: name, trail: [{ label: 'Marken', to: ROUTES.brands }, { label: name }] };
  }
  const heading = query.query ? `Suchergebnisse für „${query.query}“` : kinds(query);
  return { heading, trail: [{ label: heading }] };
}

/**
 * A list's document title: everything that makes it another list than its neighbours (filters,
 * filter mode, search term, page), and its sort and page size where they are not the default, so
 * that no two lists share a title.
 */
export function listTitle(query: CatalogQuery, names: EntityNames, brandName?: string): string {
  const landing = landingOf(query);
  const defaults = defaultCatalogQuery();
  const variant = [
    query.sortBy !== defaults.sortBy && `sortiert: ${SORT_OPTIONS.label(query.sortBy)}`,
    query.productsPerPage !== defaults.productsPerPage && `${query.productsPerPage} pro Seite`,
    query.currentPage > 1 && `Seite ${query.currentPage}`,
  ].filter(Boolean);
  const tail = variant.length > 0 ? ` – ${variant.join(', ')}` : '';
  if (landing?.kind === 'category')
    return `${categoryHeading(landing.page)} im Preisvergleich${tail} | ${SITE}`;
  if (landing?.kind === 'brand')
    return `${brandName ?? landing.slug}: Futter im Preisvergleich${tail} | ${SITE}`;
  const filters = activeChips(query, names).map((chip) => chip.label);
  const what = [
    query.query && `„${query.query}“`,
    `${kinds(query)}${filters.length > 0 ? `: ${filters.join(', ')}` : ''}`,
    query.filterOption === 2 && 'exakte Auswahl',
  ].filter(Boolean);
  return `${what.join(' · ')}${tail} | ${SITE}`;
}

/**
 * A list's meta description and, on a brand page, its introduction: the brand's description, or
 * what the list compares (a category page has its introduction: use-category-intro.ts).
 */
export function listDescription(
  query: CatalogQuery,
  landing: ListLanding | null,
  brand: { name: string; description: string | null } | undefined,
): string {
  if (landing?.kind === 'brand') {
    return brand?.description ?? `Alle Futtersorten von ${brand?.name ?? 'dieser Marke'} im Preisvergleich.`;
  }
  return `${kinds(query)} vergleichen: Preise vieler Shops, Zusammensetzung und Bewertungen.`;
}
