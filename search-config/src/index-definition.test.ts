import { describe, expect, it } from 'vitest';
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
      basePrice: 'number',
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
