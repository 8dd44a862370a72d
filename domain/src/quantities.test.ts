import { describe, expect, it } from 'vitest';
import { foodAmountPerDay } from './calculators/energy';
import { formatFoodEnergy, formatGrams, formatKcal } from './quantities';

describe('one rounding rule per quantity', () => {
  it('shows an amount of food with at most two decimals, rounded half up, thousands grouped', () => {
    expect(formatGrams(691.549)).toBe('691,55 g');
    expect(formatGrams(691.545)).toBe('691,55 g');
    expect(formatGrams(692)).toBe('692 g');
    expect(formatGrams(1094.7368)).toBe('1.094,74 g');
    // 864,22 kcal for 12,5 kg at 95,5 kcal per 100 g: the calculator's and the product page's amount.
    expect(formatGrams(foodAmountPerDay(864.2234, 95.5))).toBe('904,95 g');
  });

  it('shows energy in kcal and kJ with at most two decimals each', () => {
    expect(formatKcal(864.2234)).toBe('864,22 kcal');
    expect(formatKcal(1040)).toBe('1.040 kcal');
    // 121,2 kcal x 4,19 = 507,828 kJ: the same text wherever a food's energy shows
    expect(formatFoodEnergy(121.2)).toBe('121,2 kcal = 507,83 kJ');
    expect(formatFoodEnergy(95.5)).toBe('95,5 kcal = 400,15 kJ');
  });
});
