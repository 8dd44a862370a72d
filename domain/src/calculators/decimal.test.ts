import { describe, expect, it } from 'vitest';
import {
  amountOf,
  DECIMAL_MESSAGES,
  decimalInputText,
  errorOf,
  parseAmount,
  parseDecimal,
  parseNumberInput,
} from './decimal';

describe('a number as a German types it', () => {
  it('reads a decimal comma or point and counts the decimals', () => {
    expect(parseNumberInput('12,5')).toEqual({ value: 12.5, decimals: 1 });
    expect(parseNumberInput(' 0.25 ')).toEqual({ value: 0.25, decimals: 2 });
    expect(parseNumberInput(',5')).toEqual({ value: 0.5, decimals: 1 });
    expect(parseNumberInput('12,')).toEqual({ value: 12, decimals: 0 });
    expect(parseNumberInput('-7')).toEqual({ value: -7, decimals: 0 });
    expect(parseNumberInput('')).toEqual({ empty: true });
  });

  it.each([
    ['1.050', 1050, 0],
    ['12.500', 12500, 0],
    ['1.000.000', 1_000_000, 0],
    ['1.050,5', 1050.5, 1],
    ['1.234.567,89', 1_234_567.89, 2],
    ['1 050', 1050, 0],
    ['1\u00a0050,25', 1050.25, 2],
    ['1\u202f050', 1050, 0],
    ["1'050", 1050, 0],
    ['1’050,5', 1050.5, 1],
    // spaces and apostrophes group only, so a point after them is the decimal point (as in Switzerland)
    ["1'050.50", 1050.5, 2],
    ['1 050.5', 1050.5, 1],
  ])('reads thousands grouped as Germans (and the Swiss) write them: %s', (text, value, decimals) => {
    expect(parseNumberInput(text)).toEqual({ value, decimals });
  });

  it.each([
    // a comma is always the decimal mark
    ['1,050', 1.05, 3],
    // a point that cannot group thousands is a decimal point
    ['12.5', 12.5, 1],
    ['1.05', 1.05, 2],
    ['1.0500', 1.05, 4],
    ['0.500', 0.5, 3],
    ['1234.567', 1234.567, 3],
    ['.5', 0.5, 1],
  ])('reads a text that could be either by the German rule: %s', (text, value, decimals) => {
    expect(parseNumberInput(text)).toEqual({ value, decimals });
  });

  it('refuses what mixes the marks or groups wrongly, rather than guess', () => {
    for (const text of [
      ...['1,050.5', '1.05,5', '12.34,5', '1.2.3', '1.050.5', '1,2,3', '10 50'],
      ...['abc', '1e3', '0x10', 'Infinity', '12 g', '-', '.', ',', '+-1'],
    ])
      expect(parseNumberInput(text), text).toEqual({ invalid: true });
  });
});

describe('a number as a program writes it', () => {
  it('reads a decimal comma or point and counts the decimals', () => {
    expect(parseDecimal('12,5')).toEqual({ value: 12.5, decimals: 1 });
    expect(parseDecimal(' 0.25 ')).toEqual({ value: 0.25, decimals: 2 });
    expect(parseDecimal(',5')).toEqual({ value: 0.5, decimals: 1 });
    expect(parseDecimal('7')).toEqual({ value: 7, decimals: 0 });
    expect(parseDecimal('')).toEqual({ empty: true });
  });

  it('refuses an exponent, letters and thousands separators', () => {
    for (const text of ['abc', '1,2,3', '1e3', '0x10', 'Infinity', '12 g', '1.000,5'])
      expect(parseDecimal(text)).toEqual({ invalid: true });
    // A feed's '1.000' is one with three decimals.
    expect(parseDecimal('1.000')).toEqual({ value: 1, decimals: 3 });
  });
});

describe('calculator amounts', () => {
  it('takes amounts of at least 0 with at most two decimals (step 0.01)', () => {
    expect(parseAmount('0,01')).toEqual({ value: 0.01 });
    expect(parseAmount('0')).toEqual({ value: 0 });
    expect(parseAmount('  ')).toEqual({ empty: true });
    expect(parseAmount('x')).toEqual({ error: DECIMAL_MESSAGES.notANumber });
    expect(parseAmount('-1')).toEqual({ error: DECIMAL_MESSAGES.negative });
    // A German '1.000' is a thousand; '1,000' is one with three decimals.
    expect(parseAmount('1.000')).toEqual({ value: 1000 });
    expect(parseAmount('1,000')).toEqual({ error: DECIMAL_MESSAGES.tooManyDecimals });
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
