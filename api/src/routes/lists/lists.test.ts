import { COLLECTIONS } from '@futterkompass/adapters';
import { ACCOUNT_MESSAGES, type Product } from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startTestServer } from '../../testing/test-server';

describe('personal lists', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  let products: Product[];

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH: '10000', RATE_LIMIT_WRITES: '10000' } });
    api = apiClient(server.url, server.adapters.store);
    products = await server.adapters.store
      .collection<Product>(COLLECTIONS.products)
      .find({ published: true }, { limit: 3, sort: { _id: 1 } });
  });
  afterAll(() => server.cleanup());

  it('adds, moves between the two lists and removes a product; no duplicates', async () => {
    const user = await api.signUp('Listenfan');
    const [a, b] = products as [Product, Product];
    const toggle = (product: string, listType: string) =>
      api.post('/api/lists-update', { user: user.id, product, listType }, user.token);

    expect((await toggle(a._id, 'favorites')).body).toMatchObject({
      success: true,
      added: true,
      favorites: [a._id],
      negFavorites: [],
    });
    // By urlExtension, as the detail page may send it.
    await toggle(b.urlExtension, 'favorites');
    const moved = await toggle(a._id, 'negFavorites');
    expect(moved.body).toMatchObject({ favorites: [b._id], negFavorites: [a._id] });
    const removed = await toggle(a._id, 'negFavorites');
    expect(removed.body).toMatchObject({ added: false, favorites: [b._id], negFavorites: [] });
    await toggle(b._id, 'favorites');
    await toggle(b._id, 'favorites');
    expect((await api.get('/api/user-from-token', user.token)).body.user.favorites).toEqual([b._id]);
  });

  it('lists the products with brand and nutrition fields, newest first', async () => {
    const user = await api.signUp('Profilleser');
    const [a, b, c] = products as [Product, Product, Product];
    for (const p of [a, b])
      await api.post('/api/lists-update', { product: p._id, listType: 'favorites' }, user.token);
    await api.post('/api/lists-update', { product: c._id, listType: 'negFavorites' }, user.token);

    const lists = await api.get('/api/product-lists', user.token);
    expect(lists.body.success).toBe(true);
    expect(lists.body.favorites.map((p: Product) => p._id)).toEqual([b._id, a._id]);
    expect(lists.body.negFavorites.map((p: Product) => p._id)).toEqual([c._id]);
    const brand = await server.adapters.store
      .collection<{ _id: string; name: string }>(COLLECTIONS.brands)
      .findOne({ _id: b.brand });
    expect(lists.body.favorites[0]).toEqual({
      _id: b._id,
      urlExtension: b.urlExtension,
      brand: { _id: b.brand, name: brand?.name },
      series: b.series,
      imageFront: b.imageFront ? `/files/${b.imageFront.toLowerCase()}` : null,
      proteins: b.proteins,
      fats: b.fats,
      fibers: b.fibers,
      ash: b.ash,
      moisture: b.moisture ?? null,
      energy: b.energy ?? null,
      rating: b.rating,
      ratingCount: b.ratingCount,
    });
    const favourites = await api.get('/api/favorite-products', user.token);
    expect(favourites.body.favorites.map((p: Product) => p._id)).toEqual([b._id, a._id]);

    expect(
      (await api.post('/api/delete-from-list', { listType: 'favorites', productId: b._id }, user.token)).body,
    ).toEqual({
      success: true,
    });
    expect(
      (await api.get('/api/product-lists', user.token)).body.favorites.map((p: Product) => p._id),
    ).toEqual([a._id]);
  });

  it('lets nobody read or change another user’s lists', async () => {
    const owner = await api.signUp('Besitzer');
    const other = await api.signUp('Andere');
    const [a] = products as [Product];
    await api.post('/api/lists-update', { product: a._id, listType: 'favorites' }, owner.token);

    const foreign = await api.post(
      '/api/lists-update',
      { user: owner.id, product: a._id, listType: 'favorites' },
      other.token,
    );
    expect(foreign).toMatchObject({
      status: 403,
      body: { success: false, message: ACCOUNT_MESSAGES.otherUser },
    });
    // The removal names no user: it can only ever change the caller's own list.
    await api.post('/api/delete-from-list', { listType: 'favorites', productId: a._id }, other.token);
    expect((await api.get('/api/product-lists', other.token)).body.favorites).toEqual([]);
    expect(
      (await api.get('/api/product-lists', owner.token)).body.favorites.map((p: Product) => p._id),
    ).toEqual([a._id]);

    for (const [method, path, body] of [
      ['GET', '/api/product-lists', undefined],
      ['GET', '/api/favorite-products', undefined],
      ['POST', '/api/lists-update', { product: a._id, listType: 'favorites' }],
      ['POST', '/api/delete-from-list', { listType: 'favorites', productId: a._id }],
    ] as const) {
      const answer = await api.call(method, path, body);
      expect(answer).toMatchObject({ status: 401, body: { success: false } });
    }
  });

  it('refuses unknown products, unknown list types and object-valued fields', async () => {
    const user = await api.signUp('Fehlerfall');
    const missing = await api.post(
      '/api/lists-update',
      { product: 'f'.repeat(24), listType: 'favorites' },
      user.token,
    );
    expect(missing).toMatchObject({ status: 404, body: { message: 'Produkt nicht gefunden.' } });
    for (const body of [
      { product: products[0]?._id, listType: 'wishlist' },
      { product: { $gt: '' }, listType: 'favorites' },
      { listType: 'favorites', productId: { $ne: null } },
    ]) {
      const path = 'productId' in body ? '/api/delete-from-list' : '/api/lists-update';
      expect((await api.post(path, body, user.token)).status).toBe(400);
    }
  });
});
