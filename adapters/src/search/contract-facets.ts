import type { CatalogQuery } from '@futterkompass/domain';
import type { CatalogSearchResult } from '@futterkompass/search-config';
import { FIXTURE_BRANDS } from '@futterkompass/search-config/testing';
import { describe, expect, it } from 'vitest';

/** A list query run on the engine under test (the default list with `over` applied). */
export type ContractRun = (over: Partial<CatalogQuery>) => Promise<CatalogSearchResult>;

const { animonda, wolfsblut } = FIXTURE_BRANDS;

/** The protein sources of the default list (wet dog food), by products. */
const DOG_WET_COMPONENTS = { ente: 1, huhn: 4, pferd: 3, pute: 1, rind: 1, unbekannt: 1, ziege: 2 };

/** A group's counts by name or value. */
const counts = (result: CatalogSearchResult, key: string) =>
  Object.fromEntries(
    (result.newFilters[key] ?? []).map((e) => ('_id' in e ? [e.name, e.count] : [e.value, e.count])),
  );

function defaultListCounts(run: ContractRun): void {
  it('lists available values with counts on the default list', async () => {
    const result = await run({});
    expect(counts(result, 'availableBrands')).toEqual({
      Animonda: 3,
      'Happy Dog': 1,
      Rinti: 6,
      Wolfsblut: 1,
    });
    expect(result.newFilters.availableBrands?.[0]).toEqual({
      _id: animonda._id,
      name: 'Animonda',
      count: 3,
    });
    expect(counts(result, 'availableAnimalComponents')).toEqual(DOG_WET_COMPONENTS);
    expect(counts(result, 'availableProducers')).toEqual({ 'Futterwerk GmbH': 3, 'Tierkost AG': 7 });
    expect(counts(result, 'availableAgeGroups')).toEqual({ adult: 9, senior: 4 });
    expect(counts(result, 'availableDeclarations')).toEqual({ 'open-2': 6, open: 1 });
    expect(counts(result, 'availableCountriesOfProduction')).toEqual({ de: 9, dk: 1, it: 1 });
    expect(counts(result, 'availableAnimalShares')).toEqual({ 0: 1, 60: 1, 70: 5, 80: 3, 90: 1 });
    expect(counts(result, 'availablePackagings')).toEqual({ can: 11, pouch: 1 });
    expect(counts(result, 'availablePackagingSizes')).toEqual({
      '150g': 1,
      '200g': 1,
      '400g': 8,
      '800g': 3,
    });
    expect(result.newFilters.availablePackagingSizes?.[0]).toEqual({
      value: '150g',
      label: '150 g',
      count: 1,
    });
    expect(counts(result, 'availableElements')).toEqual({});
    expect(result.newFilters.availableAnimalComponents?.[1]).toEqual({
      value: 'huhn',
      label: 'Huhn',
      count: 4,
    });
  });
}

function refinedGroupCounts(run: ContractRun): void {
  it('counts a refined group disjunctively: without its own filter', async () => {
    const result = await run({ animalComponents: ['pferd', 'ziege'] });
    // The group's own counts are those of the list without its filter: the default list's.
    expect(counts(result, 'availableAnimalComponents')).toEqual(DOG_WET_COMPONENTS);
    expect(counts(result, 'availableBrands')).toEqual({ Animonda: 1, Rinti: 3 });
    expect(counts(result, 'availableType1')).toEqual({ wet: 4, dried: 1, raw: 1 });
  });

  it('combines refined and unrefined groups', async () => {
    const result = await run({
      animalComponents: ['pferd', 'ziege'],
      diseases: ['allergic'],
      proteinsMax: 9.2,
    });
    expect(counts(result, 'availableAnimalComponents')).toEqual({ pferd: 2, rind: 1, ziege: 2 });
    expect(counts(result, 'availableDiseases')).toEqual({ allergic: 3, hauthaar: 1 });
    expect(counts(result, 'availableType1')).toEqual({ wet: 3 });
    expect(counts(result, 'availableBrands')).toEqual({ Rinti: 3 });
  });

  it('keeps a selected value with no products so it can be removed', async () => {
    const result = await run({ brand: [wolfsblut._id], animal: ['cat'], type1: ['raw'] });
    expect(result.hits).toEqual([]);
    expect(counts(result, 'availableType1')).toEqual({ wet: 1, raw: 0 });
    expect(result.newFilters.availableBrands).toEqual([
      { _id: FIXTURE_BRANDS.mueller._id, name: "Müller's Barf", count: 1 },
    ]);
    const shares = await run({ animalShare: [100] });
    expect(counts(shares, 'availableAnimalShares')[100]).toBe(0);
  });

  it('counts dried shares and package sizes of dried food', async () => {
    const result = await run({ type1: ['dried'] });
    expect(counts(result, 'availableAnimalSharesDriedOne')).toEqual({ 20: 2, 30: 3, 40: 1 });
    expect(counts(result, 'availableAnimalSharesDriedTwo')).toEqual({ 20: 2, 30: 1 });
    // Out of stock offers are visible: their sizes count (10 kg).
    expect(result.newFilters.availablePackagingSizes?.map((e) => 'value' in e && e.value)).toEqual([
      '1kg',
      '2kg',
      '4kg',
      '10kg',
      '12kg',
    ]);
  });
}

/** The facet counts of the search contract: what each group offers, counted disjunctively. */
export function facetCountCases(run: ContractRun): void {
  describe('facet counts', () => {
    defaultListCounts(run);
    refinedGroupCounts(run);
  });
}
