import { describe, expect, it } from 'vitest';
import { amountOf, DECIMAL_MESSAGES, decimalInputText, errorOf, parseAmount, parseDecimal } from './decimal';

describe('decimal input', () => {
  it('reads a decimal comma or point and counts the decimals', () => {
    expect(parseDecimal('12,5')).toEqual({ value: 12.5, decimals: 1 });
    expect(parseDecimal(' 0.25 ')).toEqual({ value: 0.25, decimals: 2 });
    expect(parseDecimal(',5')).toEqual({ value: 0.5, decimals: 1 });
    expect(parseDecimal('7')).toEqual({ value: 7, decimals: 0 });
    expect(parseDecimal('')).toEqual({ empty: true });
  });

  it('refuses what a person does not type as a number', () => {
    for (const text of ['abc', '1,2,3', '1e3', '0x10', 'Infinity', '12 g', '1.000,5'])
      expect(parseDecimal(text)).toEqual({ invalid: true });
  });

  it('takes amounts of at least 0 with at most two decimals (step 0.01)', () => {
    expect(parseAmount('0,01')).toEqual({ value: 0.01 });
    expect(parseAmount('0')).toEqual({ value: 0 });
    expect(parseAmount('  ')).toEqual({ empty: true });
    expect(parseAmount('x')).toEqual({ error: DECIMAL_MESSAGES.notANumber });
    expect(parseAmount('-1')).toEqual({ error: DECIMAL_MESSAGES.negative });
    // '1.000' is one with three decimals, not a thousand: refused rather than misread.
    expect(parseAmount('1.000')).toEqual({ error: DECIMAL_MESSAGES.tooManyDecimals });
  });

  it('limits percentages to 100', () => {
    expect(parseAmount('100', { percent: true })).toEqual({ value: 100 });
    expect(parseAmount('100,01', { percent: true })).toEqual({ error: DECIMAL_MESSAGES.overHundred });
    expect(parseAmount('250')).toEqual({ value: 250 });
  });

  it('writes a number into a field with a comma, two decimals and no thousands separator', () => {
    expect(decimalInputText(1234.567)).toBe('1234,57');
    expect(decimalInputText(95)).toBe('95');
    // 0,1 + 0,2 = 0,30000000000000004 -> 0,3
    expect(decimalInputText(0.1 + 0.2)).toBe('0,3');
  });

  it('gives the number or the message of a field', () => {
    expect(amountOf({ value: 3 })).toBe(3);
    expect(amountOf({ empty: true })).toBeNull();
    expect(errorOf({ error: 'falsch' })).toBe('falsch');
    expect(errorOf({ value: 3 })).toBeNull();
  });
});
