import { createOfferAge } from '@futterkompass/adapters';
import { type Owner, offerClock, type Product, toProductDetail } from '@futterkompass/domain';
import { aBrand, aVariant } from '@futterkompass/domain/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aMerchant, feedTestBed, startFeedServer } from '../testing/feed-test-bed';
import { createOfferRetention } from './offer-retention';

const SHOP_A = 'c00000000000000000000001';
const SHOP_B = 'c00000000000000000000002';
const HUHN = 'a00000000000000000000001';
const HOUR = 3_600_000;

const rss = (price: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Napfladen</title>
<item><g:id>NL-1</g:id><title>Huhn pur Dose 400 g</title><link>https://napfladen.example/huhn</link>
  <g:price>${price} EUR</g:price><g:availability>in_stock</g:availability><g:gtin>4012345678901</g:gtin>
  <g:unit_pricing_measure>400 g</g:unit_pricing_measure></item>
</channel></rss>`;

const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

describe('each offer keeps its own confirmation', () => {
  let bed: Awaited<ReturnType<typeof feedTestBed>>;
  let shop: Awaited<ReturnType<typeof startFeedServer>>;
  const offers = async () => ((await bed.products.findOne({ _id: HUHN })) as Product).variants;
  const byId = async (id: string) => (await offers()).find((v) => v._id === id || v.offerKey === id);
  /** Changes one offer in place, as a store write beside the portal's (no stamp of its own). */
  const setOffer = async (id: string, fields: Partial<Product['variants'][number]>) =>
    bed.products.updateOne(
      { _id: HUHN },
      {
        $set: {
          variants: (await offers()).map((v) =>
            v._id === id || v.offerKey === id ? { ...v, ...fields } : v,
          ),
        },
      },
    );

  beforeAll(async () => {
    shop = await startFeedServer();
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    bed = await feedTestBed({ timeoutMs: 300 });
    // Merchant B's feed offer, confirmed 30 hours ago, and a price bot's offer, 20 hours ago.
    await bed.products.updateOne(
      { _id: HUHN },
      {
        $set: {
          variants: [
            aVariant({
              _id: 'b-offer',
              network: 'b2b',
              owner: SHOP_B,
              feed: 'f0000000000000000000000b',
              offerKey: 'B-1',
              link: 'https://fellkiste.example/huhn',
              price: 2.99,
              confirmedAt: ago(30),
            }),
            aVariant({
              _id: 'bot-offer',
              link: 'https://zooplus.example/huhn',
              price: 3.19,
              confirmedAt: ago(20),
            }),
          ],
        },
      },
    );
  });
  afterEach(() => bed.close());

  it('a feed run of merchant A stamps A’s offer and leaves merchant B’s and the bot’s as they were', async () => {
    const before = await offers();
    shop.serve(rss('2.49'), '"v1"');
    const feed = await bed.addFeed(shop.url, 'google-xml', SHOP_A);
    const started = Date.now();
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({ status: 'imported', updated: 1 });
    const a = await byId('NL-1');
    expect(Date.parse(a?.confirmedAt ?? '')).toBeGreaterThanOrEqual(started - 1000);
    expect((await byId('b-offer'))?.confirmedAt).toBe(before[0]?.confirmedAt);
    expect((await byId('bot-offer'))?.confirmedAt).toBe(before[1]?.confirmedAt);

    // Unchanged an hour later (304): A's price is confirmed again, B's and the bot's still not.
    await setOffer('NL-1', { confirmedAt: ago(30) });
    const again = Date.now();
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({ status: 'unchanged' });
    expect(shop.requests.at(-1)?.['if-none-match']).toBe('"v1"');
    expect(Date.parse((await byId('NL-1'))?.confirmedAt ?? '')).toBeGreaterThanOrEqual(again - 1000);
    expect((await byId('b-offer'))?.confirmedAt).toBe(before[0]?.confirmedAt);
    expect((await byId('bot-offer'))?.confirmedAt).toBe(before[1]?.confirmedAt);
  });

  it('shows an offer not confirmed for longer than 48 hours as outdated, never as the best offer', async () => {
    await setOffer('b-offer', { confirmedAt: ago(49), price: 0.99 });
    const product = (await bed.products.findOne({ _id: HUHN })) as Product;
    const owners = new Map<string, Owner>([[SHOP_B, aMerchant(SHOP_B, 'Fellkiste')]]);
    const detail = toProductDetail({
      product,
      brand: aBrand(),
      owners,
      clock: offerClock(Date.now()),
      imageUrl: (f) => f,
    });
    // The cheapest offer, but outdated: listed after the buyable one, marked, not the best, not "ab".
    expect(detail.variants.map((o) => [o._id, o.status])).toEqual([
      ['bot-offer', 'buyable'],
      ['b-offer', 'stale'],
    ]);
    expect(detail.bestOffer?._id).toBe('bot-offer');
    expect(detail.fromPrice).toBe(3.19);
    // With a longer maximum age (OFFER_MAX_AGE_HOURS=72) it counts again.
    const longer = toProductDetail({
      product,
      brand: aBrand(),
      owners,
      clock: offerClock(Date.now(), 72),
      imageUrl: (f) => f,
    });
    expect(longer.bestOffer?._id).toBe('b-offer');
  });

  it('drops an offer nobody confirmed for the retention, through the product writes', async () => {
    await setOffer('b-offer', { confirmedAt: ago(31 * 24) });
    const drop = createOfferRetention({
      store: bed.store,
      productWrites: bed.worker.productWrites,
      offerAge: createOfferAge({ maxAgeHours: 48, retentionDays: 30 }),
    });
    expect(await drop(new Date())).toBe(1);
    const left = await offers();
    expect(left.map((v) => v._id)).toEqual(['bot-offer']);
    expect(await drop(new Date())).toBe(0);
  });
});
