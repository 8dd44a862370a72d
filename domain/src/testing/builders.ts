import type { Brand, Product, Variant } from '../model';

/** Test builders for products and offers with plausible defaults. */
export function aVariant(over: Partial<Variant> = {}): Variant {
  return {
    _id: 'v0',
    published: true,
    is_for_sale: true,
    in_stock: true,
    updatedByBot: true,
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
