import { NO_RUN_FIGURES } from '@futterkompass/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MerchantPage from '../content/MerchantPage';
import { STORAGE_KEYS } from '../storage';
import { fakeApi, reply } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import type { Feed, FeedRun, MerchantOffer } from './api';

const MERCHANT = {
  _id: 'm1',
  username: 'Napfladen',
  email: 'shop@napfladen.example',
  role: 'merchant',
  status: 'active',
};
const ME = {
  username: 'Napfladen',
  shopName: 'Napfladen Tierbedarf',
  shopUrl: 'https://napfladen.example/',
  status: 'active',
};

const RUN: FeedRun = {
  _id: 'r1',
  feed: 'f1',
  startedAt: '2026-11-25T08:00:00.000Z',
  finishedAt: '2026-11-25T08:00:05.000Z',
  status: 'partial',
  rowsRead: 1200,
  matched: 1100,
  updated: 40,
  refused: 250,
  expired: 3,
  unmatched: 47,
  reviewCut: 7,
  refusedRows: [
    { line: 17, key: 'NL-17', title: 'Huhn pur 400 g', reason: 'Der Preis ist nicht in Euro angegeben.' },
    { line: 230, reason: 'Zeile ist kein gültiges CSV.' },
  ],
};
const FEED: Feed = {
  _id: 'f1',
  url: 'https://napfladen.example/google.xml',
  format: 'google-xml',
  everyHours: 6,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastRun: RUN,
  waiting: 12,
};
const OFFER: MerchantOffer = {
  offerId: 'o1',
  productId: 'p1',
  productName: 'Waldhof Huhn pur',
  productUrl: '/produkte/waldhof-huhn-pur',
  price: 12.49,
  unitPrice: 5.2,
  size: 400,
  unit: 'g',
  available: true,
  confirmedAt: '2026-11-20T00:00:00.000Z',
  ageDays: 6,
  counts: true,
};

function merchantApi(overrides: Record<string, (body: unknown, url: URL) => unknown> = {}) {
  let feeds = [FEED];
  return fakeApi({
    '/api/user-from-token': () => ({ success: true, user: MERCHANT }),
    '/api/b2b/me': () => ME,
    '/api/b2b/feeds': (body) => {
      if (!body) return { feeds };
      const feed = { ...FEED, ...(body as object), _id: 'f2', lastRun: undefined };
      feeds = [...feeds, feed];
      return reply(201, { feed });
    },
    '/api/b2b/feeds/f1': (body, url) => {
      if (body) return { feed: { ...FEED, ...(body as object) } };
      feeds = feeds.filter((f) => f._id !== 'f1');
      void url;
      return new Response(null, { status: 204 });
    },
    '/api/b2b/feeds/f1/pull': () => reply(202, { queued: true }),
    '/api/b2b/feeds/f1/runs': () => ({ runs: [RUN] }),
    '/api/b2b/offers': () => ({ offers: [OFFER] }),
    '/api/b2b/clicks': (_b, url) => ({
      perDay: Array.from({ length: Number(url.searchParams.get('days')) }, (_, i) => ({
        date: `2026-10-${String(i + 1).padStart(2, '0')}`,
        clicks: i === 2 ? 1234 : 0,
      })),
      perProduct: [{ productId: 'p1', productName: 'Waldhof Huhn pur', clicks: 1234 }],
    }),
    ...overrides,
  });
}

const signIn = () => window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));

describe('the merchant area /b2b', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows visitors the login form with a short explanation, and the area once a merchant signs in', async () => {
    const api = merchantApi({
      '/api/config': () => ({ success: true, recaptchaSiteKey: null }),
      '/auth/login': () => ({ success: true, token: 't0ken' }),
    });
    renderAt('/b2b', <MerchantPage />);
    expect(screen.getByRole('heading', { name: 'Schon Händler bei Futterkompass?' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Registrieren' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Nutzername oder E-Mail Adresse'), {
      target: { value: 'Napfladen' },
    });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'haendler123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einloggen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Napfladen Tierbedarf' })).toBeTruthy();
    expect(window.location.pathname).toBe('/b2b');
    expect(api.calls.some((c) => c.url === '/api/b2b/me')).toBe(true);
  });

  it('lists a shop’s many offers a page at a time, narrowed by product and to those that do not count', async () => {
    signIn();
    const offers = Array.from({ length: 120 }, (_, i) => ({
      ...OFFER,
      offerId: `o${i}`,
      productName: i % 2 ? `Katzenglück ${i}` : `Hundeglück ${i}`,
      counts: i % 10 !== 0,
    }));
    merchantApi({ '/api/b2b/offers': () => ({ offers }) });
    renderAt('/b2b', <MerchantPage />);
    const table = await screen.findByRole('region', { name: 'Deine Angebote' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 50);
    expect(screen.getByText('120 Angebote, die ersten 50 angezeigt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Weitere 50 anzeigen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Weitere 20 anzeigen' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 120);
    expect(screen.queryByRole('button', { name: /^Weitere/ })).toBeNull();

    fireEvent.change(screen.getByLabelText('Produkt suchen'), { target: { value: 'katzenGLÜCK' } });
    expect(screen.getByText('60 von 120 Angeboten, die ersten 50 angezeigt')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('nur Angebote, die nicht als Bestpreis zählen'));
    // Of the cat foods (odd numbers) none is a multiple of 10: nothing is left.
    expect(screen.getByText('0 von 120 Angeboten')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Produkt suchen'), { target: { value: '' } });
    const rows = within(screen.getByRole('region', { name: 'Deine Angebote' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent?.split(' ·')[0])).toEqual(
      Array.from({ length: 12 }, (_, i) => `Hundeglück ${i * 10}`),
    );
  });

  it('says in words that a feed was unchanged since its last pull', async () => {
    signIn();
    const unchanged: FeedRun = {
      ...RUN,
      _id: 'r2',
      status: 'unchanged',
      ...NO_RUN_FIGURES,
    };
    merchantApi({
      '/api/b2b/feeds': () => ({ feeds: [{ ...FEED, lastRun: unchanged }] }),
      '/api/b2b/feeds/f1/runs': () => ({ runs: [unchanged] }),
    });
    renderAt('/b2b', <MerchantPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Abrufe' }));
    expect(
      await screen.findByText(
        /Feed seit dem letzten Abruf unverändert; deine Angebote gelten als bestätigt\./,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/0 gelesen/)).toBeNull();
  });

  it('tells a signed-in user who is no merchant so, and asks nothing of the merchant API', async () => {
    signIn();
    const api = fakeApi({
      '/api/user-from-token': () => ({
        success: true,
        user: { ...MERCHANT, username: 'Bello', role: 'user' },
      }),
    });
    renderAt('/b2b', <MerchantPage />);
    expect(await screen.findByRole('heading', { name: 'Kein Händlerkonto' })).toBeTruthy();
    expect(screen.getByText(/Du bist als Bello angemeldet/)).toBeTruthy();
    expect(api.calls.some((c) => c.url.startsWith('/api/b2b'))).toBe(false);
  });

  it('shows the shop, its feeds with their runs and refused rows, its offers and its clicks in German', async () => {
    signIn();
    // The download's link is clicked by the browser, which would leave this page (and the tests after it).
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = merchantApi({
      '/api/b2b/feeds/f1/runs/r1/refused.csv': () => new Response('Zeile;Artikel-ID', { status: 200 }),
      '/api/b2b/feeds/f1/waiting.csv': () => new Response('Artikel-ID', { status: 200 }),
    });
    renderAt('/b2b', <MerchantPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Napfladen Tierbedarf' })).toBeTruthy();
    expect(screen.getByText('Status: aktiv')).toBeTruthy();
    const feed = (await screen.findByText(FEED.url)).closest('li') as HTMLElement;
    expect(feed.textContent).toContain('Google Merchant Center (XML) · alle 6 Stunden');
    expect(feed.textContent).toContain('Letzter Abruf 25.11.2026, 09:00 Uhr: teilweise importiert');
    expect(feed.textContent).toContain('12 Artikel warten auf Zuordnung durch unsere Redaktion');
    fireEvent.click(within(feed).getByRole('button', { name: 'Abrufe' }));
    expect(
      await within(feed).findByText(
        '1.200 gelesen, 1.100 zugeordnet, 40 aktualisiert, 250 abgelehnt, 47 ohne passendes Produkt, 3 abgelaufen',
      ),
    ).toBeTruthy();
    expect(within(feed).getByText(/^7 Zeilen ohne passendes Produkt hat die Redaktion nicht/)).toBeTruthy();
    expect(within(feed).getByText('Abgelehnte Zeilen (250)')).toBeTruthy();
    expect(
      within(feed).getByText(
        'Artikel-ID NL-17 · „Huhn pur 400 g“ · Zeile 17: Der Preis ist nicht in Euro angegeben.',
      ),
    ).toBeTruthy();
    expect(within(feed).getByText('Zeile 230: Zeile ist kein gültiges CSV.')).toBeTruthy();
    expect(within(feed).getByText('Hier stehen die ersten 100; die Datei enthält alle.')).toBeTruthy();
    fireEvent.click(within(feed).getByRole('button', { name: 'Alle 250 abgelehnten Zeilen als CSV' }));
    await waitFor(() =>
      expect(api.calls.map((c) => c.url)).toContain('/api/b2b/feeds/f1/runs/r1/refused.csv'),
    );
    fireEvent.click(within(feed).getByRole('button', { name: 'Liste als CSV' }));
    await waitFor(() => expect(api.calls.map((c) => c.url)).toContain('/api/b2b/feeds/f1/waiting.csv'));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
    const offers = await screen.findByRole('region', { name: 'Deine Angebote' });
    const row = within(offers).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('12,49 €');
    expect(row.textContent).toContain('5,20 €/kg');
    expect(row.textContent).toContain('vor 6 Tagen (20.11.2026)');
    expect(row.textContent).toContain('ja');
    expect(
      await screen.findByRole('img', { name: /zusammen 1\.234, höchstens 1\.234 an einem Tag/ }),
    ).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Waldhof Huhn pur' }).nextElementSibling?.textContent).toBe(
      '1.234',
    );
  });

  it('explains a pending account, which adds no feed yet', async () => {
    signIn();
    merchantApi({
      '/api/b2b/me': () => ({ ...ME, status: 'pending' }),
      '/api/b2b/feeds': () => ({ feeds: [] }),
    });
    renderAt('/b2b', <MerchantPage />);
    expect(await screen.findByText('Status: wartet auf Freischaltung')).toBeTruthy();
    expect(
      screen.getByText(/Sobald wir dein Konto freigeschaltet haben, trägst du hier deine Feeds ein/),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'Feeds kannst du eintragen, sobald wir dein Händlerkonto freigeschaltet haben.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Feed hinzufügen' })).toBeNull();
  });

  it('shows a feed the operator paused, which cannot be pulled', async () => {
    signIn();
    merchantApi({ '/api/b2b/feeds': () => ({ feeds: [{ ...FEED, paused: true }] }) });
    renderAt('/b2b', <MerchantPage />);
    const feed = (await screen.findByText(FEED.url)).closest('li') as HTMLElement;
    expect(
      within(feed).getByText(/^Von uns angehalten: dieser Feed wird zurzeit nicht abgerufen/),
    ).toBeTruthy();
    expect((within(feed).getByRole('button', { name: 'Jetzt abrufen' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('adds a feed after checking it, changes one, pulls one now and deletes one after asking', async () => {
    signIn();
    const api = merchantApi();
    renderAt('/b2b', <MerchantPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Feed hinzufügen' }));
    const form = screen.getByRole('form', { name: 'Feed hinzufügen' });
    fireEvent.change(within(form).getByLabelText('Adresse des Feeds'), { target: { value: 'ftp://x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(within(form).getByRole('alert').textContent).toMatch(/beginnt mit http:\/\/ oder https:\/\//);
    fireEvent.change(within(form).getByLabelText('Adresse des Feeds'), {
      target: { value: ' https://napfladen.example/idealo.csv ' },
    });
    fireEvent.change(within(form).getByLabelText('Format'), { target: { value: 'idealo-csv' } });
    fireEvent.change(within(form).getByLabelText('Abrufen alle … Stunden'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Bitte gib den Abstand in ganzen Stunden an, 1 bis 168.',
    );
    fireEvent.change(within(form).getByLabelText('Abrufen alle … Stunden'), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Feed ist angelegt.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST' && c.url === '/api/b2b/feeds')?.body).toEqual({
      url: 'https://napfladen.example/idealo.csv',
      format: 'idealo-csv',
      everyHours: 12,
    });

    const feed = (await screen.findByText(FEED.url)).closest('li') as HTMLElement;
    fireEvent.click(within(feed).getByRole('button', { name: 'Bearbeiten' }));
    const edit = screen.getByRole('form', { name: 'Feed ändern' });
    expect((within(edit).getByLabelText('Adresse des Feeds') as HTMLInputElement).value).toBe(FEED.url);
    fireEvent.change(within(edit).getByLabelText('Abrufen alle … Stunden'), { target: { value: '24' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Feed ist gespeichert.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/b2b/feeds/f1',
      body: { url: FEED.url, format: 'google-xml', everyHours: 24 },
    });

    fireEvent.click(within(feed).getByRole('button', { name: 'Jetzt abrufen' }));
    expect(await screen.findByText(/Der Abruf ist eingeplant/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST' && c.url === '/api/b2b/feeds/f1/pull')).toBe(true);

    fireEvent.click(within(feed).getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feed löschen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Der Feed ist gelöscht.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.url === '/api/b2b/feeds/f1')).toBe(true);
    await waitFor(() => expect(screen.queryByText(FEED.url)).toBeNull());
  });

  it('follows the runs after “Jetzt abrufen” until the new run has ended, then loads the offers again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signIn();
      const newRun: FeedRun = { ...RUN, _id: 'r2', status: 'running', startedAt: '2026-11-26T08:00:00.000Z' };
      let runs = [RUN];
      let offers: MerchantOffer[] = [];
      const api = merchantApi({
        '/api/b2b/feeds/f1/runs': () => ({ runs }),
        '/api/b2b/offers': () => ({ offers }),
      });
      renderAt('/b2b', <MerchantPage />);
      expect(await screen.findByText(/Noch keine Angebote/)).toBeTruthy();
      const feed = (await screen.findByText(FEED.url)).closest('li') as HTMLElement;
      fireEvent.click(within(feed).getByRole('button', { name: 'Jetzt abrufen' }));
      // The pull is queued: its run has not started, then it runs, then it has ended.
      const runsRegion = await within(feed).findByRole('region', { name: `Abrufe von ${FEED.url}` });
      await within(runsRegion).findByText('teilweise importiert');
      runs = [newRun, RUN];
      await vi.advanceTimersByTimeAsync(1_500);
      await within(runsRegion).findByText('läuft');
      runs = [{ ...newRun, status: 'imported', updated: 1 }, RUN];
      offers = [OFFER];
      const offersCalls = () => api.calls.filter((c) => c.url === '/api/b2b/offers').length;
      expect(offersCalls()).toBe(1);
      await vi.advanceTimersByTimeAsync(1_500);
      await waitFor(() => expect(within(runsRegion).getByText('importiert')).toBeTruthy());
      expect(await screen.findByRole('region', { name: 'Deine Angebote' })).toBeTruthy();
      expect(offersCalls()).toBe(2);
      // Settled: no more asking.
      const runCalls = api.calls.filter((c) => c.url === '/api/b2b/feeds/f1/runs').length;
      await vi.advanceTimersByTimeAsync(5_000);
      expect(api.calls.filter((c) => c.url === '/api/b2b/feeds/f1/runs').length).toBe(runCalls);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server’s German message when a feed is refused', async () => {
    signIn();
    merchantApi({
      '/api/b2b/feeds': (body) =>
        body ? reply(400, { message: 'Diese Adresse wird nicht abgerufen.' }) : { feeds: [] },
    });
    renderAt('/b2b', <MerchantPage />);
    expect(await screen.findByText('Du hast noch keinen Feed eingetragen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Feed hinzufügen' }));
    const form = screen.getByRole('form', { name: 'Feed hinzufügen' });
    fireEvent.change(within(form).getByLabelText('Adresse des Feeds'), {
      target: { value: 'http://127.0.0.1/feed' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('Diese Adresse wird nicht abgerufen.'),
    );
  });
});
