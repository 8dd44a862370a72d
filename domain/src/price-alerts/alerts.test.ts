import { describe, expect, it } from 'vitest';
import {
  alertReached,
  alertTarget,
  bestPriceFell,
  PRICE_ALERT_MESSAGES as M,
  parseTargetUnitPrice,
} from './alerts';

describe('price alerts', () => {
  it('reads the target as a German or English decimal', () => {
    expect(parseTargetUnitPrice(' 4,50 ')).toEqual({ value: 4.5 });
    expect(parseTargetUnitPrice('12.2')).toEqual({ value: 12.2 });
  });

  it('reads a target stored per 100 g (before the Grundpreis was per kg) per kg', () => {
    expect(alertTarget({ targetBasePrice: 0.45 })).toBe(4.5);
    expect(alertTarget({ targetUnitPrice: 4.49, targetBasePrice: 0.45 })).toBe(4.49);
  });

  it.each([
    ['', M.targetMissing],
    ['billig', M.targetNotANumber],
    ['0x10', M.targetNotANumber],
    ['0', M.targetRange],
    ['-0,5', M.targetRange],
    ['10000,01', M.targetRange],
    ['4,455', M.targetDigits],
  ])('refuses %j', (text, error) => {
    expect(parseTargetUnitPrice(text)).toEqual({ error });
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
