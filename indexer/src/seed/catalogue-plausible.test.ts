import { COLLECTIONS, type SearchEngine } from '@futterkompass/adapters';
import {
  type Brand,
  type CatalogQuery,
  type Consultant,
  defaultCatalogQuery,
  OPERATOR,
  type Product,
} from '@futterkompass/domain';
import { planCatalogSearch, type SearchDocument } from '@futterkompass/search-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededSearch } from '../testing/seeded-search';
import { DRAMA_NUMBER_BLOCKS } from './phones';

/** Brand names a pet owner reads as a dog's or a cat's brand. */
const DOG_WORDS = /Hund|Wolf|Rudel/;
const CAT_WORDS = /Katz|Samtpfote|Schnurr|Miez|Feldmaus/;

/** True when a number (+49 or 0, any spacing) is one of the Bundesnetzagentur's drama numbers. */
function isDramaNumber(phone: string): boolean {
  const digits = phone.replace(/[^\d+]/g, '').replace(/^\+49/, '0');
  return Object.values(DRAMA_NUMBER_BLOCKS).some(({ area, block }) =>
    new RegExp(`^0${area}${block}\\d{3}$`).test(digits),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The demo catalogue as a pet owner reads it: brands, names and the top of the lists. */
describe('demo catalogue a pet owner believes', () => {
  let env: Awaited<ReturnType<typeof seededSearch>>;
  let search: SearchEngine<SearchDocument>;
  let products: Product[];
  let brands: Brand[];

  beforeAll(async () => {
    // As many products as `npm start` seeds: the first page of a list is the one of the demo.
    env = await seededSearch(1500, new Date('2026-03-15T00:00:00Z'));
    search = env.search;
    products = await env.store.collection<Product>(COLLECTIONS.products).find();
    brands = await env.store.collection<Brand>(COLLECTIONS.brands).find();
    // Seeding takes seconds, more on a machine busy with other test files.
  }, 120_000);
  afterAll(() => env.cleanup());

  const productsOf = (pattern: RegExp) => {
    const ids = new Set(brands.filter((b) => pattern.test(b.name)).map((b) => b._id));
    expect(ids.size).toBeGreaterThan(2);
    return products.filter((p) => ids.has(p.brand));
  };

  it('sells a brand named for dogs only for dogs and one named for cats only for cats', () => {
    const dogs = productsOf(DOG_WORDS);
    const cats = productsOf(CAT_WORDS);
    expect(dogs.length).toBeGreaterThan(20);
    expect(cats.length).toBeGreaterThan(20);
    expect(dogs.filter((p) => p.animal.join() !== 'dog').map((p) => p.series)).toEqual([]);
    expect(cats.filter((p) => p.animal.join() !== 'cat').map((p) => p.series)).toEqual([]);
  });

  it('names products as labels do: one list of proteins, the side after it, no animal in between', () => {
    const odd = products.filter(
      (p) => /für Katzen|für Hunde/.test(p.series) || (p.series.match(/&/g) ?? []).length > 1,
    );
    expect(odd.map((p) => p.series)).toEqual([]);
  });

  it('keeps treats out of the complete foods: wet, dry and raw food is never a snack, treats come in small bags', () => {
    const meals = products.filter((p) => ['wet', 'dried', 'raw'].includes(p.type1));
    expect(meals.filter((p) => p.type2.some((t) => t.includes('snack'))).map((p) => p.series)).toEqual([]);
    const treats = products.filter((p) => p.type2.includes('supplement-snack'));
    expect(treats.length).toBeGreaterThan(10);
    const packs = treats.flatMap((p) =>
      p.variants.map((v) => (v.amount ?? 0) * (v.unit === 'kg' ? 1000 : 1)),
    );
    expect(Math.max(...packs)).toBeLessThanOrEqual(500);
  });

  it.each([
    ['dog', 'wet'],
    ['dog', 'dried'],
    ['cat', 'wet'],
    ['cat', 'dried'],
  ] as const)('shows only meals on the first page of the default %s %s list', async (animal, type1) => {
    const query: CatalogQuery = { ...defaultCatalogQuery(), animal: [animal], type1: [type1] };
    const plan = planCatalogSearch(query);
    const { hits } = plan.merge(await search.multiSearch(plan.queries));
    expect(hits).toHaveLength(query.productsPerPage);
    const odd = hits.filter(
      (h) =>
        h.type1 === 'suplement' ||
        h.type1 === 'flakes' ||
        !h.type2.every((t) => t === 'complete' || t === 'single-food' || t === 'dry-barf') ||
        /Snack|Leckerli/.test(h.series),
    );
    expect(odd.map((h) => `${h.type2.join()} ${h.series}`)).toEqual([]);
  });

  it('gives only telephone numbers the Bundesnetzagentur keeps free for media', async () => {
    const consultants = await env.store.collection<Consultant>(COLLECTIONS.consultants).find();
    const phones = consultants.flatMap((c) => (c.phone ? [c.phone] : []));
    // The German consultants have one; Austria and Switzerland reserve no numbers for media.
    expect(phones).toHaveLength(consultants.filter((c) => c.country === 'de').length);
    expect(phones.length).toBeGreaterThan(10);
    expect([...phones, OPERATOR.phone].filter((phone) => !isDramaNumber(phone))).toEqual([]);
    // Near the consultant: a Munich one is called in Munich's network.
    const munich = consultants.find((c) => c.country === 'de' && c.zip.startsWith('80'));
    expect(munich?.phone).toMatch(/^\+49 89 99998 \d{3}$/);
  });

  it('spreads the review counts as shop portals do: many without, most with a few, popular ones with hundreds', () => {
    const counts = products.map((p) => p.ratingCount);
    const share = (test: (n: number) => boolean) => counts.filter(test).length / counts.length;
    expect(share((n) => n === 0)).toBeGreaterThan(0.3);
    expect(share((n) => n === 0)).toBeLessThan(0.5);
    expect(share((n) => n >= 1 && n <= 5)).toBeGreaterThan(0.3);
    expect(share((n) => n >= 20)).toBeGreaterThan(0.02);
    expect(share((n) => n >= 50)).toBeGreaterThan(0.003);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(100);
    expect(median(counts.filter((n) => n > 0))).toBeLessThanOrEqual(3);
  });

  it('skews the stars to good ones, and products differ in how they are liked', () => {
    const stars = products.flatMap((p) => p.reviews.map((r) => r.rating));
    const share = (rating: number) => stars.filter((s) => s === rating).length / stars.length;
    expect(share(5)).toBeGreaterThan(0.5);
    expect(share(5) + share(4)).toBeGreaterThan(0.75);
    expect(share(1)).toBeGreaterThan(share(2));
    // Among products with many reviews some average under four stars, others near five.
    const popular = products.filter((p) => p.ratingCount >= 20).map((p) => p.rating);
    expect(popular.some((r) => r < 4)).toBe(true);
    expect(popular.some((r) => r >= 4.7)).toBe(true);
  });

  it('has well-liked products many have rated in each of the main lists', () => {
    const liked = products.filter((p) => p.ratingCount >= 20 && p.rating >= 4.5);
    expect(liked.length).toBeGreaterThanOrEqual(8);
    for (const [animal, type1] of [
      ['dog', 'wet'],
      ['dog', 'dried'],
      ['cat', 'wet'],
      ['cat', 'dried'],
    ] as const)
      expect(liked.filter((p) => p.animal.includes(animal) && p.type1 === type1).length).toBeGreaterThan(0);
  });
});
