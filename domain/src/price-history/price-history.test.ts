import { describe, expect, it } from 'vitest';
import type { Owner } from '../model';
import { aProduct, aVariant, clockNow } from '../testing/builders';
import { addDays, berlinDay, dailyBestPrices, type HistoryPoint, lowestBestPrice } from './daily';
import { bestUnitPrice, countingOffers, entryUnitPrice, offerPriceChanges } from './offer-prices';
import { referencePrice } from './reference-price';

const owners = new Map<string, Owner>();
const clock = clockNow();

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
    clock,
  );

  it('follows only offers that compete for the best offer', () => {
    const counting = countingOffers(
      aProduct({
        variants: [
          aVariant({ _id: 'ok' }),
          aVariant({ _id: 'stale', updatedByBot: false }),
          aVariant({ _id: 'out', in_stock: false }),
          aVariant({ _id: 'old', confirmedAt: '2020-01-01T00:00:00.000Z' }),
          aVariant({ _id: 'hidden', published: false }),
        ],
      }),
      owners,
      clock,
    );
    expect([...counting.keys()]).toEqual(['ok']);
    expect(countingOffers(aProduct({ published: false, variants: [aVariant()] }), owners, clock).size).toBe(
      0,
    );
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
      clock,
    );
    expect(offerPriceChanges(before, after)).toEqual([
      { offerKey: 'd', merchant: 'Fressnapf', price: 1, basePrice: 0.25, unitPrice: 2.5 },
      { offerKey: 'b', merchant: 'zooplus', price: 2.5, basePrice: 0.63, unitPrice: 6.25 },
      { offerKey: 'c', merchant: 'zooplus', price: null, basePrice: null, unitPrice: null },
    ]);
    expect(bestUnitPrice(before)).toBe(5);
    expect(bestUnitPrice(after)).toBe(2.5);
    expect(entryUnitPrice({ basePrice: 0.63 })).toBe(6.3);
    expect(entryUnitPrice({ basePrice: 0.63, unitPrice: 6.25 })).toBe(6.25);
    expect(offerPriceChanges(before, before)).toEqual([]);
  });
});

describe('daily best prices', () => {
  const point = (offerKey: string, unitPrice: number | null, at: string): HistoryPoint => ({
    offerKey,
    unitPrice,
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
      { day: '2026-11-01', unitPrice: 0.5 },
      { day: '2026-11-02', unitPrice: 0.5 },
      { day: '2026-11-03', unitPrice: 0.4 },
      { day: '2026-11-04', unitPrice: 0.55 },
      { day: '2026-11-05', unitPrice: 0.6 },
      { day: '2026-11-06', unitPrice: null },
    ]);
  });

  it('starts the window with the prices that held before it', () => {
    const daily = dailyBestPrices(
      [point('a', 0.5, '2026-01-01T08:00:00.000Z'), point('a', 0.45, '2026-11-05T08:00:00.000Z')],
      { today: '2026-11-06', days: 3 },
    );
    expect(daily).toEqual([
      { day: '2026-11-04', unitPrice: 0.5 },
      { day: '2026-11-05', unitPrice: 0.45 },
      { day: '2026-11-06', unitPrice: 0.45 },
    ]);
    expect(dailyBestPrices([], { today: '2026-11-06', days: 3 })).toEqual([]);
  });

  it('finds the lowest daily best of the last 90 days only', () => {
    const daily = [
      { day: '2026-08-01', unitPrice: 0.2 },
      { day: '2026-08-09', unitPrice: 0.4 },
      { day: '2026-10-01', unitPrice: 0.35 },
      { day: '2026-10-02', unitPrice: null },
      { day: '2026-11-06', unitPrice: 0.35 },
    ];
    expect(lowestBestPrice(daily, { today: '2026-11-06', days: 90 })).toEqual({
      day: '2026-11-06',
      unitPrice: 0.35,
    });
    expect(
      lowestBestPrice([{ day: '2026-11-06', unitPrice: null }], { today: '2026-11-06', days: 90 }),
    ).toBeNull();
  });
});

describe('the reference of a price reduction (PAngV § 11)', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 8)).toISOString();
  const entry = (price: number | null, n: number) => ({ price, at: day(n) });

  it('is the lowest price of the 30 days before the current price, held or set in them', () => {
    // 3.49 held from 1 Oct until 25 Oct, so it held in the 30 days before 20 Nov.
    const entries = [entry(3.49, -30), entry(3.99, -5), entry(2.99, 20)];
    expect(referencePrice(entries, 2.99)).toBe(3.49);
  });

  it('leaves out prices that ended before the 30 days and times the offer did not count', () => {
    const entries = [entry(1.99, -40), entry(3.99, -15), entry(null, 5), entry(2.99, 20)];
    expect(referencePrice(entries, 2.99)).toBe(3.99);
  });

  it('is null without a reduction, without a history of the current price, or without one before it', () => {
    expect(referencePrice([entry(2.49, 1), entry(2.99, 20)], 2.99)).toBeNull();
    expect(referencePrice([entry(3.49, 1), entry(2.99, 20)], 2.79)).toBeNull();
    expect(referencePrice([entry(2.99, 20)], 2.99)).toBeNull();
    expect(referencePrice([], 2.99)).toBeNull();
    expect(referencePrice([entry(2.99, 2), entry(2.99, 20)], 2.99)).toBeNull();
  });
});
