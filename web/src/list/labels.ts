import { LIST_PARAMS, type ListParam, packagingSizeLabel, vocabularyKind } from '@futterkompass/domain';

/** Names of brands by slug and producers by id, as the list answer and /api/filters give them. */
export type EntityNames = ReadonlyMap<string, string>;

/** The German label of a list value, for chips and for options the answer no longer lists. */
export function valueLabel(param: ListParam, value: string | number, names: EntityNames): string {
  const kind = vocabularyKind(param);
  if (kind === 'ids') return names.get(String(value)) ?? String(value);
  if (kind === 'sizes') return packagingSizeLabel(String(value));
  const codes = LIST_PARAMS[param];
  return 'label' in codes ? codes.label(value as never) : String(value);
}
