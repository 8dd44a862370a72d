import { type CatalogQuery, defaultCatalogQuery } from '@futterkompass/domain';
import { describe, expect, it } from 'vitest';
import { catalogFilters, combinedFilter } from './catalog-filters';
import { planCatalogSearch } from './catalog-search';
import { FACET_GROUPS } from './facet-groups';
import { PRODUCT_INDEX } from './index-definition';
import { meiliValue, toMeiliFilter, toMeiliSearchParams, toMeiliSettings } from './meili';

const ID = '0123456789abcdef01234567';
const q = (over: Partial<CatalogQuery>): CatalogQuery => ({ ...defaultCatalogQuery(), ...over });
const filterOf = (over: Partial<CatalogQuery>, key: string) => {
  const node = catalogFilters(q(over)).get(key);
  return node && toMeiliFilter(node);
};

describe('Meilisearch filter strings', () => {
  it('quotes strings and escapes backslashes and double quotes; spaces stay inside the quotes', () => {
    expect(meiliValue('Rind & Reis')).toBe('"Rind & Reis"');
    expect(meiliValue('a"b')).toBe('"a\\"b"');
    expect(meiliValue('c:\\d')).toBe('"c:\\\\d"');
    expect(meiliValue('say "\\"')).toBe('"say \\"\\\\\\""');
    expect(meiliValue(70)).toBe('70');
    expect(meiliValue(true)).toBe('true');
  });

  const twoValues: Record<string, Partial<CatalogQuery>> = {
    animal: { animal: ['dog', 'cat'] },
    type1: { type1: ['wet', 'dried'] },
    type2: { type2: ['complete', 'snack'] },
    ageGroup: { ageGroup: ['adult', 'senior'] },
    brand: { brand: [ID, ID.replace('0', 'f')] },
    producer: { producer: [ID, ID.replace('0', 'f')] },
    animalComponents: { animalComponents: ['pferd', 'ziege'] },
    diseases: { diseases: ['niere', 'leber'] },
    attributes: { attributes: ['vegan', 'taurin'] },
    countryOfProduction: { countryOfProduction: ['de', 'at'] },
    countriesOfDelivery: { countriesOfDelivery: ['de', 'at'] },
    elements: { elements: ['gemuese', 'reis'] },
    processing: { processing: ['gewolft', 'amstueck'] },
    declaration: { declaration: ['open-2', 'open'] },
    animalShare: { animalShare: [70, 80] },
    animalShareDriedOne: { animalShareDriedOne: [20, 30] },
    animalShareDriedTwo: { animalShareDriedTwo: [20, 30] },
    packaging: { packaging: ['can', 'pouch'] },
    packagingSize: { packagingSize: ['400g', '1.5kg'] },
  };

  it('covers every facet group', () => {
    expect(Object.keys(twoValues).sort()).toEqual(FACET_GROUPS.map((g) => g.param).sort());
  });

  it('combines values with OR in Normal mode for every group', () => {
    for (const group of FACET_GROUPS) {
      const over = twoValues[group.param] ?? {};
      const values = (over[group.param] as (string | number)[]).map(meiliValue).join(', ');
      expect(filterOf({ ...over, filterOption: 1 }, group.param)).toBe(`${group.field} IN [${values}]`);
    }
  });

  it('applies the Exact mode semantics per group', () => {
    const exact = (param: string) => filterOf({ ...twoValues[param], filterOption: 2 }, param);
    expect(exact('type1')).toBe('type1 IN ["wet", "dried"]');
    expect(exact('brand')).toBe(`brandId IN ["${ID}", "${ID.replace('0', 'f')}"]`);
    expect(exact('producer')).toBe(`producerId IN ["${ID}", "${ID.replace('0', 'f')}"]`);
    expect(exact('declaration')).toBe('declaration IN ["open-2", "open"]');
    expect(exact('countryOfProduction')).toBe('countryOfProduction IN ["de", "at"]');
    expect(exact('animalShare')).toBe('animalShare IN [70, 80]');
    expect(exact('animalShareDriedOne')).toBe('animalShareDriedOne IN [20, 30]');
    expect(exact('animalShareDriedTwo')).toBe('animalShareDriedTwo IN [20, 30]');
    expect(exact('type2')).toBe('(type2 = "complete") AND (type2 = "snack")');
    expect(exact('ageGroup')).toBe('(ageGroup = "adult") AND (ageGroup = "senior")');
    expect(exact('diseases')).toBe('(diseases = "niere") AND (diseases = "leber")');
    expect(exact('attributes')).toBe('(attributes = "vegan") AND (attributes = "taurin")');
    expect(exact('countriesOfDelivery')).toBe(
      '(countriesOfDelivery = "de") AND (countriesOfDelivery = "at")',
    );
    expect(exact('processing')).toBe('(processing = "gewolft") AND (processing = "amstueck")');
    expect(exact('packaging')).toBe('(packagings = "can") AND (packagings = "pouch")');
    expect(exact('packagingSize')).toBe('(packagingSizes = "400g") AND (packagingSizes = "1.5kg")');
    expect(exact('animal')).toBe('animalSet = "cat+dog"');
    expect(filterOf({ animal: ['cat'], filterOption: 2 }, 'animal')).toBe('animalSet = "cat"');

    const only = exact('animalComponents') ?? '';
    expect(only.startsWith('(animalComponents IN ["pferd", "ziege"]) AND (NOT (animalComponents IN [')).toBe(
      true,
    );
    expect(only).toContain('"unbekannt"');
    expect(only).toContain('"strauß"');
    expect(only).not.toMatch(/NOT \(animalComponents IN \[[^\]]*"pferd"/);
    expect(exact('elements')).toMatch(/^\(elements IN \["gemuese", "reis"\]\) AND \(NOT \(elements IN \[/);
  });

  it('compiles booleans and ranges', () => {
    expect(filterOf({ binder: true }, 'binder')).toBe('binder = true');
    expect(filterOf({ technologicalAdditives: false }, 'technologicalAdditives')).toBe(
      'technologicalAdditives = false',
    );
    expect(filterOf({ physiologicalAdditives: true }, 'physiologicalAdditives')).toBe(
      'physiologicalAdditives = true',
    );
    // The Grundpreis range: given per 100 g, compared per kg, delivered with shipping included.
    expect(filterOf({ basePriceMin: 0.2, basePriceMax: 1.548 }, 'basePrice')).toBe(
      'unitPrice >= 2 AND unitPrice <= 15.48',
    );
    expect(filterOf({ basePriceMax: 0.5, shipping: 'included' }, 'basePrice')).toBe(
      'deliveredUnitPrice <= 5',
    );
    for (const f of ['proteins', 'fats', 'fibers', 'ash', 'moisture'] as const) {
      expect(filterOf({ [`${f}Min`]: 1 }, f)).toBe(`${f} >= 1`);
      expect(filterOf({ [`${f}Max`]: 9.5 }, f)).toBe(`${f} <= 9.5`);
    }
    expect(filterOf({ nfe: 5 }, 'nfe')).toBe('nfe <= 5');
    expect(filterOf({ nfeTM: 30 }, 'nfeTM')).toBe('nfeTM <= 30');
  });

  it('joins groups with AND', () => {
    const filters = catalogFilters(q({ diseases: ['niere'], proteinsMin: 8 }));
    expect(toMeiliFilter(combinedFilter(filters) ?? { op: 'and', nodes: [] })).toBe(
      '(animal = "dog") AND (type1 = "wet") AND (diseases = "niere") AND (proteins >= 8)',
    );
  });
});

describe('Meilisearch request bodies', () => {
  it('builds the multi-search queries of a list request: main query and one per refined group', () => {
    const plan = planCatalogSearch(
      q({ diseases: ['niere'], sortBy: 'price_asc', currentPage: 2, query: 'Rind "Gold"' }),
    );
    const bodies = plan.queries.map((query) => toMeiliSearchParams('products', query));
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toEqual({
      indexUid: 'products',
      q: 'Rind "Gold"',
      filter: '(animal = "dog") AND (type1 = "wet") AND (diseases = "niere")',
      sort: ['hasOffer:desc', 'unitPrice:asc', 'sortBrand:asc'],
      page: 2,
      hitsPerPage: 12,
      facets: expect.arrayContaining(['brandFacet', 'producerFacet', 'animalComponents', 'packagingSizes']),
      matchingStrategy: 'all',
    });
    expect(bodies[0]?.facets).not.toContain('type1');
    expect(bodies[0]?.facets).not.toContain('diseases');
    expect(bodies[1]).toEqual({
      indexUid: 'products',
      q: 'Rind "Gold"',
      filter: '(animal = "dog") AND (diseases = "niere")',
      page: 1,
      hitsPerPage: 0,
      facets: ['type1'],
      matchingStrategy: 'all',
    });
    expect(bodies[2]).toMatchObject({
      filter: '(animal = "dog") AND (type1 = "wet")',
      facets: ['diseases'],
      hitsPerPage: 0,
    });
  });

  it('sorts by the delivered Grundpreis when prices include shipping, the shops’ one after it', () => {
    const [main] = planCatalogSearch(q({ sortBy: 'price_desc', shipping: 'included' })).queries;
    expect(main && toMeiliSearchParams('products', main).sort).toEqual([
      'hasOffer:desc',
      'deliveredUnitPrice:desc',
      'unitPrice:desc',
      'sortBrand:asc',
    ]);
  });

  it('builds the settings body', () => {
    const settings = toMeiliSettings(PRODUCT_INDEX);
    expect(settings.searchableAttributes).toEqual([
      'brandName',
      'series',
      'ingredients',
      'properties',
      'producerName',
    ]);
    // Sort first for the list; then the field a word is found in ranks a quick search's hits.
    expect(settings.rankingRules).toEqual([
      'sort',
      'words',
      'typo',
      'attributeRank',
      'proximity',
      'wordPosition',
      'exactness',
    ]);
    expect(settings.sortableAttributes).toEqual(
      expect.arrayContaining([
        'sortBrand',
        'rating',
        'ratingCount',
        'proteins',
        'fats',
        'nfeTM',
        'hasOffer',
        'unitPrice',
        'deliveredUnitPrice',
      ]),
    );
    const [equality, comparison] = settings.filterableAttributes;
    expect(equality?.attributePatterns).toEqual(
      expect.arrayContaining(['animal', 'brandId', 'brandFacet', 'binder', 'animalShare']),
    );
    expect(equality?.features.filter).toEqual({ equality: true, comparison: false });
    expect(comparison?.attributePatterns).toEqual(
      expect.arrayContaining(['unitPrice', 'deliveredUnitPrice', 'proteins', 'nfe', 'nfeTM']),
    );
    expect(comparison?.features.filter).toEqual({ equality: true, comparison: true });
    expect(settings.pagination.maxTotalHits).toBeGreaterThan(20_000);
    expect(settings.faceting.maxValuesPerFacet).toBeGreaterThan(1_000);
    expect(settings.faceting.sortFacetValuesBy.brandFacet).toBe('count');
    expect(settings.synonyms.hähnchen).toEqual(expect.arrayContaining(['huhn', 'hühnchen']));
    expect(settings.localizedAttributes).toEqual([{ attributePatterns: ['*'], locales: ['deu'] }]);
    expect(settings.typoTolerance).toEqual({
      enabled: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
    });
  });
});
