import { describe, expect, it } from 'vitest';
import type { Owner } from '../model';
import { aProduct, aVariant } from '../testing/builders';
import { addDays, berlinDay, dailyBestPrices, type HistoryPoint, lowestBestPrice } from './daily';
import { bestBasePrice, countingOffers, offerPriceChanges } from './offer-prices';

const owners = new Map<string, Owner>();

describe('offer price changes', () => {
  const before = countingOffers(
    aProduct({
      variants: [
        aVariant({ _id: 'a', price: 2 }),
        aVariant({ _id: 'b', price: 3, link: 'https://b.example' }),
        aVariant({ _id: 'c', price: 4, link: 'https://c.example' }),
      ],
    }),
    owners,
  );

  it('follows only offers that compete for the best offer', () => {
    const counting = countingOffers(
      aProduct({
        variants: [
          aVariant({ _id: 'ok' }),
          aVariant({ _id: 'stale', updatedByBot: false }),
          aVariant({ _id: 'out', in_stock: false }),
          aVariant({ _id: 'hidden', published: false }),
        ],
      }),
      owners,
    );
    expect([...counting.keys()]).toEqual(['ok']);
    expect(countingOffers(aProduct({ published: false, variants: [aVariant()] }), owners).size).toBe(0);
  });

  it('records new and changed prices, and offers that stopped counting as null', () => {
    const after = countingOffers(
      aProduct({
        variants: [
          aVariant({ _id: 'a', price: 2 }),
          aVariant({ _id: 'b', price: 2.5, link: 'https://b.example' }),
          aVariant({ _id: 'c', price: 4, in_stock: false, link: 'https://c.example' }),
          aVariant({ _id: 'd', price: 1, link: 'https://d.example', merchant_name: 'fressnapf.de' }),
        ],
      }),
      owners,
    );
    expect(offerPriceChanges(before, after)).toEqual([
      { offerKey: 'd', merchant: 'Fressnapf', price: 1, basePrice: 0.25 },
      { offerKey: 'b', merchant: 'zooplus', price: 2.5, basePrice: 0.63 },
      { offerKey: 'c', merchant: 'zooplus', price: null, basePrice: null },
    ]);
    expect(bestBasePrice(before)).toBe(0.5);
    expect(bestBasePrice(after)).toBe(0.25);
    expect(offerPriceChanges(before, before)).toEqual([]);
  });
});

describe('daily best prices', () => {
  const point = (offerKey: string, basePrice: number | null, at: string): HistoryPoint => ({
    offerKey,
    basePrice,
    at,
  });

  it('counts days in German time', () => {
    expect(berlinDay('2026-11-01T23:30:00.000Z')).toBe('2026-11-02');
    expect(berlinDay('2026-07-01T21:59:00.000Z')).toBe('2026-07-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('replays the offers: the lowest price of any moment of each day, carried over quiet days', () => {
    const daily = dailyBestPrices(
      [
        point('a', 0.5, '2026-11-01T08:00:00.000Z'),
        point('b', 0.6, '2026-11-01T09:00:00.000Z'),
        point('a', 0.4, '2026-11-03T08:00:00.000Z'),
        point('a', 0.55, '2026-11-03T09:00:00.000Z'),
        point('a', null, '2026-11-04T08:00:00.000Z'),
        point('b', null, '2026-11-05T08:00:00.000Z'),
      ],
      { today: '2026-11-06', days: 365 },
    );
    expect(daily).toEqual([
      { day: '2026-11-01', basePrice: 0.5 },
      { day: '2026-11-02', basePrice: 0.5 },
      { day: '2026-11-03', basePrice: 0.4 },
      { day: '2026-11-04', basePrice: 0.55 },
      { day: '2026-11-05', basePrice: 0.6 },
      { day: '2026-11-06', basePrice: null },
    ]);
  });

  it('starts the window with the prices that held before it', () => {
    const daily = dailyBestPrices(
      [point('a', 0.5, '2026-01-01T08:00:00.000Z'), point('a', 0.45, '2026-11-05T08:00:00.000Z')],
      { today: '2026-11-06', days: 3 },
    );
    expect(daily).toEqual([
      { day: '2026-11-04', basePrice: 0.5 },
      { day: '2026-11-05', basePrice: 0.45 },
      { day: '2026-11-06', basePrice: 0.45 },
    ]);
    expect(dailyBestPrices([], { today: '2026-11-06', days: 3 })).toEqual([]);
  });

  it('finds the lowest daily best of the last 90 days only', () => {
    const daily = [
      { day: '2026-08-01', basePrice: 0.2 },
      { day: '2026-08-09', basePrice: 0.4 },
      { day: '2026-10-01', basePrice: 0.35 },
      { day: '2026-10-02', basePrice: null },
      { day: '2026-11-06', basePrice: 0.35 },
    ];
    expect(lowestBestPrice(daily, { today: '2026-11-06', days: 90 })).toEqual({
      day: '2026-11-06',
      basePrice: 0.35,
    });
    expect(
      lowestBestPrice([{ day: '2026-11-06', basePrice: null }], { today: '2026-11-06', days: 90 }),
    ).toBeNull();
  });
});
