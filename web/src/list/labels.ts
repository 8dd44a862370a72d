import { LIST_PARAMS, type ListParam, packagingSizeLabel } from '@futterkompass/domain';

/** Names of brands and producers by id, as the list answer and /api/filters give them. */
export type EntityNames = ReadonlyMap<string, string>;

/** The German label of a list value, for chips and for options the answer no longer lists. */
export function valueLabel(param: ListParam, value: string | number, names: EntityNames): string {
  if (param === 'brand' || param === 'producer') return names.get(String(value)) ?? String(value);
  if (param === 'packagingSize') return packagingSizeLabel(String(value));
  const codes = LIST_PARAMS[param];
  return 'label' in codes ? codes.label(value as never) : String(value);
}
