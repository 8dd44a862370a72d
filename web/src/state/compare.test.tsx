import type { ProductCard as ProductCardData } from '@futterkompass/search-config';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from '../products/ProductCard';
import { MainNav } from '../shell/MainNav';
import { STORAGE_KEYS } from '../storage';
import { renderAt } from '../testing/render';

// Each stand-in counts its renders: the quick search for the navigation, the stars for each card.
const renders = vi.hoisted(() => ({ quickSearch: 0, stars: new Map<number, number>() }));
vi.mock('../search/QuickSearch', () => ({
  QuickSearch: () => {
    renders.quickSearch++;
    return null;
  },
}));
vi.mock('../products/Stars', () => ({
  Stars: ({ count }: { count: number }) => {
    renders.stars.set(count, (renders.stars.get(count) ?? 0) + 1);
    return null;
  },
}));

/** Products told apart by their rating count, which the stars stand-in sees. */
const card = (i: number): ProductCardData => ({
  _id: `p${i}`,
  urlExtension: `marke-sorte-${i}`,
  brand: { _id: 'b1', name: 'Waldhof Naturkost', owned: false },
  series: `Sorte ${i}`,
  type1: 'wet',
  animal: ['dog'],
  imageUrl: null,
  rating: 4,
  ratingCount: i,
  bestOffer: null,
});

describe('compare list', () => {
  it('renders on a toggle the card it changed and the count in the navigation, nothing else', () => {
    renderAt(
      '/produkte',
      <>
        <MainNav />
        {[1, 2, 3].map((i) => (
          <ProductCard key={i} product={card(i)} />
        ))}
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Vergleichsliste' })).toBeTruthy();
    const before = { quickSearch: renders.quickSearch, stars: new Map(renders.stars) };

    fireEvent.click(screen.getByRole('button', { name: 'Waldhof Naturkost Sorte 2 vergleichen' }));

    expect(
      screen.getByRole('button', { name: 'Waldhof Naturkost Sorte 2 aus der Vergleichsliste entfernen' }),
    ).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Vergleichsliste 1 Produkte' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.compareList) ?? '[]')).toEqual(['p2']);
    // The quick search and the links around the count stay as they were, and so do the other cards.
    expect(renders.quickSearch).toBe(before.quickSearch);
    expect(renders.stars.get(1)).toBe(before.stars.get(1));
    expect(renders.stars.get(2)).toBe((before.stars.get(2) ?? 0) + 1);
    expect(renders.stars.get(3)).toBe(before.stars.get(3));
  });
});
