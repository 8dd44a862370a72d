import { COLLECTIONS, DEFAULT_RATE_LIMITS, newId } from '@futterkompass/adapters';
import type { FeedMapping, FeedReviewItem, Product, StoredFeed, User } from '@futterkompass/domain';
import { aProduct, aVariant } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { startSmallApp } from '../../testing/small-app';

describe('the editors’ review queue of shop feed rows', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  let api: ReturnType<typeof apiClient>;
  let editor: { token: string; id: string };
  let user: { token: string };
  const owner = 'c00000000000000000000001';
  const product = aProduct({ _id: newId(), urlExtension: 'mystery-menue', series: 'Mystery Menü' });
  let feed: StoredFeed;

  beforeAll(async () => {
    app = await startSmallApp({
      feeds: true,
      rateLimits: { ...DEFAULT_RATE_LIMITS, auth: 10_000, writes: 10_000 },
    });
    api = apiClient(app.url, app.adapters.store);
    editor = await api.signUp('Redakteurin');
    await app.adapters.store
      .collection<User>(COLLECTIONS.users)
      .updateOne({ _id: editor.id }, { $set: { role: 'editor' } });
    user = await api.signUp('Besucher');
    await app.adapters.store.collection<Product>(COLLECTIONS.products).insert(product);
    feed = await app.adapters.store.collection<StoredFeed>(COLLECTIONS.feeds).insert({
      owner,
      url: 'https://napfladen.example/feed.xml',
      format: 'google-xml',
      everyHours: 24,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
  });
  afterAll(() => app.close());

  it('is for editors only', async () => {
    expect(await api.get('/api/admin/feed-review')).toMatchObject({ status: 401 });
    expect(await api.get('/api/admin/feed-review', user.token)).toMatchObject({ status: 403 });
  });

  it('assigns a row to a product, remembering the mapping and pulling the feed again; undoing takes the offer off', async () => {
    const item = await app.adapters.store.collection<FeedReviewItem>(COLLECTIONS.feedReview).insert({
      owner,
      feed: feed._id,
      key: 'NL-9',
      title: 'Mystery Menü Dose 800 g',
      gtins: [],
      link: 'https://napfladen.example/mystery',
      price: 3.2,
      size: 800,
      unit: 'g',
      amount: 1,
      lastSeenAt: '2026-11-20T00:00:00.000Z',
    });
    expect((await api.get('/api/admin/feed-review', editor.token)).body.items).toEqual([
      expect.objectContaining({ key: 'NL-9' }),
    ]);
    expect(
      await api.post(`/api/admin/feed-review/${item._id}/assign`, { productId: newId() }, editor.token),
    ).toMatchObject({
      status: 404,
      body: { message: 'Dieses Produkt gibt es nicht.' },
    });
    const assigned = await api.post(
      `/api/admin/feed-review/${item._id}/assign`,
      { productId: product._id },
      editor.token,
    );
    expect(assigned).toMatchObject({
      status: 200,
      body: { mapping: { owner, key: 'NL-9', productId: product._id, by: editor.id } },
    });
    expect(await app.adapters.store.collection(COLLECTIONS.feedReview).count({})).toBe(0);
    expect((await app.feedQueue?.stats())?.waiting).toBe(1);

    // The pull put the offer on the product; the match was wrong.
    const products = app.adapters.store.collection<Product>(COLLECTIONS.products);
    await products.updateOne(
      { _id: product._id },
      {
        $set: {
          variants: [
            aVariant({ _id: 'o1', network: 'b2b', owner, feed: feed._id, offerKey: 'NL-9' }),
            aVariant({ _id: 'o2' }),
          ],
        },
      },
    );
    const mappings = (await api.get('/api/admin/feed-review/mappings', editor.token)).body.mappings;
    expect(mappings).toEqual([
      expect.objectContaining({
        key: 'NL-9',
        productName: 'Mystery Menü',
        productUrlExtension: 'mystery-menue',
      }),
    ]);
    const undone = await api.call(
      'DELETE',
      `/api/admin/feed-review/mappings/${mappings[0]._id}`,
      undefined,
      editor.token,
    );
    expect(undone.status).toBe(200);
    expect((await products.findOne({ _id: product._id }))?.variants.map((v) => v._id)).toEqual(['o2']);
    expect(await app.adapters.store.collection<FeedMapping>(COLLECTIONS.feedMappings).count({})).toBe(0);
  });
});
