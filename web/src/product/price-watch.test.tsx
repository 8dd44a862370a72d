import { PRICE_ALERT_MESSAGES as M, type PriceAlertView } from '@futterkompass/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage';
import { fakeApi, reply } from '../testing/fake-api';
import { renderAt } from '../testing/render';
import { PriceAlertForm } from './PriceAlertForm';
import { historySummary, PriceHistory } from './PriceHistory';
import { axisDate, daysInRange } from './price-range';

const DAYS = [
  { day: '2026-11-01', unitPrice: 5 },
  { day: '2026-11-02', unitPrice: 5 },
  { day: '2026-11-03', unitPrice: 4.1 },
  { day: '2026-11-04', unitPrice: null },
  { day: '2026-11-05', unitPrice: 4.5 },
];

const USER = { _id: 'u1', username: 'Bello', email: 'b@x.de' };

const PRODUCT = { _id: 'p1', urlExtension: 'waldhof-huhn', brandName: 'Waldhof', series: 'Huhn pur' };

const alert = (over: Partial<PriceAlertView> = {}): PriceAlertView => ({
  _id: 'a1',
  targetUnitPrice: 4.5,
  createdAt: '2026-11-01T10:00:00.000Z',
  firedAt: null,
  product: PRODUCT,
  bestUnitPrice: 5,
  unit: 'g',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('price history', () => {
  it('says what the chart shows: range, last price, the lowest of 90 days and each change as a table', async () => {
    fakeApi({
      '/api/price-history': (_body, url) => {
        expect(url.searchParams.get('product')).toBe('p1');
        return { success: true, days: DAYS, lowest90: { day: '2026-11-03', unitPrice: 4.1 } };
      },
    });
    renderAt('/produkte/waldhof-huhn', <PriceHistory productId="p1" unit="g" />);
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Liniendiagramm des besten Grundpreises vom 01.11.2026 bis 05.11.2026: zwischen 4,10 €/kg und 5,00 €/kg, zuletzt 4,50 €/kg.',
    );
    expect(screen.getByText(/Tiefstpreis der letzten 90 Tage:/).textContent).toBe(
      'Tiefstpreis der letzten 90 Tage: 4,10 €/kg',
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '01.11.20265,00 €/kg',
      '03.11.20264,10 €/kg',
      '04.11.2026kein Angebot',
      '05.11.20264,50 €/kg',
    ]);
  });

  it('labels the lowest price with the range the chart shows: 90 days, or 12 months when chosen', async () => {
    // A year of days: 3,00 €/kg a year ago, 4,50 €/kg within the last 90 days.
    const year = Array.from({ length: 365 }, (_, i) => ({
      day: new Date(Date.UTC(2025, 10, 6 + i)).toISOString().slice(0, 10),
      unitPrice: i < 200 ? 3 : 4.5,
    }));
    fakeApi({
      '/api/price-history': () => ({
        success: true,
        days: year,
        lowest90: { day: '2026-11-05', unitPrice: 4.5 },
      }),
    });
    renderAt('/', <PriceHistory productId="p1" unit="g" />);
    const lowest = await screen.findByText(/^Tiefstpreis der letzten/);
    expect(lowest.textContent).toBe('Tiefstpreis der letzten 90 Tage: 4,50 €/kg');
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
      /^Liniendiagramm .* vom 08\.08\.2026 bis 05\.11\.2026/,
    );
    fireEvent.click(screen.getByRole('button', { name: '12 Monate' }));
    expect(screen.getByRole('button', { name: '12 Monate' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/^Tiefstpreis der letzten/).textContent).toBe(
      'Tiefstpreis der letzten 12 Monate: 3,00 €/kg',
    );
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(/vom 06\.11\.2025 bis 05\.11\.2026/);
  });

  it('writes dates under the chart short enough for a phone', () => {
    expect(axisDate('2026-11-26', 90)).toBe('26.11.');
    expect(axisDate('2026-11-26', 365)).toBe('Nov. 26');
    expect(daysInRange(DAYS, 3).map((d) => d.day)).toEqual(['2026-11-03', '2026-11-04', '2026-11-05']);
  });

  it('says so when nothing is recorded yet, and when the history cannot be loaded', async () => {
    fakeApi({ '/api/price-history': () => ({ success: true, days: [], lowest90: null }) });
    const { unmount } = renderAt('/', <PriceHistory productId="p1" unit="ml" />);
    expect(
      await screen.findByText('Für dieses Produkt ist noch kein Preisverlauf aufgezeichnet.'),
    ).toBeTruthy();
    unmount();
    fakeApi({ '/api/price-history': () => reply(500, { success: false }) });
    renderAt('/', <PriceHistory productId="p1" unit="ml" />);
    expect(await screen.findByText('Der Preisverlauf konnte leider nicht geladen werden.')).toBeTruthy();
    expect(historySummary([{ day: '2026-11-01', unitPrice: 12 }], 'ml')).toBe(
      'Liniendiagramm des besten Grundpreises vom 01.11.2026 bis 01.11.2026: zwischen 12,00 €/l und 12,00 €/l, zuletzt 12,00 €/l.',
    );
  });
});

describe('price alert form', () => {
  it('asks a visitor to sign in', async () => {
    fakeApi({});
    renderAt('/', <PriceAlertForm productId="p1" unit="g" />);
    expect(screen.getByText(/Du musst eingeloggt sein, um diese Funktion nutzen zu können\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Login' }).getAttribute('href')).toBe('/login');
  });

  it('checks the target in German, sends it as a number and shows the alert that is now set', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));
    const api = fakeApi({
      '/api/user-from-token': () => ({ success: true, user: USER }),
      '/api/price-alerts': (body) =>
        body
          ? { success: true, message: M.saved, alert: alert({ targetUnitPrice: 4.2 }) }
          : { success: true, alerts: [alert({ product: { ...PRODUCT, _id: 'other' } })] },
    });
    renderAt('/', <PriceAlertForm productId="p1" unit="g" />);
    const form = await screen.findByRole('form', { name: 'Preisalarm' });
    const input = within(form).getByLabelText('Wunsch-Grundpreis in € je kg (ohne Versand)');
    const send = () => fireEvent.click(within(form).getByRole('button', { name: 'Preisalarm setzen' }));

    send();
    expect(within(form).getByRole('alert').textContent).toBe(M.targetMissing);
    for (const [typed, message] of [
      ['billig', M.targetNotANumber],
      ['4,455', M.targetDigits],
      ['0', M.targetRange],
    ]) {
      fireEvent.change(input, { target: { value: typed } });
      send();
      expect(within(form).getByRole('alert').textContent).toBe(message);
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(input, { target: { value: '4,20' } });
    send();
    expect((await within(form).findByRole('status')).textContent).toBe(M.saved);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      product: 'p1',
      targetUnitPrice: 4.2,
    });
    expect(within(form).getByText('Dein Preisalarm: 4,20 €/kg – aktiv')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('shows an earlier alert of this product, and the server’s reason for a refusal', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, JSON.stringify('t0ken'));
    const refusal = M.alreadyReached('4,00 €/kg');
    fakeApi({
      '/api/user-from-token': () => ({ success: true, user: USER }),
      '/api/price-alerts': (body) =>
        body
          ? reply(400, { success: false, message: refusal })
          : { success: true, alerts: [alert({ firedAt: '2026-11-03T08:00:00.000Z' })] },
    });
    renderAt('/', <PriceAlertForm productId="p1" unit="g" />);
    const form = await screen.findByRole('form', { name: 'Preisalarm' });
    expect(
      await within(form).findByText('Dein Preisalarm: 4,50 €/kg – ausgelöst am 03.11.2026'),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Wunsch-Grundpreis in € je kg (ohne Versand)'), {
      target: { value: '4,10' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Preisalarm ändern' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(refusal));
  });
});
