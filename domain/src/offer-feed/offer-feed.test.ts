import { describe, expect, it } from 'vitest';
import { aVariant } from '../testing/builders';
import { mergeFeedOffers } from './merge';
import { type FeedOffer, parseFeedRow } from './row';

const good = {
  product: 'waldhof-huhn-pur',
  merchant_name: 'zooplus.de',
  link: 'https://www.zooplus.de/shop/waldhof-huhn-400g',
  price: '11,94',
  size: '400',
  unit: 'g',
  amount: '6',
  packaging: 'can',
};

describe('parseFeedRow', () => {
  it('reads a CSV row with decimal commas into a typed row', () => {
    expect(parseFeedRow({ ...good, in_stock: 'nein', deliveryCost: '3,95', deliveryTime: '2' })).toEqual({
      row: {
        product: { by: 'urlExtension', value: 'waldhof-huhn-pur' },
        offer: {
          merchant_name: 'zooplus.de',
          link: 'https://www.zooplus.de/shop/waldhof-huhn-400g',
          price: 11.94,
          size: 400,
          unit: 'g',
          amount: 6,
          packaging: 'can',
          in_stock: false,
          deliveryCost: 3.95,
          deliveryTime: 2,
        },
      },
    });
  });

  it('reads JSON values, product ids, barcodes, German packaging names and text delivery times', () => {
    const row = parseFeedRow({
      barcode: '4012345678901',
      merchant_name: 'Fressnapf',
      link: 'https://www.fressnapf.de/p/1',
      price: 2.99,
      size: 1.5,
      unit: 'KG',
      packaging: 'Sack',
      in_stock: true,
      deliveryTime: '2-3',
    });
    expect(row).toMatchObject({
      row: {
        product: { by: 'barcode', value: '4012345678901' },
        offer: { price: 2.99, size: 1.5, unit: 'kg', packaging: 'bag', in_stock: true, deliveryTime: '2-3' },
      },
    });
    expect(parseFeedRow({ ...good, product: '0123456789abcdef01234567' })).toMatchObject({
      row: { product: { by: '_id', value: '0123456789abcdef01234567' } },
    });
  });

  it('leaves optional fields out when they are blank', () => {
    const row = parseFeedRow({ ...good, amount: '', in_stock: ' ', deliveryCost: null });
    expect(row).toMatchObject({ row: { offer: { price: 11.94 } } });
    const offer = (row as { row: { offer: FeedOffer } }).row.offer;
    expect(Object.keys(offer)).not.toContain('amount');
    expect(Object.keys(offer)).not.toContain('in_stock');
    expect(Object.keys(offer)).not.toContain('deliveryCost');
  });

  it.each([
    [{ product: undefined }, 'product (Produkt-ID oder urlExtension) oder barcode fehlt.'],
    [{ barcode: '4012345678901' }, 'product und barcode dürfen nicht beide angegeben sein.'],
    [{ product: undefined, barcode: '12-34' }, 'barcode „12-34“ muss aus 8 bis 14 Ziffern bestehen.'],
    [
      { product: 'mit leerzeichen' },
      'product „mit leerzeichen“ ist keine Produkt-ID und keine urlExtension.',
    ],
    [{ price: '' }, 'price fehlt.'],
    [{ price: 'teuer' }, 'price „teuer“ ist keine Zahl.'],
    [{ price: '0' }, 'price muss größer als 0 und höchstens 100000 sein.'],
    [{ price: '-1,50' }, 'price muss größer als 0 und höchstens 100000 sein.'],
    [{ price: '1,999' }, 'price hat mehr als 2 Nachkommastellen.'],
    [{ price: '1e3' }, 'price „1e3“ ist keine Zahl.'],
    [{ amount: '2,5' }, 'amount muss eine ganze Zahl sein.'],
    [{ unit: 'Pfund' }, 'unit „pfund“ ist unbekannt (erlaubt: g, kg, ml, l).'],
    [
      { packaging: 'Eimer' },
      'packaging „eimer“ ist unbekannt (erlaubt: box, can, bag, bowl, pouch, glas, pvcBottle, tetrapack, tube, sausage).',
    ],
    [{ link: 'javascript:alert(1)' }, 'link „javascript:alert(1)“ ist keine http(s)-Adresse.'],
    [{ link: '/relativ' }, 'link „/relativ“ ist keine http(s)-Adresse.'],
    [{ in_stock: 'vielleicht' }, 'in_stock „vielleicht“ muss true oder false (ja oder nein) sein.'],
    [{ deliveryCost: '-1' }, 'deliveryCost muss mindestens 0 und höchstens 1000 sein.'],
    [{ merchant_name: { $gt: '' } }, 'merchant_name muss ein Text sein.'],
    [{ prise: '1' }, 'unbekanntes Feld „prise“.'],
  ])('refuses %j with a German reason', (over, reason) => {
    expect(parseFeedRow({ ...good, ...over })).toEqual({ error: reason });
  });

  it('names every problem of a row at once', () => {
    expect(parseFeedRow({ product: 'x', price: 'a', unit: 'st' })).toEqual({
      error:
        'merchant_name fehlt; link fehlt; price „a“ ist keine Zahl; size fehlt; unit „st“ ist unbekannt (erlaubt: g, kg, ml, l); packaging fehlt.',
    });
  });
});

describe('mergeFeedOffers', () => {
  const offer = (over: Partial<FeedOffer> = {}): FeedOffer => ({
    merchant_name: 'zooplus.de',
    link: 'https://shop.example/p',
    price: 2,
    size: 400,
    unit: 'g',
    packaging: 'can',
    ...over,
  });
  const ids = () => {
    let n = 0;
    return () => `new${++n}`;
  };
  const at = { now: '2026-11-01T10:00:00.000Z', newId: ids() };

  it('changes nothing when the feed says what is stored and confirmed it within the hour', () => {
    const variants = [aVariant({ amount: 1, confirmedAt: '2026-11-01T09:30:00.000Z' })];
    const merged = mergeFeedOffers(variants, [offer()], at);
    expect(merged).toEqual({ variants, added: 0, updated: 0, confirmed: 0 });
  });

  it('confirms an unchanged offer whose confirmation is older, and no other offer of the product', () => {
    const other = aVariant({
      _id: 'other',
      link: 'https://other.example/x',
      confirmedAt: '2026-10-30T08:00:00.000Z',
    });
    const variants = [aVariant({ amount: 1, confirmedAt: '2026-11-01T08:00:00.000Z' }), other];
    const merged = mergeFeedOffers(variants, [offer()], at);
    expect(merged).toMatchObject({ added: 0, updated: 0, confirmed: 1 });
    expect(merged.variants[0]).toEqual({ ...variants[0], confirmedAt: at.now });
    expect(merged.variants[1]).toBe(other);
  });

  it('updates the offer with the same link, keeping what the row leaves out and its publication', () => {
    const variants = [aVariant({ published: false, deliveryCost: 3.95, updatedByBot: false })];
    const merged = mergeFeedOffers(variants, [offer({ price: 1.79 })], at);
    expect(merged.updated).toBe(1);
    expect(merged.variants[0]).toEqual({
      ...variants[0],
      price: 1.79,
      updatedByBot: true,
      updatedAt: at.now,
      confirmedAt: at.now,
    });
  });

  it('adds an offer with a new link as published, for sale, one package, in stock', () => {
    const merged = mergeFeedOffers([aVariant()], [offer({ link: 'https://other.example/x', price: 3 })], {
      now: at.now,
      newId: ids(),
    });
    expect(merged.added).toBe(1);
    expect(merged.variants[1]).toEqual({
      _id: 'new1',
      published: true,
      is_for_sale: true,
      in_stock: true,
      amount: 1,
      updatedByBot: true,
      merchant_name: 'zooplus.de',
      link: 'https://other.example/x',
      price: 3,
      size: 400,
      unit: 'g',
      packaging: 'can',
      updatedAt: at.now,
      confirmedAt: at.now,
    });
  });

  it('never matches a merchant’s own (b2b) offer', () => {
    const b2b = aVariant({ network: 'b2b', owner: 'm1', link: 'https://shop.example/p' });
    const merged = mergeFeedOffers([b2b], [offer({ price: 1 })], { now: at.now, newId: ids() });
    expect(merged.variants[0]).toBe(b2b);
    expect(merged.added).toBe(1);
  });
});
