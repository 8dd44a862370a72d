import {
  BOOLEAN_PARAMS,
  type CatalogQuery,
  MAX_ONLY_FIELDS,
  NOT_PARAM_NAMES,
  type NotParam,
  RANGE_FIELDS,
  toUnitPrice,
} from '@futterkompass/domain';
import { FACET_GROUPS, type FacetGroup, vocabulary } from './facet-groups';
import { allOf, and, anyOf, type FilterNode, onlyOf, range } from './filter-ast';
import { ALLERGEN_FIELDS, PRICE_FIELDS } from './price-fields';
import { setKey } from './set-key';

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

/** The document field an "ohne …" filter excludes from: ingredients by allergen family. */
const NOT_FIELDS: Record<NotParam, string> = {
  not_animalComponents: ALLERGEN_FIELDS.contained,
  not_elements: ALLERGEN_FIELDS.contained,
  not_attributes: 'attributes',
};

const noneOf = (field: string, values: readonly string[]): FilterNode => ({
  op: 'not',
  node: anyOf(field, values),
});

/**
 * The active animal's filter: no product that contains one of its allergies, none that may hide
 * one unless it asks to see them, none with a property to avoid.
 */
function petFilter(pet: NonNullable<CatalogQuery['pet']>): FilterNode | undefined {
  const { allergies, avoid } = pet;
  return and([
    ...(allergies.length > 0 ? [noneOf(ALLERGEN_FIELDS.contained, allergies)] : []),
    ...(allergies.length > 0 && !pet.showUnclear ? [noneOf(ALLERGEN_FIELDS.unclear, allergies)] : []),
    ...(avoid.length > 0 ? [noneOf('attributes', avoid)] : []),
  ]);
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
  // Keyed apart from their groups: a group's disjunctive count keeps its "ohne …" filter, so a
  // count never includes an excluded product.
  for (const param of NOT_PARAM_NAMES) {
    const values = query[param] ?? [];
    if (values.length > 0) filters.set(param, noneOf(NOT_FIELDS[param], values));
  }
  const pet = query.pet && petFilter(query.pet);
  if (pet) filters.set('pet', pet);
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
