import { describe, expect, it } from 'vitest';
import { DECIMAL_MESSAGES } from './decimal';
import { bodyConditionsFor } from './energy';
import { parseWeightKg, WEIGHT_MESSAGES } from './weight';

describe('body weight input', () => {
  it('reads a decimal comma or point', () => {
    expect(parseWeightKg('12,5')).toEqual({ weightKg: 12.5 });
    expect(parseWeightKg(' 4.25 ')).toEqual({ weightKg: 4.25 });
    expect(parseWeightKg('30')).toEqual({ weightKg: 30 });
  });

  it('treats an empty field as no input yet', () => {
    expect(parseWeightKg('  ')).toEqual({ empty: true });
  });

  it('refuses text, several separators and notations a person does not type', () => {
    for (const text of ['abc', '12,5,1', '1e3', '0x10', 'Infinity', '12 kg'])
      expect(parseWeightKg(text)).toEqual({ error: WEIGHT_MESSAGES.notANumber });
  });

  it('limits the decimals when asked to (the calculators: step 0.01)', () => {
    expect(parseWeightKg('12,345')).toEqual({ weightKg: 12.345 });
    expect(parseWeightKg('12,34', { maxDecimals: 2 })).toEqual({ weightKg: 12.34 });
    expect(parseWeightKg('12,345', { maxDecimals: 2 })).toEqual({ error: DECIMAL_MESSAGES.tooManyDecimals });
  });

  it('refuses negative weights and zero, and more than 150 kg', () => {
    expect(parseWeightKg('-3')).toEqual({ error: WEIGHT_MESSAGES.notPositive });
    expect(parseWeightKg('0,00')).toEqual({ error: WEIGHT_MESSAGES.notPositive });
    expect(parseWeightKg('150')).toEqual({ weightKg: 150 });
    expect(parseWeightKg('150,01')).toEqual({ error: WEIGHT_MESSAGES.tooHeavy });
    // A German '1.500' is 1500 kg, not 1,5: refused as too heavy with the reason, not misread.
    expect(parseWeightKg('1.500')).toEqual({ error: WEIGHT_MESSAGES.tooHeavy });
  });
});

describe('body conditions', () => {
  it('offers thin for dogs only', () => {
    expect(bodyConditionsFor('dog')).toEqual(['thin', 'normal', 'thick']);
    expect(bodyConditionsFor('cat')).toEqual(['normal', 'thick']);
  });
});
