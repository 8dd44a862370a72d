import { COLLECTIONS } from '@futterkompass/adapters';
import type { Brand, Click, PriceHistoryEntry, Product, User } from '@futterkompass/domain';
import { aBrand, aProduct, aVariant } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLICK_ADDRESS_LIMIT } from '../../clicks/visitor-key';
import { startSmallApp } from '../../testing/small-app';

const MERCHANT = 'cccccccccccccccccccccccc';
const PRODUCT = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const B2B = '111111111111111111111111';
const SHOP = '222222222222222222222222';
const HIDDEN = '333333333333333333333333';
const REMOVED = '444444444444444444444444';
const UNKNOWN = '555555555555555555555555';
const PHISH = '666666666666666666666666';
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('click-outs through /weiter/{offerId}', () => {
  let app: Awaited<ReturnType<typeof startSmallApp>>;
  const clicks = () => app.adapters.store.collection<Click>(COLLECTIONS.clicks).find({}, { sort: { at: 1 } });
  const visit = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER, 'x-forwarded-for': '203.0.113.7', ...headers },
    });

  beforeAll(async () => {
    app = await startSmallApp();
    const { store } = app.adapters;
    await store.collection<Brand>(COLLECTIONS.brands).insert(aBrand());
    await store.collection<User>(COLLECTIONS.users).insert({
      _id: MERCHANT,
      username: 'Napfladen',
      email: 'shop@napfladen.example',
      usernameKey: 'napfladen',
      emailKey: 'shop@napfladen.example',
      role: 'merchant',
      status: 'active',
      verified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      favorites: [],
      negFavorites: [],
      shop: { shopName: 'Napfladen', url: 'https://napfladen.example/' },
    });
    await store.collection<Product>(COLLECTIONS.products).insert(
      aProduct({
        _id: PRODUCT,
        variants: [
          aVariant({
            _id: B2B,
            network: 'b2b',
            owner: MERCHANT,
            link: '/dose-huhn',
            merchant_name: 'Napfladen',
          }),
          aVariant({ _id: SHOP, link: 'https://zooplus.example/huhn', merchant_name: 'zooplus.de' }),
          aVariant({ _id: HIDDEN, is_for_sale: false }),
          // Stored before links were checked: a merchant's offer leading off its shop's domain.
          aVariant({
            _id: PHISH,
            network: 'b2b',
            owner: MERCHANT,
            link: 'https://phish.example/login',
            merchant_name: 'Napfladen',
          }),
        ],
      }),
    );
    // An offer that a feed has since removed: its price history still names the product.
    await store.collection<PriceHistoryEntry>(COLLECTIONS.priceHistory).insert({
      productId: PRODUCT,
      offerKey: REMOVED,
      merchant: 'alt',
      price: 2,
      basePrice: 0.5,
      at: '2026-01-01T00:00:00.000Z',
    });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.adapters.store.collection(COLLECTIONS.clicks).deleteMany({});
    await app.adapters.store.collection(COLLECTIONS.clickVisitors).deleteMany({});
  });

  it('sends a b2b offer to its shop (relative link after the shop URL) and records the click without personal data', async () => {
    const answer = await visit(`/weiter/${B2B}?from=%2Fprodukte%2Fmarke-serie-huhn`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://napfladen.example/dose-huhn');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const [click, ...more] = await clicks();
    expect(more).toEqual([]);
    expect(click).toEqual({
      _id: expect.any(String),
      offerId: B2B,
      productId: PRODUCT,
      owner: MERCHANT,
      merchant: 'Napfladen',
      at: expect.any(String),
      from: '/produkte/marke-serie-huhn',
    });
    // Neither address nor user agent nor any hash of them is kept with the click.
    const stored = JSON.stringify(click);
    expect(stored).not.toContain('203.0.113.7');
    expect(stored).not.toContain('Mozilla');
    expect(Object.keys(click as object).sort()).toEqual([
      '_id',
      'at',
      'from',
      'merchant',
      'offerId',
      'owner',
      'productId',
    ]);
  });

  it('names the merchant of an ordinary offer, keeps no page that is not the portal’s', async () => {
    const answer = await visit(`/weiter/${SHOP}?from=https%3A%2F%2Fevil.example%2F%3Fmail%3Da%40b.de`);
    expect(answer.headers.get('location')).toBe('https://zooplus.example/huhn');
    const [click] = await clicks();
    expect(click).toMatchObject({ offerId: SHOP, merchant: 'zooplus' });
    expect(click).not.toHaveProperty('owner');
    expect(click).not.toHaveProperty('from');
    await visit(`/weiter/${B2B}?from=%2Fprodukte%3Fq%3Dmein-name`);
    expect((await clicks())[1]).not.toHaveProperty('from');
  });

  it('counts a repeat of the same visitor once, another visitor or another offer again', async () => {
    for (let i = 0; i < 3; i++) expect((await visit(`/weiter/${SHOP}`)).status).toBe(302);
    expect(await clicks()).toHaveLength(1);
    await visit(`/weiter/${SHOP}`, { 'x-forwarded-for': '198.51.100.4' });
    await visit(`/weiter/${B2B}`);
    expect((await clicks()).map((c) => c.offerId)).toEqual([SHOP, SHOP, B2B]);
  });

  it('counts one address (an IPv6 /64 alike) at most up to its limit, and sends every visitor on', async () => {
    const answers = [];
    for (let i = 0; i < 100; i++) {
      const agent = `${BROWSER} Variante/${i}`;
      answers.push(await visit(`/weiter/${i % 2 ? SHOP : B2B}`, { 'user-agent': agent }));
    }
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([302]));
    expect(answers.filter((a) => a.headers.get('location') === 'https://zooplus.example/huhn')).toHaveLength(
      50,
    );
    expect(await clicks()).toHaveLength(CLICK_ADDRESS_LIMIT);
    // Every address of one /64 is the same address.
    for (let i = 0; i < 20; i++)
      await visit(`/weiter/${SHOP}`, {
        'user-agent': `${BROWSER} V6/${i}`,
        'x-forwarded-for': `2001:db8:5:6::${i + 1}`,
      });
    expect(await clicks()).toHaveLength(2 * CLICK_ADDRESS_LIMIT);
    // Another address still counts.
    await visit(`/weiter/${SHOP}`, { 'x-forwarded-for': '198.51.100.4' });
    expect(await clicks()).toHaveLength(2 * CLICK_ADDRESS_LIMIT + 1);
  });

  it('sends bots and prefetches on without counting them', async () => {
    const bot = await visit(`/weiter/${SHOP}`, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(bot.status).toBe(302);
    expect(bot.headers.get('location')).toBe('https://zooplus.example/huhn');
    await visit(`/weiter/${SHOP}`, { 'user-agent': 'curl/8.5.0' });
    await visit(`/weiter/${SHOP}`, { 'sec-purpose': 'prefetch' });
    expect(await clicks()).toEqual([]);
  });

  it('leads an offer no longer shown, removed, or off its shop’s domain to its product page, an unknown one to the 404 page', async () => {
    for (const offerId of [HIDDEN, REMOVED, PHISH]) {
      const answer = await visit(`/weiter/${offerId}`);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe('/produkte/marke-serie-huhn');
    }
    const unknown = await visit(`/weiter/${UNKNOWN}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/text\/html/);
    expect((await visit('/weiter/kein-angebot')).status).toBe(404);
    expect(await clicks()).toEqual([]);
  });

  it('stops sending to a blocked merchant’s shop at once', async () => {
    const users = app.adapters.store.collection<User>(COLLECTIONS.users);
    await users.updateOne({ _id: MERCHANT }, { $set: { status: 'blocked' } });
    try {
      const answer = await visit(`/weiter/${B2B}`);
      expect(answer.headers.get('location')).toBe('/produkte/marke-serie-huhn');
      expect(await clicks()).toEqual([]);
    } finally {
      await users.updateOne({ _id: MERCHANT }, { $set: { status: 'active' } });
    }
  });
});
