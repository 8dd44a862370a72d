import type { ListParam } from '@futterkompass/domain';
import { entityValue, type FacetEntity, type FacetValue } from '@futterkompass/search-config';
import { valueLabel } from '../labels';
import type { Option } from './ListSection';

/** Lists whose order means something (life stages, bands, sizes) keep it; the others go A-Z. */
const NATURAL_ORDER: ReadonlySet<ListParam> = new Set([
  'ageGroup',
  'animalShare',
  'animalShareDriedOne',
  'animalShareDriedTwo',
  'packagingSize',
  'declaration',
]);

let collator: Intl.Collator | undefined;
/** Made when a popup first sorts: the first Intl object of a page loads locale data (tens of ms). */
function byLabel(a: Option, b: Option): number {
  collator ??= new Intl.Collator('de', { sensitivity: 'base', numeric: true });
  return collator.compare(a.label, b.label);
}

/**
 * A popup's options: the values the answer offers with their counts, plus selected values it no
 * longer lists (count 0 is not shown), sorted by their German label unless the order means something.
 */
export function popupOptions(
  param: ListParam,
  entries: (FacetValue | FacetEntity)[] | undefined,
  selected: readonly string[],
  names: ReadonlyMap<string, string>,
): Option[] {
  const list: Option[] = (entries ?? []).map((e) =>
    '_id' in e ? { value: entityValue(e), label: e.name, count: e.count } : { ...e, value: String(e.value) },
  );
  for (const value of selected)
    if (!list.some((o) => o.value === value)) list.push({ value, label: valueLabel(param, value, names) });
  return NATURAL_ORDER.has(param) ? list : list.sort(byLabel);
}
