import { describe, expect, it } from 'vitest';
import type { Owner } from '../model';
import { aBrand, aProduct, aVariant } from '../testing/builders';
import { toProductDetail } from './detail';

const owners = new Map<string, Owner>([
  ['shop', { _id: 'shop', status: 'active', shop: { shopName: 'Hofladen', url: 'https://hof.example/' } }],
  ['owner', { _id: 'owner', status: 'active' }],
  ['gone', { _id: 'gone', status: 'blocked' }],
]);
const imageUrl = (file: string) => `/files/${file}`;

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

  it('lists only visible offers, cheapest base price first, with total price and delivery time', () => {
    const detail = toProductDetail({ product, brand: aBrand(), owners, imageUrl });
    expect(detail.variants.map((o) => [o._id, o.basePrice, o.totalPrice])).toEqual([
      ['b', 0.37, 1.49],
      ['c', 0.5, 4],
      ['a', 0.54, 16.89],
    ]);
    expect(detail.variants[0]?.deliveryTime).toBe('1-3 Werktage');
    expect(detail.variants[1]).toMatchObject({ merchant: 'Hofladen', link: 'https://hof.example/artikel/9' });
    // 'b' is cheaper but not updated by a bot: the best offer is 'c'.
    expect(detail.bestOffer?._id).toBe('c');
    expect(JSON.stringify(detail)).not.toContain('updatedByBot');
  });

  it('says whether the brand can be contacted, never how', () => {
    const contactable = aBrand({ owner: 'owner', supportEmail: 'support@marke.example', slug: 'marke' });
    const detail = toProductDetail({ product, brand: contactable, owners, imageUrl });
    expect(detail.brand).toEqual({
      _id: contactable._id,
      name: 'Marke',
      slug: 'marke',
      description: null,
      owned: true,
      contactable: true,
    });
    expect(JSON.stringify(detail)).not.toContain('support@marke.example');
    expect(JSON.stringify(detail)).not.toContain('"owner"');
    const blocked = toProductDetail({ product, brand: { ...contactable, owner: 'gone' }, owners, imageUrl });
    expect(blocked.brand).toMatchObject({ owned: false, contactable: false });
    const noMail = toProductDetail({ product, brand: aBrand({ owner: 'owner' }), owners, imageUrl });
    expect(noMail.brand).toMatchObject({ owned: true, contactable: false });
  });

  it('gives energy in kcal and kJ, NfE, images by lower-case name, reviews newest first and the binder votes', () => {
    const detail = toProductDetail({ product, brand: aBrand(), owners, imageUrl });
    // 1050 tenths of kcal = 105 kcal; 105 x 4.19 = 439.95 kJ, to one decimal 440.0
    expect(detail.energyKcal).toBe(105);
    expect(detail.energyKj).toBe(440);
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
