import { describe, expect, it } from 'vitest';
import { aVariant } from '../../testing/builders';
import { mergeMerchantOffers } from '../merchant-merge';
import { googleColumn, googleHeaderProblem, mapGoogleItem, shippingInFullForm } from './google';
import { gtinForms, readGtins, toGtin14 } from './gtin';
import { idealoColumn, idealoHeaderProblem, mapIdealoLine } from './idealo';
import { fitToPackage, packReadings, parseMeasure } from './measure';
import { euros } from './shop-row';

const now = new Date('2026-11-20T12:00:00Z');
const shop = { now, merchantName: 'Napfladen' };
const item = {
  id: 'A-1',
  title: 'Waldhof Huhn pur Dose',
  link: 'https://napfladen.example/a-1',
  price: '2.49 EUR',
  availability: 'in_stock',
  gtin: '4012345678901',
  unit_pricing_measure: '400 g',
};

describe('mapGoogleItem', () => {
  it('reads Google’s attributes into an offer with size, packaging and shipping to Germany', () => {
    expect(
      mapGoogleItem({ ...item, shipping: 'AT:::5.90 EUR,DE:::3.95 EUR', brand: 'Waldhof' }, shop),
    ).toEqual({
      row: {
        key: 'A-1',
        gtins: ['4012345678901'],
        title: 'Waldhof Huhn pur Dose',
        brand: 'Waldhof',
        offer: {
          merchant_name: 'Napfladen',
          link: 'https://napfladen.example/a-1',
          price: 2.49,
          size: 400,
          unit: 'g',
          amount: 1,
          packaging: 'can',
          in_stock: true,
          deliveryCost: 3.95,
        },
      },
    });
  });

  it('splits a multipack’s measure over its packages and takes the sale price within its dates', () => {
    const row = mapGoogleItem(
      {
        ...item,
        multipack: '6',
        unit_pricing_measure: '2.4 kg',
        sale_price: '11.94 EUR',
        sale_price_effective_date: '2026-11-01T00:00+01:00/2026-12-01T00:00+01:00',
        price: '13.50 EUR',
      },
      shop,
    );
    expect(row).toMatchObject({
      row: {
        offer: {
          price: 11.94,
          size: 0.4,
          unit: 'kg',
          amount: 6,
          // Kept with the offer: the price goes back to 13.50 when the sale ends.
          regularPrice: 13.5,
          salePrice: 11.94,
          saleUntil: '2026-11-30T23:00:00.000Z',
          priceChangeAt: '2026-11-30T23:00:00.000Z',
        },
      },
    });
    const expired = mapGoogleItem(
      { ...item, sale_price: '1.00 EUR', sale_price_effective_date: '2026-10-01T00:00Z/2026-10-31T00:00Z' },
      shop,
    );
    expect(expired).toMatchObject({ row: { offer: { price: 2.49 } } });
    expect(expired).not.toHaveProperty('row.offer.salePrice');
    const ahead = mapGoogleItem(
      { ...item, sale_price: '1,99 EUR', sale_price_effective_date: '2026-12-01T00:00Z/2026-12-08T00:00Z' },
      shop,
    );
    expect(ahead).toMatchObject({
      row: { offer: { price: 2.49, salePrice: 1.99, priceChangeAt: '2026-12-01T00:00:00.000Z' } },
    });
  });

  it('reads the size from the title when unit_pricing_measure is missing', () => {
    expect(packReadings({ title: 'Huhn pur 6 x 800g Dose' })).toEqual([{ size: 800, unit: 'g', amount: 6 }]);
    expect(packReadings({ title: 'Trockenfutter 12,5 kg' })).toEqual([{ size: 12.5, unit: 'kg', amount: 1 }]);
    expect(packReadings({ measure: '75cl' })).toEqual([{ size: 750, unit: 'ml', amount: 1 }]);
  });

  it.each([
    // Google's own example: the measure of the whole multipack.
    [
      { measure: '2400 g', multipack: 6 },
      { amount: 6, size: 400, unit: 'g' },
    ],
    // The pack written as the measure, with the multipack: 12 packages of 85 g (not 12 x 7,083 g).
    [
      { measure: '12 x 85g', multipack: 12 },
      { amount: 12, size: 85, unit: 'g' },
    ],
    [{ measure: '6x400 g' }, { amount: 6, size: 400, unit: 'g' }],
    [{ measure: '1,5 kg' }, { amount: 1, size: 1.5, unit: 'kg' }],
    // One can as the measure while the title names six: 6 x 800 g, not one 800 g can.
    [
      { measure: '800 g', title: 'Rind pur 6 x 800 g' },
      { amount: 6, size: 800, unit: 'g' },
    ],
    // The whole six-pack as the measure with "6 x 400 g" in the title: not one can of 2.400 g.
    [
      { measure: '2400 g', title: 'Huhn Dose 6 x 400 g' },
      { amount: 6, size: 400, unit: 'g' },
    ],
    [{ title: 'Katzenfutter 400 g x 6' }, { amount: 6, size: 400, unit: 'g' }],
    [{ title: 'Sparpaket Dose 2.400 g' }, { amount: 1, size: 2400, unit: 'g' }],
    [
      { measure: '2400 g', title: 'Rind pur 6er-Pack' },
      { amount: 6, size: 400, unit: 'g' },
    ],
  ])('reads the pack of %j as %j', (input, measure) => {
    expect(packReadings(input)[0]).toEqual(measure);
  });

  it('lets the package the GTIN names decide between the readings, and split a whole into its packages', () => {
    const perCan = packReadings({ measure: '85 g', multipack: 12 });
    expect(perCan[0]).toEqual({ amount: 12, size: 7.083, unit: 'g' });
    expect(fitToPackage(perCan, 85)).toEqual({ amount: 12, size: 85, unit: 'g' });
    expect(fitToPackage(packReadings({ measure: '2,4 kg' }), 400)).toEqual({
      amount: 6,
      size: 0.4,
      unit: 'kg',
    });
    expect(fitToPackage(packReadings({ measure: '400 g' }), 250)).toEqual({
      amount: 1,
      size: 400,
      unit: 'g',
    });
    expect(parseMeasure('Huhn pur')).toBeUndefined();
  });

  it('reads decimal commas in every money field, shipping included', () => {
    expect(euros('3,95 EUR')).toBe('3.95');
    expect(euros('EUR 1.299,00')).toBe('1299.00');
    expect(euros('2.49 €')).toBe('2.49');
    expect(euros('2,49 USD')).toBeNull();
    const row = mapGoogleItem({ ...item, price: '2,69 EUR', shipping: 'DE:::3,95 EUR,AT:::5,90 EUR' }, shop);
    expect(row).toMatchObject({ row: { offer: { price: 2.69, deliveryCost: 3.95 } } });
  });

  it('compares GTINs as GTIN-14 and says why a GTIN cannot match', () => {
    expect(toGtin14('4012345678901')).toBe('04012345678901');
    expect(gtinForms('00012345678905')).toEqual([
      '12345678905'.padStart(12, '0'),
      '0012345678905',
      '00012345678905',
    ]);
    expect(readGtins('04012345678901')).toEqual({ gtins: ['04012345678901'] });
    expect(readGtins('')).toEqual({ gtins: [], problem: 'Keine GTIN angegeben' });
    expect(readGtins('4012345678902')).toEqual({
      gtins: [],
      problem: 'GTIN „4012345678902“ hat eine falsche Prüfziffer',
    });
    expect(mapGoogleItem({ ...item, gtin: '4,01235E+12' }, shop)).toMatchObject({
      row: {
        gtins: [],
        gtinProblem: '„4,01235E+12“ ist keine GTIN: eine Tabellenkalkulation hat sie als Zahl gekürzt',
      },
    });
  });

  it('understands TSV headers with sub-attributes in brackets', () => {
    expect(googleColumn('g:Shipping(country:price)')).toEqual({
      key: 'shipping',
      parts: ['country', 'price'],
    });
    expect(googleColumn('Sale Price')).toEqual({ key: 'sale_price' });
    expect(shippingInFullForm('DE:3,95 EUR,AT:5,90 EUR', ['country', 'price'])).toBe(
      'DE:::3,95 EUR,AT:::5,90 EUR',
    );
    expect(googleHeaderProblem(['id', 'titel', 'preis'])).toBe(
      'Die Kopfzeile des Google-Feeds nennt keine Spalte für den Preis (price), die Adresse des Angebots (link); gefunden: id, titel, preis.',
    );
  });

  it.each([
    [{ id: '' }, 'Die Artikel-ID (id bzw. sku) fehlt.'],
    [{ price: '2.49 USD' }, 'Der Preis ist nicht in Euro angegeben.'],
    [
      { availability: 'bald' },
      'availability „bald“ ist unbekannt (erlaubt: in_stock, out_of_stock, preorder, backorder).',
    ],
    [
      { unit_pricing_measure: '', title: 'Huhn pur' },
      'Die Packungsgröße fehlt: weder unit_pricing_measure noch der Titel nennt sie (z. B. 400 g).',
    ],
    [{ link: 'javascript:alert(1)' }, 'link „javascript:alert(1)“ ist keine http(s)-Adresse.'],
    [{ multipack: '1.5' }, 'multipack „1.5“ ist keine ganze Zahl ab 1.'],
  ])('refuses %j with a German reason, naming the item', (over: Record<string, string>, error) => {
    const named = { ...(over.id !== '' && { key: 'A-1' }), title: over.title ?? item.title };
    expect(mapGoogleItem({ ...item, ...over }, shop)).toEqual({ error, ...named });
  });

  it('marks out-of-stock and backorder items as not in stock', () => {
    expect(mapGoogleItem({ ...item, availability: 'out of stock' }, shop)).toMatchObject({
      row: { offer: { in_stock: false } },
    });
    expect(mapGoogleItem({ ...item, availability: 'backorder' }, shop)).toMatchObject({
      row: { offer: { in_stock: false } },
    });
  });
});

describe('mapIdealoLine', () => {
  it('reads sku, several EANs, the price and the cheapest delivery', () => {
    const row = mapIdealoLine(
      {
        sku: 'S-9',
        eans: '4012345678901;4012345678918',
        title: 'Katzenfutter Schale 100 g',
        url: 'napfladen.example/s-9',
        price: '0.89',
        deliveryTime: '1-3 Werktage',
        deliveryCosts_dhl: '4.90',
        deliveryCosts_hermes: '3,90',
      },
      shop,
    );
    expect(row).toMatchObject({
      row: {
        key: 'S-9',
        gtins: ['4012345678901', '4012345678918'],
        offer: {
          link: 'https://napfladen.example/s-9',
          price: 0.89,
          size: 100,
          unit: 'g',
          packaging: 'bowl',
          deliveryCost: 3.9,
          deliveryTime: '1-3 Werktage',
        },
      },
    });
  });

  it('takes "nicht lieferbar" and similar delivery texts as out of stock', () => {
    const line = {
      sku: 'S-1',
      eans: '4012345678901',
      title: 'Huhn 400 g',
      url: 'https://n.example/1',
      price: '2,49',
    };
    for (const deliveryTime of ['nicht lieferbar', 'Derzeit nicht verfügbar', 'ausverkauft'])
      expect(mapIdealoLine({ ...line, deliveryTime }, shop)).toMatchObject({
        row: { offer: { in_stock: false } },
      });
    expect(mapIdealoLine({ ...line, deliveryTime: 'sofort lieferbar' }, shop)).not.toHaveProperty(
      'row.offer.in_stock',
    );
  });

  it('understands the older German idealo headers, and names missing columns once', () => {
    expect(
      [
        'Artikelnummer',
        'EAN',
        'Hersteller',
        'Produktname',
        'Preis',
        'Lieferzeit',
        'ProduktURL',
        'Versandkosten Vorkasse',
      ].map(idealoColumn),
    ).toEqual(['sku', 'ean', 'brand', 'title', 'price', 'deliveryTime', 'url', 'deliveryCosts_vorkasse']);
    expect(idealoHeaderProblem(['sku', 'title', 'Kosten'])).toBe(
      'Die Kopfzeile des idealo-Feeds nennt keine Spalte für den Preis (price bzw. Preis), die Adresse des Angebots (url bzw. ProduktURL); gefunden: sku, title, Kosten.',
    );
  });
});

describe('mergeMerchantOffers', () => {
  const ref = { owner: 'm1', feed: 'f1' };
  const at = {
    now: '2026-11-20T12:00:00.000Z',
    newId: () => 'new',
    removeDroppedBefore: '2026-11-06T12:00:00.000Z',
  };
  const offer = {
    merchant_name: 'Napfladen',
    link: 'https://n.example/1',
    price: 2,
    size: 400,
    unit: 'g' as const,
    packaging: 'can' as const,
  };
  const mine = (over = {}) =>
    aVariant({ network: 'b2b', owner: 'm1', feed: 'f1', offerKey: 'A', ...offer, amount: 1, ...over });

  it('adds a b2b offer of the owner and feed, and then changes nothing for the same row', () => {
    const first = mergeMerchantOffers([], [{ key: 'A', offer }], ref, at);
    expect(first).toMatchObject({
      added: 1,
      variants: [{ network: 'b2b', owner: 'm1', feed: 'f1', offerKey: 'A', price: 2 }],
    });
    expect(first.variants[0]?.confirmedAt).toBe(at.now);
    const again = mergeMerchantOffers(first.variants, [{ key: 'A', offer }], ref, at);
    expect(again).toMatchObject({ added: 0, updated: 0, confirmed: 0, expired: 0 });
    expect(again.variants[0]).toBe(first.variants[0]);
  });

  it('confirms the offers the next run names unchanged, and only those of its own feed', () => {
    const other = aVariant({
      network: 'b2b',
      owner: 'm2',
      feed: 'f9',
      offerKey: 'A',
      confirmedAt: '2026-11-18T06:00:00.000Z',
    });
    const portal = aVariant({ link: 'https://zooplus.example/x', confirmedAt: '2026-11-19T06:00:00.000Z' });
    const later = { ...at, now: '2026-11-21T12:00:00.000Z' };
    const merged = mergeMerchantOffers(
      [mine({ confirmedAt: at.now }), other, portal],
      [{ key: 'A', offer }],
      ref,
      later,
    );
    expect(merged).toMatchObject({ updated: 0, confirmed: 1 });
    expect(merged.variants[0]?.confirmedAt).toBe(later.now);
    expect(merged.variants.slice(1)).toEqual([other, portal]);
  });

  it('marks offers the feed no longer names unavailable, removes them after the retention, leaves others alone', () => {
    const other = aVariant({ network: 'b2b', owner: 'm2', feed: 'f9', offerKey: 'A' });
    const portal = aVariant({ link: 'https://zooplus.example/x' });
    const merged = mergeMerchantOffers([mine(), other, portal], [], ref, at);
    expect(merged.expired).toBe(1);
    expect(merged.variants[0]).toMatchObject({ is_for_sale: false, droppedAt: at.now });
    expect(merged.variants.slice(1)).toEqual([other, portal]);
    const later = mergeMerchantOffers(merged.variants, [], ref, {
      ...at,
      removeDroppedBefore: '2026-12-31T00:00:00.000Z',
    });
    expect(later).toMatchObject({ removed: 1, variants: [other, portal] });
  });

  it('brings a dropped offer back when the feed names it again', () => {
    const merged = mergeMerchantOffers(
      [mine({ is_for_sale: false, droppedAt: '2026-11-19T00:00:00.000Z' })],
      [{ key: 'A', offer }],
      ref,
      at,
    );
    expect(merged.updated).toBe(1);
    expect(merged.variants[0]?.is_for_sale).toBe(true);
    expect(merged.variants[0]).not.toHaveProperty('droppedAt');
  });
});
