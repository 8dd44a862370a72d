import { COLLECTIONS, newId } from '@futterkompass/adapters';
import {
  PRICE_ALERT_MESSAGES as M,
  PRICE_ALERT_LIMITS,
  type PriceAlert,
  type Product,
} from '@futterkompass/domain';
import { aProduct } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startSmallApp } from '../../testing/small-app';

describe('the limit of price alerts per user', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  let api: ReturnType<typeof apiClient>;
  let productIds: string[];
  const alerts = () => app.adapters.store.collection<PriceAlert>(COLLECTIONS.priceAlerts);

  beforeAll(async () => {
    app = await startSmallApp({
      rateLimits: { windowMs: 60_000, auth: 10_000, writes: 10_000, failedLogins: 5, messages: 10 },
    });
    api = apiClient(app.url, app.adapters.store);
    const products = Array.from({ length: 2 * PRICE_ALERT_LIMITS.perUser }, (_, i) =>
      aProduct({ _id: newId(), urlExtension: `futter-${i}`, series: `Serie ${i}` }),
    );
    await app.adapters.store.collection<Product>(COLLECTIONS.products).insertMany(products);
    productIds = products.map((p) => p._id);
  });
  afterAll(() => app.close());

  it('holds when 200 alerts for different products are set at once', async () => {
    const { token, id } = await api.signUp('sammler');
    const answers = await Promise.all(
      productIds.map((product) => api.post('/api/price-alerts', { product, targetUnitPrice: 5 }, token)),
    );
    const saved = answers.filter((a) => a.status === 200);
    expect(saved).toHaveLength(PRICE_ALERT_LIMITS.perUser);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused).toMatchObject({ status: 400, body: { message: M.tooMany } });
    expect(await alerts().count({ userId: id })).toBe(PRICE_ALERT_LIMITS.perUser);

    // Setting one of them again is no new alert; after removing one, one more fits.
    const savedProducts = productIds.filter((_, i) => answers[i]?.status === 200);
    const refusedProduct = productIds.find((_, i) => answers[i]?.status !== 200) as string;
    const again = await api.post(
      '/api/price-alerts',
      { product: savedProducts[0], targetUnitPrice: 4 },
      token,
    );
    expect(again.status).toBe(200);
    const [removed] = await alerts().find({ userId: id, productId: savedProducts[1] });
    await api.call('DELETE', `/api/price-alerts/${removed?._id}`, undefined, token);
    expect(
      (await api.post('/api/price-alerts', { product: refusedProduct, targetUnitPrice: 5 }, token)).status,
    ).toBe(200);
    expect(await alerts().count({ userId: id })).toBe(PRICE_ALERT_LIMITS.perUser);
  });

  it('stores one alert when the same product is set many times at once', async () => {
    const { token, id } = await api.signUp('doppelt');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.post('/api/price-alerts', { product: productIds[0], targetUnitPrice: (30 + i) / 10 }, token),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await alerts().count({ userId: id })).toBe(1);
  });
});
