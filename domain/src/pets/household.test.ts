import { describe, expect, it } from 'vitest';
import { aPet } from '../testing/builders';
import { activePet, mergeHouseholds, readHousehold } from './household';

const bello = aPet();
const mia = aPet({ id: 'm1', name: 'Mia', species: 'cat', weightKg: 4.5, allergies: [] });

describe('a household as stored', () => {
  it('keeps checked animals once each and an active one of them', () => {
    const read = readHousehold({
      pets: [bello, { ...bello }, mia, { ...mia, id: 'x', weightKg: -1 }],
      activeId: 'zz',
    });
    expect(read.pets.map((p) => p.id)).toEqual(['b1', 'm1']);
    expect(read.activeId).toBe('b1');
    expect(activePet(readHousehold({ pets: [bello, mia], activeId: 'm1' }))?.name).toBe('Mia');
  });

  it('gives an empty household for foreign data', () => {
    for (const value of [null, 'x', { pets: 'no' }, { pets: [{ id: 5 }] }, []])
      expect(readHousehold(value)).toEqual({ pets: [], activeId: null });
  });

  it('carries the browser’s animals over to the account on login, the account’s first', () => {
    const account = readHousehold({ pets: [mia], activeId: 'm1' });
    const browser = readHousehold({ pets: [{ ...mia, name: 'Mia im Browser' }, bello], activeId: 'b1' });
    const merged = mergeHouseholds(account, browser);
    expect(merged.pets.map((p) => p.name)).toEqual(['Mia', 'Bello']);
    expect(merged.activeId).toBe('m1');
    expect(mergeHouseholds(readHousehold(null), browser).activeId).toBe('b1');
  });
});
