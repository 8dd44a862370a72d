/** Package variants (size, packaging, barcode) and suggested-amount pairs of the form (spec part 2 section 9). */
export const SIZE_ROWS = [1, 2, 3, 4, 5] as const;
export const AMOUNT_PAIRS = [1, 2, 3, 4, 5] as const;
type Row = (typeof SIZE_ROWS)[number];
type AmountInput = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export type RowField = `size${Row}` | `packaging${Row}` | `barcode${Row}`;
export type AmountField = `suggestedAmount${AmountInput}`;

/**
 * The product form as typed, named as in spec part 2 section 3: text for every single value (numbers
 * as typed, 'true'/'false' for the additives), lists for the multi-selects. The API takes this shape.
 */
export interface ProductFormValues extends Record<RowField | AmountField, string> {
  animals: string[];
  ageGroup: string[];
  type1: string;
  type2: string[];
  countryOfProduction: string;
  brand: string;
  series: string;
  proteins: string;
  fats: string;
  fibers: string;
  ash: string;
  moisture: string;
  energy: string;
  description: string;
  declaration: string;
  animalShare: string;
  animalShareDriedOne: string;
  animalShareDriedTwo: string;
  animalComponents: string[];
  diseases: string[];
  physiologicalAdditives: string;
  technologicalAdditives: string;
  additionalFeatures: string[];
  imageFront: string;
  imageContent1: string;
  imageContent2: string;
}

export type ProductFormField = keyof ProductFormValues;

export const LIST_FIELDS = [
  'animals',
  'ageGroup',
  'type2',
  'animalComponents',
  'diseases',
  'additionalFeatures',
] as const satisfies readonly ProductFormField[];
export type ListField = (typeof LIST_FIELDS)[number];
export type TextField = Exclude<ProductFormField, ListField>;

export const IMAGE_FIELDS = [
  'imageFront',
  'imageContent1',
  'imageContent2',
] as const satisfies readonly TextField[];
export type ImageField = (typeof IMAGE_FIELDS)[number];

export const sizeField = (row: Row) => `size${row}` as const;
export const packagingField = (row: Row) => `packaging${row}` as const;
export const barcodeField = (row: Row) => `barcode${row}` as const;
/** The pair's two inputs: weight or age, then the feeding amount. */
export const amountFields = (pair: (typeof AMOUNT_PAIRS)[number]) =>
  [`suggestedAmount${pair * 2 - 1}`, `suggestedAmount${pair * 2}`] as [AmountField, AmountField];

export const isListField = (field: string): field is ListField =>
  (LIST_FIELDS as readonly string[]).includes(field);

/** A new product: nothing chosen; additives count as present until someone says otherwise. */
export function emptyProductForm(): ProductFormValues {
  const texts = Object.fromEntries(
    [
      ...SIZE_ROWS.flatMap((r) => [sizeField(r), packagingField(r), barcodeField(r)]),
      ...AMOUNT_PAIRS.flatMap(amountFields),
    ].map((f) => [f, '']),
  ) as Record<RowField | AmountField, string>;
  return {
    ...texts,
    animals: [],
    ageGroup: [],
    type1: '',
    type2: [],
    countryOfProduction: '',
    brand: '',
    series: '',
    proteins: '',
    fats: '',
    fibers: '',
    ash: '',
    moisture: '',
    energy: '',
    description: '',
    declaration: '',
    animalShare: '',
    animalShareDriedOne: '',
    animalShareDriedTwo: '',
    animalComponents: [],
    diseases: [],
    // 'false' is the claim "without additives", which a filter offers: it must be chosen, not assumed.
    physiologicalAdditives: 'true',
    technologicalAdditives: 'true',
    additionalFeatures: [],
    imageFront: '',
    imageContent1: '',
    imageContent2: '',
  };
}

/** German names of the fields, as the form labels them and the messages name them. */
export const FIELD_LABELS: Record<ProductFormField, string> = {
  ...(Object.fromEntries(
    SIZE_ROWS.flatMap((r) => [
      [sizeField(r), `Packungsgröße ${r} (g)`],
      [packagingField(r), `Verpackung ${r}`],
      [barcodeField(r), `Barcode ${r}`],
    ]),
  ) as Record<RowField, string>),
  ...(Object.fromEntries(
    AMOUNT_PAIRS.flatMap((p) => {
      const [weight, amount] = amountFields(p);
      return [
        [weight, `Gewicht / Alter ${p}`],
        [amount, `Futtermenge ${p}`],
      ];
    }),
  ) as Record<AmountField, string>),
  animals: 'Tierart',
  ageGroup: 'Altersgruppe',
  type1: 'Futterart',
  type2: 'Futtermitteltyp',
  countryOfProduction: 'Herstellungsland',
  brand: 'Marke',
  series: 'Sorte / Serie',
  proteins: 'Rohprotein (%)',
  fats: 'Rohfett (%)',
  fibers: 'Rohfaser (%)',
  ash: 'Rohasche (%)',
  moisture: 'Feuchtigkeit (%)',
  energy: 'Energie (kcal/kg)',
  description: 'Zusammensetzung',
  declaration: 'Deklaration',
  animalShare: 'Tierischer Anteil',
  animalShareDriedOne: 'Anteil Trockenfleisch',
  animalShareDriedTwo: 'Anteil Frischfleisch',
  animalComponents: 'Tierische Bestandteile',
  diseases: 'Gesundheitsthemen',
  physiologicalAdditives: 'Ernährungsphysiologische Zusatzstoffe',
  technologicalAdditives: 'Technologische Zusatzstoffe',
  additionalFeatures: 'Weitere Eigenschaften',
  imageFront: 'Foto Vorderseite',
  imageContent1: 'Foto Inhalt 1',
  imageContent2: 'Foto Inhalt 2',
};

/** The four steps and the fields each one asks for (spec part 2 section 2). */
export const FORM_STEPS = [1, 2, 3, 4] as const;
export type FormStep = (typeof FORM_STEPS)[number];

export const STEP_FIELDS: Record<FormStep, readonly ProductFormField[]> = {
  1: [
    'animals',
    'ageGroup',
    'type1',
    'type2',
    'countryOfProduction',
    'brand',
    'series',
    ...SIZE_ROWS.flatMap((r) => [sizeField(r), packagingField(r), barcodeField(r)]),
  ],
  2: ['proteins', 'fats', 'fibers', 'ash', 'moisture', 'energy', ...AMOUNT_PAIRS.flatMap(amountFields)],
  3: [
    'description',
    'declaration',
    'animalShare',
    'animalShareDriedOne',
    'animalShareDriedTwo',
    'animalComponents',
    'diseases',
    'physiologicalAdditives',
    'technologicalAdditives',
    'additionalFeatures',
  ],
  4: IMAGE_FIELDS,
};

/** The step a field is asked in: a server's complaint about a field opens its step. */
export function stepOf(field: string): FormStep {
  return FORM_STEPS.find((step) => STEP_FIELDS[step].includes(field as ProductFormField)) ?? 1;
}
