import { aPet } from '@futterkompass/domain/testing';
import { quickSearchListUrl } from '@futterkompass/search-config';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { fakeApi } from '../testing/fake-api';
import { elapse, useFakeTime } from '../testing/fake-time';
import { renderAt } from '../testing/render';
import { QUICK_SEARCH_CLOSE_MS, QUICK_SEARCH_DEBOUNCE_MS, QuickSearch } from './QuickSearch';

const hit = (i: number) => ({
  _id: `p${i}`,
  urlExtension: `waldhof-${i}`,
  brand: { _id: 'b1', name: 'Waldhof Naturkost', owned: false },
  series: `Sorte ${i}`,
  type1: i === 3 ? 'suplement' : 'wet',
  animal: ['dog'],
  imageUrl: null,
  bestOffer:
    i === 1
      ? {
          merchant: 'zooplus',
          price: 1.6,
          amount: 1,
          size: 400,
          unit: 'g' as const,
          basePrice: 0.4,
          unitPrice: 4,
          deliveryCost: 0,
          deliveredPrice: 1.6,
          deliveredUnitPrice: 4,
          link: 'x',
        }
      : null,
  shipping: 'excluded' as const,
});

function Where() {
  const location = useLocation();
  return <output aria-label="Ort">{`${location.pathname}${location.search}`}</output>;
}

function setup(products: (ReturnType<typeof hit> & Record<string, unknown>)[]) {
  const api = fakeApi({
    '/api/search-products': () => ({ success: true, products, nOfProducts: products.length ? 57 : 0 }),
  });
  renderAt(
    '/',
    <>
      <QuickSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
  );
  return { api, input: screen.getByRole('combobox', { name: 'Futter suchen' }) };
}

describe('quick search', () => {
  useFakeTime();

  it('asks for an empty box first, waits 500 ms after typing, then lists brand and series', async () => {
    const { api, input } = setup([hit(1), hit(2)]);
    fireEvent.focus(input);
    expect(screen.getByText('Suchbegriff eingeben...')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Wald' } });
    fireEvent.change(input, { target: { value: 'Waldh' } });
    await elapse(QUICK_SEARCH_DEBOUNCE_MS - 1);
    expect(api.calls).toHaveLength(0);
    await elapse(1);
    expect(api.calls.map((c) => c.url)).toEqual(['/api/search-products?query=Waldh']);
    // Two hits, then the way to all of them in the list.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Waldhof NaturkostSorte 1Nassfutter · Hund4,00 €/kg · versandkostenfrei · inkl. MwSt.',
      'Waldhof NaturkostSorte 2Nassfutter · Hund',
      'Alle 57 Treffer anzeigen',
    ]);
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
  });

  it('asks with the active animal (never its name) and shows each hit’s cost per day', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.pets,
      JSON.stringify({ pets: [aPet({ id: 'b', weightKg: 12.5 })], activeId: 'b' }),
    );
    const { api, input } = setup([
      { ...hit(1), gramsPerDay: 240.4, costPerDay: 1.84, feedingReason: null },
      { ...hit(2), gramsPerDay: null, costPerDay: null, feedingReason: 'noOffer' },
    ]);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Waldh' } });
    await elapse(QUICK_SEARCH_DEBOUNCE_MS);
    expect(api.calls.map((c) => c.url)).toEqual([
      '/api/search-products?query=Waldh&species=dog&weightKg=12.5&ageGroup=adult&bodyCondition=normal',
    ]);
    const [priced, unpriced] = screen.getAllByRole('option');
    expect(priced?.textContent).toContain('1,84 €/Tag für Bello (240,4 g täglich)');
    expect(unpriced?.textContent).toMatch(/keine Fütterungsempfehlung \(.+\)$/);
    window.localStorage.removeItem(STORAGE_KEYS.pets);
  });

  it('opens the list with the query from the last entry', async () => {
    const { input } = setup([hit(1), hit(3)]);
    fireEvent.focus(input);
    expect(input.getAttribute('aria-controls')).toBeNull();
    fireEvent.change(input, { target: { value: 'Waldhof' } });
    await elapse(QUICK_SEARCH_DEBOUNCE_MS);
    expect(screen.getAllByRole('option')[1]?.textContent).toContain('Ergänzungsmittel');
    fireEvent.click(screen.getByRole('option', { name: 'Alle 57 Treffer anzeigen' }));
    expect(screen.getByRole('status', { name: 'Ort' }).textContent).toBe(quickSearchListUrl('Waldhof'));
  });

  it('says so when nothing matches', async () => {
    const { input } = setup([]);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Quinoa' } });
    await elapse(QUICK_SEARCH_DEBOUNCE_MS);
    expect(screen.getByText('Keine Produkte gefunden.')).toBeTruthy();
  });

  it('moves through hits with the arrow keys and opens one with Enter', async () => {
    const { input } = setup([hit(1), hit(2), hit(3)]);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Waldhof' } });
    await elapse(QUICK_SEARCH_DEBOUNCE_MS);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(screen.getByRole('status', { name: 'Ort' }).textContent).toBe('/produkte/waldhof-2');
  });

  it('closes on Escape, and 100 ms after the box loses focus', async () => {
    const { input } = setup([hit(1)]);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Waldhof' } });
    await elapse(QUICK_SEARCH_DEBOUNCE_MS);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.focus(input);
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.blur(input);
    await elapse(QUICK_SEARCH_CLOSE_MS - 1);
    expect(screen.getByRole('listbox')).toBeTruthy();
    await elapse(1);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('submits to the list with the query in relevance order and all animals and food types', () => {
    const { input } = setup([]);
    fireEvent.change(input, { target: { value: ' Lachs ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(screen.getByRole('status', { name: 'Ort' }).textContent).toBe(quickSearchListUrl('Lachs'));
    // No sortBy: a search term without one is in relevance order.
    expect(quickSearchListUrl('Lachs')).toBe(
      '/produkte?animal=dog&animal=cat&currentPage=1&filterOption=1&productsPerPage=12&query=Lachs&type1=wet&type1=dried&type1=raw&type1=flakes&type1=suplement',
    );
  });

  it('submits with the animal and the food type the words name, the other words as the term', () => {
    const { input } = setup([]);
    fireEvent.change(input, { target: { value: 'Katze Nassfutter Lachs' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(screen.getByRole('status', { name: 'Ort' }).textContent).toBe(
      '/produkte?animal=cat&currentPage=1&filterOption=1&productsPerPage=12&query=Lachs&type1=wet',
    );
  });
});
