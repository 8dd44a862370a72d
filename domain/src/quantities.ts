import { formatNumber } from './format';
import { KJ_PER_KCAL } from './nutrition';

/**
 * How the quantities the portal computes read, one rule each, wherever they show (calculators,
 * product page, compare list): the same food or animal gives the same text on every page. The rule
 * is the calculators' of the specification (part 2 section 9): at most two decimals.
 */
const DECIMALS = 2;

/** An amount of food, e.g. per day: '904,95 g'. */
export const formatGrams = (grams: number): string => `${formatNumber(grams, DECIMALS)} g`;

/** Energy in kilocalories: a day's need ('864,22 kcal') or a food's per 100 g. */
export const formatKcal = (kcal: number): string => `${formatNumber(kcal, DECIMALS)} kcal`;

/** A food's energy in kcal and, at 4.19 kJ per kcal, in kJ: '121,2 kcal = 507,83 kJ'. */
export const formatFoodEnergy = (kcal: number): string =>
  `${formatKcal(kcal)} = ${formatNumber(kcal * KJ_PER_KCAL, DECIMALS)} kJ`;
