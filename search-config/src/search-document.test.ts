import type { Owner } from '@futterkompass/domain';
import { aBrand, aProduct, aVariant, clockNow } from '@futterkompass/domain/testing';
import { describe, expect, it } from 'vitest';
import { toSearchDocument } from './search-document';
import { brandSortKey } from './text';

const clock = clockNow();
const owners = new Map<string, Owner>([
  [
    'merchant-active',
    { _id: 'merchant-active', status: 'active', shop: { shopName: 'Hofladen', url: 'https://hof.example' } },
  ],
  [
    'merchant-blocked',
    { _id: 'merchant-blocked', status: 'blocked', shop: { shopName: 'Zu', url: 'https://zu.example' } },
  ],
  ['brand-owner', { _id: 'brand-owner', status: 'active' }],
]);

describe('toSearchDocument', () => {
  it('computes base prices, best offer, packagings and sizes from the visible offers only', () => {
    const product = aProduct({
      variants: [
        // 6 x 400 g for 11.94 -> 0.50 per 100 g, in stock and updated by bot: the best offer
        aVariant({ _id: 'a', amount: 6, size: 400, price: 11.94, packaging: 'can' }),
        // 1 x 800 g for 2.99 -> 0.37, cheaper but not updated by bot: visible, not best
        aVariant({ _id: 'b', size: 800, price: 2.99, updatedByBot: false, packaging: 'can' }),
        // 12 kg for 54.99 -> 0.46 but out of stock
        aVariant({ _id: 'c', size: 12, unit: 'kg', price: 54.99, in_stock: false, packaging: 'bag' }),
        // b2b offer of a blocked merchant: invisible
        aVariant({ _id: 'd', network: 'b2b', owner: 'merchant-blocked', price: 0.1, packaging: 'glas' }),
        // unpublished: invisible
        aVariant({ _id: 'e', published: false, price: 0.1, packaging: 'tube' }),
      ],
    });
    const doc = toSearchDocument({ product, brand: aBrand(), owners, clock });
    expect(doc.bestOffer).toEqual({
      _id: 'a',
      merchant: 'zooplus',
      price: 11.94,
      amount: 6,
      size: 400,
      unit: 'g',
      basePrice: 0.5,
      unitPrice: 4.98,
      link: 'https://shop.example/p',
    });
    expect(doc.basePrice).toBe(0.5);
    expect(doc.unitPrice).toBe(4.98);
    expect(doc.fromPrice).toBe(11.94);
    expect(doc.hasOffer).toBe(1);
    expect(doc.offerCount).toBe(3);
    expect(doc.packagings).toEqual(['can', 'bag']);
    expect(doc.packagingSizes).toEqual(['400g', '800g', '12kg']);
  });

  it('uses the active b2b owner’s shop and prefixes its relative link', () => {
    const product = aProduct({
      variants: [aVariant({ network: 'b2b', owner: 'merchant-active', link: 'artikel/7', price: 1 })],
    });
    const doc = toSearchDocument({ product, brand: aBrand(), owners, clock });
    expect(doc.bestOffer).toMatchObject({
      merchant: 'Hofladen',
      link: 'https://hof.example/artikel/7',
      basePrice: 0.25,
    });
  });

  it('carries the delivered figures next to the shop prices: their best offer may be another', () => {
    const doc = toSearchDocument({
      product: aProduct({
        variants: [
          // 1.18 / 0.4 kg = 2.95 €/kg; delivered 4.17 / 0.4 kg = 10.43 €/kg
          aVariant({ _id: 'one', price: 1.18, deliveryCost: 2.99, link: 'https://a.example' }),
          // 8.08 / 2.4 kg = 3.37 €/kg; delivered 11.07 / 2.4 kg = 4.61 €/kg
          aVariant({ _id: 'six', amount: 6, price: 8.08, deliveryCost: 2.99, link: 'https://b.example' }),
        ],
      }),
      brand: aBrand(),
      owners,
      clock,
    });
    expect(doc.bestOffer).toMatchObject({
      _id: 'one',
      unitPrice: 2.95,
      deliveryCost: 2.99,
      deliveredPrice: 4.17,
    });
    expect(doc.bestDeliveredOffer).toMatchObject({
      _id: 'six',
      deliveredPrice: 11.07,
      deliveredUnitPrice: 4.61,
    });
    expect(doc).toMatchObject({
      unitPrice: 2.95,
      deliveredUnitPrice: 4.61,
      fromPrice: 1.18,
      fromDeliveredPrice: 4.17,
    });
  });

  it('never takes an outdated offer as the best offer or the "ab" price', () => {
    const old = new Date(clock.now - 49 * 3_600_000).toISOString();
    const doc = toSearchDocument({
      product: aProduct({
        variants: [
          aVariant({ _id: 'old', price: 1, confirmedAt: old, link: 'https://a.example' }),
          aVariant({ _id: 'current', price: 2, link: 'https://b.example' }),
        ],
      }),
      brand: aBrand(),
      owners,
      clock,
    });
    expect([doc.bestOffer?._id, doc.fromPrice, doc.offerCount]).toEqual(['current', 2, 2]);
  });

  it('has no basePrice and sorts last by price when no offer qualifies', () => {
    const doc = toSearchDocument({
      product: aProduct({ variants: [aVariant({ in_stock: false })] }),
      brand: aBrand(),
      owners,
      clock,
    });
    expect(doc.bestOffer).toBeNull();
    expect(doc).not.toHaveProperty('basePrice');
    expect(doc).not.toHaveProperty('fromPrice');
    expect(doc.bestDeliveredOffer).toBeNull();
    expect(doc.hasOffer).toBe(0);
    expect(doc.offerCount).toBe(1);
  });

  it('computes NfE and NfE in dry matter when missing, and kcal from tenths', () => {
    const doc = toSearchDocument({
      product: aProduct({ proteins: 10, fats: 6, fibers: 0.5, ash: 2, moisture: 78, energy: 1050 }),
      brand: aBrand(),
      owners,
      clock,
    });
    expect(doc.nfe).toBe(3.5);
    expect(doc.nfeTM).toBe(15.91);
    expect(doc.energyKcal).toBe(105);
    const given = toSearchDocument({
      product: aProduct({ nfe: 4, nfeTM: 18 }),
      brand: aBrand(),
      owners,
      clock,
    });
    expect([given.nfe, given.nfeTM]).toEqual([4, 18]);
  });

  it('derives binder share and suspicion (>= 75 %)', () => {
    const votes = (yes: number, no: number) => [
      ...Array.from({ length: yes }, (_, i) => ({ user: `y${i}`, vote: true })),
      ...Array.from({ length: no }, (_, i) => ({ user: `n${i}`, vote: false })),
    ];
    const at = (yes: number, no: number) =>
      toSearchDocument({
        product: aProduct({ binderVotes: votes(yes, no) }),
        brand: aBrand(),
        owners,
        clock,
      });
    expect(at(3, 1)).toMatchObject({ binderShare: 0.75, binderVotes: 4, binder: true });
    expect(at(2, 1)).toMatchObject({ binderShare: 0.6667, binder: false });
    expect(at(0, 0)).toMatchObject({ binderShare: 0, binderVotes: 0, binder: false });
  });

  it('marks owned brands, builds facet values, sort key and the words of ingredients and kind', () => {
    const doc = toSearchDocument({
      product: aProduct({
        series: 'Hähnchen Pur',
        animalComponents: ['huhn', 'unbekannt'],
        elements: ['reis', 'oel', 'unbekannt'],
        type2: ['complete'],
        attributes: ['grainfree', 'monoprotein', 'woflavors'],
      }),
      brand: aBrand({ name: 'Wölfsblut', owner: 'brand-owner' }),
      producer: { _id: 'cccccccccccccccccccccccc', name: 'Tiernahrung GmbH' },
      owners,
      clock,
    });
    expect(doc.brandOwned).toBe(true);
    expect(doc.brandFacet).toBe('bbbbbbbbbbbbbbbbbbbbbbbb||Wölfsblut');
    expect(doc.producerFacet).toBe('cccccccccccccccccccccccc||Tiernahrung GmbH');
    expect(doc.sortBrand).toBe(brandSortKey('Wölfsblut', 'Hähnchen Pur', 'aaaaaaaaaaaaaaaaaaaaaaaa'));
    expect(doc.ingredients).toBe('Huhn Reis Öl');
    // Type words as people search ('nass') and as the filters name them; one-word claims only.
    expect(doc.properties).toBe('nass Nassfutter Alleinfuttermittel getreidefrei Monoprotein');
    const dried = toSearchDocument({
      product: aProduct({ type1: 'raw', type2: ['complete', 'dry-barf'], animalComponents: ['unbekannt'] }),
      brand: aBrand(),
      owners,
      clock,
    });
    expect(dried.properties).toBe('roh Rohfutter BARF Alleinfuttermittel Trocken');
    expect(dried.ingredients).toBe('');
  });
});
