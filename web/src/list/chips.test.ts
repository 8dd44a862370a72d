import { type CatalogQuery, defaultCatalogQuery } from '@futterkompass/domain';
import { describe, expect, it } from 'vitest';
import { activeChips } from './chips';
import { clearGroup, FILTER_GROUPS, groupFilterCount } from './groups';

const BRAND = '0123456789abcdef01234567';
const query: CatalogQuery = {
  ...defaultCatalogQuery(),
  animalComponents: ['pferd'],
  diseases: ['niere', 'leber'],
  brand: [BRAND],
  packagingSize: ['1.5kg'],
  binder: true,
  physiologicalAdditives: false,
  proteinsMin: 7.5,
  nfeTM: 30,
};

describe('chip list', () => {
  const chips = activeChips(query, new Map([[BRAND, 'Waldhof Naturkost']]));

  it('names every active filter in German, animal and type excepted', () => {
    expect(chips.map((c) => c.label)).toEqual([
      'Tierische Bestandteile: Pferd',
      'Ernährungsphysiologische Zusatzstoffe: ohne',
      'Bindemittelverdacht >= 75%',
      'Packungsgröße: 1,5 kg',
      'Marke: Waldhof Naturkost',
      'Rohprotein ab 7,5 %',
      'NfE in der Trockenmasse höchstens 30 %',
      'Gesundheitsthemen: Niere',
      'Gesundheitsthemen: Leber',
    ]);
  });

  it('removes exactly its own filter', () => {
    const byKey = new Map(chips.map((c) => [c.key, c]));
    expect(byKey.get('diseases:niere')?.remove(query).diseases).toEqual(['leber']);
    expect(byKey.get('binder:true')?.remove(query)).not.toHaveProperty('binder');
    expect(byKey.get('proteinsMin')?.remove(query)).not.toHaveProperty('proteinsMin');
    expect(byKey.get('nfeTM')?.remove(query)).not.toHaveProperty('nfeTM');
    expect(byKey.get(`brand:${BRAND}`)?.remove(query).brand).toEqual([]);
  });

  it('shows nothing for the default list', () => {
    expect(activeChips(defaultCatalogQuery(), new Map())).toEqual([]);
  });
});

describe('filter groups', () => {
  it('are the seven popups of the specification', () => {
    expect(FILTER_GROUPS.map((g) => g.title)).toEqual([
      'Grundpreis',
      'Alter & Futterart',
      'Produktinhalt',
      'Verpackung',
      'Marke & Herkunft',
      'Weender Analyse',
      'Gesundheit',
    ]);
  });

  it('count and clear their own filters', () => {
    const health = FILTER_GROUPS.find((g) => g.id === 'gesundheit');
    const content = FILTER_GROUPS.find((g) => g.id === 'inhalt');
    if (!health || !content) throw new Error('groups missing');
    expect(groupFilterCount(query, health)).toBe(2);
    expect(groupFilterCount(query, content)).toBe(3);
    const cleared = clearGroup(query, content);
    expect(cleared.animalComponents).toEqual([]);
    expect(cleared).not.toHaveProperty('binder');
    expect(cleared).not.toHaveProperty('physiologicalAdditives');
    expect(cleared.diseases).toEqual(['niere', 'leber']);
  });
});
