import { PRODUCT_INDEX, toMeiliSettings } from '@futterkompass/search-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MeiliStandIn, startMeiliStandIn } from './meili-stand-in';

const KEY = 'stand-in-master-key-0123';

describe('the Meilisearch stand-in refuses what Meilisearch 1.x refuses', () => {
  let stand: MeiliStandIn;
  const call = async (method: string, path: string, body?: unknown, key = KEY) => {
    const response = await fetch(`${stand.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const settings = (body: unknown) => call('PATCH', '/indexes/products/settings', body);
  const search = (query: Record<string, unknown>) =>
    call('POST', '/multi-search', { queries: [{ indexUid: 'products', ...query }] });

  beforeAll(async () => {
    stand = await startMeiliStandIn({ apiKey: KEY });
    expect((await settings(toMeiliSettings(PRODUCT_INDEX))).status).toBe(202);
  });
  afterAll(() => stand.close());

  it.each([
    ['an unknown setting', { sortableAttribute: ['brand'] }, 'bad_request'],
    ['a string where a list belongs', { stopWords: 'und' }, 'invalid_settings_stop_words'],
    ['an unknown ranking rule', { rankingRules: ['words', 'price'] }, 'invalid_settings_ranking_rules'],
    [
      'twoTypos below oneTypo',
      { typoTolerance: { minWordSizeForTypos: { oneTypo: 9, twoTypos: 5 } } },
      'invalid_settings_typo_tolerance',
    ],
    [
      'an unknown filter feature',
      { filterableAttributes: [{ attributePatterns: ['a'], features: { range: true } }] },
      'invalid_settings_filterable_attributes',
    ],
    [
      'a facet order that is not alpha or count',
      { faceting: { sortFacetValuesBy: { brandFacet: 'desc' } } },
      'invalid_settings_faceting',
    ],
    ['zero total hits', { pagination: { maxTotalHits: 0 } }, 'invalid_settings_pagination'],
    [
      'a two-letter locale',
      { localizedAttributes: [{ attributePatterns: ['*'], locales: ['de'] }] },
      'invalid_settings_localized_attributes',
    ],
    [
      'an unknown proximity precision',
      { proximityPrecision: 'byField' },
      'invalid_settings_proximity_precision',
    ],
  ])('settings: %s', async (_case, body, code) => {
    const answer = await settings(body);
    expect(answer).toMatchObject({ status: 400, body: { code, type: 'invalid_request' } });
  });

  it.each([
    ['unbalanced parentheses', '(type1 = "wet"', 'missing the following closing delimiter'],
    ['an unclosed quote', 'type1 = "wet', 'closing delimiter'],
    ['a keyword as a value', 'type1 = AND', 'reserved keyword'],
    ['two conditions without AND', 'type1 = wet animalSet = dog', 'unexpected characters'],
    ['an attribute that is not filterable', 'brandName = "Rinti"', 'Attribute `brandName` is not filterable'],
    [
      'a comparison on an equality-only attribute',
      'type1 > 3',
      'Filter operator `>` is not allowed for the attribute `type1`',
    ],
  ])('filters: %s', async (_case, filter, message) => {
    const answer = await search({ filter });
    expect(answer).toMatchObject({ status: 400, body: { code: 'invalid_search_filter' } });
    expect(answer.body.message).toContain(message);
  });

  it('takes the filter forms the portal builds: groups, NOT, IN, ranges, EXISTS and escaped quotes', async () => {
    const filter =
      '(type1 IN ["wet", "dried"]) AND (NOT (animalSet = "dog")) AND (proteins >= 10.5 AND proteins <= 40) AND (fats EXISTS) AND (brandId = "a\\"b\\\\c") OR unitPrice 10 TO 20';
    expect((await search({ filter })).status).toBe(200);
  });

  it.each([
    ['an unknown parameter', { limitt: 3 }, 'bad_request'],
    ['a negative page', { page: -1 }, 'invalid_search_page'],
    ['hitsPerPage as text', { hitsPerPage: '12' }, 'invalid_search_hits_per_page'],
    ['an unknown matching strategy', { matchingStrategy: 'any' }, 'invalid_search_matching_strategy'],
    ['a sort without direction', { sort: ['brandSort'] }, 'invalid_search_sort'],
    ['a sort on an attribute that is not sortable', { sort: ['brandName:asc'] }, 'invalid_search_sort'],
    ['a facet that is not filterable', { facets: ['brandName'] }, 'invalid_search_facets'],
  ])('search parameters: %s', async (_case, query, code) => {
    expect(await search(query)).toMatchObject({ status: 400, body: { code } });
  });

  it('answers a search on a missing index with index_not_found', async () => {
    const answer = await call('POST', '/multi-search', { queries: [{ indexUid: 'nirgends' }] });
    expect(answer).toMatchObject({ status: 404, body: { code: 'index_not_found' } });
  });

  it('fails a task for a document without a valid id', async () => {
    const { body } = await call('POST', '/indexes/products/documents?primaryKey=id', [{ id: 'a b' }]);
    const task = await call('GET', `/tasks/${body.taskUid}`);
    expect(task.body).toMatchObject({ status: 'failed', error: { code: 'invalid_document_id' } });
  });

  it('limits keys to their actions and indexes; only the master key makes keys', async () => {
    const made = await call('POST', '/keys', {
      name: 'suche',
      actions: ['search'],
      indexes: ['products*'],
      expiresAt: null,
    });
    expect(made.status).toBe(201);
    const searchKey = made.body.key as string;
    expect(
      (await call('POST', '/multi-search', { queries: [{ indexUid: 'products' }] }, searchKey)).status,
    ).toBe(200);
    expect(await call('PATCH', '/indexes/products/settings', { stopWords: [] }, searchKey)).toMatchObject({
      status: 403,
      body: { code: 'invalid_api_key' },
    });
    expect(
      (await call('POST', '/keys', { actions: ['*'], indexes: ['*'], expiresAt: null }, searchKey)).status,
    ).toBe(403);
    expect((await call('GET', '/indexes/products', undefined, 'no-such-key')).status).toBe(403);
  });

  it('refuses connections while stopped, and answers again after resume', async () => {
    await stand.stop();
    await expect(fetch(`${stand.url}/health`)).rejects.toThrow();
    await stand.resume();
    expect((await fetch(`${stand.url}/health`)).status).toBe(200);
  });
});
