import { LIST_PARAMS } from '@futterkompass/domain';
import { COUNTED_GROUPS, type NewFilters } from '@futterkompass/search-config';
import { BRAND } from './catalog-queries';

/** One available value per group, so that every popup has something to choose. */
export function everyOption(): NewFilters {
  const option = (param: string) => {
    if (param === 'brand' || param === 'producer') return { _id: BRAND, name: 'Waldhof Naturkost', count: 4 };
    if (param === 'packagingSize') return { value: '400g', label: '400 g', count: 4 };
    const codes = LIST_PARAMS[param as keyof typeof LIST_PARAMS];
    const value = 'values' in codes ? codes.values[codes.values.length - 1] : 'x';
    return { value: String(value), label: `Option ${param}`, count: 4 };
  };
  return Object.fromEntries(COUNTED_GROUPS.map((g) => [g.responseKey, [option(g.param)]])) as NewFilters;
}

export const products = Array.from({ length: 12 }, (_, i) => ({
  _id: `p${i}`,
  urlExtension: `produkt-${i}`,
  brand: { _id: BRAND, name: 'Waldhof Naturkost', owned: i === 0 },
  series: `Sorte ${i}`,
  type1: 'wet',
  animal: ['dog'],
  imageUrl: null,
  rating: 4,
  ratingCount: 2,
  bestOffer: {
    _id: `o${i}`,
    merchant: 'zooplus',
    price: 12.5,
    amount: 6,
    size: 400,
    unit: 'g' as const,
    basePrice: 0.52,
    unitPrice: 5.21,
    deliveryCost: 2.99,
    deliveredPrice: 15.49,
    deliveredUnitPrice: 6.45,
    link: 'https://shop.example',
  },
  fromPrice: 2.29,
  shipping: 'excluded' as const,
}));
