import {
  type FeedingReason,
  type FeedingSubject,
  productFeeding,
  type Shipping,
} from '@futterkompass/domain';
import { documentFeedingFacts } from './energy-price-fields';
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
  /** Asked with an active animal: its daily amount and cost (null where there is none, and why). */
  gramsPerDay?: number | null;
  costPerDay?: number | null;
  feedingReason?: FeedingReason | null;
  /**
   * Asked with an animal that has allergies: those of them the product's label may hide (its card
   * says so; the list shows such products only when asked to, `pet.showUnclear`).
   */
  allergensUnclear?: string[];
}

/** A card's daily amount and cost for the active animal: the product page's computation. */
function feedingFields(doc: SearchDocument, shipping: Shipping, animal: FeedingSubject) {
  const feeding = productFeeding(documentFeedingFacts(doc, shipping), animal, shipping);
  return feeding.reason === undefined
    ? { gramsPerDay: feeding.gramsPerDay, costPerDay: feeding.costPerDay, feedingReason: null }
    : { gramsPerDay: null, costPerDay: null, feedingReason: feeding.reason };
}

/**
 * The card of a search document under the shipping choice; `imageUrl` turns a stored file name
 * into its address.
 */
export function toProductCard(
  doc: SearchDocument,
  imageUrl: (file: string) => string,
  shipping: Shipping = 'excluded',
  animal?: FeedingSubject & { allergies?: readonly string[] },
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
    ...(animal && feedingFields(doc, shipping, animal)),
    ...(animal?.allergies?.length && {
      allergensUnclear: doc.allergensUnclear.filter((key) => animal.allergies?.includes(key)),
    }),
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
  /** The composition as declared ('Huhn (45 %), Reis (5 %), …'); null when none is stated. */
  composition?: string | null;
}

export function toCompareProduct(
  doc: SearchDocument,
  imageUrl: (file: string) => string,
  shipping: Shipping = 'excluded',
  animal?: FeedingSubject,
): CompareProduct {
  return {
    ...toProductCard(doc, imageUrl, shipping, animal),
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
