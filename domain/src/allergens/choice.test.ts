import { describe, expect, it } from 'vitest';
import { ALLERGY_CHOICE_GROUPS, COMMON_ALLERGENS, findAllergenFamilies } from './choice';
import { ALLERGEN_FAMILIES } from './families';

const labels = (families: readonly { label: string }[]) => families.map((f) => f.label);

describe('the allergy choice of "Mein Tier"', () => {
  it('offers every family exactly once, the common ones first', () => {
    const offered = ALLERGY_CHOICE_GROUPS.flatMap((g) => g.families.map((f) => f.key));
    expect([...offered].sort()).toEqual(ALLERGEN_FAMILIES.map((f) => f.key).sort());
    expect(ALLERGY_CHOICE_GROUPS[0]?.families.map((f) => f.key)).toEqual([...COMMON_ALLERGENS]);
    for (const group of ALLERGY_CHOICE_GROUPS) expect(group.families.length, group.title).toBeGreaterThan(0);
  });

  it('groups by kind, each group by name', () => {
    const meat = ALLERGY_CHOICE_GROUPS.find((g) => g.title === 'Fleisch und Geflügel');
    expect(meat?.families.every((f) => f.kind === 'meat')).toBe(true);
    expect(labels(meat?.families ?? []).slice(0, 3)).toEqual(['Bison', 'Büffel', 'Elch']);
    const plants = ALLERGY_CHOICE_GROUPS.find((g) => g.title === 'Pflanzliche Zutaten');
    expect(labels(plants?.families ?? [])).toContain('Kartoffel');
    expect(labels(plants?.families ?? [])).not.toContain('Weizen');
  });

  it('finds families by name or by a word of theirs, umlauts typed or written out', () => {
    const salmon = labels(findAllergenFamilies('lachs'));
    expect(salmon.slice(0, 3)).toEqual(['Lachs', 'Seelachs', 'Wildlachs']);
    expect(labels(findAllergenFamilies('Hähnchen'))).toContain('Huhn');
    expect(labels(findAllergenFamilies('haehnchen'))).toContain('Huhn');
    expect(labels(findAllergenFamilies('Hülsen'))).toEqual(['Hülsenfrüchte']);
    expect(labels(findAllergenFamilies('  '))).toEqual([]);
    expect(labels(findAllergenFamilies('xyz'))).toEqual([]);
  });
});
