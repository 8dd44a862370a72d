import {
  BOOLEAN_PARAMS,
  type CatalogQuery,
  MAX_ONLY_FIELDS,
  RANGE_FIELDS,
  toUnitPrice,
} from '@futterkompass/domain';
import { FACET_GROUPS, type FacetGroup, setKey, vocabulary } from './facet-groups';
import { allOf, and, anyOf, type FilterNode, onlyOf, range } from './filter-ast';
import { PRICE_FIELDS } from './price-fields';

function groupFilter(group: FacetGroup, values: readonly (string | number)[], exact: boolean): FilterNode {
  if (!exact || group.exact === 'any') return anyOf(group.field, values);
  if (group.exact === 'all') return allOf(group.field, values);
  if (group.exact === 'exactly') return anyOf(group.exactField ?? group.field, [setKey(values)]);
  return onlyOf(
    group.field,
    values,
    vocabulary(group.param).filter((v) => !values.includes(v)),
  );
}

/**
 * The filter of every refined part of a list query, keyed by parameter (list groups, booleans)
 * or range field, so that a disjunctive facet query can leave one group out.
 */
export function catalogFilters(query: CatalogQuery): Map<string, FilterNode> {
  const exact = query.filterOption === 2;
  const filters = new Map<string, FilterNode>();
  for (const group of FACET_GROUPS) {
    const values = query[group.param];
    if (values.length > 0) filters.set(group.param, groupFilter(group, values, exact));
  }
  for (const param of BOOLEAN_PARAMS) {
    const value = query[param];
    // The document fields of the booleans carry the parameters' names.
    if (value !== undefined) filters.set(param, anyOf(param, [value]));
  }
  for (const field of RANGE_FIELDS) {
    const min = query[`${field}Min`];
    const max = query[`${field}Max`];
    if (min === undefined && max === undefined) continue;
    // The Grundpreis range is given per 100 g (the specification's parameters) and compared per kg
    // or l, delivered when the visitor chose prices with shipping.
    if (field === 'basePrice')
      filters.set(
        field,
        range(
          PRICE_FIELDS[query.shipping].unitPrice,
          min === undefined ? undefined : toUnitPrice(min),
          max === undefined ? undefined : toUnitPrice(max),
        ),
      );
    else filters.set(field, range(field, min, max));
  }
  for (const field of MAX_ONLY_FIELDS) {
    const max = query[field];
    if (max !== undefined) filters.set(field, range(field, undefined, max));
  }
  return filters;
}

/** All filters of a query combined, optionally without one group's own filter. */
export function combinedFilter(
  filters: ReadonlyMap<string, FilterNode>,
  without?: string,
): FilterNode | undefined {
  return and([...filters].filter(([key]) => key !== without).map(([, node]) => node));
}
