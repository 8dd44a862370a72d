import { describe, expect, it } from 'vitest';
import type { Owner } from '../model';
import { aBrand, aProduct, aVariant, clockNow } from '../testing/builders';
import { toProductDetail } from './detail';

const owners = new Map<string, Owner>([
  ['shop', { _id: 'shop', status: 'active', shop: { shopName: 'Hofladen', url: 'https://hof.example/' } }],
  ['owner', { _id: 'owner', status: 'active' }],
  ['gone', { _id: 'gone', status: 'blocked' }],
]);
const imageUrl = (file: string) => `/files/${file}`;
const clock = clockNow();

describe('product detail', () => {
  const product = aProduct({
    imageFront: 'Front.PNG',
    energy: 1050,
    moisture: 80,
    variants: [
      // 12.99 / 2400 g x 100 = 0.54; with 3.90 delivery: 16.89
      aVariant({ _id: 'a', amount: 6, size: 400, price: 12.99, deliveryCost: 3.9, deliveryTime: 2 }),
      // 1.49 / 400 g x 100 = 0.37; delivery time as given
      aVariant({ _id: 'b', size: 400, price: 1.49, deliveryTime: '1-3 Werktage', updatedByBot: false }),
      // b2b with a relative link: prefixed with the shop's address; 4 / 800 g = 0.50
      aVariant({ _id: 'c', size: 800, price: 4, network: 'b2b', owner: 'shop', link: '/artikel/9' }),
      aVariant({ _id: 'd', price: 0.5, published: false }),
      aVariant({ _id: 'e', price: 0.5, merchant_name: undefined }),
    ],
    reviews: [
      {
        _id: 'r1',
        rating: 2,
        review: 'alt',
        from: { _id: 'u1', username: 'Anna' },
        createdAt: '2025-01-01T00:00:00Z',
      },
      {
        _id: 'r2',
        rating: 5,
        review: 'neu',
        from: { _id: 'u2', username: 'Ben' },
        createdAt: '2025-06-01T00:00:00Z',
      },
    ],
    binderVotes: [
      { user: 'u1', vote: true },
      { user: 'u2', vote: true },
      { user: 'u3', vote: true },
      { user: 'u4', vote: false },
    ],
  });

  it('lists only visible offers, buyable ones first by Grundpreis, with total price and delivery time', () => {
    const detail = toProductDetail({ product, brand: aBrand(), owners, imageUrl, clock });
    expect(detail.variants.map((o) => [o._id, o.unitPrice, o.basePrice, o.totalPrice, o.status])).toEqual([
      ['c', 5, 0.5, 4, 'buyable'],
      ['a', 5.41, 0.54, 16.89, 'buyable'],
      // Cheaper, but not kept current by a bot: listed after the buyable ones, never the best offer.
      ['b', 3.73, 0.37, 1.49, 'unchecked'],
    ]);
    expect(detail.variants[2]?.deliveryTime).toBe('1-3 Werktage');
    expect(detail.variants[0]).toMatchObject({ merchant: 'Hofladen', link: 'https://hof.example/artikel/9' });
    expect(detail.bestOffer?._id).toBe('c');
    expect(detail.fromPrice).toBe(4);
    expect(JSON.stringify(detail)).not.toContain('updatedByBot');
  });

  it('puts sold-out and outdated offers after the buyable ones; neither is best nor "ab"', () => {
    const old = new Date(clock.now - 49 * 3_600_000).toISOString();
    const detail = toProductDetail({
      product: aProduct({
        variants: [
          aVariant({ _id: 'sold-out', price: 0.99, in_stock: false, link: 'https://a.example' }),
          aVariant({ _id: 'old', price: 1.09, confirmedAt: old, link: 'https://b.example' }),
          aVariant({ _id: 'never', price: 1.19, confirmedAt: undefined, link: 'https://c.example' }),
          aVariant({ _id: 'dear', price: 2.49, link: 'https://d.example' }),
        ],
      }),
      brand: aBrand(),
      owners,
      imageUrl,
      clock,
    });
    expect(detail.variants.map((o) => [o._id, o.status])).toEqual([
      ['dear', 'buyable'],
      ['old', 'stale'],
      ['never', 'stale'],
      ['sold-out', 'soldOut'],
    ]);
    expect(detail.variants.find((o) => o._id === 'old')?.confirmedAt).toBe(old);
    expect([detail.bestOffer?._id, detail.fromPrice]).toEqual(['dear', 2.49]);
  });

  it('names the best offer by delivered Grundpreis too: one can plus shipping loses to six cans', () => {
    const detail = toProductDetail({
      product: aProduct({
        variants: [
          aVariant({
            _id: 'one',
            amount: 1,
            size: 400,
            price: 1.18,
            deliveryCost: 2.99,
            link: 'https://a.example',
          }),
          aVariant({
            _id: 'six',
            amount: 6,
            size: 400,
            price: 8.08,
            deliveryCost: 2.99,
            link: 'https://b.example',
          }),
          aVariant({ _id: 'unknown', amount: 1, size: 400, price: 1.1, link: 'https://c.example' }),
        ],
      }),
      brand: aBrand(),
      owners,
      imageUrl,
      clock,
    });
    // 1.10 / 0.4 kg = 2.75 €/kg; 1.18 / 0.4 = 2.95; 8.08 / 2.4 = 3.37. Delivered: 4.17 / 0.4 = 10.43,
    // 11.07 / 2.4 = 4.61; the offer without a shipping cost has no delivered figure.
    expect(detail.bestOffer?._id).toBe('unknown');
    expect(detail.bestDeliveredOffer).toMatchObject({
      _id: 'six',
      deliveredPrice: 11.07,
      deliveredUnitPrice: 4.61,
    });
    expect([detail.fromPrice, detail.fromDeliveredPrice]).toEqual([1.1, 4.17]);
  });

  it('strikes a price through only against the offer’s lowest price of the 30 days before it', () => {
    const at = (daysAgo: number) => new Date(clock.now - daysAgo * 86_400_000).toISOString();
    const detail = toProductDetail({
      product: aProduct({
        variants: [
          aVariant({ _id: 'sale', price: 2.49, link: 'https://a.example' }),
          aVariant({ _id: 'risen', price: 3.29, link: 'https://b.example' }),
        ],
      }),
      brand: aBrand(),
      owners,
      imageUrl,
      clock,
      priceHistory: [
        { offerKey: 'sale', price: 2.79, at: at(60) },
        { offerKey: 'sale', price: 2.99, at: at(20) },
        { offerKey: 'sale', price: 2.49, at: at(2) },
        { offerKey: 'risen', price: 2.99, at: at(40) },
        { offerKey: 'risen', price: 3.29, at: at(3) },
      ],
    });
    const byId = new Map(detail.variants.map((o) => [o._id, o.referencePrice]));
    // 2.79 held until 20 days ago, within the 30 days before the sale: the reference, not 2.99.
    expect(byId.get('sale')).toBe(2.79);
    expect(byId.get('risen')).toBeNull();
  });

  it('says whether the brand can be contacted, never how', () => {
    const contactable = aBrand({ owner: 'owner', supportEmail: 'support@marke.example' });
    const detail = toProductDetail({ product, brand: contactable, owners, imageUrl, clock });
    expect(detail.brand).toEqual({
      _id: contactable._id,
      name: 'Marke',
      description: null,
      owned: true,
      contactable: true,
    });
    expect(JSON.stringify(detail)).not.toContain('support@marke.example');
    expect(JSON.stringify(detail)).not.toContain('"owner"');
    const blocked = toProductDetail({
      product,
      brand: { ...contactable, owner: 'gone' },
      owners,
      imageUrl,
      clock,
    });
    expect(blocked.brand).toMatchObject({ owned: false, contactable: false });
    const noMail = toProductDetail({ product, brand: aBrand({ owner: 'owner' }), owners, imageUrl, clock });
    expect(noMail.brand).toMatchObject({ owned: true, contactable: false });
  });

  it('gives energy in kcal and kJ, NfE, images by lower-case name, reviews newest first and the binder votes', () => {
    const detail = toProductDetail({ product, brand: aBrand(), owners, imageUrl, clock });
    // 1050 tenths of kcal = 105 kcal; 105 x 4.19 = 439.95 kJ (two decimals, as every energy shows)
    expect(detail.energyKcal).toBe(105);
    expect(detail.energyKj).toBe(439.95);
    // 100 - 10 - 5 - 0.5 - 2 - 80 = 2.5; in dry matter 2.5 / 20 x 100 = 12.5
    expect([detail.nfe, detail.nfeTM]).toEqual([2.5, 12.5]);
    expect(detail.imageFront).toBe('/files/front.png');
    expect(detail.imageContent1).toBeNull();
    expect(detail.reviews.map((r) => [r.from, r.review])).toEqual([
      [{ username: 'Ben' }, 'neu'],
      [{ username: 'Anna' }, 'alt'],
    ]);
    expect(detail.reviews.map((r) => [r.from.username, r.review])).toEqual([
      ['Ben', 'neu'],
      ['Anna', 'alt'],
    ]);
    expect(detail.binderVotes).toEqual({ votes: 4, yes: 3, no: 1, share: 0.75, suspicion: true });
  });
});
