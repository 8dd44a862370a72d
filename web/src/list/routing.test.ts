import { DEFAULT_CATALOG_SEARCH, defaultCatalogQuery } from '@futterkompass/domain';
import { describe, expect, it } from 'vitest';
import { EVERY_PARAMETER } from '../testing/catalog-queries';
import { catalogStateMapping, catalogUrl, parseCatalogUrl } from './routing';

describe('list router', () => {
  it('writes the specification’s default list at its category page, and reads the default link', () => {
    expect(catalogUrl(defaultCatalogQuery(), 'https://futterkompass.example')).toBe(
      'https://futterkompass.example/hund/nassfutter',
    );
    expect(DEFAULT_CATALOG_SEARCH).toBe(
      'animal=dog&currentPage=1&filterOption=1&productsPerPage=12&sortBy=brand&type1=wet',
    );
    expect(parseCatalogUrl({ pathname: '/produkte', search: `?${DEFAULT_CATALOG_SEARCH}` })).toEqual(
      defaultCatalogQuery(),
    );
  });

  it('parseURL(createURL(state)) is the state, for every parameter', () => {
    for (const state of [defaultCatalogQuery(), EVERY_PARAMETER]) {
      const url = new URL(catalogUrl(state, 'https://futterkompass.example'));
      expect(parseCatalogUrl(url)).toEqual(state);
    }
  });

  it('createURL(parseURL(url)) is the url, for canonical urls', () => {
    const url = catalogUrl(EVERY_PARAMETER, 'https://futterkompass.example');
    expect(catalogUrl(parseCatalogUrl(new URL(url)), 'https://futterkompass.example')).toBe(url);
  });

  it('keeps the "ohne …" filters and the unclear products through the address and the UI state', () => {
    const url =
      'https://futterkompass.example/produkte?animal=dog&not_animalComponents=huhn&not_elements=weizen&showUnclear=true&type1=wet';
    const state = parseCatalogUrl(new URL(url));
    expect(state).toEqual({
      ...defaultCatalogQuery(),
      not_animalComponents: ['huhn'],
      not_elements: ['weizen'],
      showUnclear: true,
    });
    expect(catalogUrl(state, 'https://futterkompass.example')).toBe(url);
    expect(catalogStateMapping.stateToRoute(catalogStateMapping.routeToState(state))).toEqual(state);
    // A category page keeps its readable path; an unknown family is dropped.
    const onPage = parseCatalogUrl({
      pathname: '/hund/nassfutter',
      search: '?not_animalComponents=huhn&not_animalComponents=drache',
    });
    expect(onPage.not_animalComponents).toEqual(['huhn']);
    expect(catalogUrl(onPage)).toBe('/produkte?animal=dog&not_animalComponents=huhn&type1=wet');
    expect(catalogUrl({ ...defaultCatalogQuery(), showUnclear: true })).toBe(
      '/hund/nassfutter?showUnclear=true',
    );
  });

  it('sanitises what it parses', () => {
    const parsed = parseCatalogUrl({
      pathname: '/produkte',
      search: '?animal=horse&productsPerPage=100&sortBy=x&currentPage=0&diseases=niere&diseases=niere',
    });
    expect(parsed).toEqual({ ...defaultCatalogQuery(), diseases: ['niere'] });
  });

  it('maps route state to InstantSearch UI state and back without loss', () => {
    for (const state of [defaultCatalogQuery(), EVERY_PARAMETER]) {
      expect(catalogStateMapping.stateToRoute(catalogStateMapping.routeToState(state))).toEqual(state);
    }
  });

  it('writes the UI state as InstantSearch widgets do', () => {
    expect(catalogStateMapping.routeToState(EVERY_PARAMETER)).toEqual({
      products: expect.objectContaining({
        query: 'Pferd Ziege',
        page: 4,
        hitsPerPage: 24,
        sortBy: 'products_nfeTM_inc',
        filterOption: 2,
        shipping: 'included',
        showUnclear: true,
        range: expect.objectContaining({ proteins: '8:12.5', nfe: ':5', basePrice: '0.25:1.5' }),
        refinementList: expect.objectContaining({
          animal: ['dog', 'cat'],
          binder: ['true'],
          technologicalAdditives: ['false'],
          animalShare: ['70'],
          not_animalComponents: ['huhn', 'rind'],
          not_elements: ['getreide', 'weizen'],
          not_attributes: ['extruded'],
        }),
      }),
    });
  });
});
