import { defaultCatalogQuery, serializeCatalogQuery } from '@futterkompass/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  createCatalogSearchClient,
  type FilterProductsAnswer,
  ListError,
  requestToCatalog,
} from './search-client';

const answer: FilterProductsAnswer = {
  success: 1,
  nOfProducts: 30,
  products: [
    {
      _id: 'p1',
      urlExtension: 'x',
      brand: { _id: 'b', name: 'Marke', owned: false },
      series: 'Serie',
      type1: 'wet',
      animal: ['dog'],
      imageUrl: null,
      rating: 0,
      ratingCount: 0,
      bestOffer: null,
    },
  ],
  newFilters: {
    availableType1: [{ value: 'wet', label: 'Nassfutter', count: 30 }],
    availableBrands: [{ _id: 'b', name: 'Marke', count: 30 }],
    availableDiseases: [{ value: 'niere', label: 'Niere', count: 3 }],
  },
};

describe('requestToCatalog', () => {
  it('reads facet filters, numeric filters, page, size, sort and mode', () => {
    const query = requestToCatalog({
      indexName: 'products_price_desc',
      params: {
        query: 'Huhn',
        page: 2,
        hitsPerPage: 24,
        facetFilters: [['animal:dog', 'animal:cat'], ['type1:wet'], 'binder:true', ['diseases:niere']],
        numericFilters: ['proteins>=5', 'proteins<=30', 'nfe<=4', 'nfe>=1', 'bogus>=1'],
        filterOption: 2,
      },
    });
    expect(query).toEqual({
      ...defaultCatalogQuery(),
      animal: ['dog', 'cat'],
      type1: ['wet'],
      diseases: ['niere'],
      binder: true,
      proteinsMin: 5,
      proteinsMax: 30,
      nfe: 4,
      query: 'Huhn',
      currentPage: 3,
      productsPerPage: 24,
      sortBy: 'price_desc',
      filterOption: 2,
    });
  });
});

describe('catalog search client', () => {
  const request = (hitsPerPage: number, facets: string[], page = 0) => ({
    indexName: 'products',
    params: { hitsPerPage, page, facets, facetFilters: [['animal:dog'], ['type1:wet']] },
  });

  it('answers the main query and the facet queries from one call', async () => {
    const post = vi.fn(async () => answer);
    const client = createCatalogSearchClient({ post, fetchDelayMs: 0 });
    const { results } = await client.search([request(12, ['*'], 1), request(0, ['type1'])]);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/filter-products', {
      filters: { ...defaultCatalogQuery(), currentPage: 2 },
    });
    expect(results[0]).toMatchObject({
      nbHits: 30,
      nbPages: 3,
      page: 1,
      hitsPerPage: 12,
      hits: [{ objectID: 'p1', _id: 'p1' }],
      facets: { type1: { wet: 30 }, brand: { b: 30 }, diseases: { niere: 3 } },
      userData: [{ newFilters: answer.newFilters }],
    });
    expect(results[1]).toMatchObject({ hits: [], facets: { type1: { wet: 30 } } });
    expect(results[1]).not.toHaveProperty('userData');
    await client.search([request(12, ['*'])]);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('sends the first search at once, then waits 200 ms and answers overtaken searches with the newest call', async () => {
    vi.useFakeTimers();
    const post = vi.fn(async (_url: string, body: unknown) => ({
      ...answer,
      nOfProducts: (body as { filters: { currentPage: number } }).filters.currentPage,
    }));
    const client = createCatalogSearchClient({ post });
    const initial = await client.search([request(12, ['*'], 0)]);
    expect(post).toHaveBeenCalledTimes(1);
    expect(initial.results[0]?.nbHits).toBe(1);
    const first = client.search([request(12, ['*'], 1)]);
    await vi.advanceTimersByTimeAsync(100);
    const second = client.search([request(12, ['*'], 4)]);
    await vi.advanceTimersByTimeAsync(199);
    expect(post).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const [a, b] = await Promise.all([first, second]);
    expect(post).toHaveBeenCalledTimes(2);
    expect(a.results[0]?.nbHits).toBe(5);
    expect(b.results[0]?.nbHits).toBe(5);
    vi.useRealTimers();
  });

  it('answers the first search from the page when it is the same query, later ones from the API', async () => {
    const post = vi.fn(async () => ({ ...answer, nOfProducts: 7 }));
    const page = { query: serializeCatalogQuery({ ...defaultCatalogQuery(), currentPage: 2 }), answer };
    const client = createCatalogSearchClient({ post, fetchDelayMs: 0, firstAnswer: page });
    const first = await client.search([request(12, ['*'], 1)]);
    expect(post).not.toHaveBeenCalled();
    expect(first.results[0]?.nbHits).toBe(30);
    const again = await client.search([request(12, ['*'], 1)]);
    expect(post).toHaveBeenCalledTimes(1);
    expect(again.results[0]?.nbHits).toBe(7);
  });

  it('asks the API when the page answered another query', async () => {
    const post = vi.fn(async () => answer);
    const page = { query: serializeCatalogQuery(defaultCatalogQuery()), answer };
    const client = createCatalogSearchClient({ post, fetchDelayMs: 0, firstAnswer: page });
    await client.search([request(12, ['*'], 3)]);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('fails when the list answer is not success 1', async () => {
    const client = createCatalogSearchClient({ post: async () => ({ success: 0 }), fetchDelayMs: 0 });
    await expect(client.search([request(12, ['*'])])).rejects.toBeInstanceOf(ListError);
  });
});
