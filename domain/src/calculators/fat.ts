import { roundTo } from '../round';

export interface FatRow {
  /** Amount of the product in g. */
  amount: number | null;
  /** Its fat content in percent. */
  fat: number | null;
}

export interface FatAddition {
  /** Fat of each row in g: amount x fat % / 100 (null while a row is incomplete). */
  rowFats: (number | null)[];
  amountSum: number;
  fatsSum: number;
  /** Fat content of the ration now: fat sum / amount sum x 100. */
  currentFats: number;
  /** Fat the ration should hold: amount sum x desired % / 100. */
  fatsDesiredAmount: number;
  /** Desired grams minus the fat sum; null while the desired fat amount is 0. */
  fatsToAdd: number | null;
}

/** Section 1 'Fettzugabe berechnen': how much animal fat the ration lacks for the desired fat content. */
export function fatAddition(rows: readonly FatRow[], fatsDesired: number | null): FatAddition {
  const rowFats = rows.map(({ amount, fat }) =>
    amount === null || fat === null ? null : (amount * fat) / 100,
  );
  const amountSum = rows.reduce((sum, row) => sum + (row.amount ?? 0), 0);
  const fatsSum = rowFats.reduce<number>((sum, fat) => sum + (fat ?? 0), 0);
  const fatsDesiredAmount = (amountSum * (fatsDesired ?? 0)) / 100;
  return {
    rowFats,
    amountSum,
    fatsSum,
    currentFats: amountSum > 0 ? (fatsSum / amountSum) * 100 : 0,
    fatsDesiredAmount,
    fatsToAdd: fatsDesiredAmount !== 0 ? fatsDesiredAmount - fatsSum : null,
  };
}

export interface MeatInput {
  /** Fat content of the fat meat (fett) and of the lean meat (mager) in percent. */
  meatFat: number | null;
  meatLean: number | null;
  /** Meat in g, lean plus fat. */
  meatAmount: number | null;
  /** Desired fat content of the ration in percent. */
  meatFats: number | null;
}

export interface MeatMixture {
  /** fett - mager; null until both are given. */
  meatDifference: number | null;
  /** Grams of fat and lean meat, 2 decimals; null unless every input and the difference are nonzero. */
  meatAmountFat: number | null;
  meatAmountLean: number | null;
}

/**
 * Section 2 'Fettausgleich berechnen': fat meat g = amount / difference x (desired - lean); lean meat
 * g = amount / difference x (difference - (desired - lean)).
 */
export function meatMixture({ meatFat, meatLean, meatAmount, meatFats }: MeatInput): MeatMixture {
  const meatDifference = meatFat === null || meatLean === null ? null : roundTo(meatFat - meatLean, 2);
  if (!meatFat || !meatLean || !meatDifference || !meatAmount || !meatFats)
    return { meatDifference, meatAmountFat: null, meatAmountLean: null };
  const perPercent = meatAmount / meatDifference;
  return {
    meatDifference,
    meatAmountFat: roundTo(perPercent * (meatFats - meatLean), 2),
    meatAmountLean: roundTo(perPercent * (meatDifference - (meatFats - meatLean)), 2),
  };
}

/**
 * Whether the desired fat content can be mixed from the two meats at all: it lies between the lean
 * and the fat meat's content (outside, one of the amounts is negative).
 */
export function mixable({ meatFat, meatLean, meatFats }: MeatInput): boolean {
  if (meatFat === null || meatLean === null || meatFats === null) return false;
  return meatFats >= Math.min(meatFat, meatLean) && meatFats <= Math.max(meatFat, meatLean);
}
