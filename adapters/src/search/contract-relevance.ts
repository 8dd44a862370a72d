import { type Brand, type CatalogQuery, defaultCatalogQuery, type Product } from '@futterkompass/domain';
import { aProduct, clockNow } from '@futterkompass/domain/testing';
import {
  planCatalogSearch,
  quickSearchQuery,
  type SearchDocument,
  toSearchDocument,
} from '@futterkompass/search-config';
import { beforeAll, expect, it } from 'vitest';
import { engineWith } from './contract-engine';
import type { SearchEngine } from './port';

const LANDGUT: Brand = { _id: 'a1a1a1a1a1a1a1a1a1a1a1a1', name: 'Landgut' };
const REISHOF: Brand = { _id: 'b2b2b2b2b2b2b2b2b2b2b2b2', name: 'Reishof' };

/**
 * Products whose words stand in different fields: in the brand, the series, among the ingredients
 * (components and elements) or the food's kind (type, one-word claims).
 */
const ROWS: [string, Brand, string, Partial<Product>][] = [
  ['r1', LANDGUT, 'Huhn & Reis', { elements: ['reis'] }],
  ['r2', LANDGUT, 'Huhn Menü', { elements: ['reis'] }],
  ['r3', LANDGUT, 'Hausmannskost', { elements: ['reis', 'gemuese'] }],
  ['r4', REISHOF, 'Huhn pur', {}],
  ['r5', LANDGUT, 'Lamm & Reis', { animalComponents: ['lamm'], elements: ['reis'] }],
  ['r6', LANDGUT, 'Huhn Trocken', { type1: 'dried', elements: ['kartoffel'] }],
  ['r7', LANDGUT, 'Getreidefrei Menü Pute', { animalComponents: ['pute'] }],
  ['r8', LANDGUT, 'Pute', { animalComponents: ['pute'], attributes: ['grainfree'] }],
  [
    'r9',
    LANDGUT,
    'Lachs',
    { type1: 'dried', animal: ['cat'], animalComponents: ['lachs'], attributes: ['grainfree'] },
  ],
  ['r10', LANDGUT, 'Thunfisch', { animal: ['cat'], animalComponents: ['thunfisch'] }],
];

function relevanceDocuments(): SearchDocument[] {
  return ROWS.map(([id, brand, series, over]) =>
    toSearchDocument({
      product: aProduct({
        _id: id,
        urlExtension: id,
        brand: brand._id,
        series,
        animalComponents: ['huhn'],
        ...over,
      }),
      brand,
      owners: new Map(),
      clock: clockNow(),
    }),
  );
}

/**
 * [query, expected hits in groups of equal relevance, best first]: within a group the engines may
 * order alike documents differently (Meilisearch breaks ties by its own rules), between groups not.
 */
const QUICK: [string, string[][]][] = [
  // 'Reis' in the brand, then both words in the series, then one among the ingredients, then both.
  ['Huhn Reis', [['r4'], ['r1'], ['r2'], ['r3']]],
  // The brand and the series before the ingredients.
  ['Landgut Huhn', [['r1', 'r2', 'r6'], ['r3']]],
  // A type word of the food's kind; 'Hundefutter' filters by the animal.
  ['Hundefutter nass', [['r1', 'r2', 'r3', 'r4', 'r5', 'r7', 'r8']]],
  // In a series before a claim of the food's kind.
  ['getreidefrei', [['r7'], ['r8', 'r9']]],
  ['Trockenfutter Lachs', [['r9']]],
];

/** Quick-search relevance, the same for every engine: where a query's words are found ranks the hits. */
export function relevanceContract(makeEngine: () => Promise<SearchEngine<SearchDocument>>): void {
  let engine: SearchEngine<SearchDocument>;

  beforeAll(async () => {
    engine = await engineWith(makeEngine, relevanceDocuments());
  });

  it.each(QUICK)('%s', async (query, groups) => {
    const result = await engine.search(quickSearchQuery(query));
    const ids = result.hits.map((h) => h.id);
    expect(result.total).toBe(groups.flat().length);
    let at = 0;
    for (const group of groups) {
      expect(new Set(ids.slice(at, at + group.length))).toEqual(new Set(group));
      at += group.length;
    }
  });

  it('lists the same products for the query as the quick search finds, by brand as the list sorts', async () => {
    const query: CatalogQuery = {
      ...defaultCatalogQuery(),
      animal: ['dog', 'cat'],
      type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
      query: 'Huhn Reis',
    };
    const plan = planCatalogSearch(query);
    const result = plan.merge(await engine.multiSearch(plan.queries));
    // In German order 'Huhn & Reis' comes before 'Huhn Menü': the collation puts '&' before letters.
    expect(result.hits.map((h) => h.id)).toEqual(['r3', 'r1', 'r2', 'r4']);
    expect(result.total).toBe(4);
  });
}
