import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, retryBudgetMs, retryDelay } from './port';

describe('retries sized for outages', () => {
  it('doubles the wait up to its cap, spread by the jitter both ways', () => {
    const nominal = (attempt: number) => retryDelay(DEFAULT_RETRY, attempt, () => 0.5);
    expect([1, 2, 3, 10, 11, 15].map(nominal)).toEqual([2000, 4000, 8000, 1_024_000, 1_800_000, 1_800_000]);
    expect(retryDelay(DEFAULT_RETRY, 1, () => 0)).toBe(1600);
    expect(retryDelay(DEFAULT_RETRY, 1, () => 1)).toBe(2400);
    expect(retryDelay(DEFAULT_RETRY, 30, () => 1)).toBe(2_160_000);
  });

  it('keeps a job for about three hours before it fails for good', () => {
    expect(retryBudgetMs(DEFAULT_RETRY)).toBe(11_046_000);
  });
});
