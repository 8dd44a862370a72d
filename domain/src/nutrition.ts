import { roundTo } from './round';

/** The Weender analysis values, in the order labels, forms, filters and tables show them. */
export const WEENDER_FIELDS = ['proteins', 'fats', 'fibers', 'ash', 'moisture'] as const;
export type WeenderField = (typeof WEENDER_FIELDS)[number];

/** The four values every declaration states; moisture must be declared only from 14 %. */
export const DECLARED_WEENDER_FIELDS = WEENDER_FIELDS.filter(
  (field): field is Exclude<WeenderField, 'moisture'> => field !== 'moisture',
);

export interface WeenderAnalysis {
  proteins: number;
  fats: number;
  fibers: number;
  ash: number;
  moisture?: number;
}

/** NfE = 100 minus protein, fat, fibre, ash and moisture (never below 0). */
export function nfe(a: WeenderAnalysis): number {
  return roundTo(Math.max(0, 100 - a.proteins - a.fats - a.fibers - a.ash - (a.moisture ?? 0)), 2);
}

/** Dry matter = 100 minus moisture. */
export function dryMatter(moisture: number | undefined): number {
  return 100 - (moisture ?? 0);
}

/** A share of the food expressed in dry matter, in percent. */
export function inDryMatter(value: number, moisture: number | undefined): number {
  const dm = dryMatter(moisture);
  return dm > 0 ? roundTo((value / dm) * 100, 2) : 0;
}

/** NfE in dry matter = NfE / (100 minus moisture), in percent. */
export function nfeTM(a: WeenderAnalysis, nfeValue = nfe(a)): number {
  return inDryMatter(nfeValue, a.moisture);
}

/** Stored energy is in tenths of kcal per 100 g. */
export function energyKcal(storedEnergy: number): number {
  return storedEnergy / 10;
}

export const KJ_PER_KCAL = 4.19;
