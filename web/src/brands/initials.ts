import type { BrandListing } from '@futterkompass/domain';

/** Brands under their initial: Ä under A (as German lists sort), digits and signs under '#'. */
export function byInitial(brands: readonly BrandListing[]): { initial: string; brands: BrandListing[] }[] {
  const groups = new Map<string, BrandListing[]>();
  for (const brand of brands) {
    const first = brand.name.trim().charAt(0).normalize('NFD').charAt(0).toUpperCase();
    const initial = /[A-Z]/.test(first) ? first : '#';
    groups.set(initial, [...(groups.get(initial) ?? []), brand]);
  }
  return [...groups]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([initial, list]) => ({ initial, brands: list }));
}
