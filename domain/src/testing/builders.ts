import type { Brand, Product, Variant } from '../model';
import { type OfferClock, offerClock } from '../offers';
import { emptyProductForm, PRODUCT_FORM_MESSAGES as M, type ProductFormValues } from '../product-form';

/** The offers' clock of a test: now, with the default maximum age. */
export const clockNow = (): OfferClock => offerClock(Date.now());

/**
 * Test builders for products and offers with plausible defaults. An offer is confirmed at the time
 * it is built: current for the default maximum age of 48 hours, in a unit test and on a test server.
 */
export function aVariant(over: Partial<Variant> = {}): Variant {
  return {
    _id: 'v0',
    published: true,
    is_for_sale: true,
    in_stock: true,
    updatedByBot: true,
    confirmedAt: new Date().toISOString(),
    size: 400,
    unit: 'g',
    amount: 1,
    price: 2,
    link: 'https://shop.example/p',
    merchant_name: 'zooplus.de',
    packaging: 'can',
    ...over,
  };
}

export function aProduct(over: Partial<Product> = {}): Product {
  return {
    _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    urlExtension: 'marke-serie-huhn',
    published: true,
    brand: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    series: 'Serie Huhn',
    animal: ['dog'],
    type1: 'wet',
    type2: ['complete'],
    ageGroup: ['adult'],
    countriesOfDelivery: [],
    proteins: 10,
    fats: 5,
    fibers: 0.5,
    ash: 2,
    moisture: 80,
    suggestedAmount: [],
    processing: [],
    animalComponents: ['huhn'],
    elements: [],
    diseases: [],
    technologicalAdditives: false,
    physiologicalAdditives: false,
    attributes: [],
    description: '',
    sizes: [],
    variants: [],
    reviews: [],
    binderVotes: [],
    rating: 0,
    ratingCount: 0,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...over,
  };
}

export function aBrand(over: Partial<Brand> = {}): Brand {
  return { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Marke', ...over };
}

/** A complete wet food as an editor fills the form in. */
export function aFilledForm(over: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    ...emptyProductForm(),
    animals: ['dog'],
    ageGroup: ['adult'],
    type1: 'wet',
    type2: ['complete'],
    countryOfProduction: 'de',
    brand: 'bbbbbbbbbbbbbbbbbbbbbbbb',
    series: 'Rind & Kartoffel',
    size1: '400',
    packaging1: 'can',
    barcode1: '4012345678901',
    size2: '800',
    packaging2: 'can',
    proteins: '10,5',
    fats: '6',
    fibers: '0.5',
    ash: '2',
    moisture: '78',
    energy: '1050',
    suggestedAmount1: '10 kg',
    suggestedAmount2: '400 g',
    description: 'Rind (70 %), Kartoffeln (25 %), Mineralstoffe',
    declaration: 'open-2',
    animalShare: '80',
    animalComponents: ['rind'],
    diseases: ['allergic'],
    physiologicalAdditives: 'false',
    technologicalAdditives: 'false',
    additionalFeatures: ['grainfree', 'taurin'],
    imageFront: 'dose-vorne-1a2b3c.png',
    ...over,
  };
}

/** A real 1 x 1 PNG, for uploads. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * Every required field of spec part 2 section 5: the value that leaves it empty, and the German
 * message naming it (the domain rules and the API are checked against the same table).
 */
export const REQUIRED_FORM_FIELDS: readonly [keyof ProductFormValues, string | string[], string][] = [
  ['animals', [], M.chooseOne('Tierart')],
  ['type1', '', M.required('Futterart')],
  ['type2', [], M.chooseOne('Futtermitteltyp')],
  ['brand', '', M.required('Marke')],
  ['series', '  ', M.required('Sorte / Serie')],
  ['size1', '', M.required('Packungsgröße 1 (g)')],
  ['packaging1', '', M.required('Verpackung 1')],
  ['proteins', '', M.required('Rohprotein (%)')],
  ['fats', '', M.required('Rohfett (%)')],
  ['fibers', '', M.required('Rohfaser (%)')],
  ['ash', '', M.required('Rohasche (%)')],
  ['description', '', M.required('Zusammensetzung')],
  ['declaration', '', M.required('Deklaration')],
  ['animalShare', '', M.required('Tierischer Anteil')],
];
