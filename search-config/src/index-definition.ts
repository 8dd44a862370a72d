import { BOOLEAN_PARAMS, MAX_ONLY_FIELDS, RANGE_FIELDS } from '@futterkompass/domain';
import type { FieldDefinition, FieldType, IndexDefinition } from './engine-types';
import { FACET_GROUPS, type FacetGroup } from './facet-groups';
import { UNIT_PRICE_FIELDS } from './price-fields';
import { SORTABLE_FIELDS } from './sorts';
import { meiliSynonyms, STOP_WORDS } from './synonyms';

/** A group's fields with their types: 'any' groups hold one value, the others a list. */
function groupFields(group: FacetGroup): [string, FieldType][] {
  if (group.exact === 'any')
    return [group.field, group.facetField].flatMap((f) => (f ? [[f, 'keyword']] : []));
  return [
    [group.field, 'keyword[]'],
    ...(group.facetField ? [[group.facetField, 'keyword[]'] as [string, FieldType]] : []),
    ...(group.exact === 'exactly' ? [[group.exactField, 'keyword'] as [string, FieldType]] : []),
  ];
}

/**
 * Every filterable field with its type, derived from the facet groups and the domain's boolean and
 * range parameters (the booleans' document fields carry the parameters' names), and the Grundpreis
 * fields the price range filters (per kg or l, with and without shipping). A field claimed
 * with two types is a mistake in those tables and stops the start.
 */
function filterableFields(): FieldDefinition[] {
  const types = new Map<string, FieldType>();
  const claim = (name: string, type: FieldType) => {
    const known = types.get(name);
    if (known && known !== type) throw new Error(`Feld ${name} ist als ${known} und als ${type} deklariert.`);
    types.set(name, type);
  };
  for (const group of FACET_GROUPS) for (const [name, type] of groupFields(group)) claim(name, type);
  for (const name of BOOLEAN_PARAMS) claim(name, 'boolean');
  // The basePrice range filters the Grundpreis fields (per kg or l), not the 100 g field.
  const ranges = RANGE_FIELDS.filter((name) => name !== 'basePrice');
  for (const name of [...ranges, ...MAX_ONLY_FIELDS, ...UNIT_PRICE_FIELDS]) claim(name, 'number');
  return [...types].map(([name, type]) => ({ name, type }));
}

/** The products index of the catalogue search. */
export const PRODUCT_INDEX: IndexDefinition = {
  primaryKey: 'id',
  // In order of importance: a query's words found in the brand or the series rank before those
  // found only among the ingredients, those before the food's kind ('nass', 'getreidefrei').
  searchable: ['brandName', 'series', 'ingredients', 'properties', 'producerName'],
  filterable: filterableFields(),
  sortable: SORTABLE_FIELDS,
  synonyms: meiliSynonyms(),
  stopWords: STOP_WORDS,
  maxTotalHits: 1_000_000,
  maxValuesPerFacet: 10_000,
};
