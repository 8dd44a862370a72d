import { describe, expect, it } from 'vitest';
import type { Owner, Variant } from '../model';
import { basePrice, bestOffer, totalPrice, toVisibleOffer, visibleOffers } from './offers';

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

describe('toVisibleOffer', () => {
  it('shows a complete published offer with the merchant display name', () => {
    const offer = toVisibleOffer(variant(), owners);
    expect(offer).toMatchObject({ merchant: 'zooplus', basePrice: 0.5, link: 'https://www.zooplus.de/p/1' });
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
    expect(toVisibleOffer(variant(over as Partial<Variant>), owners)).toBeNull();
  });
  it('prefixes a relative b2b link with the owner url and shows the shop name', () => {
    const offer = toVisibleOffer(variant({ network: 'b2b', owner: 'm1', link: '/produkte/42' }), owners);
    expect(offer).toMatchObject({
      merchant: 'Barfhof Müller',
      link: 'https://barfhof.example/produkte/42',
      b2b: true,
    });
  });
  it('keeps an absolute b2b link on the shop’s domain, hides one to another domain', () => {
    const b2b = (link: string) => toVisibleOffer(variant({ network: 'b2b', owner: 'm1', link }), owners);
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
      expect(toVisibleOffer(variant({ link }), owners)).toBeNull();
  });

  it('hides b2b offers of inactive owners, owners without shop name, or unknown owners', () => {
    expect(toVisibleOffer(variant({ network: 'b2b', owner: 'm2' }), owners)).toBeNull();
    expect(toVisibleOffer(variant({ network: 'b2b', owner: 'm3' }), owners)).toBeNull();
    expect(toVisibleOffer(variant({ network: 'b2b', owner: 'nobody' }), owners)).toBeNull();
  });
});

describe('bestOffer', () => {
  it('takes the lowest base price among offers updated by bot and in stock', () => {
    const offers = visibleOffers(
      [
        variant({ _id: 'cheap-but-stale', price: 1, updatedByBot: false }),
        variant({ _id: 'cheap-but-out', price: 2, in_stock: false }),
        variant({ _id: 'mid', price: 10 }),
        variant({ _id: 'high', price: 12 }),
      ],
      owners,
    );
    expect(offers.map((o) => o._id)).toEqual(['cheap-but-stale', 'cheap-but-out', 'mid', 'high']);
    expect(bestOffer(offers)?._id).toBe('mid');
  });
  it('is null when no offer qualifies', () => {
    expect(bestOffer(visibleOffers([variant({ in_stock: false })], owners))).toBeNull();
  });
});

describe('totalPrice', () => {
  it('adds the delivery cost only when it is a number', () => {
    expect(totalPrice({ price: 10.5, deliveryCost: 3.99 })).toBe(14.49);
    expect(totalPrice({ price: 10.5 })).toBe(10.5);
  });
});
