import { COLLECTIONS, type SearchEngine } from '@futterkompass/adapters';
import {
  type AnimalComponent,
  type CatalogQuery,
  defaultCatalogQuery,
  type Product,
} from '@futterkompass/domain';
import { planCatalogSearch, quickSearchQuery, type SearchDocument } from '@futterkompass/search-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededSearch } from '../testing/seeded-search';
import { PROTEIN_WORDS } from './names';

const EVERYTHING: Partial<CatalogQuery> = {
  animal: ['dog', 'cat'],
  type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
};

/** The demo catalogue as a visitor searches it: grain-free wet food and searches beyond names. */
describe('demo catalogue in the search', () => {
  let env: Awaited<ReturnType<typeof seededSearch>>;
  let search: SearchEngine<SearchDocument>;
  let published: Product[];
  const list = async (over: Partial<CatalogQuery>) => {
    const plan = planCatalogSearch({ ...defaultCatalogQuery(), ...over });
    return plan.merge(await search.multiSearch(plan.queries));
  };

  beforeAll(async () => {
    env = await seededSearch(300, new Date('2026-03-15T00:00:00Z'));
    search = env.search;
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

  it('finds a meat with rice among the ingredients too, names first', async () => {
    // The meat that the most series name with rice, so that the names-first order is tested.
    const namedWith = (word: string) =>
      published.filter((p) => p.series.includes(word) && /Reis/.test(p.series));
    const [code, word] =
      [...PROTEIN_WORDS].sort((a, b) => namedWith(b[1]).length - namedWith(a[1]).length)[0] ?? [];
    const named = namedWith(word ?? '');
    expect(named.length).toBeGreaterThan(0);
    const byIngredients = await list({
      ...EVERYTHING,
      animalComponents: [code as AnimalComponent],
      elements: ['reis'],
    });
    expect(byIngredients.total).toBeGreaterThan(named.length);
    const quick = await search.search(quickSearchQuery(`${word} Reis`));
    expect(quick.total).toBeGreaterThanOrEqual(byIngredients.total);
    const first = quick.hits.slice(0, Math.min(named.length, quick.hits.length));
    expect(first.every((h) => h.series.includes(word ?? '') && /Reis/.test(h.series))).toBe(true);
  });

  it('finds the wet dog food for "Hundefutter nass"', async () => {
    const result = await search.search(quickSearchQuery('Hundefutter nass'));
    expect(result.total).toBe(dogWet().length);
    expect(result.hits.every((h) => h.type1 === 'wet' && h.animal.includes('dog'))).toBe(true);
  });
});
