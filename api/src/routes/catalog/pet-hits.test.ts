import { ANIMALS, PET_MESSAGES } from '@futterkompass/domain';
import type { SearchDocument } from '@futterkompass/search-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../testing/json';
import {
  type FeedingCard as Card,
  petOf,
  productPageFeeding,
  REFERENCE_ANIMALS,
  type ReferenceAnimal,
  shippingFor,
} from '../../testing/reference-animals';
import { startTestServer } from '../../testing/test-server';

/**
 * The active animal as the quick search's query parameters, its weight with a decimal point (as the
 * web app sends it) or, every other time, with a comma (as typed).
 */
const petQuery = (animal: ReferenceAnimal, i: number) =>
  `&species=${animal.species}&weightKg=${encodeURIComponent(i % 2 ? String(animal.weightKg).replace('.', ',') : String(animal.weightKg))}` +
  `&bodyCondition=${animal.bodyCondition}&ageGroup=adult`;

describe('cost per day on quick search hits and compare columns (embedded engine)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let docs: SearchDocument[];
  const quickSearch = async (text: string, rest = ''): Promise<{ products: Card[]; nOfProducts: number }> =>
    json(fetch(`${server.url}/api/search-products?query=${encodeURIComponent(text)}${rest}`));
  const compare = async (body: unknown): Promise<{ products_list: Card[] }> =>
    json(
      fetch(`${server.url}/api/compare-list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  /** Some of the animal's products and some of the other species' (their reason is the species). */
  const compareIds = (animal: ReferenceAnimal, i: number) => {
    const own = docs.filter((d) => d.animal.includes(animal.species));
    const other = docs.filter((d) => !d.animal.includes(animal.species));
    return [...own.slice(i * 3, i * 3 + 4), ...other.slice(i, i + 1)].map((d) => d.id);
  };
  /** Each priced card equals the product page; each unpriced one says why. */
  const expectProductPage = async (cards: Card[], animal: ReferenceAnimal, i: number) => {
    let priced = 0;
    for (const card of cards) {
      expect(card).toHaveProperty('costPerDay');
      if (card.costPerDay === null) {
        expect(card.feedingReason, card._id).toBeTruthy();
        continue;
      }
      priced++;
      const page = await productPageFeeding(server.url, card.urlExtension, animal, shippingFor(i));
      expect(page?.costPerDay, `${card._id} ${JSON.stringify(animal)}`).toBe(card.costPerDay);
      expect(page?.gramsPerDay).toBe(card.gramsPerDay);
    }
    return priced;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const ids: string[] = [];
    for await (const batch of server.adapters.search.ids(500)) ids.push(...batch);
    docs = (await server.adapters.search.fetch(ids)) as SearchDocument[];
  });
  afterAll(() => server.cleanup());

  it('each quick search hit’s cost per day is the product page’s, to the cent', async () => {
    let priced = 0;
    for (const [i, animal] of REFERENCE_ANIMALS.entries()) {
      // A brand's name finds its products, dogs' and cats'.
      const text = docs[(i * 37) % docs.length]?.brandName ?? '';
      const shipping = shippingFor(i) === 'included' ? '&shipping=included' : '';
      const answer = await quickSearch(text, `${shipping}${petQuery(animal, i)}`);
      expect(answer.products.length, text).toBeGreaterThan(0);
      priced += await expectProductPage(answer.products, animal, i);
    }
    expect(priced).toBeGreaterThan(40);
  });

  it('each compare column’s cost per day is the product page’s, to the cent', async () => {
    let priced = 0;
    for (const [i, animal] of REFERENCE_ANIMALS.entries()) {
      const answer = await compare({
        ids: compareIds(animal, i),
        shipping: shippingFor(i),
        pet: petOf(animal),
      });
      expect(answer.products_list).toHaveLength(5);
      priced += await expectProductPage(answer.products_list, animal, i);
      // The other species' food has no recommendation for this animal.
      const other = answer.products_list.find(
        (p) => !docs.find((d) => d.id === p._id)?.animal.includes(animal.species),
      );
      expect(other?.feedingReason, ANIMALS.label(animal.species)).toBe('species');
    }
    expect(priced).toBeGreaterThan(40);
  });

  it('keeps the specification’s answers without an animal and refuses a wrong one in German', async () => {
    const text = docs[0]?.brandName ?? '';
    const plain = await quickSearch(text);
    expect(plain.products.length).toBeGreaterThan(0);
    expect(plain.products[0]).not.toHaveProperty('costPerDay');
    expect(plain.nOfProducts).toBeGreaterThan(0);
    const columns = await compare({ ids: [docs[0]?.id] });
    expect(columns.products_list[0]).not.toHaveProperty('costPerDay');

    const badHit = await fetch(`${server.url}/api/search-products?query=a&species=horse&weightKg=12`);
    expect(badHit.status).toBe(400);
    expect(await badHit.json()).toMatchObject({ message: PET_MESSAGES.invalid });
    const heavy = await fetch(`${server.url}/api/search-products?query=a&species=dog&weightKg=1e9`);
    expect(heavy.status).toBe(400);
    const badColumn = await fetch(`${server.url}/api/compare-list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [docs[0]?.id], pet: { species: 'dog', weightKg: -3 } }),
    });
    expect(badColumn.status).toBe(400);
    const body = await badColumn.text();
    expect(body).not.toMatch(/at .*\.ts|ZodError/);
  });
});
