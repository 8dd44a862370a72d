import { type CatalogQuery, defaultCatalogQuery } from '../catalog-query/params';
import { ANIMALS, type Animal, TYPE1, type Type1 } from '../codes';
import { productPath } from '../routes';
import type { ProductDetail } from './detail';

/**
 * The product page's sections, in their order: the specification's four tabs, now all on the one
 * page with in-page anchors (issue 43). `tab` is the old `?tab=` value, whose address redirects to
 * the section. The binder vote has a section without an entry in the page's navigation.
 */
export const PRODUCT_SECTIONS = [
  { tab: 'preise', id: 'preisvergleich', label: 'Preisvergleich' },
  { tab: 'info', id: 'produktinformationen', label: 'Produktinformationen' },
  { tab: 'beschreibung', id: 'beschreibung', label: 'Produkt- & Markenbeschreibung' },
  { tab: 'bewertungen', id: 'bewertungen', label: 'Bewertungen' },
] as const;
export const BINDER_SECTION = { tab: 'bindemittel', id: 'bindemittel' } as const;

export type ProductSectionId = (typeof PRODUCT_SECTIONS)[number]['id'] | typeof BINDER_SECTION.id;

/** Where an old tab address (`/produkte/x?tab=info`) now leads: the product page at that section. */
export function productSectionPath(urlExtension: string, tab: string): string {
  const section = [...PRODUCT_SECTIONS, BINDER_SECTION].find((s) => s.tab === tab);
  // The first section is the top of the page, and an unknown tab is no section.
  return section && section.tab !== 'preise'
    ? `${productPath(urlExtension)}#${section.id}`
    : productPath(urlExtension);
}

/** Cards in the "Ähnliche Produkte" row. */
export const SIMILAR_PRODUCTS = 8;

/**
 * "Ähnliche Produkte": the same brand's food of the same type for the same animals, best rated
 * first: a page of 12 (the product itself is among them), of which SIMILAR_PRODUCTS are shown.
 */
export function similarProductsQuery(
  product: Pick<ProductDetail, 'animal' | 'type1' | 'brand'>,
): CatalogQuery {
  const animals = product.animal.filter((a): a is Animal => ANIMALS.has(a));
  return {
    ...defaultCatalogQuery(),
    animal: animals.length > 0 ? animals : defaultCatalogQuery().animal,
    type1: TYPE1.has(product.type1) ? [product.type1 as Type1] : defaultCatalogQuery().type1,
    brand: [product.brand.slug],
    sortBy: 'rating_dec',
    productsPerPage: 12,
  };
}
