import { COLLECTIONS } from '@futterkompass/adapters';
import { ACCOUNT_MESSAGES, type Product } from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { testProductWrites } from '../../testing/product-writes';
import { startTestServer } from '../../testing/test-server';

describe('closing an account', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH: '10000', RATE_LIMIT_WRITES: '10000' } });
    api = apiClient(server.url, server.adapters.store);
  });
  afterAll(() => server.cleanup());

  /** The product's rating as the list page shows it, found by its (made unique) series. */
  const listed = async (series: string, id: string) => {
    const answer = await api.post('/api/filter-products', {
      filters: {
        animal: ['dog', 'cat'],
        type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
        query: series,
        productsPerPage: '36',
      },
    });
    return answer.body.products.find((p: { _id: string }) => p._id === id) as {
      rating: number;
      ratingCount: number;
    };
  };

  it('removes user, sessions, links, lists, reviews and votes, and the list page shows the old ratings again', async () => {
    const { store, queue } = server.adapters;
    const idle = () => queue.idle();
    const writes = testProductWrites({ store, queue, mailer: server.adapters.mailer });
    const products = store.collection<Product>(COLLECTIONS.products);
    const [target, voted] = await products.find({ published: true, ratingCount: { $gt: 0 } }, { limit: 2 });
    if (!target || !voted) throw new Error('the demo catalogue has rated products');
    await writes.update(target._id, { $set: { series: 'Abschiedsmenü Spezial' } });

    const leaver = await api.signUp('Abschied');
    const stayer = await api.signUp('Bleibende');
    await api.post('/api/lists-update', { product: target._id, listType: 'favorites' }, leaver.token);
    await api.post('/auth/send-verify-link', { username: 'Abschied' });
    await writes.updateCommunity(target._id, (p) => ({
      reviews: [
        ...p.reviews,
        {
          _id: 'e'.repeat(24),
          rating: 1,
          review: 'Mag er nicht.',
          from: { _id: leaver.id, username: 'Abschied' },
          createdAt: new Date().toISOString(),
        },
      ],
      binderVotes: [...p.binderVotes, { user: leaver.id, vote: true }],
    }));
    await writes.updateCommunity(voted._id, (p) => ({
      reviews: p.reviews,
      binderVotes: [...p.binderVotes, { user: leaver.id, vote: false }, { user: stayer.id, vote: true }],
    }));
    await idle();
    const withReview = await listed('Abschiedsmenü Spezial', target._id);
    expect(withReview.ratingCount).toBe(target.ratingCount + 1);

    // The session alone is not enough: the account's password must come with it.
    const withoutPassword = await api.post('/api/delete-user', {}, leaver.token);
    expect(withoutPassword).toMatchObject({
      status: 400,
      body: { success: false, message: ACCOUNT_MESSAGES.deletePasswordRequired, field: 'password' },
    });
    const wrongPassword = await api.post('/api/delete-user', { password: 'falsch123' }, leaver.token);
    expect(wrongPassword).toMatchObject({
      status: 400,
      body: { success: false, message: ACCOUNT_MESSAGES.currentPasswordWrong, field: 'password' },
    });
    expect((await api.get('/api/user-from-token', leaver.token)).status).toBe(200);

    const deleted = await api.post('/api/delete-user', { password: leaver.password }, leaver.token);
    expect(deleted).toMatchObject({
      status: 200,
      body: { success: true, message: ACCOUNT_MESSAGES.deleted },
    });
    await idle();

    expect(await store.collection(COLLECTIONS.users).count({ _id: leaver.id })).toBe(0);
    expect(await store.collection(COLLECTIONS.sessions).count({ userId: leaver.id })).toBe(0);
    expect(await store.collection(COLLECTIONS.tokens).count({ userId: leaver.id })).toBe(0);
    expect(await products.count({ 'reviews.from._id': leaver.id })).toBe(0);
    expect(await products.count({ 'binderVotes.user': leaver.id })).toBe(0);
    const after = (await products.findOne({ _id: target._id })) as Product;
    expect({ rating: after.rating, ratingCount: after.ratingCount }).toEqual({
      rating: target.rating,
      ratingCount: target.ratingCount,
    });
    expect(await listed('Abschiedsmenü Spezial', target._id)).toMatchObject({
      rating: target.rating,
      ratingCount: target.ratingCount,
    });
    // The other user's vote stays.
    const stillVoted = (await products.findOne({ _id: voted._id })) as Product;
    expect(stillVoted.binderVotes.filter((v) => v.user === stayer.id)).toEqual([
      { user: stayer.id, vote: true },
    ]);

    expect((await api.get('/api/user-from-token', leaver.token)).status).toBe(401);
    expect((await api.post('/auth/login', { username: 'Abschied', password: leaver.password })).status).toBe(
      401,
    );
    expect((await api.get('/api/user-from-token', stayer.token)).status).toBe(200);
  });

  it('needs the token of the account it closes', async () => {
    expect((await api.post('/api/delete-user', {})).status).toBe(401);
    const user = await api.signUp('Sicher');
    expect((await api.post('/api/delete-user', {}, 'x'.repeat(43))).status).toBe(401);
    expect((await api.get('/api/user-from-token', user.token)).status).toBe(200);
  });
});
