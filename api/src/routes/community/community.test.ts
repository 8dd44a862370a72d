import { COLLECTIONS } from '@futterkompass/adapters';
import type { Product } from '@futterkompass/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startTestServer } from '../../testing/test-server';
import { COMMUNITY_MESSAGES as C } from './service';

describe('reviews and binder votes', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  const products = () => server.adapters.store.collection<Product>(COLLECTIONS.products);
  const idle = () => server.adapters.queue.idle();

  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_AUTH: '10000', RATE_LIMIT_WRITES: '10000' } });
    api = apiClient(server.url, server.adapters.store);
  });
  afterAll(() => server.cleanup());

  const review = (token: string, product: string, over: Record<string, unknown> = {}) =>
    api.post(
      '/api/new-review',
      { product, reviewText: 'Frisst er gern.', reviewRating: 4, acceptTerms: true, ...over },
      token,
    );

  it('keeps one review per user and product, and recomputes rating and count with each', async () => {
    const target = (await products().findOne({ published: true, ratingCount: 0 })) as Product;
    const anna = await api.signUp('Rezensentin');
    const ben = await api.signUp('Rezensent');

    const first = await review(anna.token, target.urlExtension, { reviewRating: 5 });
    expect(first.body).toEqual({ success: true, message: C.reviewSaved, rating: 5, ratingCount: 1 });
    // (5 + 2) / 2 = 3.5
    expect((await review(ben.token, target.urlExtension, { reviewRating: 2 })).body).toMatchObject({
      rating: 3.5,
      ratingCount: 2,
    });
    // Anna's new review replaces her first: (1 + 2) / 2 = 1.5
    expect((await review(anna.token, target.urlExtension, { reviewRating: 1 })).body).toMatchObject({
      rating: 1.5,
      ratingCount: 2,
    });
    const saved = (await products().findOne({ _id: target._id })) as Product;
    expect(saved.reviews.map((r) => [r.from.username, r.rating])).toEqual([
      ['Rezensent', 2],
      ['Rezensentin', 1],
    ]);
    await idle();
    const detail = await api.get(`/api/product?url=${encodeURIComponent(target.urlExtension)}`);
    // The author as the specification names it (from.username), without the account's id.
    expect(detail.body.product.reviews[0]).toMatchObject({
      from: { username: 'Rezensentin' },
      rating: 1,
      review: 'Frisst er gern.',
    });
    expect(detail.body.product.reviews[0].from).toEqual({ username: 'Rezensentin' });
    expect(detail.body.product.reviews[0]).not.toHaveProperty('username');
  });

  it('refuses a rating outside 1-5, a forbidden word, missing terms, another user’s id and visitors', async () => {
    const target = (await products().findOne({ published: true })) as Product;
    const user = await api.signUp('Strenge');
    const other = await api.signUp('Fremder');
    for (const [over, message] of [
      [{ reviewRating: 0 }, C.ratingRequired],
      [{ reviewRating: 6 }, C.ratingRequired],
      [{ reviewRating: 3.5 }, C.ratingRequired],
      [{ reviewRating: undefined }, C.ratingRequired],
      [{ acceptTerms: false }, C.termsRequired],
      [
        { reviewText: 'Der Hersteller ist ein Vollidiot!' },
        'Fehler! Wir haben ein verbotenes Wort in deiner Eingabe gefunden: Vollidiot. Bitte entferne das Wort bevor du das Formular erneut absendest.',
      ],
      [{ reviewText: 'x'.repeat(3001) }, C.reviewTooLong],
    ] as const) {
      const answer = await review(user.token, target.urlExtension, over);
      expect(answer).toMatchObject({ status: 400, body: { success: false, message } });
    }
    const foreign = await review(user.token, target.urlExtension, { user: other.id });
    expect(foreign.status).toBe(403);
    expect(
      (
        await api.post('/api/new-review', {
          product: target.urlExtension,
          reviewRating: 5,
          acceptTerms: true,
        })
      ).status,
    ).toBe(401);
    expect((await review(user.token, 'gibt-es-nicht')).body).toEqual({
      success: false,
      message: 'Produkt nicht gefunden.',
    });
    expect((await review(user.token, target.urlExtension, { reviewText: { $gt: '' } })).status).toBe(400);
    const unchanged = (await products().findOne({ _id: target._id })) as Product;
    expect(
      unchanged.reviews.some((r) => r.from.username === 'Strenge' || r.from.username === 'Fremder'),
    ).toBe(false);
  });

  it('keeps one binder vote per user and product and answers the new summary', async () => {
    const target = (await products().findOne({ published: true, binderVotes: { $size: 0 } })) as Product;
    const voters = await Promise.all(['Stimme1', 'Stimme2', 'Stimme3', 'Stimme4'].map((n) => api.signUp(n)));
    const vote = (token: string, binderVote: unknown) =>
      api.post('/api/new-binder-vote', { product: target.urlExtension, binderVote }, token);
    for (const v of voters) await vote(v.token, true);
    const changed = await vote((voters[3] as { token: string }).token, false);
    expect(changed.body).toEqual({
      success: true,
      message: C.voteSaved,
      binderVotes: { votes: 4, yes: 3, no: 1, share: 0.75, suspicion: true },
    });
    expect((await vote((voters[0] as { token: string }).token, undefined)).body).toEqual({
      success: false,
      message: 'Bitte triff zuerst eine Auswahl.',
      field: 'binderVote',
    });
    expect((await products().findOne({ _id: target._id }))?.binderShare).toBe(0.75);
    expect(
      (await api.post('/api/new-binder-vote', { product: target.urlExtension, binderVote: true })).status,
    ).toBe(401);
  });

  it('moves a product under sortBy=rating_dec once the reindex job has run', async () => {
    // The best-rated product of one brand, among that brand's rated products.
    const rated = await products().find({ published: true, ratingCount: { $gt: 1 } });
    const byBrand = new Map<string, Product[]>();
    for (const p of rated) byBrand.set(p.brand, [...(byBrand.get(p.brand) ?? []), p]);
    const [brand] =
      [...byBrand.entries()].find(([, list]) => new Set(list.map((p) => p.rating)).size > 2) ?? [];
    const list = async () => {
      const answer = await api.post('/api/filter-products', {
        filters: {
          animal: ['dog', 'cat'],
          type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
          brand: [brand],
          sortBy: 'rating_dec',
          productsPerPage: '36',
        },
      });
      return answer.body.products as { _id: string; rating: number }[];
    };
    const before = await list();
    const top = before[0] as { _id: string; rating: number };
    const target = (await products().findOne({ _id: top._id })) as Product;
    const critics = await Promise.all(['Kritik1', 'Kritik2', 'Kritik3'].map((n) => api.signUp(n)));
    for (const c of critics) await review(c.token, target.urlExtension, { reviewRating: 1 });
    await idle();
    const after = await list();
    const moved = after.find((p) => p._id === target._id) as { rating: number };
    const expected =
      Math.round(((target.rating * target.ratingCount + 3) / (target.ratingCount + 3)) * 100) / 100;
    expect(moved.rating).toBeCloseTo(expected, 2);
    expect(after.findIndex((p) => p._id === target._id)).toBeGreaterThan(0);
  });
});
