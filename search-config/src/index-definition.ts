import type { FieldDefinition, IndexDefinition } from './engine-types';
import { FACET_GROUPS } from './facet-groups';
import { SORTABLE_FIELDS } from './sorts';
import { meiliSynonyms, STOP_WORDS } from './synonyms';

/** Single-valued fields filtered by equality; the share codes are numbers but used as keywords. */
const KEYWORD_FIELDS = [
  'animalSet',
  'type1',
  'brandId',
  'brandFacet',
  'producerId',
  'producerFacet',
  'countryOfProduction',
  'declaration',
  'animalShare',
  'animalShareDriedOne',
  'animalShareDriedTwo',
];
const NUMBER_FIELDS = ['proteins', 'fats', 'fibers', 'ash', 'moisture', 'nfe', 'nfeTM', 'basePrice'];
const BOOLEAN_FIELDS = ['binder', 'technologicalAdditives', 'physiologicalAdditives'];

function fieldType(name: string): FieldDefinition['type'] {
  if (KEYWORD_FIELDS.includes(name)) return 'keyword';
  if (NUMBER_FIELDS.includes(name)) return 'number';
  if (BOOLEAN_FIELDS.includes(name)) return 'boolean';
  return 'keyword[]';
}

const filterFields = new Set<string>([
  ...FACET_GROUPS.flatMap(
    (g) => [g.field, g.facetField, g.exactField].filter((f) => f !== undefined) as string[],
  ),
  ...BOOLEAN_FIELDS,
  ...NUMBER_FIELDS,
]);

/** The products index of the catalogue search. */
export const PRODUCT_INDEX: IndexDefinition = {
  primaryKey: 'id',
  // In order of importance: a query's words found in the brand or the series rank before those
  // found only among the ingredients, those before the food's kind ('nass', 'getreidefrei').
  searchable: ['brandName', 'series', 'ingredients', 'properties', 'producerName'],
  filterable: [...filterFields].map((name) => ({ name, type: fieldType(name) })),
  sortable: SORTABLE_FIELDS,
  synonyms: meiliSynonyms(),
  stopWords: STOP_WORDS,
  maxTotalHits: 1_000_000,
  maxValuesPerFacet: 10_000,
};
