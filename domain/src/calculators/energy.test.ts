import { describe, expect, it } from 'vitest';
import { dailyEnergyNeed, feedingCost, foodAmountPerDay, metabolicWeight } from './energy';

describe('energy need and food amount', () => {
  it('uses weight^0.75 for dogs and weight^0.67 for cats', () => {
    // 16^0.75 = 8; 10^0.67 = 4.6774
    expect(metabolicWeight('dog', 16)).toBeCloseTo(8, 10);
    expect(metabolicWeight('cat', 10)).toBeCloseTo(4.6774, 4);
  });

  it('multiplies the dog’s metabolic weight by 140, 130 or 95', () => {
    // 16 kg: 8 x 140 = 1120, 8 x 130 = 1040, 8 x 95 = 760
    expect(dailyEnergyNeed('dog', 16, 'thin')).toBeCloseTo(1120, 8);
    expect(dailyEnergyNeed('dog', 16, 'normal')).toBeCloseTo(1040, 8);
    expect(dailyEnergyNeed('dog', 16, 'thick')).toBeCloseTo(760, 8);
  });

  it('gives cats weight^0.67 x 100, and weight^0.4 x 130 when thick', () => {
    // 4 kg: 4^0.67 = 2.5315 -> 253.15; 4^0.4 = 2^0.8 = 1.74110 -> 226.34
    expect(dailyEnergyNeed('cat', 4, 'normal')).toBeCloseTo(253.15, 2);
    expect(dailyEnergyNeed('cat', 4, 'thin')).toBeCloseTo(253.15, 2);
    expect(dailyEnergyNeed('cat', 4, 'thick')).toBeCloseTo(226.34, 2);
  });

  it('turns the need into grams: need / kcal per 100 g x 100', () => {
    // 1040 kcal with 104 kcal per 100 g -> 1000 g
    expect(foodAmountPerDay(1040, 104)).toBeCloseTo(1000, 10);
  });
});

describe('feeding cost', () => {
  it('prices the daily amount with the base price per 100 g, and 30 days a month', () => {
    // 16 kg normal dog: 1040 kcal; food with 80 kcal / 100 g -> 1300 g; at 0.40 € / 100 g -> 5.20 € a day, 156 € a month
    expect(
      feedingCost({
        animal: 'dog',
        weightKg: 16,
        condition: 'normal',
        kcalPer100g: 80,
        unitPricePerKg: 4,
      }),
    ).toEqual({ needKcal: 1040, gramsPerDay: 1300, costPerDay: 5.2, costPerMonth: 156 });
  });

  it('shows that a dense dearer food can cost less per day than a thin cheap one', () => {
    const dog = { animal: 'dog', weightKg: 16, condition: 'normal' } as const;
    // thin: 1040 / 70 x 100 = 1485.7 g x 0.30 € = 4.46 €; dense: 1040 / 380 x 100 = 273.7 g x 1.20 € = 3.28 €
    const thin = feedingCost({ ...dog, kcalPer100g: 70, unitPricePerKg: 3 });
    const dense = feedingCost({ ...dog, kcalPer100g: 380, unitPricePerKg: 12 });
    expect(thin?.costPerDay).toBe(4.46);
    expect(dense?.costPerDay).toBe(3.28);
  });

  it('gives no figure without energy, price or weight', () => {
    const base = {
      animal: 'cat',
      weightKg: 4,
      condition: 'normal',
      kcalPer100g: 90,
      unitPricePerKg: 5,
    } as const;
    expect(feedingCost({ ...base, kcalPer100g: 0 })).toBeNull();
    expect(feedingCost({ ...base, unitPricePerKg: Number.NaN })).toBeNull();
    expect(feedingCost({ ...base, weightKg: -1 })).toBeNull();
  });
});
