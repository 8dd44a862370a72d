import type { CatalogQuery, FeedingAnimal, PetFilter } from '@futterkompass/domain';

/**
 * The `filters` of a list request: the list state and the active animal, which takes the unclear
 * products' switch of the address (`showUnclear`) as the API has it (`pet.showUnclear`).
 */
export function listFilters(
  query: CatalogQuery,
  pet: FeedingAnimal | null,
): Omit<CatalogQuery, 'showUnclear'> & { pet?: PetFilter } {
  const { showUnclear, ...filters } = query;
  if (!pet) return filters;
  return { ...filters, pet: showUnclear ? { ...pet, showUnclear: true } : pet };
}
