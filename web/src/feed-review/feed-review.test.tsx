import { PRODUCT_FORM_MESSAGES as M } from '@futterkompass/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { fakeApi } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import FeedReviewPage from './FeedReviewPage';

const ROW = {
  _id: 'r1',
  owner: 'm1',
  feed: 'f1',
  key: 'NL-9',
  title: 'Mystery Menü Dose 800 g',
  gtins: ['4099999999996'],
  reason: 'Kein Produkt mit dieser GTIN gefunden: wartet auf Zuordnung durch die Redaktion.',
  link: 'https://napfladen.example/mystery',
  price: 3.2,
  size: 800,
  unit: 'g',
  amount: 1,
  seenAt: '2026-11-20T00:00:00.000Z',
  changedAt: '2026-11-20T00:00:00.000Z',
  shopName: 'Napfladen',
};
const MERCHANTS = [
  { owner: 'm1', shopName: 'Napfladen', waiting: 194_247 },
  { owner: 'm2', shopName: 'Fellkiste', waiting: 3 },
];
const MAPPING = {
  _id: 'x1',
  owner: 'm1',
  key: 'NL-3',
  productId: 'p2',
  by: 'e1',
  createdAt: '2026-11-19T00:00:00.000Z',
  shopName: 'Napfladen',
  productName: 'Marke Lamm',
  productUrlExtension: 'lamm',
};

function open(role: string | null) {
  if (role) window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));
  let items = [ROW];
  let mappings = [MAPPING];
  const api = fakeApi({
    '/api/user-from-token': () => ({
      success: true,
      user: { _id: 'e1', username: 'Erika', email: 'e@example.org', role },
    }),
    '/api/admin/feed-review': (_body, url) => {
      const merchant = url.searchParams.get('merchant');
      const page = Number(url.searchParams.get('page'));
      const total = merchant === 'm2' ? 3 : items.length === 0 ? 0 : 194_250;
      return {
        success: true,
        items:
          merchant === 'm2'
            ? [
                {
                  ...ROW,
                  _id: 'r9',
                  key: 'FK-1',
                  title: 'Fellkiste Lamm',
                  owner: 'm2',
                  shopName: 'Fellkiste',
                },
              ]
            : items,
        total,
        page,
        pages: Math.max(1, Math.ceil(total / 50)),
        merchants: items.length === 0 ? [] : MERCHANTS,
      };
    },
    '/api/admin/feed-review/mappings': () => ({ success: true, mappings }),
    '/api/admin/feed-review/r1/assign': () => {
      items = [];
      return { success: true, mapping: {} };
    },
    '/api/admin/feed-review/mappings/x1': () => {
      mappings = [];
      return { success: true };
    },
    '/api/search-products': () => ({
      success: true,
      nOfProducts: 1,
      products: [
        {
          _id: 'p7',
          urlExtension: 'mystery',
          brand: { _id: 'b', name: 'Marke', owned: false },
          series: 'Mystery',
          type1: 'wet',
          animal: ['dog'],
          imageUrl: null,
          bestOffer: null,
        },
      ],
    }),
  });
  renderAt(
    '/feed-zuordnung',
    <Routes>
      <Route path="/feed-zuordnung" element={<FeedReviewPage />} />
    </Routes>,
  );
  return api;
}

describe('the feed review page', () => {
  afterEach(() => window.localStorage.clear());

  it('tells other users that it is for editors', async () => {
    open('user');
    expect(await screen.findByText(M.editorsOnly)).toBeTruthy();
  });

  it('shows the queue’s true size, per merchant, a page at a time', async () => {
    const api = open('editor');
    expect(await screen.findByRole('heading', { name: 'Offene Zeilen (194.250)' })).toBeTruthy();
    expect(screen.getByText(ROW.reason)).toBeTruthy();
    const filter = screen.getByLabelText('Händler') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual([
      'Alle Händler (194.250)',
      'Napfladen (194.247)',
      'Fellkiste (3)',
    ]);
    expect(screen.getByText('Seite 1 von 3.885')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(await screen.findByText('Seite 2 von 3.885')).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'm2' } });
    expect(await screen.findByRole('heading', { name: 'Offene Zeilen (3)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fellkiste Lamm' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Seiten der offenen Zeilen' })).toBeNull();
    expect(api.calls.filter((c) => c.url.startsWith('/api/admin/feed-review?')).map((c) => c.url)).toEqual([
      '/api/admin/feed-review?page=1',
      '/api/admin/feed-review?page=2',
      '/api/admin/feed-review?page=1&merchant=m2',
    ]);
  });

  it('assigns an open row to the product an editor searches for, and undoes a mapping', async () => {
    const api = open('editor');
    expect(await screen.findByRole('heading', { name: 'Mystery Menü Dose 800 g' })).toBeTruthy();
    expect(screen.getByText(/3,20 € für 800 g/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Produkt zuordnen' }));
    fireEvent.change(screen.getByLabelText('Produkt suchen für „Mystery Menü Dose 800 g“'), {
      target: { value: 'Myst' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Zuordnen: Marke Mystery' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain(
        'ist Marke Mystery zugeordnet; das Angebot steht jetzt beim Produkt.',
      ),
    );
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/admin/feed-review/r1/assign',
      body: { productId: 'p7' },
    });
    expect(
      await screen.findByText('Alle Zeilen der Händler-Feeds sind einem Produkt zugeordnet.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Rückgängig\W*NL-3$/ }));
    expect(await screen.findByText('Noch keine Zuordnungen.')).toBeTruthy();
    expect(
      api.calls.some((c) => c.method === 'DELETE' && c.url === '/api/admin/feed-review/mappings/x1'),
    ).toBe(true);
  });
});
