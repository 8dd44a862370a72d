import { describe, expect, it } from 'vitest';
import type { CatalogueFigures } from './catalogue-bench';
import { targets } from './targets';

/** The figures the NeDB comparison reads, at one catalogue size. */
const measured = (requestsPerSecond: number, shippingRatio = 1, petRatio = 1) =>
  ({
    engine: {
      'filter-products': { cold: { p95: 1, p99: 1 } },
      'filter-products shipping off/on': { p95Ratio: shippingRatio },
      'filter-products pet off/on': { p95Ratio: petRatio },
    },
    api: { 'filter-products': { c1: { p95: 1 }, c16: { requestsPerSecond } } },
    rssMb: { serverAfter10000DistinctLists: 200 },
    apiSameListsTwice: { p95Speedup: 4 },
    reindex: { productsPerSecond: 5000 },
    healthDuringReindex: { duringReindex: { p99: 1 } },
  }) as unknown as CatalogueFigures;
const queue = { enqueues: 200_000, enqueueMsMedian: 100, drainMsMedian: 100 };
const nedb = (listRequestsPerSecondC16: number) => ({
  measuredAt: '2026-11-23T20:21:39.942Z',
  listRequestsPerSecondC16,
  serverAfter10000DistinctListsMb: 425,
});
const C16_20K = '20k: filter-products c16 not below the NeDB figure';

describe('bench targets', () => {
  it('compares list throughput at 16 connections with the NeDB figure of the same size', () => {
    expect(targets({ '20000': measured(900) }, queue, { '20000': nedb(859) })[C16_20K]).toBe(true);
    expect(targets({ '20000': measured(800) }, queue, { '20000': nedb(859) })[C16_20K]).toBe(false);
  });

  it('holds the list with "Preise inkl. Versand" within 10 % of the list without at p95', () => {
    const key = '20k: list p95 with "Preise inkl. Versand" within 10 % of the list without (engine, cold)';
    expect(targets({ '20000': measured(900, 1.08) }, queue)[key]).toBe(true);
    expect(targets({ '20000': measured(900, 1.12) }, queue)[key]).toBe(false);
    expect(targets({}, queue)[key]).toBeNull();
  });

  it('holds the list with an active animal within 25 % of the list without at p95, at both sizes', () => {
    const small =
      '20k: list p95 with an active animal (allergy, cost sort) within 25 % of the list without (engine, cold)';
    const large = '100k: list p95 with an active animal within 25 % of the list without (engine, cold)';
    const at = (ratio: number) =>
      targets({ '20000': measured(900, 1, ratio), '100000': measured(900, 1, ratio) }, queue);
    expect(at(1.2)[small]).toBe(true);
    expect(at(1.2)[large]).toBe(true);
    expect(at(1.3)[small]).toBe(false);
    expect(at(1.3)[large]).toBe(false);
    expect(targets({ '20000': measured(900, 1, 1.3) }, queue)[large]).toBeNull();
  });

  it('leaves the comparison open where no NeDB figure was kept, instead of calling it met', () => {
    expect(targets({ '20000': measured(900) }, queue, {})[C16_20K]).toBeNull();
  });
});
