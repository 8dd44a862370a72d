import { COLLECTIONS } from '@futterkompass/adapters';
import {
  bestOffer,
  formatUnitPrice,
  PRICE_ALERT_MESSAGES as M,
  type PriceAlert,
  type Product,
  visibleOffers,
} from '@futterkompass/domain';
import { clockNow } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startTestServer } from '../../testing/test-server';

describe('price alerts and price history', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  let product: Product;
  let best: number;
  let unit: string;

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH: '10000', RATE_LIMIT_WRITES: '10000' } });
    api = apiClient(server.url, server.adapters.store);
    const published = await server.adapters.store
      .collection<Product>(COLLECTIONS.products)
      .find({ published: true }, { sort: { _id: 1 }, limit: 50 });
    for (const p of published) {
      const offer = bestOffer(visibleOffers(p.variants, new Map(), clockNow()));
      if (offer && offer.unitPrice > 1) {
        product = p;
        best = offer.unitPrice;
        unit = offer.unit;
        break;
      }
    }
  });
  afterAll(() => server.cleanup());

  it('keeps visitors out', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/price-alerts', undefined],
      ['POST', '/api/price-alerts', { product: product._id, targetUnitPrice: 1 }],
      ['DELETE', '/api/price-alerts/0123456789abcdef01234567', undefined],
    ] as const) {
      expect(await api.call(method, path, body)).toMatchObject({
        status: 401,
        body: { success: false, message: 'Du musst eingeloggt sein, um diese Funktion nutzen zu können.' },
      });
    }
  });

  it('sets, lists, re-sets and removes an alert; nobody touches another user’s alert', async () => {
    const owner = await api.signUp('Preiswaechter');
    const other = await api.signUp('Neugierig');
    const set = await api.post(
      '/api/price-alerts',
      { product: product._id, targetUnitPrice: 1 },
      owner.token,
    );
    expect(set.body).toMatchObject({
      success: true,
      message: M.saved,
      alert: { targetUnitPrice: 1, firedAt: null },
    });
    const again = await api.post(
      '/api/price-alerts',
      { product: product._id, targetUnitPrice: 0.9 },
      owner.token,
    );
    const id = again.body.alert._id;
    expect(id).toBe(set.body.alert._id);

    const listed = await api.get('/api/price-alerts', owner.token);
    expect(listed.body).toEqual({
      success: true,
      alerts: [
        {
          _id: id,
          targetUnitPrice: 0.9,
          createdAt: expect.any(String),
          firedAt: null,
          product: {
            _id: product._id,
            urlExtension: product.urlExtension,
            brandName: expect.any(String),
            series: product.series,
          },
          bestUnitPrice: best,
          unit,
        },
      ],
    });
    expect((await api.get('/api/price-alerts', other.token)).body.alerts).toEqual([]);

    const foreign = await api.call('DELETE', `/api/price-alerts/${id}`, undefined, other.token);
    expect(foreign).toMatchObject({ status: 404, body: { success: false, message: M.notFound } });
    expect((await api.get('/api/price-alerts', owner.token)).body.alerts).toHaveLength(1);

    expect((await api.call('DELETE', `/api/price-alerts/${id}`, undefined, owner.token)).body).toEqual({
      success: true,
    });
    expect((await api.get('/api/price-alerts', owner.token)).body.alerts).toEqual([]);
  });

  it('refuses bad targets, a target the best offer already reaches and unknown products in German', async () => {
    const user = await api.signUp('Ungeduldig');
    const post = (body: unknown) => api.post('/api/price-alerts', body, user.token);
    expect(await post({ product: product._id, targetUnitPrice: 4.455 })).toMatchObject({
      status: 400,
      body: { message: M.targetDigits },
    });
    expect(await post({ product: product._id, targetUnitPrice: -1 })).toMatchObject({
      status: 400,
      body: { message: M.targetRange },
    });
    expect(await post({ product: product._id, targetUnitPrice: best })).toMatchObject({
      status: 400,
      body: { message: M.alreadyReached(formatUnitPrice(best, unit)) },
    });
    expect(await post({ product: 'f'.repeat(24), targetUnitPrice: 1 })).toMatchObject({
      status: 404,
      body: { message: 'Kein Produkt gefunden.' },
    });
    for (const body of [
      { product: { $gt: '' }, targetUnitPrice: 1 },
      { product: product._id, targetUnitPrice: '0,1' },
      {},
    ])
      expect(await post(body)).toMatchObject({
        status: 400,
        body: { message: 'Ungültige Angaben zum Preisalarm.' },
      });
  });

  it('goes with the account', async () => {
    const leaver = await api.signUp('Abschiednehmer');
    await api.post('/api/price-alerts', { product: product._id, targetUnitPrice: 1 }, leaver.token);
    const alerts = server.adapters.store.collection<PriceAlert>(COLLECTIONS.priceAlerts);
    expect(await alerts.count({ userId: leaver.id })).toBe(1);
    expect((await api.post('/api/delete-user', { password: leaver.password }, leaver.token)).status).toBe(
      200,
    );
    expect(await alerts.count({ userId: leaver.id })).toBe(0);
  });

  it('answers the seeded price history: the best Grundpreis of each day up to today, and the lowest of 90 days', async () => {
    const answer = await api.get(`/api/price-history?product=${product._id}`);
    expect(answer.body.success).toBe(true);
    const days: { day: string; unitPrice: number | null }[] = answer.body.days;
    expect(days.length).toBeGreaterThan(0);
    expect(days.at(-1)?.unitPrice).toBe(best);
    const last90 = days.slice(-90).flatMap((d) => (d.unitPrice === null ? [] : [d.unitPrice]));
    expect(answer.body.lowest90.unitPrice).toBe(Math.min(...last90));
    expect((await api.get('/api/price-history?product=f')).status).toBe(400);
    expect(await api.get(`/api/price-history?product=${'f'.repeat(24)}`)).toMatchObject({
      status: 404,
      body: { success: false, message: 'Kein Produkt gefunden.' },
    });
  });
});
