import { describe, expect, it } from 'vitest';
import type { Owner, Variant } from '../model';
import { confirmationText, isFresh, offerClock } from './freshness';
import { bestOffer, fromPrice, sortOffers, totalPrice, toVisibleOffer, visibleOffers } from './offers';
import { shippingText, shownOfferPrice } from './price-texts';
import { basePrice, unitPrice } from './prices';

const NOW = Date.parse('2026-11-24T09:00:00.000Z');
const clock = offerClock(NOW);

const variant = (over: Partial<Variant> = {}): Variant => ({
  _id: 'v1',
  published: true,
  is_for_sale: true,
  in_stock: true,
  updatedByBot: true,
  size: 400,
  unit: 'g',
  amount: 6,
  price: 11.94,
  link: 'https://www.zooplus.de/p/1',
  merchant_name: 'zooplus.de',
  packaging: 'can',
  confirmedAt: '2026-11-24T07:15:00.000Z',
  ...over,
});

const owners = new Map<string, Owner>([
  [
    'm1',
    { _id: 'm1', status: 'active', shop: { shopName: 'Barfhof Müller', url: 'https://barfhof.example/' } },
  ],
  ['m2', { _id: 'm2', status: 'blocked', shop: { shopName: 'Gesperrt', url: 'https://x.example' } }],
  ['m3', { _id: 'm3', status: 'active', shop: { shopName: '', url: 'https://y.example' } }],
]);

describe('basePrice', () => {
  it('is the price per 100 g, rounded to 2 decimals', () => {
    // 11.94 / (6 x 400 g) x 100 = 0.4975
    expect(basePrice(11.94, 6, 400, 'g')).toBe(0.5);
    expect(basePrice(2.99, 1, 800, 'g')).toBe(0.37);
  });
  it('rounds halves up despite binary fractions', () => {
    expect(basePrice(1.69, 1, 200, 'g')).toBe(0.85);
    expect(basePrice(1.005, 1, 100, 'g')).toBe(1.01);
  });
  it('converts kg and l by 1000', () => {
    expect(basePrice(54.99, 1, 12, 'kg')).toBe(0.46);
    expect(basePrice(9.9, 1, 0.5, 'l')).toBe(1.98);
    expect(basePrice(9.9, 1, 500, 'ml')).toBe(1.98);
  });
});

describe('unitPrice', () => {
  it('is the Grundpreis per kg or l from the unrounded quotient, not ten times the 100 g figure', () => {
    // 1.69 / 200 g: 0.845 per 100 g (shown 0.85), 8.45 per kg
    expect(unitPrice(1.69, 1, 200, 'g')).toBe(8.45);
    expect(unitPrice(11.94, 6, 400, 'g')).toBe(4.98);
    expect(unitPrice(54.99, 1, 12, 'kg')).toBe(4.58);
    expect(unitPrice(9.9, 1, 500, 'ml')).toBe(19.8);
    expect(unitPrice(9.9, 1, 0.5, 'l')).toBe(19.8);
  });
});

describe('toVisibleOffer', () => {
  it('shows a complete published offer with the merchant display name', () => {
    const offer = toVisibleOffer(variant(), owners, clock);
    expect(offer).toMatchObject({
      merchant: 'zooplus',
      basePrice: 0.5,
      unitPrice: 4.98,
      deliveredPrice: null,
      link: 'https://www.zooplus.de/p/1',
      confirmedAt: '2026-11-24T07:15:00.000Z',
      fresh: true,
    });
    expect(toVisibleOffer(variant({ deliveryCost: 3.95 }), owners, clock)).toMatchObject({
      deliveredPrice: 15.89,
      deliveredUnitPrice: 6.62,
    });
  });
  it.each([
    ['unpublished', { published: false }],
    ['not for sale', { is_for_sale: false }],
    ['without size', { size: undefined }],
    ['without unit', { unit: undefined }],
    ['without link', { link: '' }],
    ['without price', { price: undefined }],
    ['without merchant', { merchant_name: undefined }],
    ['without packaging', { packaging: undefined }],
  ] as const)('hides an offer %s', (_label, over) => {
    expect(toVisibleOffer(variant(over as Partial<Variant>), owners, clock)).toBeNull();
  });
  it('prefixes a relative b2b link with the owner url and shows the shop name', () => {
    const offer = toVisibleOffer(
      variant({ network: 'b2b', owner: 'm1', link: '/produkte/42' }),
      owners,
      clock,
    );
    expect(offer).toMatchObject({
      merchant: 'Barfhof Müller',
      link: 'https://barfhof.example/produkte/42',
      b2b: true,
    });
  });
  it('keeps an absolute b2b link on the shop’s domain, hides one to another domain', () => {
    const b2b = (link: string) =>
      toVisibleOffer(variant({ network: 'b2b', owner: 'm1', link }), owners, clock);
    expect(b2b('https://barfhof.example/a')?.link).toBe('https://barfhof.example/a');
    expect(b2b('https://www.barfhof.example/a')?.link).toBe('https://www.barfhof.example/a');
    for (const link of [
      'https://other.example/a',
      'https://phish.example/login',
      'https://barfhof.example.evil.example/',
      'https://evilbarfhof.example/',
    ])
      expect(b2b(link), link).toBeNull();
  });
  it('hides an offer whose link would not open a shop page in the browser', () => {
    for (const link of [
      'javascript:alert(1)',
      ' java\tscript:alert(1)',
      'https://shop@evil.example/',
      '/\t/x',
    ])
      expect(toVisibleOffer(variant({ link }), owners, clock)).toBeNull();
  });

  it('hides b2b offers of inactive owners, owners without shop name, or unknown owners', () => {
    expect(toVisibleOffer(variant({ network: 'b2b', owner: 'm2' }), owners, clock)).toBeNull();
    expect(toVisibleOffer(variant({ network: 'b2b', owner: 'm3' }), owners, clock)).toBeNull();
    expect(toVisibleOffer(variant({ network: 'b2b', owner: 'nobody' }), owners, clock)).toBeNull();
  });
});

describe('bestOffer', () => {
  it('takes the lowest Grundpreis among offers updated by bot, in stock and current', () => {
    const offers = visibleOffers(
      [
        variant({ _id: 'cheap-but-unchecked', price: 1, updatedByBot: false }),
        variant({ _id: 'cheap-but-out', price: 2, in_stock: false }),
        variant({ _id: 'cheap-but-old', price: 3, confirmedAt: '2026-11-22T08:59:00.000Z' }),
        variant({ _id: 'mid', price: 10 }),
        variant({ _id: 'high', price: 12 }),
      ],
      owners,
      clock,
    );
    expect(offers.map((o) => o._id)).toEqual([
      'cheap-but-unchecked',
      'cheap-but-out',
      'cheap-but-old',
      'mid',
      'high',
    ]);
    expect(bestOffer(offers)?._id).toBe('mid');
    expect(fromPrice(offers)).toBe(10);
  });
  it('is null when no offer qualifies', () => {
    expect(bestOffer(visibleOffers([variant({ in_stock: false })], owners, clock))).toBeNull();
    expect(fromPrice(visibleOffers([variant({ in_stock: false })], owners, clock))).toBeNull();
  });
  it('with shipping included: the lowest delivered Grundpreis, known shipping before unknown', () => {
    const offers = visibleOffers(
      [
        variant({ _id: 'one', amount: 1, price: 1.18, deliveryCost: 2.99, link: 'https://a.example' }),
        variant({ _id: 'six', amount: 6, price: 8.08, deliveryCost: 2.99, link: 'https://b.example' }),
        variant({ _id: 'unknown', amount: 1, price: 1, link: 'https://c.example' }),
      ],
      owners,
      clock,
    );
    expect(bestOffer(offers)?._id).toBe('unknown');
    expect(bestOffer(offers, 'included')?._id).toBe('six');
    expect([fromPrice(offers), fromPrice(offers, 'included')]).toEqual([1, 4.17]);
    const unknownOnly = visibleOffers([variant({ _id: 'u' })], owners, clock);
    expect(bestOffer(unknownOnly, 'included')?._id).toBe('u');
    expect(fromPrice(unknownOnly, 'included')).toBeNull();
  });
});

describe('the offers table order', () => {
  const row = (
    id: string,
    status: 'buyable' | 'soldOut' | 'stale',
    price: number,
    delivered: number | null,
  ) => ({
    _id: id,
    status,
    price,
    unitPrice: price,
    deliveredPrice: delivered,
  });
  it('puts buyable offers first and sold-out ones last; by Grundpreis, or by delivered total', () => {
    const rows = [
      row('sold-out', 'soldOut', 1, 2),
      row('old', 'stale', 2, 3),
      row('dear-shipping', 'buyable', 3, 9),
      row('free-shipping', 'buyable', 4, 4),
      row('no-shipping-known', 'buyable', 5, null),
    ];
    expect(sortOffers(rows, 'excluded').map((r) => r._id)).toEqual([
      'dear-shipping',
      'free-shipping',
      'no-shipping-known',
      'old',
      'sold-out',
    ]);
    expect(sortOffers(rows, 'included').map((r) => r._id)).toEqual([
      'free-shipping',
      'dear-shipping',
      'no-shipping-known',
      'old',
      'sold-out',
    ]);
  });
});

describe('freshness', () => {
  it('counts a price as current for the maximum age after its confirmation, never without one', () => {
    expect(isFresh('2026-11-22T09:00:00.000Z', clock)).toBe(true);
    expect(isFresh('2026-11-22T08:59:59.999Z', clock)).toBe(false);
    expect(isFresh(null, clock)).toBe(false);
    expect(isFresh('2026-11-20T09:00:00.000Z', offerClock(NOW, 120))).toBe(true);
  });
  it('says when in German time: today and yesterday with the time, before in days', () => {
    expect(confirmationText('2026-11-24T07:15:00.000Z', NOW)).toBe('Stand heute, 08:15 Uhr');
    expect(confirmationText('2026-11-23T18:40:00.000Z', NOW)).toBe('Stand gestern, 19:40 Uhr');
    expect(confirmationText('2026-11-21T10:00:00.000Z', NOW)).toBe('Stand vor 3 Tagen');
    expect(confirmationText(null, NOW)).toBe('Stand unbekannt');
  });
});

describe('shipping at a glance', () => {
  it('has one wording: beside a shop price, beside a delivered price, free or unknown', () => {
    expect(shippingText(2.99)).toBe('zzgl. 2,99 € Versand');
    expect(shippingText(2.99, 'included')).toBe('inkl. 2,99 € Versand');
    expect(shippingText(0)).toBe('versandkostenfrei');
    expect(shippingText(undefined, 'included')).toBe('Versand unbekannt');
  });
  it('shows delivered figures only where the shipping is known', () => {
    const offer = {
      price: 2.49,
      unitPrice: 6.23,
      deliveryCost: 2.99,
      deliveredPrice: 5.48,
      deliveredUnitPrice: 13.7,
    };
    expect(shownOfferPrice(offer, 'excluded')).toEqual({
      price: 2.49,
      unitPrice: 6.23,
      delivered: false,
      shipping: 'zzgl. 2,99 € Versand',
    });
    expect(shownOfferPrice(offer, 'included')).toEqual({
      price: 5.48,
      unitPrice: 13.7,
      delivered: true,
      shipping: 'inkl. 2,99 € Versand',
    });
    const unknown = { ...offer, deliveryCost: undefined, deliveredPrice: null, deliveredUnitPrice: null };
    expect(shownOfferPrice(unknown, 'included')).toMatchObject({
      price: 2.49,
      delivered: false,
      shipping: 'Versand unbekannt',
    });
  });
});

describe('totalPrice', () => {
  it('adds the delivery cost only when it is a number', () => {
    expect(totalPrice({ price: 10.5, deliveryCost: 3.99 })).toBe(14.49);
    expect(totalPrice({ price: 10.5 })).toBe(10.5);
  });
});
