import { describe, expect, it } from 'vitest';
import { energyFromNutrients } from './food-energy';

describe('energy from nutrients', () => {
  it('counts 17 kJ per g protein and NfE and 39 kJ per g fat', () => {
    // NfE = 100 - 10 - 5 - 0,5 - 2 - 80 = 2,5
    // kJ = 10 x 17 + 5 x 39 + 2,5 x 17 = 170 + 195 + 42,5 = 407,5
    // kcal = 407,5 / 4,19 = 97,255...
    const energy = energyFromNutrients({ proteins: 10, fats: 5, fibers: 0.5, ash: 2, moisture: 80 });
    expect(energy.kj).toBeCloseTo(407.5, 10);
    expect(energy.kcal).toBeCloseTo(97.2554, 4);
  });

  it('counts a missing moisture as 0 %', () => {
    // NfE = 100 - 26 - 15 - 3 - 7 = 49; kJ = 26 x 17 + 15 x 39 + 49 x 17 = 442 + 585 + 833 = 1860
    expect(energyFromNutrients({ proteins: 26, fats: 15, fibers: 3, ash: 7 }).kj).toBeCloseTo(1860, 10);
  });
});
