import { describe, expect, it } from 'vitest';
import { rankQuickHits } from './catalog-search';

describe('quick search ranking', () => {
  it('puts the products of a brand starting with the query first, otherwise keeps the order', () => {
    const hits = [
      { id: 'oil', brandName: 'Vital Öle' },
      { id: 'brand-1', brandName: 'Lachsmühle' },
      { id: 'snack', brandName: 'Knabberzeit' },
      { id: 'brand-2', brandName: 'lachsmühle' },
    ];
    expect(rankQuickHits(hits, ' Lachs').map((h) => h.id)).toEqual(['brand-1', 'brand-2', 'oil', 'snack']);
    expect(rankQuickHits(hits, 'Öl').map((h) => h.id)).toEqual(['oil', 'brand-1', 'snack', 'brand-2']);
    expect(rankQuickHits(hits, '').map((h) => h.id)).toEqual(['oil', 'brand-1', 'snack', 'brand-2']);
  });
});
