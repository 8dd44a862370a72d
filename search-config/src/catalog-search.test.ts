import { defaultCatalogQuery, parseCatalogSearch } from '@futterkompass/domain';
import { describe, expect, it } from 'vitest';
import {
  planCatalogSearch,
  quickSearchListQuery,
  quickSearchListUrl,
  quickSearchQuery,
} from './catalog-search';
import { sortKeys } from './sorts';

describe('the list a quick search opens', () => {
  it('chooses the animal and the food type the words name, and keeps the rest as the term', () => {
    const query = quickSearchListQuery('Katze Nassfutter');
    expect(query).toMatchObject({ animal: ['cat'], type1: ['wet'], type2: [] });
    expect(query.query).toBeUndefined();
    expect(quickSearchListQuery('Trockenfutter für Hunde mit Lachs')).toMatchObject({
      animal: ['dog'],
      type1: ['dried'],
      query: 'Lachs',
      sortBy: 'relevance',
    });
  });

  it('keeps every animal and type where the words name none (the specification’s link)', () => {
    expect(quickSearchListQuery('Lachs')).toMatchObject({
      animal: ['dog', 'cat'],
      type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
      query: 'Lachs',
      sortBy: 'relevance',
    });
    expect(quickSearchListQuery('Hund Lachs')).toMatchObject({
      animal: ['dog'],
      type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
    });
  });

  it('turns snack words into the food kind, and lists category words alone as the quick search does', () => {
    expect(quickSearchListQuery('Leckerli Hund')).toMatchObject({
      animal: ['dog'],
      type2: ['supplement-snack', 'snack'],
      sortBy: 'rating_dec',
    });
    expect(quickSearchQuery('Leckerli Hund').sort).toEqual(sortKeys('rating_dec', 'excluded'));
  });

  it('is an address the list reads back as the same state, with the visitor’s shipping choice', () => {
    const url = quickSearchListUrl('Katze Nassfutter Huhn', 'included');
    expect(url).toBe(
      '/produkte?animal=cat&currentPage=1&filterOption=1&productsPerPage=12&query=Huhn&shipping=included&type1=wet',
    );
    expect(parseCatalogSearch(url.split('?')[1] as string)).toEqual(
      quickSearchListQuery('Katze Nassfutter Huhn', 'included'),
    );
    expect(quickSearchListUrl('')).toContain('sortBy=brand');
  });
});

describe('the list in relevance order', () => {
  it('asks the engines for no sort, so that they rank as the quick search does', () => {
    const [main] = planCatalogSearch({
      ...defaultCatalogQuery(),
      query: 'Huhn Reis',
      sortBy: 'relevance',
    }).queries;
    expect(main?.text).toBe('Huhn Reis');
    expect(main?.sort).toBeUndefined();
    expect(quickSearchQuery('Huhn Reis').sort).toBeUndefined();
  });

  it('orders a term of category words alone as the quick search does, a chosen sort as chosen', () => {
    const [words] = planCatalogSearch({
      ...defaultCatalogQuery(),
      query: 'Nassfutter',
      sortBy: 'relevance',
    }).queries;
    expect(words?.sort).toEqual(sortKeys('rating_dec', 'excluded'));
    const [chosen] = planCatalogSearch({
      ...defaultCatalogQuery(),
      query: 'Huhn',
      sortBy: 'fats_inc',
    }).queries;
    expect(chosen?.sort).toEqual(sortKeys('fats_inc', 'excluded'));
  });
});
