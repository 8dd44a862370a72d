import { COLLECTIONS, type OutboxMessage } from '@futterkompass/adapters';
import {
  bestOffer,
  formatUnitPrice,
  type PriceAlert,
  type PriceHistoryEntry,
  type Product,
  unitPrice,
  type Variant,
  visibleOffers,
} from '@futterkompass/domain';
import { clockNow } from '@futterkompass/domain/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { json } from '../../testing/json';
import { startTestServer } from '../../testing/test-server';

const FEED_KEY = 'feed-key-for-the-tests-000001';
const ADMIN_TOKEN = 'admin-token-for-the-tests-0001';

/** A product's offers that may compete for its best offer, as the feed row for each. */
const counting = (p: Product) =>
  p.variants.filter(
    (v) => v.published && v.is_for_sale && v.in_stock && v.updatedByBot && v.network !== 'b2b' && v.link,
  );

const csvRow = (product: string, v: Variant, price: string) =>
  [
    product,
    v.merchant_name,
    v.link,
    price,
    String(v.size).replace('.', ','),
    v.unit,
    v.amount,
    v.packaging,
  ].join(';');
const HEADER = 'product;merchant_name;link;price;size;unit;amount;packaging';

describe('offer feeds', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let api: ReturnType<typeof apiClient>;
  let products: ReturnType<typeof server.adapters.store.collection<Product>>;
  const idle = () => server.adapters.queue.idle();
  const feed = (body: string, headers: Record<string, string> = { 'x-feed-key': FEED_KEY }) =>
    fetch(`${server.url}/api/admin/offers`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', ...headers },
      body,
    });
  const alertMails = async (to: string) =>
    (await server.adapters.store.collection<OutboxMessage>(COLLECTIONS.outbox).find({ to })).filter((m) =>
      m.subject.startsWith('Preisalarm'),
    );
  const history = () => server.adapters.store.collection<PriceHistoryEntry>(COLLECTIONS.priceHistory);

  beforeAll(async () => {
    server = await startTestServer({
      env: { OFFER_FEED_KEY: FEED_KEY, ADMIN_TOKEN, RATE_LIMIT_AUTH: '10000', RATE_LIMIT_WRITES: '10000' },
    });
    api = apiClient(server.url, server.adapters.store);
    products = server.adapters.store.collection<Product>(COLLECTIONS.products);
  });
  afterAll(() => server.cleanup());

  it('lets only the feed key and the admin token in', async () => {
    expect(await feed(HEADER, {})).toMatchObject({ status: 401 });
    const wrong = await feed(HEADER, { 'x-feed-key': `${FEED_KEY}x` });
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toEqual({ success: false, message: 'Nicht berechtigt.' });
    expect((await feed(HEADER, { 'x-admin-token': FEED_KEY })).status).toBe(401);
    expect((await feed(HEADER, { 'x-feed-key': ADMIN_TOKEN })).status).toBe(401);
    expect((await feed(`${HEADER}\n`, { 'x-feed-key': FEED_KEY })).status).toBe(200);
    expect((await feed(`${HEADER}\n`, { 'x-admin-token': ADMIN_TOKEN })).status).toBe(200);
  });

  it('imports good rows, reports bad ones by line, is idempotent, lowers the best offer, sorts the list, records the history and mails a reached alert once', async () => {
    const [target, other] = (
      await products.find({ published: true, type1: 'wet' }, { sort: { _id: 1 } })
    ).filter((p) => counting(p).length > 0) as [Product, Product];
    const offer = counting(target)[0] as Variant;
    const grams = offer.unit === 'kg' || offer.unit === 'l' ? (offer.size ?? 0) * 1000 : (offer.size ?? 0);
    // 0,05 € per 100 g: far below any seeded offer, so the product leads the price sort.
    const low = ((0.05 * (offer.amount ?? 1) * grams) / 100).toFixed(2);
    const lowUnit = unitPrice(Number(low), offer.amount ?? 1, offer.size ?? 0, offer.unit ?? 'g');

    const user = await api.signUp('Sparfuchs');
    const alert = await api.post(
      '/api/price-alerts',
      { product: target._id, targetUnitPrice: 1 },
      user.token,
    );
    expect(alert.status).toBe(200);

    const body = [
      HEADER,
      csvRow(target.urlExtension, offer, low.replace('.', ',')),
      `${other._id};bitiba.de;https://www.bitiba.de/neu-${other.urlExtension};"2,49";400;g;;Dose`,
      csvRow('gibt-es-nicht', offer, '1,00'),
      `${other._id};bitiba.de;https://www.bitiba.de/x;teuer;400;Pfund;1;can`,
      `${other._id};bitiba.de;"https://www.bitiba.de/y"z;1;400;g;1;can`,
      `${other._id};bitiba.de;https://www.bitiba.de/z;1`,
      '',
    ].join('\n');
    const imported = await feed(`\ufeff${body}`);
    expect(imported.status).toBe(200);
    expect(await json(imported)).toEqual({
      success: true,
      rows: 6,
      imported: 2,
      rejected: 4,
      rejectedRows: [
        { line: 4, reason: 'Kein Produkt mit product „gibt-es-nicht“ gefunden.' },
        {
          line: 5,
          reason: 'price „teuer“ ist keine Zahl; unit „pfund“ ist unbekannt (erlaubt: g, kg, ml, l).',
        },
        { line: 6, reason: 'link „"https://www.bitiba.de/y"z“ ist keine http(s)-Adresse.' },
        { line: 7, reason: 'Zeile hat 4 statt 8 Spalten.' },
      ],
      offersAdded: 1,
      offersUpdated: 1,
      productsChanged: 2,
      durationMs: expect.any(Number),
    });
    const added = (await products.findOne({ _id: other._id }))?.variants.at(-1);
    expect(added).toMatchObject({
      link: `https://www.bitiba.de/neu-${other.urlExtension}`,
      price: 2.49,
      amount: 1,
      packaging: 'can',
      published: true,
      in_stock: true,
      updatedByBot: true,
    });

    // Through the queue and the indexer into the search: the list's price sort leads with it.
    await idle();
    const list = await json(
      fetch(`${server.url}/api/filter-products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filters: { animal: target.animal, type1: 'wet', sortBy: 'price_asc' } }),
      }),
    );
    expect(list.products[0]).toMatchObject({ _id: target._id, bestOffer: { unitPrice: lowUnit } });
    const detail = await json(fetch(`${server.url}/api/product?url=${target.urlExtension}`));
    expect(detail.product.bestOffer).toMatchObject({ _id: offer._id, unitPrice: lowUnit });

    const recorded = await history().find(
      { productId: target._id, offerKey: offer._id },
      { sort: { at: 1 } },
    );
    expect(recorded.at(-1)).toMatchObject({ price: Number(low), unitPrice: lowUnit });
    const chart = await json(fetch(`${server.url}/api/price-history?product=${target._id}`));
    expect(chart.days.at(-1)).toEqual({ day: expect.any(String), unitPrice: lowUnit });
    expect(chart.lowest90).toEqual({ day: chart.days.at(-1).day, unitPrice: lowUnit });

    const mails = await alertMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(
      new RegExp(`^Preisalarm: .+ für ${formatUnitPrice(lowUnit, offer.unit ?? 'g')}$`),
    );
    // Shipping and VAT beside the offer's price, no price per 100 g.
    expect(mails[0]?.text).toMatch(
      /\(inkl\. MwSt\., (zzgl\. \d+,\d\d € Versand|versandkostenfrei|Versand unbekannt)\)/,
    );
    expect(mails[0]?.text).not.toMatch(/(\/|je|pro) ?100 (g|ml)/);
    expect(mails[0]?.links).toContain(offer.link);
    const alerts = server.adapters.store.collection<PriceAlert>(COLLECTIONS.priceAlerts);
    expect((await alerts.findOne({ userId: user.id }))?.firedAt).toEqual(expect.any(String));

    // The same feed again: no write, no reindex, no history entry, no mail.
    const revision = (await products.findOne({ _id: target._id }))?.rev;
    const entries = await history().count();
    const enqueue = vi.spyOn(server.adapters.queue, 'enqueue');
    const again = await json(feed(body));
    expect(again).toMatchObject({
      imported: 2,
      rejected: 4,
      productsChanged: 0,
      offersAdded: 0,
      offersUpdated: 0,
    });
    expect(enqueue).not.toHaveBeenCalled();
    expect((await products.findOne({ _id: target._id }))?.rev).toBe(revision);
    expect(await history().count()).toBe(entries);

    // Lower still: written and indexed, but the fired alert never mails twice.
    const lower = await json(feed([HEADER, csvRow(target._id, offer, '0,01')].join('\n')));
    expect(lower).toMatchObject({ productsChanged: 1, offersUpdated: 1 });
    expect(enqueue).toHaveBeenCalledTimes(1);
    enqueue.mockRestore();
    await idle();
    expect(await alertMails(user.email)).toHaveLength(1);
    const saved = (await products.findOne({ _id: target._id })) as Product;
    expect(bestOffer(visibleOffers(saved.variants, new Map(), clockNow()))?._id).toBe(offer._id);
  });

  it('finds the product by a barcode written with or without leading zeros (GTIN-14)', async () => {
    const [product] = await products.find({ published: true }, { limit: 1, sort: { _id: 1 } });
    const barcode = product?.sizes[0]?.barcode as string;
    expect(barcode).toMatch(/^\d{13}$/);
    const rows = [
      'barcode;merchant_name;link;price;size;unit;packaging',
      `${barcode.padStart(14, '0')};zooplus.de;https://www.zooplus.de/gtin-14;3,49;400;g;Dose`,
    ].join('\n');
    expect(await json(feed(rows))).toMatchObject({ rows: 1, imported: 1, rejected: 0 });
    await idle();
    const saved = (await products.findOne({ _id: product?._id })) as Product;
    expect(saved.variants).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ link: 'https://www.zooplus.de/gtin-14', price: 3.49 }),
      ]),
    );
  });

  it('reads a JSON array, and refuses a feed it cannot read as a whole with a German message', async () => {
    const [product] = await products.find({ published: true }, { limit: 1, sort: { _id: -1 } });
    const post = (body: string, contentType: string) =>
      fetch(`${server.url}/api/admin/offers`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'x-admin-token': ADMIN_TOKEN },
        body,
      });
    const entries = [
      {
        product: product?.urlExtension,
        merchant_name: 'zooplus.de',
        link: 'https://www.zooplus.de/json-1',
        price: 4.99,
        size: 1,
        unit: 'kg',
        packaging: 'bag',
        in_stock: false,
      },
      'kein Objekt',
      { product: product?._id, merchant_name: 'zooplus.de', link: 'https://www.zooplus.de/json-2' },
    ];
    const answer = await json(post(JSON.stringify(entries), 'application/json'));
    expect(answer).toMatchObject({
      rows: 3,
      imported: 1,
      offersAdded: 1,
      rejectedRows: [
        { line: 2, reason: 'Eintrag ist kein Objekt.' },
        { line: 3, reason: 'price fehlt; size fehlt; unit fehlt; packaging fehlt.' },
      ],
    });

    for (const [body, type, status, message] of [
      ['{"product":"x"}', 'application/json', 400, 'Ein JSON-Feed ist ein Array von Angeboten.'],
      [
        'product;preis\nx;1',
        'text/csv',
        400,
        'Unbekannte Spalte „preis“. Erlaubt sind: product, barcode, merchant_name, link, price, size, unit, amount, packaging, in_stock, deliveryCost, deliveryTime.',
      ],
      [
        'product;link\nx;y',
        'text/csv',
        400,
        'Es fehlen Spalten in der Kopfzeile: merchant_name, price, size, unit, packaging.',
      ],
      ['', 'text/csv', 400, 'Der Feed ist leer: es fehlt die Kopfzeile.'],
      ['<xml/>', 'application/xml', 415, 'Der Feed muss als text/csv oder application/json gesendet werden.'],
    ] as const) {
      const refused = await post(body, type);
      expect(refused.status).toBe(status);
      expect(await json(refused)).toEqual({ success: false, message });
    }
  });
});
