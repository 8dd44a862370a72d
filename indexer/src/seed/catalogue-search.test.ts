import { COLLECTIONS, createEmbeddedSearch, type SearchEngine } from '@futterkompass/adapters';
import { type CatalogQuery, defaultCatalogQuery, type Product } from '@futterkompass/domain';
import {
  PRODUCT_INDEX,
  planCatalogSearch,
  quickSearchQuery,
  type SearchDocument,
} from '@futterkompass/search-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexAll } from '../reindex';
import { tempStore } from '../testing/temp-store';
import { seedDemoCatalogue } from './run';

const EVERYTHING: Partial<CatalogQuery> = {
  animal: ['dog', 'cat'],
  type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
};

/** The demo catalogue as a visitor searches it: grain-free wet food and searches beyond names. */
describe('demo catalogue in the search', () => {
  let env: Awaited<ReturnType<typeof tempStore>>;
  let search: SearchEngine<SearchDocument>;
  let published: Product[];
  const list = async (over: Partial<CatalogQuery>) => {
    const plan = planCatalogSearch({ ...defaultCatalogQuery(), ...over });
    return plan.merge(await search.multiSearch(plan.queries));
  };

  beforeAll(async () => {
    env = await tempStore();
    await seedDemoCatalogue(env, {
      products: 300,
      images: false,
      demoUsers: false,
      now: new Date('2026-03-15T00:00:00Z'),
    });
    search = createEmbeddedSearch<SearchDocument>(PRODUCT_INDEX);
    await reindexAll({ store: env.store, search });
    published = await env.store.collection<Product>(COLLECTIONS.products).find({ published: true });
  });
  afterAll(() => env.cleanup());

  const dogWet = () => published.filter((p) => p.animal.includes('dog') && p.type1 === 'wet');

  it('offers the grain-free option on the default list (dog, wet), with its products behind it', async () => {
    const grainFree = dogWet().filter((p) => p.attributes.includes('grainfree'));
    expect(grainFree.length).toBeGreaterThan(5);
    const options = (await list({})).newFilters.availableAttributes ?? [];
    expect(options.find((o) => 'value' in o && o.value === 'grainfree')).toMatchObject({
      label: 'getreidefrei',
      count: grainFree.length,
    });
    expect((await list({ attributes: ['grainfree'] })).total).toBe(grainFree.length);
  });

  it('finds grain-free products by the quick search for "getreidefrei"', async () => {
    const result = await search.search(quickSearchQuery('getreidefrei'));
    expect(result.total).toBe(published.filter((p) => p.attributes.includes('grainfree')).length);
    expect(result.hits.every((h) => h.attributes.includes('grainfree'))).toBe(true);
  });

  it('finds chicken with rice among the ingredients too, names first', async () => {
    const byIngredients = await list({ ...EVERYTHING, animalComponents: ['huhn'], elements: ['reis'] });
    const named = published.filter((p) => /Huhn/.test(p.series) && /Reis/.test(p.series));
    expect(byIngredients.total).toBeGreaterThan(named.length);
    const quick = await search.search(quickSearchQuery('Huhn Reis'));
    expect(quick.total).toBeGreaterThanOrEqual(byIngredients.total);
    const first = quick.hits.slice(0, Math.min(named.length, quick.hits.length));
    expect(first.every((h) => /Huhn/.test(h.series) && /Reis/.test(h.series))).toBe(true);
  });

  it('finds the wet dog food for "Hundefutter nass"', async () => {
    const result = await search.search(quickSearchQuery('Hundefutter nass'));
    expect(result.total).toBe(dogWet().length);
    expect(result.hits.every((h) => h.type1 === 'wet' && h.animal.includes('dog'))).toBe(true);
  });
});
