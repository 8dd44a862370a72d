import { describe, expect, it } from 'vitest';
import { clickOutPath, clickSource } from './click-out';
import { clicksPerDay, clicksPerProduct, clickWindowStart } from './click-stats';

describe('clicks per day and per product', () => {
  const clicks = [
    // 23:30 UTC on the 24th is already the 25th in Berlin.
    { at: '2026-11-24T23:30:00.000Z', productId: 'p1' },
    { at: '2026-11-25T10:00:00.000Z', productId: 'p2' },
    { at: '2026-11-26T08:00:00.000Z', productId: 'p1' },
    // Before the window: left out.
    { at: '2026-11-20T08:00:00.000Z', productId: 'p3' },
  ];

  it('counts by Berlin day, every day of the window, days without clicks as 0', () => {
    expect(clicksPerDay(clicks, '2026-11-26', 3)).toEqual([
      { date: '2026-11-24', clicks: 0 },
      { date: '2026-11-25', clicks: 2 },
      { date: '2026-11-26', clicks: 1 },
    ]);
    expect(clickWindowStart('2026-11-26', 3) <= '2026-11-24T23:30:00.000Z').toBe(true);
  });

  it('counts per product within the window, most clicked first, unknown products named as deleted', () => {
    const names = new Map([['p1', 'Waldhof Huhn']]);
    expect(clicksPerProduct(clicks, names, '2026-11-26', 3)).toEqual([
      { productId: 'p1', productName: 'Waldhof Huhn', clicks: 2 },
      { productId: 'p2', productName: 'Gelöschtes Produkt', clicks: 1 },
    ]);
  });
});

describe('the page a click came from', () => {
  it('keeps a page of the route table, never a query, another site or a made-up path', () => {
    expect(clickSource('/produkte/waldhof-huhn')).toBe('/produkte/waldhof-huhn');
    expect(clickSource('/vergleichsliste')).toBe('/vergleichsliste');
    for (const value of [
      '/produkte?q=max@mustermann.de',
      'https://evil.example/',
      '//evil.example/x',
      '/irgendwas',
      7,
    ])
      expect(clickSource(value)).toBeUndefined();
    expect(clickOutPath('abc', '/produkte?q=x')).toBe('/weiter/abc');
    expect(clickOutPath('abc', '/produkte')).toBe('/weiter/abc?from=%2Fprodukte');
  });
});
