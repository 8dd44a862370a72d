import { parseNumberInput } from '../calculators/decimal';
import type {
  AgeGroup,
  Animal,
  AnimalComponent,
  Attribute,
  Country,
  Declaration,
  Disease,
  Packaging,
  Type1,
  Type2,
} from '../codes';
import type { Product } from '../model';
import {
  AMOUNT_PAIRS,
  amountFields,
  barcodeField,
  emptyProductForm,
  IMAGE_FIELDS,
  type ProductFormValues,
  packagingField,
  SIZE_ROWS,
  sizeField,
} from './fields';
import { isDried } from './options';

/** Product fields the form sets that a product may also lack: a form left empty removes them. */
export const OPTIONAL_FORM_KEYS = [
  'countryOfProduction',
  'moisture',
  'energy',
  'declaration',
  'animalShare',
  'animalShareDriedOne',
  'animalShareDriedTwo',
  ...IMAGE_FIELDS,
] as const satisfies readonly (keyof Product)[];
type OptionalFormKey = (typeof OPTIONAL_FORM_KEYS)[number];

/**
 * Stored NfE values were computed from the old analysis; without them the indexer computes them
 * from the new one.
 */
const DERIVED_KEYS = ['nfe', 'nfeTM'] as const satisfies readonly (keyof Product)[];

export type ProductFormFields = Pick<
  Product,
  | 'animal'
  | 'ageGroup'
  | 'type1'
  | 'type2'
  | 'brand'
  | 'series'
  | 'sizes'
  | 'proteins'
  | 'fats'
  | 'fibers'
  | 'ash'
  | 'suggestedAmount'
  | 'description'
  | 'animalComponents'
  | 'diseases'
  | 'physiologicalAdditives'
  | 'technologicalAdditives'
  | 'attributes'
> &
  Partial<Pick<Product, OptionalFormKey>>;

const numberOf = (text: string): number | undefined => {
  const parsed = parseNumberInput(text);
  return 'value' in parsed ? parsed.value : undefined;
};

/** As a German types it (decimal comma, no thousands separator); parseNumberInput reads it back. */
const decimalText = (value: number | undefined) =>
  value === undefined ? '' : String(value).replace('.', ',');

/**
 * The product fields of a checked form. Package rows keep the shop link of the stored row with the
 * same size and packaging (the form does not show links).
 */
export function productFromForm(v: ProductFormValues, storedSizes: Product['sizes'] = []): ProductFormFields {
  const sizes = SIZE_ROWS.flatMap((row) => {
    const size = numberOf(v[sizeField(row)]);
    if (size === undefined) return [];
    const packaging = v[packagingField(row)] as Packaging;
    const barcode = v[barcodeField(row)].trim();
    const link = storedSizes.find((s) => s.size === size && s.packaging === packaging)?.link;
    return [{ size, packaging, ...(barcode && { barcode }), ...(link && { link }) }];
  });
  const suggestedAmount = AMOUNT_PAIRS.flatMap((pair) => {
    const [weight, amount] = amountFields(pair).map((f) => v[f].trim()) as [string, string];
    return weight || amount ? [{ weightKg: weight, foodAmount: amount }] : [];
  });
  const dried = isDried(v.type1);
  const optional: Partial<Pick<Product, OptionalFormKey>> = {
    ...(v.countryOfProduction && { countryOfProduction: v.countryOfProduction as Country }),
    ...(numberOf(v.moisture) !== undefined && { moisture: numberOf(v.moisture) }),
    // kcal/kg ÷ 10 = kcal per 100 g, × 10 = tenths of kcal per 100 g (the stored unit): the same number.
    ...(numberOf(v.energy) !== undefined && { energy: numberOf(v.energy) }),
    ...(v.declaration && { declaration: v.declaration as Declaration }),
    ...(dried
      ? {
          animalShareDriedOne: Number(v.animalShareDriedOne),
          animalShareDriedTwo: Number(v.animalShareDriedTwo),
        }
      : { animalShare: Number(v.animalShare) }),
    ...Object.fromEntries(IMAGE_FIELDS.filter((f) => v[f]).map((f) => [f, v[f]])),
  };
  return {
    animal: v.animals as Animal[],
    ageGroup: v.ageGroup as AgeGroup[],
    type1: v.type1 as Type1,
    type2: v.type2 as Type2[],
    brand: v.brand,
    series: v.series.trim(),
    sizes,
    proteins: numberOf(v.proteins) ?? 0,
    fats: numberOf(v.fats) ?? 0,
    fibers: numberOf(v.fibers) ?? 0,
    ash: numberOf(v.ash) ?? 0,
    suggestedAmount,
    description: v.description.trim(),
    animalComponents: v.animalComponents as AnimalComponent[],
    diseases: v.diseases as Disease[],
    physiologicalAdditives: v.physiologicalAdditives === 'true',
    technologicalAdditives: v.technologicalAdditives === 'true',
    attributes: v.additionalFeatures as Attribute[],
    ...optional,
  };
}

/** What an edit writes: the form's fields, and the optional ones it left empty removed. */
export function productUpdateFromForm(v: ProductFormValues, storedSizes: Product['sizes']) {
  const set = productFromForm(v, storedSizes);
  const unset = [...OPTIONAL_FORM_KEYS.filter((key) => set[key] === undefined), ...DERIVED_KEYS];
  return { set, unset };
}

/** A stored product as the edit form shows it (the first five package rows and amount pairs). */
export function formFromProduct(p: Product): ProductFormValues {
  const values = emptyProductForm();
  SIZE_ROWS.forEach((row, i) => {
    const size = p.sizes[i];
    if (!size) return;
    values[sizeField(row)] = decimalText(size.size);
    values[packagingField(row)] = size.packaging ?? '';
    values[barcodeField(row)] = size.barcode ?? '';
  });
  AMOUNT_PAIRS.forEach((pair, i) => {
    const amount = p.suggestedAmount[i];
    if (!amount) return;
    const [weight, food] = amountFields(pair);
    values[weight] = amount.weightKg;
    values[food] = amount.foodAmount;
  });
  const code = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    ...values,
    animals: [...p.animal],
    ageGroup: [...p.ageGroup],
    type1: p.type1,
    type2: [...p.type2],
    countryOfProduction: p.countryOfProduction ?? '',
    brand: p.brand,
    series: p.series,
    proteins: decimalText(p.proteins),
    fats: decimalText(p.fats),
    fibers: decimalText(p.fibers),
    ash: decimalText(p.ash),
    moisture: decimalText(p.moisture),
    energy: decimalText(p.energy),
    description: p.description,
    declaration: p.declaration ?? '',
    animalShare: code(p.animalShare),
    animalShareDriedOne: code(p.animalShareDriedOne),
    animalShareDriedTwo: code(p.animalShareDriedTwo),
    animalComponents: [...p.animalComponents],
    diseases: [...p.diseases],
    physiologicalAdditives: String(p.physiologicalAdditives),
    technologicalAdditives: String(p.technologicalAdditives),
    additionalFeatures: [...p.attributes],
    imageFront: p.imageFront ?? '',
    imageContent1: p.imageContent1 ?? '',
    imageContent2: p.imageContent2 ?? '',
  };
}
