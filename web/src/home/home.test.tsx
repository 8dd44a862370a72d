import {
  defaultCatalogQuery,
  listCanonicalPath,
  MESSAGES,
  parseListAddress,
  ROUTES,
  TRANSPARENCY_LINKS,
} from '@futterkompass/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomePage from '../pages/HomePage';
import { STORAGE_KEYS } from '../storage';
import { fakeApi, reply } from '../testing/fake-api';
import { aCard } from '../testing/product-cards';
import { renderAt } from '../testing/render';

const card = (i: number) => aCard(i, { rating: 5, ratingCount: 3 });

const carousel = (name: string) => screen.findByRole('region', { name });

function serve(answer: (body: unknown) => unknown) {
  return fakeApi({ '/api/homepage-products': answer });
}

describe('home', () => {
  it('shows the best rated products and the recently viewed ones, newest first', async () => {
    window.localStorage.setItem(STORAGE_KEYS.recentlyViewed, JSON.stringify(['p9', 'p2']));
    const api = serve(() => ({
      success: true,
      bestProducts: [1, 2, 3, 4, 5].map(card),
      latestProducts: [],
      lastViewedProducts: [card(9), card(2)],
    }));
    renderAt('/', <HomePage />);
    const best = await carousel('Am besten bewertete Produkte');
    await within(best).findByRole('article', { name: 'Waldhof Naturkost Sorte 1' });
    expect(within(best).getAllByRole('article')).toHaveLength(5);
    // The portal's ranking says how it ranks; the visitor's own history does not.
    expect(
      within(best)
        .getByRole('link', { name: 'So sortieren wir: Am besten bewertete Produkte' })
        .getAttribute('href'),
    ).toBe(TRANSPARENCY_LINKS.ranking);
    const viewed = await carousel('Zuletzt angesehene Produkte');
    expect(
      within(viewed)
        .getAllByRole('article')
        .map((a) => a.querySelector('h3')?.textContent),
    ).toEqual(['Waldhof Naturkost Sorte 9', 'Waldhof Naturkost Sorte 2']);
    expect(within(viewed).queryByRole('link', { name: /So sortieren wir/ })).toBeNull();
    expect(api.calls).toEqual([
      { url: '/api/homepage-products', method: 'POST', body: { lastViewed: ['p9', 'p2'] } },
    ]);
  });

  it('says so kindly when nothing was viewed yet', async () => {
    const api = serve(() => ({
      success: true,
      bestProducts: [card(1)],
      latestProducts: [],
      lastViewedProducts: [],
    }));
    renderAt('/', <HomePage />);
    const viewed = await carousel('Zuletzt angesehene Produkte');
    await within(viewed).findByText(/Du hast dir noch keine Produkte angesehen/);
    expect(within(viewed).queryByRole('article')).toBeNull();
    expect(api.calls[0]?.body).toEqual({ lastViewed: [] });
  });

  it('paints the best rated products from the page, asking the API only for viewed ones', async () => {
    const meta = document.createElement('meta');
    meta.name = 'futterkompass-home-products';
    meta.content = JSON.stringify({ bestProducts: [card(1), card(2)] });
    document.head.append(meta);
    try {
      const api = serve(() => ({
        success: true,
        bestProducts: [card(1), card(2)],
        latestProducts: [],
        lastViewedProducts: [card(7)],
      }));
      const first = renderAt('/', <HomePage />);
      const best = screen.getByRole('region', { name: 'Am besten bewertete Produkte' });
      expect(within(best).getAllByRole('article')).toHaveLength(2);
      expect(api.calls).toEqual([]);
      first.unmount();

      window.localStorage.setItem(STORAGE_KEYS.recentlyViewed, JSON.stringify(['p7']));
      renderAt('/', <HomePage />);
      expect(within(await carousel('Am besten bewertete Produkte')).getAllByRole('article')).toHaveLength(2);
      const viewed = await carousel('Zuletzt angesehene Produkte');
      await within(viewed).findByRole('article', { name: 'Waldhof Naturkost Sorte 7' });
      expect(api.calls).toEqual([
        { url: '/api/homepage-products', method: 'POST', body: { lastViewed: ['p7'] } },
      ]);
    } finally {
      meta.remove();
    }
  });

  it('shows the error text in the carousels when the call fails', async () => {
    serve(() => reply(500, { success: false }));
    renderAt('/', <HomePage />);
    const best = await carousel('Am besten bewertete Produkte');
    await within(best).findByText(MESSAGES.listError);
    expect(within(await carousel('Zuletzt angesehene Produkte')).getByText(MESSAGES.listError)).toBeTruthy();
  });

  it('links to the product list, the calculators, the blog and the contact topics', async () => {
    serve(() => ({ success: true, bestProducts: [], latestProducts: [], lastViewedProducts: [] }));
    renderAt('/', <HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    // The default list at its canonical address (its category page), not the long query string.
    expect(screen.getByRole('link', { name: 'Zur Futtersuche' }).getAttribute('href')).toBe(
      '/hund/nassfutter',
    );
    expect(screen.getByRole('link', { name: 'Alle Marken von A bis Z' }).getAttribute('href')).toBe(
      ROUTES.brands,
    );
    const links = screen.getByRole('region', { name: 'Rechner und Wissen' });
    const hrefs = within(links)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]);
    expect(hrefs).toEqual([
      ['NfE-RechnerWie viele Kohlenhydrate stecken im Futter?', ROUTES.nfe, null],
      [
        'Blog (öffnet in neuem Tab)Wissen rund um die Ernährung von Hund und Katze.',
        'https://blog.futterkompass.de',
        '_blank',
      ],
      ['EnergiebedarfWie viel Futter braucht dein Tier am Tag?', ROUTES.energy, null],
    ]);
    // "Für wen suchst du?" and the categories come first, the three links right after the first carousel.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Für wen suchst du?',
      'Futter nach Tier und Art',
      'Am besten bewertete Produkte',
      'Rechner und Wissen',
      'Zuletzt angesehene Produkte',
      'Hilf uns, Futterkompass besser zu machen',
    ]);
    for (const [name, topic] of [
      ['Fehlendes Produkt melden', 'Produkt'],
      ['Anregung senden', 'Anregungen'],
      ['Ereignis oder Rückruf melden', 'Ereignis'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(`/kontakt?topic=${topic}`);
    }
  });

  it('opens the list by animal and food type from the category grid', async () => {
    serve(() => ({ success: true, bestProducts: [], latestProducts: [], lastViewedProducts: [] }));
    renderAt('/', <HomePage />);
    const cats = screen.getByRole('navigation', { name: 'Für Katzen: Futterarten' });
    const dry = within(cats).getByRole('link', { name: 'Trockenfutter' });
    // Each at its category page's canonical address, which names exactly that list.
    expect(dry.getAttribute('href')).toBe('/katze/trockenfutter');
    expect(parseListAddress(dry.getAttribute('href') ?? '', '')).toEqual({
      ...defaultCatalogQuery(),
      animal: ['cat'],
      type1: ['dried'],
    });
    expect(listCanonicalPath(parseListAddress('/katze/trockenfutter', '') ?? defaultCatalogQuery())).toBe(
      dry.getAttribute('href'),
    );
    const dogs = screen.getByRole('navigation', { name: 'Für Hunde: Futterarten' });
    expect(
      within(dogs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Nassfutter', 'Trockenfutter', 'Rohfutter (BARF)', 'Flocken & Co.', 'Ergänzungsmittel']);
  });
});
