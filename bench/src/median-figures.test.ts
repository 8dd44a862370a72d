import { describe, expect, it } from 'vitest';
import { medianFigures } from './median-figures';

describe('median figures', () => {
  it('takes the median of every number over the runs and other values from the first', () => {
    const runs = [
      { api: { c1: { p95: 9, rps: 500 } }, runsMs: [1, 2], label: 'a' },
      { api: { c1: { p95: 30, rps: 700 } }, runsMs: [3, 4], label: 'b' },
      { api: { c1: { p95: 7, rps: 650 } }, runsMs: [5, 6], label: 'c' },
    ];
    expect(medianFigures(runs)).toEqual({ api: { c1: { p95: 9, rps: 650 } }, runsMs: [1, 2], label: 'a' });
  });
});
