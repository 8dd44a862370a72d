import { defaultCatalogQuery } from '@futterkompass/domain';
import { brandSortKey, planCatalogSearch, type SearchDocument } from '@futterkompass/search-config';
import { fixtureDocuments } from '@futterkompass/search-config/testing';
import { beforeAll, expect, it } from 'vitest';
import { engineWith } from './contract-engine';
import type { SearchEngine } from './port';

/** Brands whose order German lists and a byte or 'ae' order disagree on, shuffled. */
const BRANDS = ['Zoo', 'Känguru', 'Öko', 'Kalb', 'Müller', 'Ochse', 'Ähre', 'Kaninchen', 'Muller', 'Apfel'];

/** As DIN 5007-1 sorts them (Intl.Collator('de')): ä as a, ö as o, ü as u; the unaccented first. */
const GERMAN_ORDER = [
  'Ähre',
  'Apfel',
  'Kalb',
  'Känguru',
  'Kaninchen',
  'Muller',
  'Müller',
  'Ochse',
  'Öko',
  'Zoo',
];

function brandDocuments(): SearchDocument[] {
  const [template] = fixtureDocuments() as [SearchDocument];
  return BRANDS.map((brandName, i) => {
    const id = `c${i}`;
    const brandId = `b${i}`;
    return {
      ...template,
      id,
      urlExtension: id,
      brandId,
      brandName,
      brandFacet: `${brandId}||${brandName}`,
      series: 'Adult',
      sortBrand: brandSortKey(brandName, 'Adult', id),
    };
  });
}

/** The list sorted by brand puts brands in German order, the same in every engine. */
export function collationContract(makeEngine: () => Promise<SearchEngine<SearchDocument>>): void {
  let engine: SearchEngine<SearchDocument>;

  beforeAll(async () => {
    engine = await engineWith(makeEngine, brandDocuments());
  });

  it('sorts by brand as German lists do: Kalb before Känguru, Ochse before Öko', async () => {
    const plan = planCatalogSearch({ ...defaultCatalogQuery(), sortBy: 'brand', productsPerPage: 12 });
    const result = plan.merge(await engine.multiSearch(plan.queries));
    expect(result.hits.map((h) => h.brandName)).toEqual(GERMAN_ORDER);
  });
}
