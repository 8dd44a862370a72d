import { LIST_PARAMS, packagingSizeAmount, packagingSizeLabel, vocabularyKind } from '@futterkompass/domain';
import type { FacetGroup } from './facet-groups';

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface FacetEntity {
  _id: string;
  name: string;
  count: number;
  /** A brand's slug, as the list's addresses name it (the API adds it to the brand options). */
  slug?: string;
}

/** The value a list filter names an entity by: a brand by its slug, a producer by its id. */
export const entityValue = (entity: Pick<FacetEntity, '_id' | 'slug'>): string => entity.slug ?? entity._id;

let collator: Intl.Collator | undefined;
/** Made on first use: in the browser the first Intl object of a page loads locale data (tens of ms). */
function byName(a: FacetEntity, b: FacetEntity): number {
  collator ??= new Intl.Collator('de');
  return collator.compare(a.name, b.name);
}

/** Brands and producers are counted as 'id||name' values, so that one facet gives both. */
function entities(counts: Record<string, number>, selected: readonly (string | number)[]): FacetEntity[] {
  const list: FacetEntity[] = [];
  for (const [key, count] of Object.entries(counts)) {
    const at = key.indexOf('||');
    if (at < 0) continue;
    const _id = key.slice(0, at);
    if (count > 0 || selected.includes(_id)) list.push({ _id, name: key.slice(at + 2), count });
  }
  return list.sort(byName);
}

function codeValues(
  group: FacetGroup,
  counts: Record<string, number>,
  selected: readonly (string | number)[],
): FacetValue[] {
  const codes = LIST_PARAMS[group.param];
  const keep = (value: string | number, count: number) => count > 0 || selected.includes(value);
  if ('values' in codes) {
    const list: FacetValue[] = [];
    for (const value of codes.values as readonly (string | number)[]) {
      const count = counts[String(value)] ?? 0;
      if (keep(value, count)) list.push({ value: String(value), label: codes.label(value as never), count });
    }
    return list;
  }
  // Package sizes: an open vocabulary, ordered by size.
  const keys = new Set([...Object.keys(counts), ...selected.map(String)]);
  return [...keys]
    .filter((key) => keep(key, counts[key] ?? 0))
    .sort((a, b) => packagingSizeAmount(a) - packagingSizeAmount(b))
    .map((key) => ({ value: key, label: packagingSizeLabel(key), count: counts[key] ?? 0 }));
}

/**
 * A group's options from the counts of its facet field: brands and producers by name, coded values
 * in their vocabulary's order, package sizes by size. A value without products is kept only while
 * it is selected, so that it can still be unticked.
 */
export function facetOptions(
  group: FacetGroup,
  counts: Record<string, number>,
  selected: readonly (string | number)[],
): FacetValue[] | FacetEntity[] {
  return vocabularyKind(group.param) === 'ids'
    ? entities(counts, selected)
    : codeValues(group, counts, selected);
}
