import { act, fireEvent, screen, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from '../products/ProductCard';
import { RenderProvider } from '../render-context';
import { MainNav } from '../shell/MainNav';
import { STORAGE_KEYS } from '../storage';
import { aCard } from '../testing/product-cards';
import { renderAt } from '../testing/render';
import { takeOverServerMarkup } from '../testing/take-over';
import { CompareProvider, useCompareList } from './compare';

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
const card = (i: number) => aCard(i, { ratingCount: i });

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

  it('hydrates a part taken over late from the server’s empty list, then shows the stored one', async () => {
    window.localStorage.setItem(STORAGE_KEYS.compareList, JSON.stringify(['p1', 'p2']));
    function Count() {
      return <p>{useCompareList().ids.length} im Vergleich</p>;
    }
    let release = () => {};
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The page's part comes in its own chunk: it hydrates after the stored list has been read.
    const Late = lazy(async () => {
      await loaded;
      return { default: Count };
    });
    const tree = (part: React.ReactNode) => (
      <RenderProvider serverMarkup>
        <MemoryRouter>
          <CompareProvider>
            <Suspense fallback={null}>{part}</Suspense>
          </CompareProvider>
        </MemoryRouter>
      </RenderProvider>
    );
    const { container, mismatches, remove } = await takeOverServerMarkup(tree(<Count />), tree(<Late />));
    expect(container.textContent).toBe('0 im Vergleich');
    // The list is read from storage in a task of its own after the takeover.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await act(async () => {
      release();
      await loaded;
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('2 im Vergleich');
    remove();
  });
});
