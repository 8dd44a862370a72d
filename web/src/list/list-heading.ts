import {
  animalPlural,
  type CatalogQuery,
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
 * A list's heading and breadcrumb: a category page's own, a brand's name under 'Marken', a search
 * by its term, any other list by its food types and animals (under its category page, where it has
 * one animal and one type).
 */
export function listHeading(
  query: CatalogQuery,
  landing: ListLanding | null,
  brandName?: string,
): ListHeading {
  if (landing?.kind === 'category') {
    const { page } = landing;
    if (!page.refinement) return { heading: page.heading, trail: [{ label: page.heading }] };
    const base = categoryPageOf(page.animal, page.type);
    return {
      heading: page.heading,
      trail: [{ label: base.heading, to: base.path }, { label: page.heading }],
    };
  }
  if (landing?.kind === 'brand') {
    const name = brandName ?? 'Marke';
    return { heading: name, trail: [{ label: 'Marken', to: ROUTES.brands }, { label: name }] };
  }
  const heading = query.query ? `Suchergebnisse für „${query.query}“` : kinds(query);
  const [animal] = query.animal;
  const [type] = query.type1;
  const single = query.animal.length === 1 && query.type1.length === 1 && animal && type && !query.query;
  if (!single) return { heading, trail: [{ label: heading }] };
  const base = categoryPageOf(animal, type);
  return { heading, trail: [{ label: base.heading, to: base.path }, { label: 'Auswahl' }] };
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
  if (landing?.kind === 'category') return `${landing.page.heading} im Preisvergleich${tail} | ${SITE}`;
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
 * A list's meta description and, on a brand page, its introduction: the category's introduction,
 * the brand's description, or what the list compares.
 */
export function listDescription(
  query: CatalogQuery,
  landing: ListLanding | null,
  brand: { name: string; description: string | null } | undefined,
): string {
  if (landing?.kind === 'category') return landing.page.intro;
  if (landing?.kind === 'brand') {
    const name = brand?.name ?? 'dieser Marke';
    return (
      brand?.description ??
      `Alle Futtersorten von ${name} im Preisvergleich: Preise vieler Shops, Zusammensetzung und Bewertungen.`
    );
  }
  return `${kinds(query)} vergleichen: Preise vieler Shops, Grundpreis, Zusammensetzung und Bewertungen.`;
}
