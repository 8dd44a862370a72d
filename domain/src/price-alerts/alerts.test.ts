import { describe, expect, it } from 'vitest';
import { alertReached, bestPriceFell, PRICE_ALERT_MESSAGES as M, parseTargetBasePrice } from './alerts';

describe('price alerts', () => {
  it('reads the target as a German or English decimal', () => {
    expect(parseTargetBasePrice(' 0,45 ')).toEqual({ value: 0.45 });
    expect(parseTargetBasePrice('1.2')).toEqual({ value: 1.2 });
  });

  it.each([
    ['', M.targetMissing],
    ['billig', M.targetNotANumber],
    ['0x10', M.targetNotANumber],
    ['0', M.targetRange],
    ['-0,5', M.targetRange],
    ['1000,01', M.targetRange],
    ['0,455', M.targetDigits],
  ])('refuses %j', (text, error) => {
    expect(parseTargetBasePrice(text)).toEqual({ error });
  });

  it('is reached at or under the target, and checked only when the best price fell', () => {
    expect(alertReached(0.45, 0.45)).toBe(true);
    expect(alertReached(0.45, 0.46)).toBe(false);
    expect(alertReached(0.45, null)).toBe(false);
    expect(bestPriceFell(0.5, 0.45)).toBe(true);
    expect(bestPriceFell(null, 0.45)).toBe(true);
    expect(bestPriceFell(0.45, 0.45)).toBe(false);
    expect(bestPriceFell(0.45, null)).toBe(false);
  });
});
