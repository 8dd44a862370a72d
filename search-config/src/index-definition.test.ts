import { describe, expect, it } from 'vitest';
import { COUNTED_GROUPS, filtersKey } from './facet-groups';
import { PRODUCT_INDEX } from './index-definition';

describe('the products index', () => {
  it('types every filterable field from the facet groups and the boolean and range parameters', () => {
    const types = Object.fromEntries(PRODUCT_INDEX.filterable.map((f) => [f.name, f.type]));
    expect(types).toEqual({
      animal: 'keyword[]',
      animalSet: 'keyword',
      type1: 'keyword',
      type2: 'keyword[]',
      ageGroup: 'keyword[]',
      brandId: 'keyword',
      brandFacet: 'keyword',
      producerId: 'keyword',
      producerFacet: 'keyword',
      animalComponents: 'keyword[]',
      diseases: 'keyword[]',
      attributes: 'keyword[]',
      countryOfProduction: 'keyword',
      countriesOfDelivery: 'keyword[]',
      elements: 'keyword[]',
      processing: 'keyword[]',
      declaration: 'keyword',
      animalShare: 'keyword',
      animalShareDriedOne: 'keyword',
      animalShareDriedTwo: 'keyword',
      packagings: 'keyword[]',
      packagingSizes: 'keyword[]',
      binder: 'boolean',
      technologicalAdditives: 'boolean',
      physiologicalAdditives: 'boolean',
      unitPrice: 'number',
      deliveredUnitPrice: 'number',
      proteins: 'number',
      fats: 'number',
      fibers: 'number',
      ash: 'number',
      moisture: 'number',
      nfe: 'number',
      nfeTM: 'number',
    });
  });
});

describe('the keys of GET /api/filters', () => {
  it('name coded groups by their parameter and open vocabularies in the plural', () => {
    const keys = Object.fromEntries(COUNTED_GROUPS.map((g) => [g.param, filtersKey(g)]));
    expect(keys).toMatchObject({
      brand: 'brands',
      producer: 'producers',
      packagingSize: 'packagingSizes',
      type1: 'type1',
      animalShare: 'animalShare',
    });
    expect(new Set(Object.values(keys)).size).toBe(COUNTED_GROUPS.length);
  });
});
