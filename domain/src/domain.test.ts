import { describe, expect, it } from 'vitest';
import { animalShareCode } from './codes';
import { contrastRatio, readableTextColor } from './colors';
import {
  formatDate,
  formatDateTime,
  formatDeliveryTime,
  formatEuro,
  formatNumber,
  formatPackage,
  formatPrice,
  formatUnitPrice,
} from './format';
import { energyKcal, nfe, nfeTM } from './nutrition';
import {
  packagingSizeEntry,
  packagingSizeKey,
  packagingSizeLabel,
  parsePackagingSizeEntry,
} from './packaging-sizes';

describe('packaging sizes', () => {
  it('normalises sizes to g/ml below 1000 and kg/l above', () => {
    expect(packagingSizeKey(400, 'g')).toBe('400g');
    expect(packagingSizeKey(1500, 'g')).toBe('1.5kg');
    expect(packagingSizeKey(12, 'kg')).toBe('12kg');
    expect(packagingSizeKey(0.5, 'kg')).toBe('500g');
    expect(packagingSizeKey(250, 'ml')).toBe('250ml');
    expect(packagingSizeKey(1, 'l')).toBe('1l');
  });
  it('labels in German and builds label||value entries', () => {
    expect(packagingSizeLabel('1.5kg')).toBe('1,5 kg');
    expect(packagingSizeEntry('400g')).toBe('400 g||400g');
    expect(parsePackagingSizeEntry('1,5 kg||1.5kg')).toEqual({ label: '1,5 kg', value: '1.5kg' });
  });
});

describe('nutrition', () => {
  it('computes NfE and NfE in dry matter', () => {
    const wet = { proteins: 10, fats: 6, fibers: 0.5, ash: 2, moisture: 78 };
    expect(nfe(wet)).toBe(3.5);
    expect(nfeTM(wet)).toBe(15.91);
    expect(nfe({ proteins: 60, fats: 30, fibers: 5, ash: 10 })).toBe(0);
  });
  it('converts stored energy (tenths of kcal) to kcal', () => {
    expect(energyKcal(1050)).toBe(105);
  });
});

describe('animalShareCode', () => {
  it('maps percentages to the specified bands', () => {
    expect([undefined, 0, 10, 25, 30, 55, 79, 90, 100].map((p) => animalShareCode(p, false))).toEqual([
      0, 1, 30, 30, 40, 60, 80, 100, 100,
    ]);
    expect([10, 19, 20, 29].map((p) => animalShareCode(p, true))).toEqual([20, 20, 30, 30]);
  });
});

describe('format', () => {
  it('uses German separators', () => {
    expect(formatPrice(1234.5)).toBe('1.234,50');
    expect(formatNumber(0.456)).toBe('0,46');
    expect(formatDate('2024-03-07T10:00:00.000Z')).toBe('07.03.2024');
  });
});

describe('readable text colour', () => {
  it('puts dark text on the default green and white text on a dark red', () => {
    // #55AD59: channels 0.0908, 0.4179, 0.0999 -> luminance 0.2126*0.0908 + 0.7152*0.4179 + 0.0722*0.0999
    // = 0.3254; against white (1.05 / 0.3754) = 2.80, against #1f2a1f (luminance 0.0204) 5.33.
    expect(contrastRatio('55AD59', 'ffffff')).toBeCloseTo(2.8, 2);
    expect(contrastRatio('55AD59', '1f2a1f')).toBeCloseTo(5.33, 2);
    expect(readableTextColor('55AD59')).toBe('1f2a1f');
    expect(readableTextColor('8B0000')).toBe('ffffff');
    expect(contrastRatio(readableTextColor('C62828'), 'C62828')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('offer formats', () => {
  it('names the Grundpreis per kg or l, money in German, the delivery time in days when numeric, the package', () => {
    expect(formatUnitPrice(5.48, 'g')).toBe('5,48 €/kg');
    expect(formatUnitPrice(12, 'kg')).toBe('12,00 €/kg');
    expect(formatUnitPrice(19.8, 'ml')).toBe('19,80 €/l');
    expect(formatUnitPrice(1234.5, 'l')).toBe('1.234,50 €/l');
    expect(formatEuro(2.49)).toBe('2,49 €');
    expect(formatDeliveryTime(2)).toBe('2 Tage');
    expect(formatDeliveryTime(1)).toBe('1 Tag');
    expect(formatDateTime('2026-11-24T13:05:00.000Z')).toBe('24.11.2026, 14:05 Uhr');
    expect(formatDateTime('2026-07-01T22:30:00.000Z')).toBe('02.07.2026, 00:30 Uhr');
    expect(formatDeliveryTime('1')).toBe('1 Tag');
    expect(formatDeliveryTime('3-5')).toBe('3–5 Tage');
    expect(formatDeliveryTime('3 – 5')).toBe('3–5 Tage');
    expect(formatDeliveryTime('1-3 Werktage')).toBe('1-3 Werktage');
    expect(formatDeliveryTime(undefined)).toBe('–');
    expect(formatPackage(6, 400, 'g')).toBe('6 x 400 g');
    expect(formatPackage(1, 1.5, 'kg')).toBe('1 x 1,5 kg');
  });
});
