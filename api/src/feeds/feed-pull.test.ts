import { COLLECTIONS } from '@futterkompass/adapters';
import {
  bestOffer,
  type FeedMapping,
  type FeedReviewItem,
  type FeedRun,
  NO_RUN_FIGURES,
  type Owner,
  type Product,
  type StoredFeed,
  visibleOffers,
} from '@futterkompass/domain';
import { clockNow } from '@futterkompass/domain/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aMerchant, feedTestBed, startFeedServer } from '../testing/feed-test-bed';
import { FEED_JOBS } from './feed-jobs';
import { failInterruptedRuns } from './feed-pull';

const NAPFLADEN = 'c00000000000000000000001';
const owners = new Map<string, Owner>([[NAPFLADEN, aMerchant(NAPFLADEN, 'Napfladen')]]);

const rss = (items: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Napfladen</title>
${items.join('\n')}
</channel></rss>`;
const HUHN = `<item><g:id>NL-1</g:id><title>Huhn pur Dose 400 g</title><link>https://napfladen.example/huhn</link>
  <g:price>2.49 EUR</g:price><g:availability>in_stock</g:availability><g:gtin>4012345678901</g:gtin>
  <g:unit_pricing_measure>400 g</g:unit_pricing_measure>
  <g:shipping><g:country>DE</g:country><g:price>3.95 EUR</g:price></g:shipping></item>`;
const RIND = `<item><g:id>NL-2</g:id><g:title><![CDATA[Rind pur 6er-Pack]]></g:title><g:link>https://napfladen.example/rind</g:link>
  <g:price>13.50 EUR</g:price><g:availability>in_stock</g:availability><g:gtin>4012345678918</g:gtin>
  <g:multipack>6</g:multipack><g:unit_pricing_measure>2400 g</g:unit_pricing_measure></item>`;
const LAMM = `<item><g:id>NL-3</g:id><g:title>Lamm trocken Sack 12 kg</g:title><g:link>https://napfladen.example/lamm</g:link>
  <g:price>39.99 EUR</g:price><g:availability>out_of_stock</g:availability><g:gtin>4012345678925</g:gtin></item>`;
const UNKNOWN = `<item><g:id>NL-9</g:id><g:title>Mystery Menü Dose 800 g</g:title><g:link>https://napfladen.example/mystery</g:link>
  <g:price>3.20 EUR</g:price><g:gtin>4099999999996</g:gtin><g:brand>Unbekannt</g:brand></item>`;

describe('registered shop feeds', () => {
  let bed: Awaited<ReturnType<typeof feedTestBed>>;
  let shop: Awaited<ReturnType<typeof startFeedServer>>;

  const offersOf = async (id: string) => {
    const product = (await bed.products.findOne({ _id: id })) as Product;
    return product.variants.filter((v) => v.owner === NAPFLADEN);
  };
  const runsOf = (feed: string) =>
    bed.store.collection<FeedRun>(COLLECTIONS.feedRuns).find({ feed }, { sort: { startedAt: -1 } });
  const everyVariant = async () => JSON.stringify(await bed.products.find({}, { sort: { _id: 1 } }));

  beforeAll(async () => {
    shop = await startFeedServer();
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    bed = await feedTestBed({ timeoutMs: 300 });
    shop.requests.length = 0;
  });
  afterEach(() => bed.close());

  it('imports a Google Merchant Center RSS feed onto the products its GTINs name, with the right base price; the unknown row waits for review', async () => {
    shop.serve(rss([HUHN, RIND, LAMM, UNKNOWN]), '"v1"');
    const feed = await bed.addFeed(shop.url, 'google-xml');
    const run = await bed.worker.pullFeed(feed._id);
    // Three of four rows became offers, the fourth waits for an editor: partly imported.
    expect(run).toMatchObject({
      status: 'partial',
      rowsRead: 4,
      matched: 3,
      updated: 3,
      refused: 0,
      unmatched: 1,
      reviewCut: 0,
      expired: 0,
    });
    expect(run?.refusedRows).toEqual([]);

    const [huhn] = visibleOffers(await offersOf('a00000000000000000000001'), owners, clockNow());
    expect(huhn).toMatchObject({
      merchant: 'Napfladen',
      price: 2.49,
      size: 400,
      unit: 'g',
      amount: 1,
      basePrice: 0.62,
      deliveryCost: 3.95,
      b2b: true,
    });
    const [rind] = visibleOffers(await offersOf('a00000000000000000000002'), owners, clockNow());
    // 13.50 EUR for 6 x 400 g: 0.56 EUR per 100 g.
    expect(rind).toMatchObject({ price: 13.5, size: 400, amount: 6, basePrice: 0.56, packaging: 'can' });
    const lamm = visibleOffers(await offersOf('a00000000000000000000003'), owners, clockNow());
    // Out of stock: shown, never the best offer; its packaging comes from the product.
    expect(lamm[0]).toMatchObject({
      inStock: false,
      size: 12,
      unit: 'kg',
      packaging: 'bag',
      basePrice: 0.33,
    });
    expect(bestOffer(lamm)).toBeNull();

    const review = await bed.store.collection<FeedReviewItem>(COLLECTIONS.feedReview).find({});
    expect(review).toEqual([
      expect.objectContaining({
        owner: NAPFLADEN,
        feed: feed._id,
        key: 'NL-9',
        gtins: ['4099999999996'],
        reason: 'Kein Produkt mit dieser GTIN gefunden: wartet auf Zuordnung durch die Redaktion.',
        brand: 'Unbekannt',
        price: 3.2,
        size: 800,
      }),
    ]);
    // The same feed again writes nothing, the waiting row included.
    const written = JSON.stringify(review);
    shop.serve(rss([HUHN, RIND, LAMM, UNKNOWN]), '"v2"');
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({
      status: 'partial',
      updated: 0,
      unmatched: 1,
    });
    expect(JSON.stringify(await bed.store.collection(COLLECTIONS.feedReview).find({}))).toBe(written);
  });

  it('refuses a row whose link leads off the shop’s domain, with its reason, until the operator allows that domain', async () => {
    const PHISH = HUHN.replace('https://napfladen.example/huhn', 'https://phish.example/login');
    const PARTNER = RIND.replace('https://napfladen.example/rind', 'https://napf-partner.example/rind');
    const SUB = LAMM.replace('https://napfladen.example/lamm', 'https://www.napfladen.example/lamm');
    shop.serve(rss([PHISH, PARTNER, SUB]), '"d1"');
    const feed = await bed.addFeed(shop.url, 'google-xml');
    const run = await bed.worker.pullFeed(feed._id);
    // Two of three rows refused: "teilweise importiert".
    expect(run).toMatchObject({ status: 'partial', rowsRead: 3, matched: 1, refused: 2 });
    expect(run?.refusedRows).toEqual([
      {
        line: expect.any(Number),
        key: 'NL-1',
        title: 'Huhn pur Dose 400 g',
        reason: 'Der Link führt auf phish.example, nicht auf die Domain des Shops (napfladen.example).',
      },
      {
        line: expect.any(Number),
        key: 'NL-2',
        title: 'Rind pur 6er-Pack',
        reason:
          'Der Link führt auf napf-partner.example, nicht auf die Domain des Shops (napfladen.example).',
      },
    ]);
    expect(await offersOf('a00000000000000000000001')).toEqual([]);
    expect(await offersOf('a00000000000000000000002')).toEqual([]);
    expect((await offersOf('a00000000000000000000003')).map((v) => v.link)).toEqual([
      'https://www.napfladen.example/lamm',
    ]);

    await bed.store
      .collection(COLLECTIONS.users)
      .updateOne({ _id: NAPFLADEN }, { $set: { 'shop.linkDomains': ['napf-partner.example'] } });
    shop.serve(rss([PHISH, PARTNER, SUB]), '"d2"');
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({ matched: 2, refused: 1 });
    expect((await offersOf('a00000000000000000000002')).map((v) => v.link)).toEqual([
      'https://napf-partner.example/rind',
    ]);
  });

  it('imports a Google TSV feed and an idealo CSV feed', async () => {
    const tsv = [
      'id\ttitle\tlink\tprice\tsale_price\tsale_price_effective_date\tavailability\tgtin\tunit_pricing_measure\tshipping',
      'T-1\tHuhn pur Dose\thttps://napfladen.example/t1\t2.99 EUR\t2.29 EUR\t2020-01-01T00:00Z/2099-01-01T00:00Z\tin stock\t4012345678901\t400g\tDE:::0.00 EUR',
      'T-2\tRind pur\thttps://napfladen.example/t2\t2.59 EUR\t\t\tin stock\t\t400 g\t',
    ].join('\n');
    shop.serve(tsv, '"t1"', 'text/tab-separated-values');
    const google = await bed.addFeed(shop.url, 'google-tsv');
    expect(await bed.worker.pullFeed(google._id)).toMatchObject({
      status: 'partial',
      rowsRead: 2,
      matched: 1,
      refused: 0,
      unmatched: 1,
    });
    expect(
      await bed.store.collection<FeedReviewItem>(COLLECTIONS.feedReview).findOne({ key: 'T-2' }),
    ).toMatchObject({
      reason: 'Keine GTIN angegeben: wartet auf Zuordnung durch die Redaktion.',
    });
    expect(visibleOffers(await offersOf('a00000000000000000000001'), owners, clockNow())[0]).toMatchObject({
      price: 2.29,
      basePrice: 0.57,
      deliveryCost: 0,
    });

    const idealo = [
      'sku;eans;title;brand;url;price;deliveryTime;deliveryCosts_dhl;deliveryCosts_hermes',
      'I-1;4012345678918,4000000000001;Rind pur 6 x 400 g Dose;Marke;https://napfladen.example/i1;12,90;1-2 Werktage;4,90;3,90',
    ].join('\n');
    shop.serve(idealo, '"i1"', 'text/csv');
    const idealoFeed = await bed.addFeed(shop.url, 'idealo-csv');
    expect(await bed.worker.pullFeed(idealoFeed._id)).toMatchObject({
      status: 'imported',
      rowsRead: 1,
      matched: 1,
    });
    expect(visibleOffers(await offersOf('a00000000000000000000002'), owners, clockNow())[0]).toMatchObject({
      price: 12.9,
      amount: 6,
      size: 400,
      basePrice: 0.54,
      deliveryCost: 3.9,
      deliveryTime: '1-2 Werktage',
    });
  });

  it('runs on the schedule: imports, then costs one 304, then marks the two dropped offers unavailable', async () => {
    shop.serve(rss([HUHN, RIND, LAMM]), '"v1"');
    const feed = await bed.addFeed(shop.url, 'google-xml');
    await bed.worker.start({ tickMs: 3_600_000 });
    const tick = async () => {
      // What the schedule's repeatable job does, without waiting for its interval.
      await bed.store
        .collection<StoredFeed>(COLLECTIONS.feeds)
        .updateOne({ _id: feed._id }, { $set: { nextRunAt: new Date().toISOString() } });
      await bed.feedQueue.enqueue(FEED_JOBS.due, {});
      await bed.feedQueue.idle();
    };
    await tick();
    expect((await runsOf(feed._id))[0]).toMatchObject({ status: 'imported', matched: 3, updated: 3 });
    expect(shop.requests).toHaveLength(1);

    const before = await everyVariant();
    await tick();
    expect(shop.requests).toHaveLength(2);
    expect(shop.requests[1]?.['if-none-match']).toBe('"v1"');
    expect((await runsOf(feed._id))[0]).toMatchObject({ status: 'unchanged', rowsRead: 0 });
    expect(await everyVariant()).toBe(before);

    shop.serve(rss([HUHN]), '"v2"');
    await tick();
    expect((await runsOf(feed._id))[0]).toMatchObject({
      status: 'imported',
      matched: 1,
      updated: 0,
      expired: 2,
    });
    expect(await offersOf('a00000000000000000000002')).toEqual([
      expect.objectContaining({ is_for_sale: false, droppedAt: expect.any(String) }),
    ]);
    expect(visibleOffers(await offersOf('a00000000000000000000002'), owners, clockNow())).toEqual([]);
    expect(visibleOffers(await offersOf('a00000000000000000000001'), owners, clockNow())).toHaveLength(1);
  });

  it('retries a feed answering 500 or never answering, reports it and changes nothing', async () => {
    shop.serve(rss([HUHN]), '"v1"');
    const feed = await bed.addFeed(shop.url, 'google-xml');
    await bed.worker.pullFeed(feed._id);
    const before = await everyVariant();

    shop.requests.length = 0;
    shop.answer((_req, res) => res.writeHead(500).end('kaputt'));
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({
      status: 'failed',
      error: 'Der Feed-Server hat mit HTTP 500 geantwortet.',
    });
    expect(shop.requests).toHaveLength(3);
    expect(await everyVariant()).toBe(before);

    shop.requests.length = 0;
    shop.answer(() => undefined);
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({
      status: 'failed',
      error: 'Der Feed-Server hat nicht innerhalb von 0,3 s geantwortet.',
    });
    // A server that never answers used the pull's whole time: no retry holds it any longer.
    expect(shop.requests).toHaveLength(1);
    expect(await everyVariant()).toBe(before);
    // The last good pull's validators are kept: the feed is asked conditionally again.
    shop.serve(rss([HUHN]), '"v1"');
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({ status: 'unchanged' });
  });

  it('refuses feeds on loopback unless the operator allows them, and a broken XML feed changes nothing', async () => {
    const strict = await feedTestBed({ allowPrivate: false });
    try {
      shop.serve(rss([HUHN]), '"v1"');
      const feed = await strict.addFeed(shop.url, 'google-xml');
      expect(await strict.worker.pullFeed(feed._id)).toMatchObject({
        status: 'failed',
        error: 'Die Feed-Adresse zeigt auf ein internes Netz; abgerufen werden nur öffentliche Adressen.',
      });
      expect(shop.requests).toHaveLength(0);
    } finally {
      await strict.close();
    }
    shop.serve(`${rss([HUHN, RIND]).slice(0, -20)}<broken`, '"bad"');
    const feed = await bed.addFeed(shop.url, 'google-xml');
    const before = await everyVariant();
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('XML-Feed ist fehlerhaft'),
    });
    expect(await everyVariant()).toBe(before);
  });

  it('matches a row by the merchant’s mapping when no GTIN does; a run killed halfway is failed at restart and the next pull is unconditional', async () => {
    shop.serve(rss([UNKNOWN]), '"u1"');
    const feed = await bed.addFeed(shop.url, 'google-xml');
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({
      status: 'refused',
      matched: 0,
      unmatched: 1,
    });
    await bed.store.collection<FeedMapping>(COLLECTIONS.feedMappings).insert({
      owner: NAPFLADEN,
      key: 'NL-9',
      productId: 'a00000000000000000000004',
      by: 'editor',
      createdAt: new Date().toISOString(),
    });
    shop.serve(rss([UNKNOWN]), '"u2"');
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({
      status: 'imported',
      matched: 1,
      unmatched: 0,
    });
    expect(await bed.store.collection(COLLECTIONS.feedReview).count({})).toBe(0);
    expect(visibleOffers(await offersOf('a00000000000000000000004'), owners, clockNow())[0]).toMatchObject({
      price: 3.2,
      size: 800,
    });

    // A kill between the run's start and its end: the run stays 'running', the validators are gone.
    const runs = bed.store.collection<FeedRun>(COLLECTIONS.feedRuns);
    await runs.insert({
      feed: feed._id,
      startedAt: new Date(Date.now() - 1000).toISOString(),
      status: 'running',
      ...NO_RUN_FIGURES,
    });
    await bed.store
      .collection<StoredFeed>(COLLECTIONS.feeds)
      .updateOne({ _id: feed._id }, { $unset: { etag: true } });
    expect(await failInterruptedRuns(bed.store, new Date())).toBe(1);
    expect(await runs.count({ status: 'running' })).toBe(0);
    shop.requests.length = 0;
    await bed.worker.pullFeed(feed._id);
    expect(shop.requests[0]).not.toHaveProperty('if-none-match');
  });

  it('takes offers no run confirmed for the stale days out of the best offer; the next pull brings them back in full', async () => {
    shop.serve(rss([HUHN]), '"v1"');
    const feed = await bed.addFeed(shop.url, 'google-xml');
    await bed.worker.pullFeed(feed._id);
    expect(
      bestOffer(visibleOffers(await offersOf('a00000000000000000000001'), owners, clockNow())),
    ).not.toBeNull();
    const feeds = bed.store.collection<StoredFeed>(COLLECTIONS.feeds);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await feeds.updateOne(
      { _id: feed._id },
      { $set: { confirmedAt: eightDaysAgo, nextRunAt: '2999-01-01T00:00:00.000Z' } },
    );
    await bed.worker.start({ tickMs: 3_600_000 });
    await bed.feedQueue.enqueue(FEED_JOBS.due, {});
    await bed.feedQueue.idle();
    const shown = visibleOffers(await offersOf('a00000000000000000000001'), owners, clockNow());
    expect(shown).toHaveLength(1);
    expect(bestOffer(shown)).toBeNull();
    expect(await feeds.findOne({ _id: feed._id })).toMatchObject({ stale: true });

    shop.requests.length = 0;
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({ status: 'imported', updated: 1 });
    expect(shop.requests[0]).not.toHaveProperty('if-none-match');
    expect(
      bestOffer(visibleOffers(await offersOf('a00000000000000000000001'), owners, clockNow())),
    ).toMatchObject({
      price: 2.49,
    });
  });
});
