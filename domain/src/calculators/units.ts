export const MASS_UNITS = ['kg', 'g', 'mg', 'µg'] as const;
export type MassUnit = (typeof MASS_UNITS)[number];
export const ENERGY_UNITS = ['MJ', 'kJ', 'kcal'] as const;
export type EnergyUnit = (typeof ENERGY_UNITS)[number];
export const VITAMINS = ['A', 'D', 'E'] as const;
export type Vitamin = (typeof VITAMINS)[number];
/** A vitamin amount in international units (IE) or by mass (µg for A and D, mg for E). */
export const VITAMIN_UNITS = ['IE', 'mass'] as const;
export type VitaminUnit = (typeof VITAMIN_UNITS)[number];

/** Rounds to significant digits: converted values show no floating-point noise (0,30000000000000004). */
export function roundSignificant(value: number, digits: number): number {
  return value === 0 ? 0 : Number(value.toPrecision(digits));
}

/** Mass, energy and vitamin A results keep 6 significant digits, vitamins D and E at most 2 (spec). */
const DIGITS = 6;
const VITAMIN_DIGITS: Record<Vitamin, number> = { A: DIGITS, D: 2, E: 2 };

const GRAMS: Record<MassUnit, number> = { kg: 1000, g: 1, mg: 1e-3, µg: 1e-6 };

/** kg, g, mg, µg: a factor of 1000 between neighbours. */
export function convertMass(value: number, from: MassUnit): Record<MassUnit, number> {
  const grams = value * GRAMS[from];
  return Object.fromEntries(
    MASS_UNITS.map((unit) => [unit, roundSignificant(grams / GRAMS[unit], DIGITS)]),
  ) as Record<MassUnit, number>;
}

/**
 * The factors of the specification, used as given: 1 MJ = 1000 kJ = 239 kcal; 1 kJ = 0.239 kcal;
 * 1 kcal = 4.184 kJ = 0.004184 MJ (so MJ -> kcal is not exactly the inverse of kcal -> MJ).
 */
const ENERGY_FACTORS: Record<EnergyUnit, Record<EnergyUnit, number>> = {
  MJ: { MJ: 1, kJ: 1000, kcal: 239 },
  kJ: { MJ: 1 / 1000, kJ: 1, kcal: 0.239 },
  kcal: { MJ: 0.004184, kJ: 4.184, kcal: 1 },
};

export function convertEnergy(value: number, from: EnergyUnit): Record<EnergyUnit, number> {
  return Object.fromEntries(
    ENERGY_UNITS.map((unit) => [unit, roundSignificant(value * ENERGY_FACTORS[from][unit], DIGITS)]),
  ) as Record<EnergyUnit, number>;
}

/** International units per µg (A, D) or per mg (E): A 1 IE = 0.3 µg (1 µg = 3,333 IE); D 40 IE per µg; E 1.49 IE per mg. */
export const IE_PER_MASS_UNIT: Record<Vitamin, number> = { A: 1 / 0.3, D: 40, E: 1.49 };
export const VITAMIN_MASS_UNIT: Record<Vitamin, 'µg' | 'mg'> = { A: 'µg', D: 'µg', E: 'mg' };

export function convertVitamin(
  vitamin: Vitamin,
  value: number,
  from: VitaminUnit,
): Record<VitaminUnit, number> {
  const factor = IE_PER_MASS_UNIT[vitamin];
  const digits = VITAMIN_DIGITS[vitamin];
  return {
    IE: roundSignificant(from === 'IE' ? value : value * factor, digits),
    mass: roundSignificant(from === 'mass' ? value : value / factor, digits),
  };
}
