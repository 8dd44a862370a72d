import { describe, expect, it } from 'vitest';
import { checkRangeInput, RANGE_MESSAGES } from './range-input';

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
