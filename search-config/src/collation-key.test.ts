import { describe, expect, it } from 'vitest';
import { accentKey, collationKey } from './collation-key';
import { brandSortKey } from './text';

const byBytes = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const german = new Intl.Collator('de');

describe('German collation keys', () => {
  it('sort umlauts as their base letters (DIN 5007-1), not spelled out as ae, oe, ue', () => {
    const brands = ['Zoo', 'Känguru', 'Kalb', 'Öko', 'Ochse', 'Ähre', 'Apfel', 'Kaninchen', 'Übermut', 'Uhu'];
    const sorted = [...brands].sort((a, b) => byBytes(collationKey(a), collationKey(b)));
    expect(sorted).toEqual([
      ...['Ähre', 'Apfel', 'Kalb', 'Känguru', 'Kaninchen'],
      ...['Ochse', 'Öko', 'Übermut', 'Uhu', 'Zoo'],
    ]);
  });

  it('read letters as the German collation equates them, punctuation as gaps in its order', () => {
    expect(collationKey('Känguru')).toBe('kanguru');
    expect(collationKey('Großmann')).toBe('grossmann');
    expect(collationKey('Mæhre')).toBe('maehre');
    expect(collationKey('Łódź')).toBe('lodz');
    expect(collationKey('Soft\u00adHyphen')).toBe('softhyphen');
    expect(collationKey("  Dr. Müller's ")).toBe(collationKey("dr. muller's"));
    expect(collationKey("Dr. Müller's")).not.toBe(collationKey('Dr Müllers'));
    // Gaps below digits and letters, in the collation's order: space, hyphen, dot, apostrophe, ampersand.
    const texts = ['a b', 'a-b', 'a.b', "a'b", 'a&b', 'a0', 'aa'];
    expect([...texts].sort((a, b) => byBytes(collationKey(a), collationKey(b)))).toEqual(texts);
    expect([...texts].sort(german.compare)).toEqual(texts);
  });

  it('order any two texts as Intl.Collator("de") does wherever their keys differ', () => {
    // A fixed pseudo-random sample over letters, umlauts, digits, spaces and punctuation.
    const chars = [..."aAäÄbkKlnoöOÖuüßsSz09 -.&'’ł+/"];
    let seed = 44;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    const texts = Array.from({ length: 400 }, () =>
      Array.from({ length: 1 + (next() % 6) }, () => chars[next() % chars.length]).join(''),
    );
    let compared = 0;
    for (const a of texts)
      for (const b of texts) {
        const keys = byBytes(collationKey(a), collationKey(b));
        if (keys === 0) continue;
        compared++;
        if (keys !== Math.sign(german.compare(a, b))) throw new Error(`„${a}“ and „${b}“ in another order`);
      }
    expect(compared).toBeGreaterThan(100_000);
  });

  it('keep texts that differ only in accents apart, the unaccented first, as the collation does', () => {
    expect(collationKey('Müller')).toBe(collationKey('Muller'));
    expect(byBytes(accentKey('Muller'), accentKey('Müller'))).toBe(german.compare('Muller', 'Müller'));
    const keys = [
      brandSortKey('Müller', 'A', '1'),
      brandSortKey('Muller', 'B', '2'),
      brandSortKey('Müller', 'C', '3'),
      brandSortKey('Muller', 'D', '4'),
    ].sort(byBytes);
    // Each brand's products together: Muller's, then Müller's.
    expect(keys.map((k) => k.slice(-1))).toEqual(['2', '4', '1', '3']);
  });
});
