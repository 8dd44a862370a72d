import { describe, expect, it } from 'vitest';
import { germanDecimals } from '../format';
import { manufacturerAmountFor } from './manufacturer-amount';

const TABLE = [
  { weightKg: '5 kg', foodAmount: '120 g' },
  { weightKg: '10 kg', foodAmount: '200-260 g' },
  { weightKg: '25 kg', foodAmount: '378–513 g' },
  { weightKg: 'Welpen bis 6 Monate', foodAmount: '2 x täglich' },
  { weightKg: '40 kg', foodAmount: '1,1 kg' },
];

describe('the manufacturer’s feeding amount for a weight', () => {
  it('finds the row of the same weight, within a tenth, and reads its grams', () => {
    expect(manufacturerAmountFor(TABLE, 25)).toEqual({ row: TABLE[2], grams: 445.5 });
    expect(manufacturerAmountFor(TABLE, 10.5)).toEqual({ row: TABLE[1], grams: 230 });
    expect(manufacturerAmountFor(TABLE, 5)?.grams).toBe(120);
    expect(manufacturerAmountFor(TABLE, 40)?.grams).toBe(1100);
  });

  it('finds nothing for a weight the table does not name, or rows by age', () => {
    expect(manufacturerAmountFor(TABLE, 15)).toBeNull();
    expect(manufacturerAmountFor([], 25)).toBeNull();
    expect(manufacturerAmountFor([{ weightKg: 'Welpen', foodAmount: '300 g' }], 6)).toBeNull();
  });
});

describe('German decimals in free text', () => {
  it('writes a decimal point as a comma, leaving thousands groups and text alone', () => {
    expect(germanDecimals('Rohprotein 10.5 %, Rohfett 6.1 %, Rohasche 2 %')).toBe(
      'Rohprotein 10,5 %, Rohfett 6,1 %, Rohasche 2 %',
    );
    expect(germanDecimals('Vitamin D3 1.500 IE/kg, Zink 0.25 g')).toBe('Vitamin D3 1.500 IE/kg, Zink 0,25 g');
    expect(germanDecimals('Rohfett 6,1 %')).toBe('Rohfett 6,1 %');
    expect(germanDecimals('Nr. 3. Sorte')).toBe('Nr. 3. Sorte');
  });
});
