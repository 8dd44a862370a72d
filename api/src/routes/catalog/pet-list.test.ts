import { ALLERGEN_FAMILIES, type PetFilter } from '@futterkompass/domain';
import type { SearchDocument } from '@futterkompass/search-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../testing/json';
import {
  type FeedingCard as Card,
  petOf,
  productPageFeeding,
  REFERENCE_ANIMALS,
  shippingFor,
} from '../../testing/reference-animals';
import { startTestServer } from '../../testing/test-server';

/** Every animal and food type: the whole demo catalogue. */
const ALL = {
  animal: ['dog', 'cat'],
  type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
  productsPerPage: 36,
};

interface ListAnswer {
  success: number;
  products: Card[];
  nOfProducts: number;
  newFilters: Record<string, { value: string; count: number }[]>;
}

describe('"Mein Tier" over the demo catalogue (embedded engine)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let docs: SearchDocument[];
  const list = async (filters: Record<string, unknown>): Promise<ListAnswer> =>
    json(
      fetch(`${server.url}/api/filter-products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filters }),
      }),
    );
  /** The protein source counts of documents, by a plain loop. */
  const loopCounts = (kept: SearchDocument[]) => {
    const counts: Record<string, number> = {};
    for (const d of kept) for (const c of d.animalComponents) counts[c] = (counts[c] ?? 0) + 1;
    return counts;
  };
  const answerCounts = (answer: ListAnswer) =>
    Object.fromEntries(
      (answer.newFilters.availableAnimalComponents ?? [])
        .filter((e) => e.count > 0)
        .map((e) => [e.value, e.count]),
    );

  beforeAll(async () => {
    server = await startTestServer();
    const search = server.adapters.search;
    const ids: string[] = [];
    for await (const batch of search.ids(500)) ids.push(...batch);
    docs = (await search.fetch(ids)) as SearchDocument[];
  });
  afterAll(() => server.cleanup());

  it('"ohne …" and an allergy keep out every family; totals and counts agree with a loop', async () => {
    expect(docs.length).toBeGreaterThan(100);
    let excludedSomething = 0;
    for (const family of ALLERGEN_FAMILIES) {
      const notContained = docs.filter((d) => !d.allergensContained.includes(family.key));
      const without = await list({ ...ALL, [`not_${family.param}`]: [family.key] });
      expect(without.nOfProducts, family.key).toBe(notContained.length);
      expect(answerCounts(without), family.key).toEqual(loopCounts(notContained));
      const pet: PetFilter = {
        species: 'dog',
        weightKg: 12,
        ageGroup: 'adult',
        bodyCondition: 'normal',
        allergies: [family.key],
        avoid: [],
      };
      const clear = notContained.filter((d) => !d.allergensUnclear.includes(family.key));
      const hidden = await list({ ...ALL, pet });
      expect(hidden.nOfProducts, family.key).toBe(clear.length);
      expect(answerCounts(hidden), family.key).toEqual(loopCounts(clear));
      const byId = new Map(docs.map((d) => [d.id, d]));
      for (const card of hidden.products) {
        const doc = byId.get(card._id) as SearchDocument;
        expect(doc.allergensContained).not.toContain(family.key);
        expect(doc.allergensUnclear).not.toContain(family.key);
      }
      if (notContained.length < docs.length) excludedSomething++;
    }
    // The demo catalogue names many families: the check is not vacuous.
    expect(excludedSomething).toBeGreaterThan(10);
  });

  it('shows the products that may hide an allergy when asked, each card naming it', async () => {
    const pet = { species: 'dog', weightKg: 12, allergies: ['huhn', 'weizen'] };
    const unclear = docs.filter(
      (d) =>
        !d.allergensContained.some((k) => pet.allergies.includes(k)) &&
        d.allergensUnclear.some((k) => pet.allergies.includes(k)),
    );
    expect(unclear.length).toBeGreaterThan(0);
    const hidden = await list({ ...ALL, productsPerPage: 36, pet });
    const shown = await list({ ...ALL, productsPerPage: 36, pet: { ...pet, showUnclear: true } });
    expect(shown.nOfProducts).toBe(hidden.nOfProducts + unclear.length);
    const byId = new Map(docs.map((d) => [d.id, d]));
    for (const card of [...hidden.products, ...shown.products]) {
      const doc = byId.get(card._id) as SearchDocument;
      expect(card.allergensUnclear).toEqual(doc.allergensUnclear.filter((k) => pet.allergies.includes(k)));
    }
    expect(shown.products.some((card) => (card.allergensUnclear ?? []).length > 0)).toBe(true);
    // Without allergies a card names none.
    const plain = await list({ ...ALL, pet: { species: 'dog', weightKg: 12 } });
    expect(plain.products[0]?.allergensUnclear).toBeUndefined();
  });

  it('each card’s cost per day is the product page’s, to the cent; the sort is non-decreasing', async () => {
    for (const [i, animal] of REFERENCE_ANIMALS.entries()) {
      const shipping = shippingFor(i);
      const pet = petOf(animal);
      const costs: (number | null)[] = [];
      for (const currentPage of [1, 2, 3]) {
        const answer = await list({
          ...ALL,
          productsPerPage: 12,
          shipping,
          sortBy: 'costPerDay',
          pet,
          currentPage,
        });
        costs.push(...answer.products.map((c) => c.costPerDay ?? null));
        // The product page: its best offer under the shipping choice, its energy, the calculator.
        for (const card of answer.products.slice(0, 4)) {
          if (card.costPerDay === null || card.costPerDay === undefined) continue;
          const page = await productPageFeeding(server.url, card.urlExtension, animal, shipping);
          expect(page?.costPerDay, `${card._id} ${JSON.stringify(animal)}`).toBe(card.costPerDay);
          expect(page?.gramsPerDay).toBe(card.gramsPerDay);
        }
      }
      const priced = costs.filter((c): c is number => c !== null);
      expect(priced.length, JSON.stringify(animal)).toBeGreaterThan(12);
      // Products without a cost come last.
      expect(costs.slice(0, priced.length)).toEqual(priced);
      for (let k = 1; k < priced.length; k++)
        expect(priced[k]).toBeGreaterThanOrEqual(priced[k - 1] as number);
    }
  });

  it('says why a card has no cost, and answers allergen states on the product', async () => {
    const pet = { species: 'cat', weightKg: '4,5', allergies: ['huhn'] };
    const answer = await list({ ...ALL, animal: ['dog'], filterOption: 2, sortBy: 'costPerDay', pet });
    expect(answer.products.every((c) => c.costPerDay === null && c.feedingReason === 'species')).toBe(true);
    const chicken = docs.find((d) => d.allergensContained.includes('huhn')) as SearchDocument;
    const detail = await json(
      fetch(
        `${server.url}/api/product?url=${encodeURIComponent(chicken.urlExtension)}&allergies=huhn&allergies=weizen`,
      ),
    );
    expect(detail.allergens[0]).toMatchObject({ family: 'huhn', label: 'Huhn', state: 'enthalten' });
    expect(detail.allergens[0]?.term).toBeTruthy();
    expect(detail.allergens.map((a: { family: string }) => a.family)).toEqual(['huhn', 'weizen']);
  });

  it('refuses a wrong animal with a German message and no stack trace', async () => {
    const bad = await fetch(`${server.url}/api/filter-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { pet: { species: 'horse', weightKg: 12 } } }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ success: 0, message: 'Ungültige Filterangaben.' });
    const product = await fetch(
      `${server.url}/api/product?url=${encodeURIComponent(docs[0]?.urlExtension ?? '')}&allergies=nix`,
    );
    expect(product.status).toBe(400);
    expect(await product.json()).toMatchObject({ message: 'Die Angaben zum Tier sind ungültig.' });
  });
});
