import { SORT_OPTIONS } from '@futterkompass/domain';
import { describe, expect, it } from 'vitest';
import { sortCriteria } from './sort-criteria';
import { sortKeys } from './sorts';

describe('the sort criteria a visitor reads', () => {
  it('names every key of every sort, in the order the engines apply them', () => {
    for (const sort of SORT_OPTIONS.values) {
      expect(sortCriteria(sort)).toHaveLength(sortKeys(sort, 'excluded').length);
      expect(sortCriteria(sort, 'included')).toHaveLength(sortKeys(sort, 'included').length);
    }
    const [stars, count, brand] = sortCriteria('rating_dec');
    expect(stars).toMatch(/Durchschnitt der Sterne.*höchster zuerst/);
    expect(count).toMatch(/Anzahl der Bewertungen/);
    expect(brand).toBe(sortCriteria('brand')[0]);
  });

  it('tells the two price sorts apart and puts products without an offer last in both', () => {
    const [first, price] = sortCriteria('price_desc');
    expect(first).toBe(sortCriteria('price_asc')[0]);
    expect(first).toMatch(/ohne Angebot/);
    expect(price).toMatch(/teuerster zuerst/);
    expect(sortCriteria('price_asc')[1]).toMatch(/günstigster zuerst/);
  });

  it('names the delivered Grundpreis when prices include shipping', () => {
    expect(sortCriteria('price_asc', 'included')[1]).toMatch(/inkl\. Versand.*günstigster zuerst/);
    expect(sortCriteria('price_asc', 'excluded')[1]).not.toMatch(/Versand/);
    expect(sortCriteria('brand', 'included')).toEqual(sortCriteria('brand'));
  });
});
