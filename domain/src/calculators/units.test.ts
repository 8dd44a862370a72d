import { describe, expect, it } from 'vitest';
import { formatSignificant } from '../format';
import { convertEnergy, convertMass, convertVitamin, roundSignificant } from './units';

describe('unit converter', () => {
  it('converts mass with a factor of 1000 between kg, g, mg and µg', () => {
    // 1,5 kg = 1500 g = 1 500 000 mg = 1 500 000 000 µg
    expect(convertMass(1.5, 'kg')).toEqual({ kg: 1.5, g: 1500, mg: 1_500_000, µg: 1_500_000_000 });
    // 250 µg = 0,25 mg = 0,00025 g = 0,00000025 kg
    expect(convertMass(250, 'µg')).toEqual({ kg: 2.5e-7, g: 0.00025, mg: 0.25, µg: 250 });
  });

  it('converts energy with the factors of the specification', () => {
    // 2 MJ = 2 x 1000 kJ = 2000 kJ = 2 x 239 kcal = 478 kcal
    expect(convertEnergy(2, 'MJ')).toEqual({ MJ: 2, kJ: 2000, kcal: 478 });
    // 100 kJ = 100 / 1000 MJ = 0,1 MJ = 100 x 0,239 kcal = 23,9 kcal
    expect(convertEnergy(100, 'kJ')).toEqual({ MJ: 0.1, kJ: 100, kcal: 23.9 });
    // 100 kcal = 100 x 4,184 kJ = 418,4 kJ = 100 x 0,004184 MJ = 0,4184 MJ
    expect(convertEnergy(100, 'kcal')).toEqual({ MJ: 0.4184, kJ: 418.4, kcal: 100 });
  });

  it('converts vitamin A with 0,3 µg per IE', () => {
    // 1000 IE x 0,3 = 300 µg; 1 µg / 0,3 = 3,33333 IE
    expect(convertVitamin('A', 1000, 'IE')).toEqual({ IE: 1000, mass: 300 });
    expect(convertVitamin('A', 1, 'mass')).toEqual({ IE: 3.33333, mass: 1 });
  });

  it('converts vitamins D (40 IE per µg) and E (1,49 IE per mg) to at most 2 significant digits', () => {
    // D: 1000 IE / 40 = 25 µg; 0,45 µg x 40 = 18 IE; 123 IE / 40 = 3,075 -> 3,1 µg
    expect(convertVitamin('D', 1000, 'IE')).toEqual({ IE: 1000, mass: 25 });
    expect(convertVitamin('D', 0.45, 'mass')).toEqual({ IE: 18, mass: 0.45 });
    expect(convertVitamin('D', 123, 'IE').mass).toBe(3.1);
    // E: 1 mg x 1,49 = 1,49 -> 1,5 IE; 100 IE / 1,49 = 67,11 -> 67 mg; 10 mg x 1,49 = 14,9 -> 15 IE
    expect(convertVitamin('E', 1, 'mass').IE).toBe(1.5);
    expect(convertVitamin('E', 100, 'IE').mass).toBe(67);
    expect(convertVitamin('E', 10, 'mass').IE).toBe(15);
  });

  it('rounds to significant digits and shows them in German format', () => {
    expect(roundSignificant(0.1 + 0.2, 6)).toBe(0.3);
    expect(roundSignificant(0, 2)).toBe(0);
    expect(formatSignificant(1_500_000_000, 6)).toBe('1.500.000.000');
    expect(formatSignificant(2.5e-7, 6)).toBe('0,00000025');
    expect(formatSignificant(3.33333, 6)).toBe('3,33333');
  });
});
