import { describe, expect, it } from 'vitest';
import { type CatalogQuery, defaultCatalogQuery } from './params';
import { sanitizeCatalogQuery } from './sanitize';
import { applyFilterChange } from './transitions';
import {
  DEFAULT_CATALOG_SEARCH,
  isDefaultCatalogQuery,
  parseCatalogSearch,
  serializeCatalogQuery,
} from './url';

const BRAND = '0123456789abcdef01234567';

describe('default list link', () => {
  it('is the specification’s query string', () => {
    expect(DEFAULT_CATALOG_SEARCH).toBe(
      'animal=dog&currentPage=1&filterOption=1&productsPerPage=12&sortBy=brand&type1=wet',
    );
    expect(isDefaultCatalogQuery(parseCatalogSearch(''))).toBe(true);
  });
});

describe('sanitizeCatalogQuery', () => {
  const current: CatalogQuery = {
    ...defaultCatalogQuery(),
    sortBy: 'fats_inc',
    currentPage: 4,
    filterOption: 2,
  };

  it('keeps the current sortBy, page and filterOption when the new ones are invalid', () => {
    const q = sanitizeCatalogQuery({ sortBy: 'cheapest', currentPage: '0', filterOption: '3' }, current);
    expect(q).toMatchObject({ sortBy: 'fats_inc', currentPage: 4, filterOption: 2 });
  });
  it('falls back to brand, page 1 and option 1 without a current state', () => {
    const q = sanitizeCatalogQuery({ sortBy: 'x', currentPage: 'abc', filterOption: 'x' });
    expect(q).toMatchObject({ sortBy: 'brand', currentPage: 1, filterOption: 1 });
  });
  it('accepts every sort option including the price sorts', () => {
    for (const sortBy of [
      'brand',
      'rating_dec',
      'proteins_inc',
      'fats_inc',
      'nfeTM_inc',
      'price_asc',
      'price_desc',
    ]) {
      expect(sanitizeCatalogQuery({ sortBy }).sortBy).toBe(sortBy);
    }
  });
  it('allows only 12, 24 or 36 products per page, else 12', () => {
    expect(sanitizeCatalogQuery({ productsPerPage: '24' }).productsPerPage).toBe(24);
    expect(sanitizeCatalogQuery({ productsPerPage: '36' }).productsPerPage).toBe(36);
    expect(
      sanitizeCatalogQuery({ productsPerPage: '100' }, { ...current, productsPerPage: 36 }).productsPerPage,
    ).toBe(12);
  });
  it('rejects fractional and negative pages', () => {
    expect(sanitizeCatalogQuery({ currentPage: '2.5' }).currentPage).toBe(1);
    expect(sanitizeCatalogQuery({ currentPage: '-1' }).currentPage).toBe(1);
    expect(sanitizeCatalogQuery({ currentPage: '7' }).currentPage).toBe(7);
  });
  it('keeps at least one valid animal and food type', () => {
    const q = sanitizeCatalogQuery({ animal: ['horse'], type1: 'pizza' });
    expect(q.animal).toEqual(['dog']);
    expect(q.type1).toEqual(['wet']);
    expect(sanitizeCatalogQuery({ animal: ['horse', 'cat'] }).animal).toEqual(['cat']);
  });
  it('orders list values canonically, whatever order the URL has', () => {
    const q = sanitizeCatalogQuery({
      animal: ['cat', 'dog'],
      type1: ['raw', 'wet'],
      diseases: ['niere', 'allergic'],
      packagingSize: ['12kg', '400g', '1.5kg'],
      brand: ['bbbbbbbbbbbbbbbbbbbbbbbb', 'aaaaaaaaaaaaaaaaaaaaaaaa'],
      animalShare: ['90', '30'],
    });
    expect(q.animal).toEqual(['dog', 'cat']);
    expect(q.type1).toEqual(['wet', 'raw']);
    expect(q.diseases).toEqual(['allergic', 'niere']);
    expect(q.packagingSize).toEqual(['400g', '1.5kg', '12kg']);
    expect(q.brand).toEqual(['aaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb']);
    expect(q.animalShare).toEqual([30, 90]);
  });

  it('turns single values into lists, drops unknown values and duplicates', () => {
    const q = sanitizeCatalogQuery({
      diseases: 'niere',
      animalComponents: ['pferd', 'einhorn', 'pferd'],
      brand: [BRAND, 'Keine Marke'],
      packagingSize: ['400g', '400 g'],
      animalShare: ['70', '75'],
      animalShareDriedOne: '20',
      animalShareDriedTwo: '20',
    });
    expect(q.diseases).toEqual(['niere']);
    expect(q.animalComponents).toEqual(['pferd']);
    expect(q.brand).toEqual([BRAND]);
    expect(q.packagingSize).toEqual(['400g']);
    expect(q.animalShare).toEqual([70]);
    expect(q.animalShareDriedOne).toEqual([20]);
  });
  it('reads ranges as decimals rounded to 0.01 and ignores invalid ones', () => {
    const q = sanitizeCatalogQuery({
      proteinsMin: '7.5',
      proteinsMax: '12,345',
      fatsMin: 'viel',
      nfe: '-1',
      nfeTM: 30,
    });
    expect(q).toMatchObject({ proteinsMin: 7.5, proteinsMax: 12.35, nfeTM: 30 });
    expect(q.fatsMin).toBeUndefined();
    expect(q.nfe).toBeUndefined();
  });
  it('reads booleans only from true/false', () => {
    const q = sanitizeCatalogQuery({
      binder: 'true',
      technologicalAdditives: 'false',
      physiologicalAdditives: 'ja',
    });
    expect(q.binder).toBe(true);
    expect(q.technologicalAdditives).toBe(false);
    expect(q.physiologicalAdditives).toBeUndefined();
  });
  it('puts a search term without a sortBy in relevance order, a chosen sort stays chosen', () => {
    expect(sanitizeCatalogQuery({ query: 'Lachs' }).sortBy).toBe('relevance');
    expect(sanitizeCatalogQuery({ query: 'Lachs', sortBy: 'relevance' }).sortBy).toBe('relevance');
    expect(sanitizeCatalogQuery({ query: 'Lachs', sortBy: 'brand' }).sortBy).toBe('brand');
    expect(sanitizeCatalogQuery({ query: 'Lachs', sortBy: 'price_asc' }).sortBy).toBe('price_asc');
    // An invalid sort keeps the current one, as without a term.
    expect(sanitizeCatalogQuery({ query: 'Lachs', sortBy: 'x' }, current).sortBy).toBe('fats_inc');
  });
  it('has no relevance order without a search term: the spec’s default stays brand', () => {
    expect(sanitizeCatalogQuery({ sortBy: 'relevance' }).sortBy).toBe('brand');
    expect(sanitizeCatalogQuery({ query: '  ' }).sortBy).toBe('brand');
    const searching = sanitizeCatalogQuery({ query: 'Lachs' });
    expect(sanitizeCatalogQuery({}, searching).sortBy).toBe('brand');
    expect(sanitizeCatalogQuery({ sortBy: 'x' }, searching).sortBy).toBe('brand');
  });
  it('trims the search text and drops an empty one', () => {
    expect(sanitizeCatalogQuery({ query: '  Rinti   Huhn ' }).query).toBe('Rinti Huhn');
    expect(sanitizeCatalogQuery({ query: '   ' }).query).toBeUndefined();
    expect(sanitizeCatalogQuery({ query: 'x'.repeat(300) }).query).toHaveLength(100);
  });
});

describe('URL round trip', () => {
  const full: CatalogQuery = {
    ...defaultCatalogQuery(),
    animal: ['dog', 'cat'],
    type1: ['wet', 'dried'],
    ageGroup: ['adult', 'senior'],
    type2: ['complete'],
    packaging: ['can', 'pouch'],
    packagingSize: ['400g', '1.5kg'],
    brand: [BRAND],
    declaration: ['open-2'],
    animalComponents: ['pferd', 'ziege'],
    elements: ['gemuese'],
    processing: ['gewolft'],
    countriesOfDelivery: ['at'],
    countryOfProduction: ['de', 'it'],
    diseases: ['leber', 'niere'],
    animalShare: [70, 80],
    animalShareDriedOne: [20],
    animalShareDriedTwo: [30],
    attributes: ['grainfree', 'taurin'],
    producer: [BRAND],
    binder: true,
    technologicalAdditives: false,
    physiologicalAdditives: true,
    basePriceMin: 0.1,
    basePriceMax: 2.5,
    proteinsMin: 8,
    proteinsMax: 12.25,
    fatsMin: 4,
    fatsMax: 9,
    fibersMin: 0.5,
    fibersMax: 1,
    ashMin: 1,
    ashMax: 3,
    moistureMin: 70,
    moistureMax: 82,
    nfe: 5,
    nfeTM: 20,
    query: 'Pferd & Ziege',
    sortBy: 'price_desc',
    currentPage: 3,
    productsPerPage: 36,
    filterOption: 2,
  };

  it('parse(serialize(state)) is the state, for every parameter', () => {
    expect(parseCatalogSearch(serializeCatalogQuery(full))).toEqual(full);
    expect(parseCatalogSearch(serializeCatalogQuery(defaultCatalogQuery()))).toEqual(defaultCatalogQuery());
  });
  it('serialize(parse(url)) is the url for canonical urls', () => {
    const url = serializeCatalogQuery(full);
    expect(serializeCatalogQuery(parseCatalogSearch(url))).toBe(url);
  });
  it('writes no sortBy for a search term in relevance order, and parses it back', () => {
    const searching: CatalogQuery = { ...defaultCatalogQuery(), query: 'Lachs', sortBy: 'relevance' };
    const url = serializeCatalogQuery(searching);
    expect(url).toBe('animal=dog&currentPage=1&filterOption=1&productsPerPage=12&query=Lachs&type1=wet');
    expect(parseCatalogSearch(url)).toEqual(searching);
    expect(serializeCatalogQuery({ ...searching, sortBy: 'brand' })).toContain('sortBy=brand');
    // Without the term, the order is the default's again.
    expect(serializeCatalogQuery({ ...searching, query: undefined })).toBe(DEFAULT_CATALOG_SEARCH);
  });
  it('orders parameters alphabetically and repeats lists', () => {
    const url = serializeCatalogQuery({
      ...defaultCatalogQuery(),
      animal: ['dog', 'cat'],
      diseases: ['niere'],
    });
    expect(url).toBe(
      'animal=dog&animal=cat&currentPage=1&diseases=niere&filterOption=1&productsPerPage=12&sortBy=brand&type1=wet',
    );
  });
});

describe('applyFilterChange', () => {
  const base: CatalogQuery = {
    ...defaultCatalogQuery(),
    currentPage: 5,
    animalShare: [70],
    animalShareDriedOne: [20],
    elements: ['gemuese'],
    processing: ['gewolft'],
    animalComponents: ['pferd'],
    ageGroup: ['adult'],
    countriesOfDelivery: ['de'],
    type1: ['raw'],
  };

  it('clears shares, elements and processing on a type change, and delivery countries for non-raw', () => {
    const next = applyFilterChange(base, { ...base, type1: ['wet'] });
    expect(next).toMatchObject({
      animalShare: [],
      animalShareDriedOne: [],
      elements: [],
      processing: [],
      countriesOfDelivery: [],
      animalComponents: ['pferd'],
      ageGroup: ['adult'],
      currentPage: 1,
    });
  });
  it('also clears animal components and age group when flakes are chosen', () => {
    const next = applyFilterChange(base, { ...base, type1: ['raw', 'flakes'] });
    expect(next).toMatchObject({ animalComponents: [], ageGroup: [], countriesOfDelivery: [] });
  });
  it('keeps the delivery countries when only raw stays chosen', () => {
    const withWet = { ...base, type1: ['raw', 'wet'] as CatalogQuery['type1'] };
    const next = applyFilterChange(withWet, { ...withWet, type1: ['raw'] });
    expect(next.countriesOfDelivery).toEqual(['de']);
    expect(next.elements).toEqual([]);
  });
  it('lets taurin and “without physiological additives” exclude each other', () => {
    const without = { ...base, physiologicalAdditives: false };
    expect(
      applyFilterChange(without, { ...without, attributes: ['taurin'] }).physiologicalAdditives,
    ).toBeUndefined();
    const taurin = { ...base, attributes: ['taurin', 'vegan'] as CatalogQuery['attributes'] };
    expect(applyFilterChange(taurin, { ...taurin, physiologicalAdditives: false }).attributes).toEqual([
      'vegan',
    ]);
  });
  it('keeps the page when only the page changes, else goes back to page 1', () => {
    expect(applyFilterChange(base, { ...base, currentPage: 6 }).currentPage).toBe(6);
    expect(applyFilterChange(base, { ...base, sortBy: 'rating_dec' }).currentPage).toBe(1);
  });
});

describe('the "ohne …" filters in the address', () => {
  it('read known families and properties, drop the rest, and round-trip', () => {
    const query = parseCatalogSearch(
      'not_animalComponents=huhn&not_animalComponents=gibtsnicht&not_elements=weizen&not_elements=getreide&not_attributes=extruded&not_attributes=huhn&sortBy=costPerDay',
    );
    expect(query.not_animalComponents).toEqual(['huhn']);
    expect(query.not_elements).toEqual(['getreide', 'weizen']);
    expect(query.not_attributes).toEqual(['extruded']);
    expect(query.sortBy).toBe('costPerDay');
    expect(parseCatalogSearch(serializeCatalogQuery(query))).toEqual(query);
    expect(serializeCatalogQuery(query)).toContain('not_animalComponents=huhn');
    expect(
      parseCatalogSearch('not_animalComponents=&not_elements=huhn').not_animalComponents,
    ).toBeUndefined();
  });
});
