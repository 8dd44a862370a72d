import { COLLECTIONS, DEFAULT_RATE_LIMITS, newId } from '@futterkompass/adapters';
import type { FeedMapping, FeedReviewItem, Product, StoredFeed, User } from '@futterkompass/domain';
import { aProduct, aVariant } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { aMerchant } from '../../testing/feed-test-bed';
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

  const waitingRow = (key: string, over: Partial<FeedReviewItem> = {}): Omit<FeedReviewItem, '_id'> => ({
    owner,
    feed: feed._id,
    key,
    title: `Mystery Menü ${key} Dose 800 g`,
    gtins: [],
    reason: 'Keine GTIN angegeben: wartet auf Zuordnung durch die Redaktion.',
    link: `https://napfladen.example/${key}`,
    price: 3.2,
    size: 800,
    unit: 'g',
    amount: 1,
    offer: {
      merchant_name: 'Napfladen',
      link: `https://napfladen.example/${key}`,
      price: 3.2,
      size: 800,
      unit: 'g',
      amount: 1,
      packaging: 'can',
    },
    seenAt: '2026-11-20T00:00:00.000Z',
    changedAt: '2026-11-20T00:00:00.000Z',
    fingerprint: key,
    ...over,
  });

  it('shows the queue’s true size per merchant, a page at a time', async () => {
    const review = app.adapters.store.collection<FeedReviewItem>(COLLECTIONS.feedReview);
    const merchants = app.adapters.store.collection<User>(COLLECTIONS.users);
    const other = 'c00000000000000000000002';
    for (const [id, name] of [
      [owner, 'Napfladen'],
      [other, 'Fellkiste'],
    ] as const)
      await merchants.insert(aMerchant(id, name));
    await review.insertMany(
      Array.from({ length: 120 }, (_, i) =>
        waitingRow(`P-${String(i).padStart(3, '0')}`, {
          seenAt: `2026-11-20T00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000Z`,
        }),
      ),
    );
    await review.insert(waitingRow('F-1', { owner: other }));
    const first = await api.get('/api/admin/feed-review', editor.token);
    expect(first.body).toMatchObject({
      total: 121,
      page: 1,
      pages: 3,
      merchants: [
        { owner, shopName: 'Napfladen', waiting: 120 },
        { owner: other, shopName: 'Fellkiste', waiting: 1 },
      ],
    });
    expect(first.body.items).toHaveLength(50);
    expect(first.body.items[0]).not.toHaveProperty('offer');
    const fellkiste = await api.get(`/api/admin/feed-review?merchant=${other}`, editor.token);
    expect(fellkiste.body).toMatchObject({ total: 1, items: [{ key: 'F-1', shopName: 'Fellkiste' }] });
    const last = await api.get(`/api/admin/feed-review?merchant=${owner}&page=3`, editor.token);
    expect(last.body.items.map((i: FeedReviewItem) => i.key)).toEqual(
      Array.from({ length: 20 }, (_, i) => `P-${String(19 - i).padStart(3, '0')}`),
    );
    expect(await api.get('/api/admin/feed-review?page=0', editor.token)).toMatchObject({ status: 400 });
    await review.deleteMany({});
  });

  it('assigns a row to a product, which gets its offer at once; undoing takes the offer off and pulls the feed in full', async () => {
    const item = await app.adapters.store
      .collection<FeedReviewItem>(COLLECTIONS.feedReview)
      .insert(waitingRow('NL-9'));
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
    // The offer is on the product at once: no pull of the (unchanged) feed is needed.
    const products = app.adapters.store.collection<Product>(COLLECTIONS.products);
    expect((await products.findOne({ _id: product._id }))?.variants).toEqual([
      expect.objectContaining({ network: 'b2b', owner, feed: feed._id, offerKey: 'NL-9', price: 3.2 }),
    ]);
    expect((await app.feedQueue?.stats())?.waiting).toBe(0);

    // The match was wrong.
    await products.updateOne(
      { _id: product._id },
      {
        $push: { variants: aVariant({ _id: 'o2' }) },
      },
    );
    await app.adapters.store
      .collection<StoredFeed>(COLLECTIONS.feeds)
      .updateOne({ _id: feed._id }, { $set: { etag: '"v1"' } });
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
    // The feed is asked in full, so that the row waits for an editor again.
    expect((await app.feedQueue?.stats())?.waiting).toBe(1);
    expect(
      await app.adapters.store.collection<StoredFeed>(COLLECTIONS.feeds).findOne({ _id: feed._id }),
    ).not.toHaveProperty('etag');
  });
});
