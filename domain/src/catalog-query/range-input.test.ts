import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../calculators/decimal';
import { checkRangeInput, RANGE_MESSAGES } from './range-input';

describe('decimal input', () => {
  it('reads a comma or a point, and refuses what is no plain number', () => {
    expect(parseDecimal(' 12,5 ')).toEqual({ value: 12.5 });
    expect(parseDecimal('0.25')).toEqual({ value: 0.25 });
    expect(parseDecimal(',5')).toEqual({ value: 0.5 });
    expect(parseDecimal('')).toEqual({ empty: true });
    for (const text of ['abc', '1e3', '0x10', 'Infinity', '1,2,3', '1 000'])
      expect(parseDecimal(text)).toEqual({ notANumber: true });
  });
});

describe('range input of the list', () => {
  it('passes valid bounds and empty fields', () => {
    expect(checkRangeInput('2', '10,5')).toEqual({
      min: { value: 2, error: null },
      max: { value: 10.5, error: null },
    });
    expect(checkRangeInput('', '')).toEqual({
      min: { value: undefined, error: null },
      max: { value: undefined, error: null },
    });
  });

  it('refuses text, a negative value and a minimum above the maximum at the field', () => {
    expect(checkRangeInput('viel', '3').min.error).toBe(RANGE_MESSAGES.notANumber);
    expect(checkRangeInput('1', '-3').max.error).toBe(RANGE_MESSAGES.negative);
    expect(checkRangeInput('12', '3')).toEqual({
      min: { value: undefined, error: RANGE_MESSAGES.minAboveMax },
      max: { value: 3, error: null },
    });
  });
});
