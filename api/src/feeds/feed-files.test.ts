import { gzipSync } from 'node:zlib';
import { COLLECTIONS } from '@futterkompass/adapters';
import {
  bestOffer,
  type FeedReviewItem,
  type Owner,
  type Product,
  visibleOffers,
} from '@futterkompass/domain';
import { clockNow } from '@futterkompass/domain/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aMerchant, feedTestBed, startFeedServer } from '../testing/feed-test-bed';

const NAPFLADEN = 'c00000000000000000000001';
const HUHN = 'a00000000000000000000001';
const RIND = 'a00000000000000000000002';
const owners = new Map<string, Owner>([[NAPFLADEN, aMerchant(NAPFLADEN, 'Napfladen')]]);

/** Bytes as a shop system writes them: each character below 256 as one byte (0x80 is € in windows-1252). */
const bytes = (text: string) => Buffer.from(text, 'latin1');
const utf8 = (text: string) => Buffer.from(text, 'utf8');

const IDEALO_HEADER = 'sku;eans;title;brand;url;price;deliveryTime;deliveryCosts_dhl\r\n';

describe('shop feeds written byte for byte as shops write them', () => {
  let bed: Awaited<ReturnType<typeof feedTestBed>>;
  let shop: Awaited<ReturnType<typeof startFeedServer>>;
  const offerOf = async (id: string) => {
    const product = (await bed.products.findOne({ _id: id })) as Product;
    return visibleOffers(
      product.variants.filter((v) => v.owner === NAPFLADEN),
      owners,
      clockNow(),
    )[0];
  };
  const pull = async (
    body: Buffer,
    format: 'google-xml' | 'google-tsv' | 'idealo-csv',
    type: string,
    headers = {},
    file = '',
  ) => {
    shop.serve(body, `"${body.length}"`, type, headers);
    const feed = await bed.addFeed(`${shop.url}${file}`, format);
    return bed.worker.pullFeed(feed._id);
  };

  beforeAll(async () => {
    shop = await startFeedServer();
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    bed = await feedTestBed({ timeoutMs: 2_000 });
  });
  afterEach(() => bed.close());

  it('reads an idealo CSV in windows-1252 (no charset named): umlauts, "2,49 €" and "3,95" shipping', async () => {
    const file = bytes(
      `${IDEALO_HEADER}NL-1;4012345678901;H\u00fchnchen pur Dose 400 g;M\u00fcller;https://napfladen.example/1;2,49 \u0080;1-2 Werktage;3,95\r\n`,
    );
    expect(file.includes(0x80)).toBe(true);
    expect(await pull(file, 'idealo-csv', 'text/csv')).toMatchObject({ status: 'imported', matched: 1 });
    expect(await offerOf(HUHN)).toMatchObject({ price: 2.49, deliveryCost: 3.95, size: 400 });
    const review = await pull(
      bytes(
        `${IDEALO_HEADER}NL-2;;H\u00fchnchen & Kürbis Dose 400 g;;https://napfladen.example/2;1,99;;\r\n`,
      ),
      'idealo-csv',
      'text/csv',
    );
    expect(review).toMatchObject({ unmatched: 1 });
    expect(
      await bed.store.collection<FeedReviewItem>(COLLECTIONS.feedReview).findOne({ key: 'NL-2' }),
    ).toMatchObject({ title: 'Hühnchen & Kürbis Dose 400 g' });
  });

  it('reads the charset from the HTTP header, and from the XML declaration', async () => {
    const csv = bytes(
      `${IDEALO_HEADER}NL-1;4012345678901;R\u00fcbe Dose 400 g;;https://napfladen.example/1;2,49;;\r\n`,
    );
    await pull(csv, 'idealo-csv', 'text/csv; charset=ISO-8859-1');
    const xml = bytes(`<?xml version="1.0" encoding="ISO-8859-1"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>
<item><g:id>NL-3</g:id><title>H\u00fchnchen Men\u00fc Dose 400 g</title><link>https://napfladen.example/3</link>
<g:price>2,59 EUR</g:price><g:gtin>4099999999996</g:gtin></item></channel></rss>`);
    expect(await pull(xml, 'google-xml', 'application/xml')).toMatchObject({ unmatched: 1 });
    expect(
      await bed.store.collection<FeedReviewItem>(COLLECTIONS.feedReview).findOne({ key: 'NL-3' }),
    ).toMatchObject({ title: 'Hühnchen Menü Dose 400 g', price: 2.59 });
  });

  it('unpacks gzip sent with Content-Encoding, and a .xml.gz file', async () => {
    const xml = utf8(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>
<item><g:id>NL-1</g:id><title>Huhn Dose 400 g</title><link>https://napfladen.example/1</link>
<g:price>2.29 EUR</g:price><g:gtin>4012345678901</g:gtin></item></channel></rss>`);
    expect(
      await pull(gzipSync(xml), 'google-xml', 'application/xml', { 'content-encoding': 'gzip' }),
    ).toMatchObject({ status: 'imported', matched: 1 });
    expect(await offerOf(HUHN)).toMatchObject({ price: 2.29 });
    const again = Buffer.from(xml.toString('utf8').replace('2.29 EUR', '2.19 EUR'));
    expect(await pull(gzipSync(again), 'google-xml', 'application/gzip')).toMatchObject({ matched: 1 });
    expect(await offerOf(HUHN)).toMatchObject({ price: 2.19 });
  });

  it('reads a Google XML in windows-1252 with CRLF, sent as a .xml.gz file: "2,49 €", umlauts, "3,95 EUR" shipping', async () => {
    const xml = bytes(
      [
        '<?xml version="1.0" encoding="windows-1252"?>',
        '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>',
        '<item><g:id>NL-1</g:id><g:title>H\u00fchnchen pur Dose 400 g</g:title><g:link>https://napfladen.example/1</g:link>',
        '<g:price>2,49 \u0080</g:price><g:gtin>4012345678901</g:gtin>',
        '<g:shipping><g:country>DE</g:country><g:service>Standard</g:service><g:price>3,95 EUR</g:price></g:shipping></item>',
        '<item><g:id>NL-7</g:id><g:title>Gefl\u00fcgel-Men\u00fc Dose 400 g</g:title><g:link>https://napfladen.example/7</g:link>',
        '<g:price>1,79 \u0080</g:price><g:gtin>4099999999996</g:gtin></item>',
        '</channel></rss>',
      ].join('\r\n'),
    );
    expect(xml.includes(0x80)).toBe(true);
    // Served as the bytes of the .gz file, with a type that names neither gzip nor a charset.
    expect(await pull(gzipSync(xml), 'google-xml', 'application/octet-stream', {}, '.xml.gz')).toMatchObject({
      status: 'partial',
      matched: 1,
      unmatched: 1,
    });
    expect(await offerOf(HUHN)).toMatchObject({ price: 2.49, deliveryCost: 3.95 });
    expect(
      await bed.store.collection<FeedReviewItem>(COLLECTIONS.feedReview).findOne({ key: 'NL-7' }),
    ).toMatchObject({ title: 'Geflügel-Menü Dose 400 g', price: 1.79 });
  });

  it('reads a UTF-8 CSV with BOM, CRLF and a quoted line break, and names a refused row by its line, id and title', async () => {
    const file = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      utf8(
        `${IDEALO_HEADER}NL-1;4012345678901;"Huhn pur\r\nDose 400 g";;https://napfladen.example/1;2,49;;\r\nNL-2;4012345678918;Rind pur Dose 400 g;;https://napfladen.example/2;2,49 USD;;\r\n`,
      ),
    ]);
    const run = await pull(file, 'idealo-csv', 'text/csv; charset=utf-8');
    expect(run).toMatchObject({ status: 'partial', matched: 1, refused: 1 });
    expect(run?.refusedRows).toEqual([
      {
        line: 4,
        key: 'NL-2',
        title: 'Rind pur Dose 400 g',
        reason: 'Der Preis ist nicht in Euro angegeben.',
      },
    ]);
  });

  it('understands a TSV header with sub-attributes in brackets, and old German idealo headers', async () => {
    const tsv = utf8(
      'id\ttitle\tlink\tprice\tgtin\tshipping(country:price)\r\nT-1\tHuhn Dose 400 g\thttps://napfladen.example/t1\t2,49 EUR\t04012345678901\tDE:3,95 EUR\r\n',
    );
    expect(await pull(tsv, 'google-tsv', 'text/tab-separated-values')).toMatchObject({ matched: 1 });
    expect(await offerOf(HUHN)).toMatchObject({ deliveryCost: 3.95 });
    const old = bytes(
      'Artikelnummer;EAN;Produktname;Preis;Lieferzeit;ProduktURL;Versandkosten Vorkasse\r\nA-1;4012345678918;Rind pur Dose 400 g;1,89;nicht lieferbar;https://napfladen.example/a1;4,90\r\n',
    );
    expect(await pull(old, 'idealo-csv', 'text/csv')).toMatchObject({ status: 'imported', matched: 1 });
    const rind = await offerOf(RIND);
    expect(rind).toMatchObject({ price: 1.89, deliveryCost: 4.9, inStock: false });
    // Not in stock: shown, never the best offer.
    expect(bestOffer([rind as NonNullable<typeof rind>])).toBeNull();
    const unknown = await pull(
      utf8('Nummer;Bezeichnung;Kosten\r\n1;Huhn;2,49\r\n2;Rind;2,59\r\n'),
      'idealo-csv',
      'text/csv',
    );
    expect(unknown).toMatchObject({
      status: 'failed',
      error:
        'Die Kopfzeile des idealo-Feeds nennt keine Spalte für die Artikel-ID (sku bzw. Artikelnummer), den Preis (price bzw. Preis), die Adresse des Angebots (url bzw. ProduktURL); gefunden: Nummer, title, Kosten.',
    });
  });

  it('decodes entities a shop escaped twice, and a pack as the GTIN names it', async () => {
    const xml = utf8(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>
<item><g:id>NL-1</g:id><title>H&amp;uuml;hnchen pur Frischebeutel 12 x 85g</title><link>https://napfladen.example/1?a=1&amp;amp;b=2</link>
<g:price>9.60 EUR</g:price><g:gtin>04012345678901</g:gtin><g:multipack>12</g:multipack><g:unit_pricing_measure>85 g</g:unit_pricing_measure></item>
<item><g:id>NL-9</g:id><title>M&amp;uuml;sli f&amp;uuml;r Hunde 400 g</title><link>https://napfladen.example/9</link>
<g:price>3.20 EUR</g:price><g:gtin>4099999999996</g:gtin></item>
</channel></rss>`);
    expect(await pull(xml, 'google-xml', 'application/xml')).toMatchObject({ matched: 1, unmatched: 1 });
    // Twelve 85 g packages as the title says (not 12 x 7,083 g); the package the GTIN names is a can,
    // which wins over the title's "Frischebeutel".
    expect(await offerOf(HUHN)).toMatchObject({
      link: 'https://napfladen.example/1?a=1&b=2',
      amount: 12,
      size: 85,
      packaging: 'can',
    });
    expect(
      await bed.store.collection<FeedReviewItem>(COLLECTIONS.feedReview).findOne({ key: 'NL-9' }),
    ).toMatchObject({ title: 'Müsli für Hunde 400 g' });
  });

  it('splits a whole multipack into the packages its GTIN names', async () => {
    const xml = utf8(`<?xml version="1.0"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>
<item><g:id>NL-2</g:id><title>Rind pur Vorratspack</title><link>https://napfladen.example/2</link>
<g:price>13.50 EUR</g:price><g:gtin>4012345678918</g:gtin><g:unit_pricing_measure>2400 g</g:unit_pricing_measure></item>
</channel></rss>`);
    await pull(xml, 'google-xml', 'application/xml');
    // Rind pur's GTIN is its 400 g can: 2.400 g are six of them, 0,56 € per 100 g.
    expect(await offerOf(RIND)).toMatchObject({ amount: 6, size: 400, unit: 'g', basePrice: 0.56 });
  });
});
