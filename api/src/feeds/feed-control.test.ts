import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { COLLECTIONS, createOfferAge } from '@futterkompass/adapters';
import {
  type FeedReviewItem,
  type FeedRun,
  type Owner,
  offerClock,
  type Product,
  type User,
  visibleOffers,
} from '@futterkompass/domain';
import { clockNow } from '@futterkompass/domain/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFeedService } from '../routes/b2b-feeds/service';
import { createFeedReviewService } from '../routes/feed-review/service';
import { aMerchant, feedTestBed, startFeedServer } from '../testing/feed-test-bed';
import { enqueueFeedPull } from './feed-jobs';

const NAPFLADEN = 'c00000000000000000000001';
const FELLKISTE = 'c00000000000000000000002';
const PFOTENHOF = 'c00000000000000000000003';
const HUHN = 'a00000000000000000000001';
const OHNE_CODE = 'a00000000000000000000004';
const owners = new Map<string, Owner>([
  [NAPFLADEN, aMerchant(NAPFLADEN, 'Napfladen')],
  [FELLKISTE, aMerchant(FELLKISTE, 'Fellkiste')],
]);

/** An item of a feed; its link on the shop's own domain (aMerchant's), as the import requires. */
const item = (id: string, gtin: string, extra = '', shopName = 'napfladen') =>
  `<item><g:id>${id}</g:id><title>Artikel ${id} Dose 400 g</title><link>https://${shopName}.example/${id}</link><g:price>2.49 EUR</g:price><g:gtin>${gtin}</g:gtin>${extra}</item>`;
const rss = (items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>${items.join('')}</channel></rss>`;
/** Valid GTINs no test product carries. */
const UNKNOWN = ['4099999999996', '4099999999989', '4099999999972', '4099999999965'];

/** Waits (polling the store) until `done` holds; the test's own timeout bounds it. */
async function until(done: () => Promise<boolean>) {
  while (!(await done())) await sleep(20);
}

describe('operator control and a feed server that fails', () => {
  let shop: Awaited<ReturnType<typeof startFeedServer>>;
  let bed: Awaited<ReturnType<typeof feedTestBed>> | undefined;
  const current = () => bed as NonNullable<typeof bed>;
  const users = () => bed?.store.collection<User>(COLLECTIONS.users);
  const runs = () => bed?.store.collection<FeedRun>(COLLECTIONS.feedRuns);

  beforeAll(async () => {
    shop = await startFeedServer();
  });
  afterAll(() => shop.close());
  afterEach(async () => {
    await bed?.close();
    bed = undefined;
  });

  it('fetches none of 20 feeds of a blocked merchant, nor the feed of a pending one', async () => {
    bed = await feedTestBed();
    shop.serve(rss([item('A-1', '4012345678901')]), '"a"');
    shop.requests.length = 0;
    await users()?.updateOne({ _id: NAPFLADEN }, { $set: { status: 'blocked' } });
    await users()?.updateOne({ _id: FELLKISTE }, { $set: { status: 'pending' } });
    const feeds = [];
    for (let i = 0; i < 20; i++) feeds.push(await bed.addFeed(`${shop.url}?n=${i}`, 'google-xml', NAPFLADEN));
    const pending = await bed.addFeed(shop.url, 'google-xml', FELLKISTE);
    await bed.worker.start({ tickMs: 3_600_000 });
    await bed.tick();
    // A pull asked for directly (one queued before the block) is not fetched either.
    expect(await bed.worker.pullFeed(feeds[0]?._id as string)).toBeNull();
    expect(await bed.worker.pullFeed(pending._id)).toBeNull();
    expect(shop.requests).toHaveLength(0);
    expect(await runs()?.count({})).toBe(0);

    await users()?.updateOne({ _id: NAPFLADEN }, { $set: { status: 'active' } });
    await bed.tick();
    expect(shop.requests).toHaveLength(20);
  });

  it('lets other merchants’ pulls finish while one feed server never answers', async () => {
    // The dead server takes the connection and never says a word.
    const held: ServerResponse[] = [];
    const dead = createServer((_req: IncomingMessage, res) => held.push(res));
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    bed = await feedTestBed({ timeoutMs: 120_000, concurrency: 4 });
    let silent: { _id: string } | undefined;
    try {
      // Each merchant's feed links to its own shop (?shop= names it).
      shop.answer((req, res) => {
        const shopName = new URL(req.url ?? '/', 'http://x').searchParams.get('shop') ?? '';
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(rss([item('A-1', '4012345678901', '', shopName)]));
      });
      silent = await bed.addFeed(
        `http://127.0.0.1:${(dead.address() as AddressInfo).port}/feed.xml`,
        'google-xml',
        NAPFLADEN,
      );
      const others = [
        await bed.addFeed(`${shop.url}?shop=fellkiste`, 'google-xml', FELLKISTE),
        await bed.addFeed(`${shop.url}?shop=pfotenhof`, 'google-xml', PFOTENHOF),
      ];
      await bed.worker.start({ tickMs: 3_600_000 });
      await enqueueFeedPull(bed.feedQueue, silent._id);
      for (const feed of others) await enqueueFeedPull(bed.feedQueue, feed._id);
      await until(async () => (await runs()?.count({ status: 'imported' })) === 2);
      expect(await runs()?.findOne({ feed: silent._id })).toMatchObject({ status: 'running' });
      expect(held).toHaveLength(1);
      const product = (await bed.products.findOne({ _id: HUHN })) as Product;
      expect(visibleOffers(product.variants, owners, clockNow()).map((v) => v.merchant)).toContain(
        'Fellkiste',
      );
    } finally {
      dead.closeAllConnections();
      await new Promise((resolve) => dead.close(resolve));
    }
    await bed.feedQueue.idle();
    expect(await runs()?.findOne({ feed: silent?._id })).toMatchObject({
      status: 'failed',
      error: 'Der Feed-Server ist nicht erreichbar.',
    });
  });

  it('reads a body that takes longer than the timeout at network speed, and fails one that pauses longer', async () => {
    bed = await feedTestBed({ timeoutMs: 1_000 });
    const body = Buffer.from(rss(Array.from({ length: 60 }, (_, i) => item(`S-${i}`, '4012345678901'))));
    const pieces = 30;
    const piece = Math.ceil(body.length / pieces);
    // 30 pieces 60 ms apart: 1,8 s in all, never a pause of a second.
    shop.answer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      let sent = 0;
      const next = () => {
        res.write(body.subarray(sent * piece, (sent + 1) * piece));
        sent++;
        if (sent < pieces) setTimeout(next, 60);
        else res.end();
      };
      next();
    });
    const steady = await bed.addFeed(shop.url, 'google-xml');
    expect(await bed.worker.pullFeed(steady._id)).toMatchObject({ status: 'imported', rowsRead: 60 });
    shop.answer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.write(body.subarray(0, piece));
    });
    const stalled = await bed.addFeed(shop.url, 'google-xml', FELLKISTE);
    expect(await bed.worker.pullFeed(stalled._id)).toMatchObject({
      status: 'failed',
      error: 'Der Feed-Server hat die Übertragung länger als 1 s unterbrochen.',
    });
  });

  it('switches a sale price back when the sale ends, while the feed answers 304', async () => {
    let now = new Date();
    bed = await feedTestBed({}, { clock: () => now });
    const ends = new Date(now.getTime() + 86_400_000);
    const dates = `${new Date(now.getTime() - 86_400_000).toISOString()}/${ends.toISOString()}`;
    shop.serve(
      rss([
        item(
          'A-1',
          '4012345678901',
          `<g:sale_price>1.99 EUR</g:sale_price><g:sale_price_effective_date>${dates}</g:sale_price_effective_date>`,
        ),
      ]),
      '"sale"',
    );
    shop.requests.length = 0;
    const feed = await bed.addFeed(shop.url, 'google-xml', NAPFLADEN);
    await bed.worker.start({ tickMs: 3_600_000 });
    await bed.worker.pullFeed(feed._id);
    const offer = async () =>
      visibleOffers(
        ((await current().products.findOne({ _id: HUHN })) as Product).variants,
        owners,
        offerClock(now.getTime()),
      )[0];
    expect(await offer()).toMatchObject({ price: 1.99 });
    await bed.tick();
    expect(await offer()).toMatchObject({ price: 1.99 });
    now = new Date(ends.getTime() + 60_000);
    await bed.tick();
    expect(await offer()).toMatchObject({ price: 2.49 });
    // The feed was asked again (its day was over) and answered 304: nothing else changed the price.
    expect((await runs()?.find({ feed: feed._id }, { sort: { startedAt: -1 } }))?.[0]).toMatchObject({
      status: 'unchanged',
    });
    expect(shop.requests.at(-1)?.['if-none-match']).toBe('"sale"');
  });

  it('keeps waiting rows up to the cap and reports the rest; forgets rows the feed dropped and those of a deleted feed', async () => {
    bed = await feedTestBed({ reviewCap: 2 });
    const review = bed.store.collection<FeedReviewItem>(COLLECTIONS.feedReview);
    shop.serve(rss(UNKNOWN.map((gtin, i) => item(`U-${i}`, gtin))), '"u1"');
    const feed = await bed.addFeed(shop.url, 'google-xml');
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({
      status: 'refused',
      unmatched: 4,
      reviewCut: 2,
    });
    const kept = (await review.find({}, { sort: { key: 1 } })).map((r) => r.key);
    expect(kept).toHaveLength(2);
    // The same rows again (a new file, same content): stored once, not written again.
    const MARK = '2000-01-01T00:00:00.000Z';
    await review.updateMany({}, { $set: { changedAt: MARK } });
    shop.serve(rss(UNKNOWN.map((gtin, i) => item(`U-${i}`, gtin))), '"u1-again"');
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({ status: 'refused', reviewCut: 2 });
    expect((await review.find({}, { sort: { key: 1 } })).map((r) => [r.key, r.changedAt])).toEqual(
      kept.map((key) => [key, MARK]),
    );
    shop.serve(rss(UNKNOWN.slice(1).map((gtin, i) => item(`U-${i + 1}`, gtin))), '"u2"');
    await bed.worker.pullFeed(feed._id);
    expect(await review.count({ key: 'U-0' })).toBe(0);
    expect(await review.count({ owner: NAPFLADEN })).toBe(2);
    const service = createFeedService({
      store: bed.store,
      offerAge: createOfferAge(),
      queue: bed.feedQueue,
      productWrites: bed.worker.productWrites,
      config: bed.config,
    });
    await service.remove(NAPFLADEN, feed._id);
    expect(await review.count({})).toBe(0);
  });

  it('makes an assigned row an offer at once, without a new file; the next pulls keep it', async () => {
    bed = await feedTestBed();
    shop.serve(
      rss([
        item(
          'NL-9',
          UNKNOWN[0] as string,
          '<g:shipping><g:country>DE</g:country><g:price>3,95 EUR</g:price></g:shipping>',
        ),
      ]),
      '"v1"',
    );
    const feed = await bed.addFeed(shop.url, 'google-xml');
    await bed.worker.pullFeed(feed._id);
    const row = await bed.store.collection<FeedReviewItem>(COLLECTIONS.feedReview).findOne({ key: 'NL-9' });
    const editors = createFeedReviewService({
      store: bed.store,
      queue: bed.feedQueue,
      productWrites: bed.worker.productWrites,
    });
    await editors.assign(row?._id as string, OHNE_CODE, 'editor');
    const offers = async () =>
      ((await current().products.findOne({ _id: OHNE_CODE })) as Product).variants.filter(
        (v) => v.owner === NAPFLADEN,
      );
    expect(await offers()).toEqual([
      expect.objectContaining({
        offerKey: 'NL-9',
        feed: feed._id,
        price: 2.49,
        deliveryCost: 3.95,
        size: 400,
      }),
    ]);
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({ status: 'unchanged' });
    const before = await offers();
    shop.serve(rss([item('NL-9', UNKNOWN[0] as string)]), '"v2"');
    expect(await bed.worker.pullFeed(feed._id)).toMatchObject({ status: 'imported', matched: 1 });
    expect(await offers()).toEqual([expect.objectContaining({ _id: before[0]?._id, offerKey: 'NL-9' })]);
  });
});
