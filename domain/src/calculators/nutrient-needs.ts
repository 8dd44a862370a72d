import { formatNumber } from '../format';
import { roundTo } from '../round';
import { type CalculatorAnimal, metabolicWeight } from './energy';
import { CALCULATOR_MESSAGES } from './messages';
import nrc from './nrc2006-adult-maintenance.json' with { type: 'json' };

/** One NRC 2006 allowance per kg metabolic weight; vitamins A and D also in international units. */
export interface NrcEntry {
  value: number;
  unit: string;
  iu?: number;
}
export type NrcAllowances = Readonly<Record<string, NrcEntry | undefined>>;

/**
 * NRC 2006 recommended allowances for adult maintenance (Tables 15-5 and 15-12). The file as it is:
 * reading its parts here would keep it in every bundle that imports the domain.
 */
export const NRC_2006: Readonly<Record<CalculatorAnimal, NrcAllowances>> = nrc;

export const NRC_SOURCE =
  'National Research Council (NRC): Nutrient Requirements of Dogs and Cats. Washington, DC: The National Academies Press, 2006';

interface RowDefinition {
  key: string;
  label: string;
  /** Rows for one animal only (arachidonic acid, biotin and taurine for cats). */
  only?: CalculatorAnimal;
  /** Shown in international units, with the microgram equivalent beside it. */
  iu?: true;
  /** Decimals of the daily and weekly amounts: 3 for the small fatty acid amounts, else 2. */
  decimals?: 3;
}

const NUTRIENT_GROUPS: { title: string; rows: RowDefinition[] }[] = [
  {
    title: 'Grundnährstoffe',
    rows: [
      { key: 'protein', label: 'Rohprotein' },
      { key: 'fat', label: 'Fett' },
      { key: 'linoleicAcid', label: 'Linolsäure' },
      { key: 'alphaLinolenicAcid', label: 'Alpha-Linolensäure', only: 'dog', decimals: 3 },
      { key: 'arachidonicAcid', label: 'Arachidonsäure', only: 'cat', decimals: 3 },
      { key: 'epaDha', label: 'EPA + DHA', decimals: 3 },
    ],
  },
  {
    title: 'Mineralstoffe',
    rows: [
      { key: 'calcium', label: 'Calcium' },
      { key: 'chloride', label: 'Chlorid' },
      { key: 'iron', label: 'Eisen' },
      { key: 'iodine', label: 'Jod' },
      { key: 'potassium', label: 'Kalium' },
      { key: 'copper', label: 'Kupfer' },
      { key: 'magnesium', label: 'Magnesium' },
      { key: 'manganese', label: 'Mangan' },
      { key: 'sodium', label: 'Natrium' },
      { key: 'phosphorus', label: 'Phosphor' },
      { key: 'selenium', label: 'Selen' },
      { key: 'zinc', label: 'Zink' },
    ],
  },
  {
    title: 'Vitamine',
    rows: [
      { key: 'vitA', label: 'Vitamin A', iu: true },
      { key: 'vitB1', label: 'Vitamin B1 (Thiamin)' },
      { key: 'vitB2', label: 'Vitamin B2 (Riboflavin)' },
      { key: 'vitB3', label: 'Vitamin B3 (Niacin)' },
      { key: 'vitB4', label: 'Vitamin B4 (Cholin)' },
      { key: 'vitB5', label: 'Vitamin B5 (Pantothensäure)' },
      { key: 'vitB6', label: 'Vitamin B6 (Pyridoxin)' },
      { key: 'vitB9', label: 'Vitamin B9 (Folsäure)' },
      { key: 'vitB12', label: 'Vitamin B12 (Cobalamin)' },
      { key: 'vitD', label: 'Vitamin D', iu: true },
      { key: 'vitE', label: 'Vitamin E' },
      { key: 'vitK', label: 'Vitamin K' },
      { key: 'vitH', label: 'Vitamin H (Biotin)', only: 'cat' },
    ],
  },
  {
    title: 'Aminosäuren',
    rows: [
      { key: 'arginine', label: 'Arginin' },
      { key: 'histidine', label: 'Histidin' },
      { key: 'isoleucine', label: 'Isoleucin' },
      { key: 'leucine', label: 'Leucin' },
      { key: 'lysine', label: 'Lysin' },
      { key: 'methionine', label: 'Methionin' },
      { key: 'methionineCystine', label: 'Methionin/Cystin' },
      { key: 'phenylalanine', label: 'Phenylalanin' },
      { key: 'phenylalanineTyrosine', label: 'Phenylalanin/Tyrosin' },
      { key: 'threonine', label: 'Threonin' },
      { key: 'tryptophan', label: 'Tryptophan' },
      { key: 'valine', label: 'Valin' },
      { key: 'taurine', label: 'Taurin', only: 'cat' },
    ],
  },
];

/** Need per kg metabolic weight, per day and per week; null where the allowance is missing. */
export interface NeedAmounts {
  need: number | null;
  daily: number | null;
  weekly: number | null;
}

export interface NutrientRow extends NeedAmounts {
  key: string;
  label: string;
  unit: string;
  /** Decimals the daily and weekly amounts are rounded to. */
  decimals: number;
  /** vitAMicro, vitDMicro: the microgram equivalent of a row in international units. */
  micro?: NeedAmounts;
}

export interface NutrientNeeds {
  metabolicWeight: number;
  groups: { title: string; rows: NutrientRow[] }[];
}

function amounts(perMetabolicKg: number | undefined, mw: number, decimals: number): NeedAmounts {
  if (perMetabolicKg === undefined || !Number.isFinite(perMetabolicKg))
    return { need: null, daily: null, weekly: null };
  const daily = perMetabolicKg * mw;
  return { need: perMetabolicKg, daily: roundTo(daily, decimals), weekly: roundTo(7 * daily, decimals) };
}

/**
 * The daily and weekly needs of a healthy adult dog or cat: allowance per kg metabolic weight (dog
 * weight^0.75, cat weight^0.67) times the metabolic weight, and 7 times that per week.
 */
export function nutrientNeeds(
  animal: CalculatorAnimal,
  weightKg: number,
  allowances: NrcAllowances = NRC_2006[animal],
): NutrientNeeds {
  const mw = metabolicWeight(animal, weightKg);
  return {
    metabolicWeight: mw,
    groups: NUTRIENT_GROUPS.map(({ title, rows }) => ({
      title,
      rows: rows
        .filter((row) => !row.only || row.only === animal)
        .map((row) => {
          const entry = allowances[row.key];
          const decimals = row.decimals ?? 2;
          const base = { key: row.key, label: row.label, decimals };
          if (!row.iu) return { ...base, unit: entry?.unit ?? '', ...amounts(entry?.value, mw, decimals) };
          return {
            ...base,
            unit: 'IE',
            ...amounts(entry?.iu, mw, decimals),
            micro: amounts(entry?.value, mw, decimals),
          };
        }),
    })),
  };
}

/** The allowances per kg metabolic weight show as NRC gives them (at most 4 decimals, e.g. 0,0015 g). */
export const NEED_DECIMALS = 4;

/** A cell of the nutrient tables: German number format, 'FEHLER' where the value is missing. */
export function formatNeed(value: number | null, decimals: number): string {
  return value === null ? CALCULATOR_MESSAGES.missingValue : formatNumber(value, decimals);
}
