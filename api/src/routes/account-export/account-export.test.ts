import { COLLECTIONS } from '@futterkompass/adapters';
import type { Product } from '@futterkompass/domain';
import { aPet } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startTestServer } from '../../testing/test-server';
import { EXPORT_MESSAGES } from './validators';

const ALERT_TARGET = 0.01;

describe('data export of an account (DSGVO Art. 15, 20)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  let products: Product[];
  beforeAll(async () => {
    server = await startTestServer({
      env: { RATE_LIMIT_AUTH: '10000', RATE_LIMIT_WRITES: '10000', RATE_LIMIT_MESSAGES: '10000' },
    });
    api = apiClient(server.url, server.adapters.store);
    products = await server.adapters.store
      .collection<Product>(COLLECTIONS.products)
      .find({ published: true, ratingCount: 0 }, { sort: { _id: 1 }, limit: 4 });
  });
  afterAll(() => server.cleanup());

  /** An account with something in every place it keeps data. */
  const fill = async (name: string, petName: string, [a, b, c] = products as [Product, Product, Product]) => {
    const user = await api.signUp(name);
    await api.call('PUT', '/api/pets', { pets: [aPet({ name: petName })], activeId: 'b1' }, user.token);
    await api.post('/api/lists-update', { product: a._id, listType: 'favorites' }, user.token);
    await api.post('/api/lists-update', { product: b._id, listType: 'negFavorites' }, user.token);
    const text = `${name} schreibt: frisst er gern.`;
    const review = await api.post(
      '/api/new-review',
      { product: c.urlExtension, reviewText: text, reviewRating: 4, acceptTerms: true },
      user.token,
    );
    expect(review.status).toBe(200);
    await api.post('/api/new-binder-vote', { product: c.urlExtension, binderVote: true }, user.token);
    // A target no offer reaches: an alert already reached is refused.
    const alert = await api.post(
      '/api/price-alerts',
      { product: a._id, targetUnitPrice: ALERT_TARGET },
      user.token,
    );
    expect(alert.status).toBe(200);
    return { ...user, text };
  };
  const download = (token?: string, query = '') =>
    fetch(`${server.url}/api/account/export${query}`, { headers: token ? { token } : {} });

  it('answers everything the account holds as a JSON download, and nothing of another account', async () => {
    const owner = await fill('Exporteurin', 'Bello');
    const other = await fill('Nachbar', 'Mieze', [products[3], products[1], products[2]] as [
      Product,
      Product,
      Product,
    ]);
    await server.adapters.queue.idle();

    const response = await download(owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?futterkompass-meine-daten\.json"?$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({
      _id: owner.id,
      username: 'Exporteurin',
      email: owner.email,
      verified: true,
    });
    expect(data.pets.pets.map((p: { name: string }) => p.name)).toEqual(['Bello']);
    expect(data.lists.favorites.map((p: { _id: string }) => p._id)).toEqual([products[0]?._id]);
    expect(data.lists.negFavorites.map((p: { _id: string }) => p._id)).toEqual([products[1]?._id]);
    expect(data.reviews).toEqual([
      expect.objectContaining({
        rating: 4,
        review: owner.text,
        product: expect.objectContaining({ _id: products[2]?._id }),
      }),
    ]);
    expect(data.binderVotes).toEqual([
      { product: expect.objectContaining({ _id: products[2]?._id }), vote: true },
    ]);
    expect(data.priceAlerts).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ _id: products[0]?._id }),
        targetUnitPrice: ALERT_TARGET,
      }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);

    // Never another account's data, never a secret (password, its hash, session tokens, lookup keys).
    for (const foreign of ['Nachbar', 'Mieze', other.id, other.email, other.text])
      expect(text, foreign).not.toContain(foreign);
    expect(text).not.toContain(owner.password);
    expect(text).not.toMatch(/passwordHash|tokenHash|usernameKey|emailKey|\$argon|\$2[aby]\$|scrypt/i);
    expect(data.sessions[0]).toEqual({ createdAt: expect.any(String), expiresAt: expect.any(String) });

    // The other account gets its own.
    const theirs = await (await download(other.token)).json();
    expect(theirs.pets.pets.map((p: { name: string }) => p.name)).toEqual(['Mieze']);
    expect(JSON.stringify(theirs)).not.toContain('Bello');
  });

  it('refuses a visitor without a session, a wrong token and another format', async () => {
    expect((await download()).status).toBe(401);
    const wrong = await download('f'.repeat(64));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toMatch(/\bat .*\.[jt]s/);
    const user = await api.signUp('Formatfrage');
    const csv = await download(user.token, '?format=csv');
    expect(csv.status).toBe(400);
    expect(await csv.json()).toMatchObject({ message: EXPORT_MESSAGES.format });
  });

  it('answers nothing of a deleted account', async () => {
    const gone = await fill('Kurzbesuch', 'Rex');
    await api.post('/api/delete-user', { password: gone.password }, gone.token);
    expect((await download(gone.token)).status).toBe(401);
  });
});
