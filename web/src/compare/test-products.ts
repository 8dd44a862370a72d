import type { CompareProduct } from '@futterkompass/search-config';

/** Products of the compare answer for the component tests, with round figures to compute by hand. */
const base = {
  imageUrl: null,
  shipping: 'excluded' as const,
  rating: 4,
  ratingCount: 2,
  animalShare: null,
  animalShareDriedOne: null,
  animalShareDriedTwo: null,
  attributes: [],
  animalComponents: [],
  elements: [],
};

/** Wet food for dogs and cats: 6 x 400 g for 7,92 € is 3,30 € per kg. */
export const WET: CompareProduct = {
  ...base,
  _id: 'p1',
  urlExtension: 'waldhof-huhn-pur',
  brand: { _id: 'b1', name: 'Waldhof', owned: false },
  series: 'Huhn pur',
  animal: ['dog', 'cat'],
  type1: 'wet',
  proteins: 10,
  fats: 5,
  fibers: 0.5,
  ash: 2,
  moisture: 80,
  nfe: 2.5,
  nfeTM: 12.5,
  energyKcal: 100,
  animalShare: 70,
  declaration: 'open-2',
  attributes: ['grainfree', 'monoprotein'],
  animalComponents: ['huhn'],
  elements: ['muskelfleisch', 'gemuese'],
  bestOffer: {
    _id: 'a0000000000000000000000a',
    merchant: 'zooplus',
    price: 7.92,
    amount: 6,
    size: 400,
    unit: 'g',
    basePrice: 0.33,
    unitPrice: 3.3,
    deliveryCost: 3.95,
    deliveredPrice: 11.87,
    deliveredUnitPrice: 4.95,
    link: 'https://shop.example/huhn',
  },
  fromPrice: 1.49,
};

/** Dry food for dogs: 5 kg for 45 € is 9,00 € per kg, shipped free. */
export const DRY: CompareProduct = {
  ...base,
  _id: 'p2',
  urlExtension: 'berghof-lamm-reis',
  brand: { _id: 'b2', name: 'Berghof', owned: true },
  series: 'Lamm & Reis',
  animal: ['dog'],
  type1: 'dried',
  proteins: 26,
  fats: 15,
  fibers: 2.5,
  ash: 7,
  moisture: 10,
  nfe: 39.5,
  nfeTM: 43.89,
  energyKcal: 380,
  animalShareDriedOne: 20,
  animalShareDriedTwo: 30,
  declaration: 'closed',
  animalComponents: ['lamm'],
  elements: ['muskelfleisch', 'reis'],
  bestOffer: {
    _id: 'b0000000000000000000000b',
    merchant: 'Fressnapf',
    price: 45,
    amount: 1,
    size: 5,
    unit: 'kg',
    basePrice: 0.9,
    unitPrice: 9,
    deliveryCost: 0,
    deliveredPrice: 45,
    deliveredUnitPrice: 9,
    link: 'https://shop.example/lamm',
  },
  fromPrice: 45,
};

const NO_ENERGY: CompareProduct = {
  ...WET,
  _id: 'p3',
  urlExtension: 'nordmeer-fisch',
  brand: { _id: 'b3', name: 'Nordmeer', owned: false },
  series: 'Fisch',
  energyKcal: null,
  moisture: null,
  declaration: null,
};
const NO_OFFER: CompareProduct = {
  ...WET,
  _id: 'p4',
  urlExtension: 'feldweg-rind',
  brand: { _id: 'b4', name: 'Feldweg', owned: false },
  series: 'Rind',
  bestOffer: null,
};

/** An oil sold by the litre: its price is per l, its energy per 100 g. */
const OIL: CompareProduct = {
  ...WET,
  _id: 'p5',
  urlExtension: 'lachsoel',
  brand: { _id: 'b5', name: 'Nordmeer', owned: false },
  series: 'Lachsöl',
  bestOffer: {
    ...(WET.bestOffer as NonNullable<CompareProduct['bestOffer']>),
    unit: 'l',
    size: 1,
    basePrice: 2.5,
    unitPrice: 25,
  },
};

export const ALL = [WET, DRY, NO_ENERGY, NO_OFFER, OIL];
