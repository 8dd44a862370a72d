import type { RuleFailure } from '../accounts';
import { parseNumberInput } from '../calculators/decimal';
import {
  AGE_GROUPS,
  ANIMAL_COMPONENTS,
  ANIMALS,
  ATTRIBUTES,
  COUNTRIES,
  type CodeList,
  DECLARATIONS,
  DISEASES,
} from '../codes';
import { isObjectId } from '../ids';
import { WEENDER_FIELDS } from '../nutrition';
import {
  AMOUNT_PAIRS,
  amountFields,
  barcodeField,
  FIELD_LABELS,
  FORM_STEPS,
  type FormStep,
  IMAGE_FIELDS,
  type ListField,
  type ProductFormField,
  type ProductFormValues,
  packagingField,
  SIZE_ROWS,
  sizeField,
  type TextField,
} from './fields';
import { isStoredImageName } from './image-files';
import { PRODUCT_FORM_MESSAGES as M } from './messages';
import {
  type FormContext,
  packagingOptions,
  shareCodes,
  shareFields,
  type1Options,
  type2Options,
} from './options';

export type ProductFormFailure = RuleFailure<ProductFormField>;

export const TEXT_LIMITS = { series: 200, barcode: 50, suggestedAmount: 100, description: 10_000 } as const;
/** Grams: the largest sacks are 25 kg; a tonne leaves room without admitting typos of 10^6. */
const MAX_SIZE_GRAMS = 1_000_000;
/** kcal/kg: pure fat has about 9000. */
const MAX_ENERGY = 10_000;

interface NumberRule {
  required: boolean;
  positive?: boolean;
  max: number;
  maxText: string;
}

/** A decimal as typed: at most two decimals (step 0.01), not negative, within its bound. */
function numberProblem(label: string, text: string, rule: NumberRule): string | null {
  const parsed = parseNumberInput(text);
  if ('empty' in parsed) return rule.required ? M.required(label) : null;
  if ('invalid' in parsed) return M.notANumber(label);
  if (parsed.value < 0) return M.negative(label);
  if (rule.positive && parsed.value === 0) return M.notPositive(label);
  if (parsed.decimals > 2) return M.tooPrecise(label);
  if (parsed.value > rule.max) return M.tooLarge(label, rule.maxText);
  return null;
}

const percent = (required: boolean): NumberRule => ({ required, max: 100, maxText: '100 %' });

type Check = () => [ProductFormField, string | null];

function first(checks: Check[]): ProductFormFailure | null {
  for (const check of checks) {
    const [field, message] = check();
    if (message) return { field, message };
  }
  return null;
}

function text(values: ProductFormValues, field: TextField, opts: { required: boolean; max: number }): Check {
  return () => {
    const value = values[field].trim();
    if (!value) return [field, opts.required ? M.required(FIELD_LABELS[field]) : null];
    return [field, value.length > opts.max ? M.tooLong(FIELD_LABELS[field], opts.max) : null];
  };
}

function choice(
  values: ProductFormValues,
  field: TextField,
  allowed: (v: string) => boolean,
  required = true,
): Check {
  return () => {
    const value = values[field];
    if (!value) return [field, required ? M.required(FIELD_LABELS[field]) : null];
    return [field, allowed(value) ? null : M.invalid(FIELD_LABELS[field])];
  };
}

function list(values: ProductFormValues, field: ListField, codes: CodeList<string>, required = false): Check {
  return () => {
    const chosen = values[field];
    if (chosen.length === 0) return [field, required ? M.chooseOne(FIELD_LABELS[field]) : null];
    const known = chosen.every((v) => codes.has(v)) && new Set(chosen).size === chosen.length;
    return [field, known ? null : M.invalid(FIELD_LABELS[field])];
  };
}

function number(values: ProductFormValues, field: TextField, rule: NumberRule): Check {
  return () => [field, numberProblem(FIELD_LABELS[field], values[field], rule)];
}

const codesOf = (values: readonly string[]): CodeList<string> => ({
  values,
  has: (v: unknown): v is string => values.includes(v as string),
  label: String,
});

function generalChecks(v: ProductFormValues, context: FormContext): Check[] {
  const rows = SIZE_ROWS.flatMap((row): Check[] => {
    const [size, packaging, barcode] = [sizeField(row), packagingField(row), barcodeField(row)];
    // Row 1 is required; a further row only once something is typed in it.
    const used = row === 1 || !!(v[size].trim() || v[packaging] || v[barcode].trim());
    const packagings = packagingOptions(context);
    return [
      number(v, size, { required: used, positive: true, max: MAX_SIZE_GRAMS, maxText: '1.000.000 g' }),
      choice(v, packaging, (p) => packagings.includes(p), used),
      text(v, barcode, { required: false, max: TEXT_LIMITS.barcode }),
    ];
  });
  const type2 = type2Options(context.variant, v.type1);
  return [
    list(v, 'animals', ANIMALS, true),
    list(v, 'ageGroup', AGE_GROUPS),
    choice(v, 'type1', (t) => type1Options(context).includes(t)),
    () => [
      'type2',
      v.type2.includes('dry-barf') && v.type1 !== 'dried' && context.variant === 'edit'
        ? M.dryBarfOnlyDried
        : null,
    ],
    list(v, 'type2', codesOf(type2), true),
    choice(v, 'countryOfProduction', (c) => COUNTRIES.has(c), false),
    choice(v, 'brand', isObjectId),
    text(v, 'series', { required: true, max: TEXT_LIMITS.series }),
    ...rows,
  ];
}

function analysisChecks(v: ProductFormValues): Check[] {
  return [
    ...WEENDER_FIELDS.map((f) => number(v, f, percent(f !== 'moisture'))),
    () => {
      // In hundredths, so that 0.1 + 0.2 adds up exactly.
      const sum = WEENDER_FIELDS.reduce((total, f) => {
        const parsed = parseNumberInput(v[f]);
        return total + ('value' in parsed ? Math.round(parsed.value * 100) : 0);
      }, 0);
      return ['proteins', sum > 100_00 ? M.weenderSum : null];
    },
    number(v, 'energy', { required: false, max: MAX_ENERGY, maxText: '10.000 kcal/kg' }),
    ...AMOUNT_PAIRS.flatMap(amountFields).map((f) =>
      text(v, f, { required: false, max: TEXT_LIMITS.suggestedAmount }),
    ),
  ];
}

function compositionChecks(v: ProductFormValues): Check[] {
  const shares = shareCodes(v.type1);
  return [
    text(v, 'description', { required: true, max: TEXT_LIMITS.description }),
    choice(v, 'declaration', (d) => DECLARATIONS.has(d)),
    ...shareFields(v.type1).map((f) =>
      choice(v, f, (code) => /^\d{1,3}$/.test(code) && shares.has(Number(code))),
    ),
    list(v, 'animalComponents', ANIMAL_COMPONENTS),
    list(v, 'diseases', DISEASES),
    choice(v, 'physiologicalAdditives', (b) => b === 'true' || b === 'false'),
    choice(v, 'technologicalAdditives', (b) => b === 'true' || b === 'false'),
    list(v, 'additionalFeatures', ATTRIBUTES),
  ];
}

function photoChecks(v: ProductFormValues): Check[] {
  return IMAGE_FIELDS.map((f) => choice(v, f, isStoredImageName, false));
}

/**
 * The first rule a step breaks (spec part 2 section 5), or null: the form checks the step before
 * going on, the server checks all four with the same rules.
 */
export function checkProductFormStep(
  values: ProductFormValues,
  step: FormStep,
  context: FormContext,
): ProductFormFailure | null {
  switch (step) {
    case 1:
      return first(generalChecks(values, context));
    case 2:
      return first(analysisChecks(values));
    case 3:
      return first(compositionChecks(values));
    case 4:
      return first(photoChecks(values));
  }
}

export function checkProductForm(values: ProductFormValues, context: FormContext): ProductFormFailure | null {
  for (const step of FORM_STEPS) {
    const failure = checkProductFormStep(values, step, context);
    if (failure) return failure;
  }
  return null;
}
