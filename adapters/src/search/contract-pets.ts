import {
  ALLERGEN_FAMILIES,
  type CatalogQuery,
  feedingAnimalOf,
  type PetFilter,
  productFeeding,
} from '@futterkompass/domain';
import { aPet } from '@futterkompass/domain/testing';
import {
  type CatalogSearchResult,
  documentFeedingFacts,
  ENERGY_PRICE_FIELDS,
  type SearchDocument,
  toProductCard,
} from '@futterkompass/search-config';
import { fixtureDocuments } from '@futterkompass/search-config/testing';
import { describe, expect, it } from 'vitest';
import type { ContractRun } from './contract-facets';

/** Every product of the fixture on one page. */
const ALL: Partial<CatalogQuery> = {
  animal: ['dog', 'cat'],
  type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
  productsPerPage: 36,
};

const bello = (over: Partial<PetFilter> = {}): PetFilter => ({
  ...feedingAnimalOf(aPet({ allergies: [] })),
  ...over,
});

/** The protein sources' counts of some documents, as a plain loop gives them. */
function componentCounts(docs: readonly SearchDocument[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const doc of docs) for (const c of doc.animalComponents) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
}

const ids = (result: CatalogSearchResult) => result.hits.map((h) => h.id).sort();
const positive = (result: CatalogSearchResult, key: string) =>
  Object.fromEntries(
    (result.newFilters[key] ?? []).flatMap((e) => (e.count > 0 && 'value' in e ? [[e.value, e.count]] : [])),
  );

/** The "ohne …" filters and the active animal's allergies, for every family of the table. */
function exclusionCases(run: ContractRun): void {
  const docs = fixtureDocuments();
  const expectLoop = (result: CatalogSearchResult, kept: SearchDocument[]) => {
    expect(ids(result)).toEqual(kept.map((d) => d.id).sort());
    expect(result.total).toBe(kept.length);
    expect(positive(result, 'availableAnimalComponents')).toEqual(componentCounts(kept));
  };

  it('"ohne …" keeps out every product containing the family; totals and counts as a loop', async () => {
    for (const family of ALLERGEN_FAMILIES) {
      const result = await run({ ...ALL, [`not_${family.param}`]: [family.key] });
      expectLoop(
        result,
        docs.filter((d) => !d.allergensContained.includes(family.key)),
      );
    }
  });

  it('an allergy keeps out "enthalten" and, unless asked, "unklar"', async () => {
    for (const family of ALLERGEN_FAMILIES) {
      const hidden = await run({ ...ALL, pet: bello({ allergies: [family.key] }) });
      expectLoop(
        hidden,
        docs.filter(
          (d) => !d.allergensContained.includes(family.key) && !d.allergensUnclear.includes(family.key),
        ),
      );
      const shown = await run({ ...ALL, pet: bello({ allergies: [family.key], showUnclear: true }) });
      expectLoop(
        shown,
        docs.filter((d) => !d.allergensContained.includes(family.key)),
      );
    }
  });

  it('never counts an excluded product in a refined group (disjunctive counts)', async () => {
    const result = await run({
      ...ALL,
      animalComponents: ['huhn', 'pferd'],
      not_animalComponents: ['huhn'],
    });
    const withoutHuhn = docs.filter((d) => !d.allergensContained.includes('huhn'));
    expect(ids(result)).toEqual(
      withoutHuhn
        .filter((d) => d.animalComponents.includes('pferd'))
        .map((d) => d.id)
        .sort(),
    );
    // The group's own counts leave its "mit …" filter out and keep its "ohne …" filter.
    expect(positive(result, 'availableAnimalComponents')).toEqual(componentCounts(withoutHuhn));
    expect(
      result.newFilters.availableAnimalComponents?.find((e) => 'value' in e && e.value === 'huhn'),
    ).toMatchObject({ count: 0 });
  });

  it('keeps out the properties to avoid and "ohne" properties', async () => {
    const noGrainfree = docs
      .filter((d) => !d.attributes.includes('grainfree'))
      .map((d) => d.id)
      .sort();
    expect(ids(await run({ ...ALL, not_attributes: ['grainfree'] }))).toEqual(noGrainfree);
    expect(ids(await run({ ...ALL, pet: bello({ avoid: ['grainfree' as never] }) }))).toEqual(noGrainfree);
  });
}

/** The cost sort: the order a plain sort of the documents by their cost per day gives. */
function costSortCases(run: ContractRun): void {
  const docs = fixtureDocuments();
  for (const shipping of ['excluded', 'included'] as const)
    for (const species of ['dog', 'cat'] as const)
      it(`sorts by the cost per day of a ${species}, shipping ${shipping}, products without one last`, async () => {
        const pet = bello({ species, weightKg: species === 'dog' ? 23.5 : 4.2, bodyCondition: 'thick' });
        const result = await run({ ...ALL, shipping, sortBy: 'costPerDay', pet });
        const field = ENERGY_PRICE_FIELDS[species][shipping];
        const key = (d: SearchDocument) => d[field] ?? Number.POSITIVE_INFINITY;
        const expected = [...docs]
          .sort(
            (a, b) => key(a) - key(b) || (a.sortBrand < b.sortBrand ? -1 : a.sortBrand > b.sortBrand ? 1 : 0),
          )
          .map((d) => d.id);
        expect(result.hits.map((h) => h.id)).toEqual(expected);
        const costs = result.hits.map((doc) => toProductCard(doc, (f) => f, shipping, pet).costPerDay);
        const priced = costs.filter((c): c is number => c !== null);
        expect(priced.length).toBeGreaterThan(1);
        expect(costs.slice(0, priced.length)).toEqual(priced);
        for (let i = 1; i < priced.length; i++)
          expect(priced[i]).toBeGreaterThanOrEqual(priced[i - 1] as number);
        for (const doc of result.hits) {
          const card = toProductCard(doc, (f) => f, shipping, pet);
          const page = productFeeding(documentFeedingFacts(doc, shipping), pet, shipping);
          expect(card.costPerDay).toBe(page.reason === undefined ? page.costPerDay : null);
        }
      });
}

/** Queries of these cases, for the Meilisearch stand-in's check of filter and sort syntax. */
export const PET_CONTRACT_QUERIES: readonly Partial<CatalogQuery>[] = [
  { ...ALL, not_animalComponents: ['huhn'], not_elements: ['weizen'], not_attributes: ['grainfree'] },
  { ...ALL, animalComponents: ['huhn', 'pferd'], not_animalComponents: ['huhn'] },
  { ...ALL, sortBy: 'costPerDay', pet: bello({ allergies: ['huhn', 'weizen'], avoid: ['extruded'] }) },
  { ...ALL, sortBy: 'costPerDay', shipping: 'included', pet: bello({ species: 'cat', allergies: ['rind'] }) },
];

/** The allergen shield's filters and the cost sort, on every engine. */
export function petCases(run: ContractRun): void {
  describe('Mein Tier', () => {
    exclusionCases(run);
    costSortCases(run);
  });
}
