import type { Shipping } from '@futterkompass/domain';
import { PRICE_FIELDS } from './price-fields';
import type { SearchBestOffer, SearchDocument } from './search-document';

/**
 * What a product card and a quick search hit show (spec part 1 section 2): the list API's product.
 * Its best offer and "ab" price follow the shipping choice it was asked with.
 */
export interface ProductCard {
  _id: string;
  urlExtension: string;
  brand: { _id: string; name: string; owned: boolean };
  series: string;
  /** Food type and animals tell look-alikes apart (a food and a supplement of the same name). */
  type1: string;
  animal: string[];
  imageUrl: string | null;
  rating: number;
  ratingCount: number;
  /** The best offer; with shipping included the one with the lowest delivered Grundpreis. */
  bestOffer: SearchBestOffer | null;
  /** "ab": the lowest price (delivered price) among buyable offers; null when there is none. */
  fromPrice: number | null;
  /** Whether the prices to show are delivered ones. */
  shipping: Shipping;
}

/**
 * The card of a search document under the shipping choice; `imageUrl` turns a stored file name
 * into its address.
 */
export function toProductCard(
  doc: SearchDocument,
  imageUrl: (file: string) => string,
  shipping: Shipping = 'excluded',
): ProductCard {
  const fields = PRICE_FIELDS[shipping];
  return {
    _id: doc.id,
    urlExtension: doc.urlExtension,
    brand: { _id: doc.brandId, name: doc.brandName, owned: doc.brandOwned },
    series: doc.series,
    type1: doc.type1,
    animal: doc.animal,
    // Images are stored by lower-case file name.
    imageUrl: doc.image ? imageUrl(doc.image.toLowerCase()) : null,
    rating: doc.rating,
    ratingCount: doc.ratingCount,
    bestOffer: doc[fields.offer],
    fromPrice: doc[fields.fromPrice] ?? null,
    shipping,
  };
}

/** A product of the compare table: its card plus what the table sets side by side. */
export interface CompareProduct extends ProductCard {
  proteins: number;
  fats: number;
  fibers: number;
  ash: number;
  moisture: number | null;
  nfe: number;
  nfeTM: number;
  energyKcal: number | null;
  animalShare: number | null;
  animalShareDriedOne: number | null;
  animalShareDriedTwo: number | null;
  declaration: string | null;
  attributes: string[];
  /** The ingredients the composition names: animal components, then vegetables, grains and co. */
  animalComponents: string[];
  elements: string[];
}

export function toCompareProduct(
  doc: SearchDocument,
  imageUrl: (file: string) => string,
  shipping: Shipping = 'excluded',
): CompareProduct {
  return {
    ...toProductCard(doc, imageUrl, shipping),
    proteins: doc.proteins,
    fats: doc.fats,
    fibers: doc.fibers,
    ash: doc.ash,
    moisture: doc.moisture ?? null,
    nfe: doc.nfe,
    nfeTM: doc.nfeTM,
    energyKcal: doc.energyKcal ?? null,
    animalShare: doc.animalShare ?? null,
    animalShareDriedOne: doc.animalShareDriedOne ?? null,
    animalShareDriedTwo: doc.animalShareDriedTwo ?? null,
    declaration: doc.declaration ?? null,
    attributes: doc.attributes,
    animalComponents: doc.animalComponents,
    elements: doc.elements,
  };
}
