import { COLLECTIONS, DEFAULT_RATE_LIMITS, newId } from '@futterkompass/adapters';
import {
  type FeedReviewItem,
  type FeedRun,
  NO_RUN_FIGURES,
  type Product,
  type User,
} from '@futterkompass/domain';
import { aProduct, aVariant } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveRefusedRows } from '../../feeds/run-rows';
import { apiClient } from '../../testing/api-client';
import { startSmallApp } from '../../testing/small-app';

describe('the merchant area’s feeds, runs and offers', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  let api: ReturnType<typeof apiClient>;
  let shopA: { token: string; id: string };
  let shopB: { token: string; id: string };
  let visitor: { token: string; id: string };

  const merchant = async (name: string) => {
    const account = await api.signUp(name);
    await app.adapters.store
      .collection<User>(COLLECTIONS.users)
      .updateOne(
        { _id: account.id },
        { $set: { role: 'merchant', shop: { shopName: name, url: `https://${name}.example` } } },
      );
    return account;
  };
  const body = { url: 'https://napfladen.example/feed.xml', format: 'google-xml', everyHours: 6 };

  beforeAll(async () => {
    app = await startSmallApp({
      feeds: true,
      rateLimits: { ...DEFAULT_RATE_LIMITS, auth: 10_000, writes: 10_000 },
    });
    api = apiClient(app.url, app.adapters.store);
    shopA = await merchant('Napfladen');
    shopB = await merchant('Fellkiste');
    visitor = await api.signUp('Kundin');
  });
  afterAll(() => app.close());

  it('keeps visitors and other roles out', async () => {
    expect(await api.get('/api/b2b/feeds')).toMatchObject({ status: 401 });
    expect(await api.get('/api/b2b/feeds', visitor.token)).toMatchObject({ status: 403 });
    expect(await api.post('/api/b2b/feeds', body, visitor.token)).toMatchObject({ status: 403 });
    expect(await api.get('/api/b2b/offers', visitor.token)).toMatchObject({ status: 403 });
  });

  it('lets a merchant register, change, pull and remove its own feeds; another merchant gets 404', async () => {
    const created = await api.post('/api/b2b/feeds', body, shopA.token);
    expect(created).toMatchObject({
      status: 201,
      body: {
        feed: {
          _id: expect.any(String),
          url: body.url,
          format: 'google-xml',
          everyHours: 6,
          createdAt: expect.any(String),
        },
      },
    });
    expect(created.body.feed).not.toHaveProperty('owner');
    const id = created.body.feed._id as string;
    // Registering queues the first pull.
    expect((await app.feedQueue?.stats())?.waiting).toBe(1);

    expect((await api.get('/api/b2b/feeds', shopA.token)).body.feeds).toHaveLength(1);
    expect(await api.get('/api/b2b/feeds', shopB.token)).toMatchObject({ status: 200, body: { feeds: [] } });
    for (const [method, path, payload] of [
      ['GET', `/api/b2b/feeds/${id}/runs`, undefined],
      ['PATCH', `/api/b2b/feeds/${id}`, { everyHours: 1 }],
      ['POST', `/api/b2b/feeds/${id}/pull`, undefined],
    ] as const)
      expect(await api.call(method, path, payload, shopB.token)).toMatchObject({
        status: 404,
        body: { message: 'Diesen Feed gibt es nicht.' },
      });
    expect(await api.get('/api/b2b/feeds/kein-feed/runs', shopA.token)).toMatchObject({ status: 404 });
    const foreignDelete = await fetch(`${app.url}/api/b2b/feeds/${id}`, {
      method: 'DELETE',
      headers: { token: shopB.token },
    });
    expect(foreignDelete.status).toBe(404);

    const changed = await api.call('PATCH', `/api/b2b/feeds/${id}`, { everyHours: 12 }, shopA.token);
    expect(changed).toMatchObject({
      status: 200,
      body: { feed: { _id: id, everyHours: 12, url: body.url } },
    });
    expect(await api.post(`/api/b2b/feeds/${id}/pull`, undefined, shopA.token)).toMatchObject({
      status: 202,
      body: { queued: true },
    });

    await app.adapters.store.collection<FeedRun>(COLLECTIONS.feedRuns).insert({
      feed: id,
      owner: shopA.id,
      startedAt: '2026-11-20T10:00:00.000Z',
      finishedAt: '2026-11-20T10:00:05.000Z',
      status: 'imported',
      rowsRead: 3,
      matched: 2,
      updated: 2,
      refused: 1,
      expired: 0,
      refusedRows: [{ line: 7, reason: 'Der Preis ist nicht in Euro angegeben.' }],
    });
    const runs = await api.get(`/api/b2b/feeds/${id}/runs`, shopA.token);
    expect(runs).toMatchObject({
      status: 200,
      body: { runs: [{ feed: id, status: 'imported', refusedRows: [{ line: 7 }] }] },
    });

    const removed = await fetch(`${app.url}/api/b2b/feeds/${id}`, {
      method: 'DELETE',
      headers: { token: shopA.token },
    });
    expect(removed.status).toBe(204);
    expect((await api.get('/api/b2b/feeds', shopA.token)).body.feeds).toEqual([]);
    expect(await app.adapters.store.collection(COLLECTIONS.feedRuns).count({ feed: id })).toBe(0);
  });

  it.each([
    [{ ...body, format: 'csv' }, 'Das Format muss portal, google-xml, google-tsv oder idealo-csv sein.'],
    [{ ...body, everyHours: 0 }, 'Der Abstand muss eine ganze Zahl von 1 bis 168 Stunden sein.'],
    [{ ...body, everyHours: 2.5 }, 'Der Abstand muss eine ganze Zahl von 1 bis 168 Stunden sein.'],
    [
      { ...body, url: 'ftp://napfladen.example/feed' },
      'Die Feed-Adresse muss mit http:// oder https:// beginnen.',
    ],
    [
      { ...body, url: 'https://name:geheim@napfladen.example/feed' },
      'Die Feed-Adresse darf keine Zugangsdaten enthalten.',
    ],
    [{ ...body, owner: 'someone-else' }, 'Ungültige Angaben zum Feed.'],
    [
      { ...body, url: 'http://127.0.0.1:8080/feed.xml' },
      'Die Feed-Adresse zeigt auf ein internes Netz; abgerufen werden nur öffentliche Adressen.',
    ],
    [
      { ...body, url: 'http://[::1]/feed.xml' },
      'Die Feed-Adresse zeigt auf ein internes Netz; abgerufen werden nur öffentliche Adressen.',
    ],
    [
      { ...body, url: 'http://localhost/feed.xml' },
      'Die Feed-Adresse zeigt auf ein internes Netz; abgerufen werden nur öffentliche Adressen.',
    ],
  ])('refuses %j with a German message', async (input, message) => {
    expect(await api.post('/api/b2b/feeds', input, shopA.token)).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it('refuses a feed of a merchant waiting for activation', async () => {
    const waiting = await merchant('Wartehof');
    await app.adapters.store
      .collection<User>(COLLECTIONS.users)
      .updateOne({ _id: waiting.id }, { $set: { status: 'pending' } });
    expect(await api.post('/api/b2b/feeds', body, waiting.token)).toMatchObject({
      status: 403,
      body: { message: 'Feeds können erst angelegt werden, wenn das Händlerkonto freigeschaltet ist.' },
    });
    expect(await app.adapters.store.collection(COLLECTIONS.feeds).count({ owner: waiting.id })).toBe(0);
  });

  it('downloads every refused row of a run and the rows waiting for the editors as CSV, safe in a spreadsheet', async () => {
    const feed = (await api.post('/api/b2b/feeds', body, shopA.token)).body.feed;
    const store = app.adapters.store;
    const run = await store.collection<FeedRun>(COLLECTIONS.feedRuns).insert({
      feed: feed._id,
      owner: shopA.id,
      startedAt: '2026-11-20T10:00:00.000Z',
      status: 'partial',
      ...NO_RUN_FIGURES,
      rowsRead: 1_502,
      matched: 1,
      refused: 1_501,
    });
    const rows = Array.from({ length: 1_501 }, (_, i) => ({
      line: i + 2,
      key: i === 0 ? '=HYPERLINK("http://x.example","klick")' : `A-${i}`,
      title: i === 0 ? '@SUMME(A1)' : `Huhn ${i}`,
      reason: 'Der Preis ist nicht in Euro angegeben.',
    }));
    await saveRefusedRows(store, { run: run._id, feed: feed._id }, rows);
    await store.collection<FeedReviewItem>(COLLECTIONS.feedReview).insert({
      owner: shopA.id,
      feed: feed._id,
      key: '+49-SKU',
      title: 'Rind pur 400 g',
      gtins: ['4012345678901'],
      reason: 'Kein Produkt mit dieser GTIN gefunden: wartet auf Zuordnung durch die Redaktion.',
      link: 'https://napfladen.example/r',
      price: 2.49,
      size: 400,
      unit: 'g',
      amount: 1,
      offer: {
        merchant_name: 'Napfladen',
        link: 'https://napfladen.example/r',
        price: 2.49,
        size: 400,
        unit: 'g',
      },
      seenAt: '2026-11-20T10:00:00.000Z',
      changedAt: '2026-11-20T10:00:00.000Z',
      fingerprint: 'x',
    });
    const download = (path: string, token = shopA.token) =>
      fetch(`${app.url}${path}`, { headers: { token } });
    const refused = await download(`/api/b2b/feeds/${feed._id}/runs/${run._id}/refused.csv`);
    expect(refused.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await refused.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(1_502);
    expect(lines[0]).toBe('Zeile;Artikel-ID;Titel;Grund');
    expect(lines[1]).toBe(
      `2;"'=HYPERLINK(""http://x.example"",""klick"")";'@SUMME(A1);Der Preis ist nicht in Euro angegeben.`,
    );
    expect(lines[1_501]).toBe('1502;A-1500;Huhn 1500;Der Preis ist nicht in Euro angegeben.');
    const waiting = await (await download(`/api/b2b/feeds/${feed._id}/waiting.csv`)).text();
    expect(waiting.trim().split('\n')[1]).toBe(
      "'+49-SKU;Rind pur 400 g;4012345678901;2,49;Kein Produkt mit dieser GTIN gefunden: wartet auf Zuordnung durch die Redaktion.;2026-11-20",
    );
    expect((await api.get('/api/b2b/feeds', shopA.token)).body.feeds).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: feed._id, waiting: 1 })]),
    );
    // Another merchant's feed is not found.
    expect(
      (await download(`/api/b2b/feeds/${feed._id}/runs/${run._id}/refused.csv`, shopB.token)).status,
    ).toBe(404);
    expect((await download(`/api/b2b/feeds/${feed._id}/waiting.csv`, shopB.token)).status).toBe(404);
  });

  it('lists a merchant’s own offers with their state and age, never another’s', async () => {
    const feed = (await api.post('/api/b2b/feeds', body, shopA.token)).body.feed;
    const confirmedAt = new Date(Date.now() - 9 * 86_400_000).toISOString();
    // The feed ran today, but this offer's price was last confirmed 9 days ago: its own stamp counts.
    await app.adapters.store
      .collection(COLLECTIONS.feeds)
      .updateOne({ _id: feed._id }, { $set: { confirmedAt: new Date().toISOString() } });
    const product = aProduct({
      _id: newId(),
      urlExtension: 'huhn-pur',
      variants: [
        aVariant({
          _id: 'o1',
          network: 'b2b',
          owner: shopA.id,
          feed: feed._id,
          offerKey: 'A-1',
          price: 2.49,
          size: 400,
          unit: 'g',
          confirmedAt,
        }),
        aVariant({ _id: 'o2', network: 'b2b', owner: shopB.id, price: 1.99 }),
        aVariant({ _id: 'o3', price: 2.2 }),
      ],
    });
    await app.adapters.store.collection<Product>(COLLECTIONS.products).insert(product);
    const mine = await api.get('/api/b2b/offers', shopA.token);
    expect(mine.body.offers).toEqual([
      {
        offerId: 'o1',
        productId: product._id,
        productName: 'Serie Huhn',
        productUrl: '/produkte/huhn-pur',
        price: 2.49,
        unitPrice: 6.23,
        size: 400,
        unit: 'g',
        available: true,
        confirmedAt,
        ageDays: 9,
        // Not confirmed for 9 days (more than 48 hours): it no longer counts as best offer.
        counts: false,
      },
    ]);
    expect(
      (await api.get('/api/b2b/offers', shopB.token)).body.offers.map((o: { offerId: string }) => o.offerId),
    ).toEqual(['o2']);
  });
});
