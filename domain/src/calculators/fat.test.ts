import { describe, expect, it } from 'vitest';
import { fatAddition, meatMixture, mixable } from './fat';
import { fatToAddMessage } from './messages';

const empty = { amount: null, fat: null };

describe('fat addition (section 1)', () => {
  it('adds up the rows and finds the fat the ration lacks', () => {
    // rows: 500 g x 10 % / 100 = 50 g; 300 g x 20 % = 60 g; 200 g x 5 % = 10 g
    // sums: 1000 g, 120 g fat; current 120 / 1000 x 100 = 12 %
    // desired 15 %: 1000 x 15 / 100 = 150 g; to add 150 - 120 = 30 g
    const result = fatAddition(
      [{ amount: 500, fat: 10 }, { amount: 300, fat: 20 }, { amount: 200, fat: 5 }, empty, empty],
      15,
    );
    expect(result).toEqual({
      rowFats: [50, 60, 10, null, null],
      amountSum: 1000,
      fatsSum: 120,
      currentFats: 12,
      fatsDesiredAmount: 150,
      fatsToAdd: 30,
    });
    expect(fatToAddMessage(30)).toBe('30 g tierisches Fett müssen der Ration noch zugefügt werden.');
  });

  it('computes the fat to add only when the desired fat amount is nonzero', () => {
    const rows = [{ amount: 500, fat: 10 }, empty, empty, empty, empty];
    expect(fatAddition(rows, null).fatsToAdd).toBeNull();
    expect(fatAddition(rows, 0).fatsToAdd).toBeNull();
    // nothing weighed: desired grams 0 x 15 / 100 = 0
    expect(fatAddition([empty, empty, empty, empty, empty], 15)).toMatchObject({
      currentFats: 0,
      fatsDesiredAmount: 0,
      fatsToAdd: null,
    });
  });

  it('counts the amount of a row whose fat content is still missing', () => {
    // 123,45 g x 12,5 % / 100 = 15,43125 g; the second row weighs 100 g without a fat content
    // sums 223,45 g, 15,43125 g fat; current 15,43125 / 223,45 x 100 = 6,906 %
    const result = fatAddition([{ amount: 123.45, fat: 12.5 }, { amount: 100, fat: null }, empty], null);
    expect(result.rowFats).toEqual([15.43125, null, null]);
    expect(result.amountSum).toBeCloseTo(223.45, 10);
    expect(result.currentFats).toBeCloseTo(6.906, 3);
    // the alert shows German decimals: 15,43125 -> '15,43'
    expect(fatToAddMessage(15.43125)).toBe('15,43 g tierisches Fett müssen der Ration noch zugefügt werden.');
  });
});

describe('lean and fat meat mixture (section 2)', () => {
  it('splits the meat by the difference of the fat contents', () => {
    // difference 30 - 5 = 25; fat meat 1000 / 25 x (15 - 5) = 400 g; lean 1000 / 25 x (25 - 10) = 600 g
    expect(meatMixture({ meatFat: 30, meatLean: 5, meatAmount: 1000, meatFats: 15 })).toEqual({
      meatDifference: 25,
      meatAmountFat: 400,
      meatAmountLean: 600,
    });
  });

  it('rounds both amounts to 2 decimals', () => {
    // difference 25 - 4 = 21; fat 500 / 21 x (10 - 4) = 142,857 -> 142,86; lean 500 / 21 x (21 - 6) = 357,142 -> 357,14
    expect(meatMixture({ meatFat: 25, meatLean: 4, meatAmount: 500, meatFats: 10 })).toEqual({
      meatDifference: 21,
      meatAmountFat: 142.86,
      meatAmountLean: 357.14,
    });
  });

  it('computes the mixture only when every input and the difference are nonzero', () => {
    const full = { meatFat: 30, meatLean: 5, meatAmount: 1000, meatFats: 15 };
    for (const gap of [{ meatLean: 0 }, { meatFats: null }, { meatAmount: 0 }, { meatFat: 5 }])
      expect(meatMixture({ ...full, ...gap })).toMatchObject({ meatAmountFat: null, meatAmountLean: null });
    // the difference shows as soon as both contents are there: 30 - 0 = 30
    expect(meatMixture({ ...full, meatLean: 0 }).meatDifference).toBe(30);
    expect(meatMixture({ ...full, meatFat: null }).meatDifference).toBeNull();
  });

  it('knows when the desired content lies outside the two meats', () => {
    const meats = { meatFat: 30, meatLean: 5, meatAmount: 1000 };
    expect(mixable({ ...meats, meatFats: 15 })).toBe(true);
    expect(mixable({ ...meats, meatFats: 30 })).toBe(true);
    expect(mixable({ ...meats, meatFats: 40 })).toBe(false);
    expect(mixable({ ...meats, meatFats: 2 })).toBe(false);
  });
});
