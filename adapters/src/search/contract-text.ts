import { defaultCatalogQuery } from '@futterkompass/domain';
import { planCatalogSearch, type SearchDocument } from '@futterkompass/search-config';
import { fixtureDocuments } from '@futterkompass/search-config/testing';
import { beforeAll, expect, it } from 'vitest';
import { engineWith } from './contract-engine';
import type { SearchEngine } from './port';

/**
 * Products whose names share word beginnings ('wild', 'wildschwein'): a prefix that matches two
 * words of one product must still count as one word of the query.
 */
const SERIES: [string, string][] = [
  ['t1', 'Classic Wildschwein & Wild'],
  ['t2', 'Pute & Wild'],
  ['t3', 'Wild Kaninchen'],
  ['t4', 'Rind & Wildschwein'],
  ['t5', 'Kaninchen & Wildschweinherz'],
  ['t6', 'Wild & Rind'],
];

function textDocuments(): SearchDocument[] {
  const [template] = fixtureDocuments() as [SearchDocument];
  return SERIES.map(([id, series]) => {
    const { producerId: _p, producerName: _n, producerFacet: _f, ...rest } = template;
    return {
      ...rest,
      id,
      urlExtension: id,
      brandName: 'Landgut',
      series,
      ingredients: '',
      properties: '',
      sortBrand: `landgut!${id}`,
    };
  });
}

/** [query, expected ids by brand then series] */
const CASES: [string, string[]][] = [
  ['Pute Wild', ['t2']],
  ['Wild Rind', ['t6']],
  ['Wild Kaninchen', ['t3']],
  // Every word must match: as a whole word, the last one also as a prefix.
  ['Rind Wildsch', ['t4']],
  ['Wildsch Rind', []],
  ['Kaninchen Wild', ['t3', 't5']],
];

/** Multi-word text matching, the same for every engine: every word must match, the last as a prefix. */
export function textMatchingContract(makeEngine: () => Promise<SearchEngine<SearchDocument>>): void {
  let engine: SearchEngine<SearchDocument>;

  beforeAll(async () => {
    engine = await engineWith(makeEngine, textDocuments());
  });

  it.each(CASES)('%s', async (query, expected) => {
    const plan = planCatalogSearch({ ...defaultCatalogQuery(), query });
    const result = plan.merge(await engine.multiSearch(plan.queries));
    expect(result.hits.map((h) => h.id)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });
}
