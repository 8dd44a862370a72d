import {
  ANIMAL_COMPONENTS,
  ATTRIBUTES,
  BINDER_SUSPICION,
  type Brand,
  bestOffer,
  communityScores,
  ELEMENTS,
  energyKcal,
  fromPrice,
  nfe,
  nfeTM,
  type OfferClock,
  type Owner,
  type Producer,
  type Product,
  packagingSizeAmount,
  packagingSizeKey,
  TYPE1,
  TYPE2,
  type Type1,
  type Unit,
  type VisibleOffer,
  visibleOffers,
} from '@futterkompass/domain';
import { setKey } from './facet-groups';
import { brandSortKey } from './text';

export interface SearchBestOffer {
  /** The offer's id (variant _id): the shop button leads through /weiter/{_id}. */
  _id: string;
  merchant: string;
  price: number;
  amount: number;
  size: number;
  unit: Unit;
  /** Per 100 g or 100 ml (the specification's field; no page shows it). */
  basePrice: number;
  /** The Grundpreis per kg or l. */
  unitPrice: number;
  /** Shipping; absent when the shop does not say. */
  deliveryCost?: number;
  /** Price plus shipping and its Grundpreis; absent when the shipping is unknown. */
  deliveredPrice?: number;
  deliveredUnitPrice?: number;
  link: string;
}

/** One flat document per published product (DESIGN section 3). */
export interface SearchDocument {
  id: string;
  urlExtension: string;
  brandId: string;
  brandName: string;
  brandOwned: boolean;
  /** 'id||name', the facet value of the brand group. */
  brandFacet: string;
  series: string;
  producerId?: string;
  producerName?: string;
  producerFacet?: string;
  image?: string;
  animal: string[];
  /** The set of animals as one keyword ('cat', 'dog', 'cat+dog'), for the Exact mode's "exactly". */
  animalSet: string;
  type1: string;
  type2: string[];
  ageGroup: string[];
  countryOfProduction?: string;
  countriesOfDelivery: string[];
  declaration?: string;
  processing: string[];
  animalShare?: number;
  animalShareDriedOne?: number;
  animalShareDriedTwo?: number;
  animalComponents: string[];
  elements: string[];
  diseases: string[];
  attributes: string[];
  technologicalAdditives: boolean;
  physiologicalAdditives: boolean;
  packagings: string[];
  packagingSizes: string[];
  proteins: number;
  fats: number;
  fibers: number;
  ash: number;
  moisture?: number;
  nfe: number;
  nfeTM: number;
  energyKcal?: number;
  rating: number;
  ratingCount: number;
  /** Share of "contains binder" votes, 0..1. */
  binderShare: number;
  binderVotes: number;
  /** Binder suspicion: at least 75 % of the votes say "contains binder". */
  binder: boolean;
  /** The best offer: lowest Grundpreis among buyable offers (DESIGN section 2). */
  bestOffer: SearchBestOffer | null;
  /** The best offer by delivered Grundpreis, for "Preise inkl. Versand". */
  bestDeliveredOffer: SearchBestOffer | null;
  /** Base price (per 100 g) of the best offer, the specification's field; absent when there is none. */
  basePrice?: number;
  /** The Grundpreis (per kg or l) of the best offer: the price sorts and filter. */
  unitPrice?: number;
  /** The delivered Grundpreis of the best delivered offer; absent when no buyable offer names shipping. */
  deliveredUnitPrice?: number;
  /** "ab": the lowest price among buyable offers. */
  fromPrice?: number;
  /** The lowest delivered price among buyable offers whose shipping is known. */
  fromDeliveredPrice?: number;
  /** 1 with a best offer, else 0: price sorts put products without an offer last. */
  hasOffer: number;
  offerCount: number;
  sortBrand: string;
  /** Searchable after brand and series: what the food is made of (protein sources, other parts). */
  ingredients: string;
  /** Searchable after the ingredients: what kind of food it is ('nass', 'Trockenfutter', 'getreidefrei'). */
  properties: string;
}

export interface SearchDocumentInput {
  product: Product;
  brand: Brand;
  producer?: Producer;
  /** Accounts referenced by the product's b2b offers and by the brand. */
  owners: ReadonlyMap<string, Owner>;
  /** When the offers are judged: an outdated offer is never the best offer. */
  clock: OfferClock;
}

function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

/** How people name a food type in a search beside the filter's label ('Hundefutter nass'). */
const TYPE_WORDS: Record<Type1, string> = {
  wet: 'nass',
  dried: 'trocken',
  raw: 'roh',
  flakes: '',
  suplement: '',
};

/** The words of a label that name something ('Rohfutter (BARF)' -> Rohfutter, BARF; not 'Co.'). */
const labelWords = (label: string) => label.split(/[^\p{L}]+/u).filter((w) => w.length > 2);

/** Protein sources and the other parts of the composition, as their filters name them. */
function ingredientWords(product: Product): string {
  return unique([
    ...product.animalComponents.filter((c) => c !== 'unbekannt').map((c) => ANIMAL_COMPONENTS.label(c)),
    ...product.elements.filter((e) => e !== 'unbekannt').map((e) => ELEMENTS.label(e)),
  ]).join(' ');
}

/**
 * The food's kind in words: its type (with the everyday word), its other types, and its quality
 * claims that are one word ('getreidefrei', 'Monoprotein'; not 'ohne Aromen', whose 'ohne' would
 * match every claim of that kind).
 */
function propertyWords(product: Product): string {
  return unique([
    TYPE_WORDS[product.type1],
    ...labelWords(TYPE1.label(product.type1)),
    ...product.type2.flatMap((t) => labelWords(TYPE2.label(t))),
    ...product.attributes.map((a) => ATTRIBUTES.label(a)).filter((label) => !label.includes(' ')),
  ])
    .filter(Boolean)
    .join(' ');
}

/** The card's offer as the index keeps it. */
function searchOffer(offer: VisibleOffer | null): SearchBestOffer | null {
  if (!offer) return null;
  return {
    _id: offer._id,
    merchant: offer.merchant,
    price: offer.price,
    amount: offer.amount,
    size: offer.size,
    unit: offer.unit,
    basePrice: offer.basePrice,
    unitPrice: offer.unitPrice,
    ...(offer.deliveryCost !== undefined && { deliveryCost: offer.deliveryCost }),
    ...(offer.deliveredPrice !== null && { deliveredPrice: offer.deliveredPrice }),
    ...(offer.deliveredUnitPrice !== null && { deliveredUnitPrice: offer.deliveredUnitPrice }),
    link: offer.link,
  };
}

/**
 * The product's search document. Its prices are judged at `clock`: the index learns that an offer
 * went out of date from the offer-age sweep, which reindexes the products concerned.
 */
export function toSearchDocument({
  product,
  brand,
  producer,
  owners,
  clock,
}: SearchDocumentInput): SearchDocument {
  const offers = visibleOffers(product.variants, owners, clock);
  const best = bestOffer(offers);
  const bestDelivered = bestOffer(offers, 'included');
  const from = fromPrice(offers);
  const fromDelivered = fromPrice(offers, 'included');
  const bestDoc = searchOffer(best);
  // Mostly the same offer: then one object, which the embedded engine keeps once.
  const bestDeliveredDoc = bestDelivered === best ? bestDoc : searchOffer(bestDelivered);
  const votes = product.binderVotes.length;
  const { binderShare } = communityScores(product.reviews, product.binderVotes);
  const nfeValue = product.nfe ?? nfe(product);
  const owner = brand.owner ? owners.get(brand.owner) : undefined;

  return {
    id: product._id,
    urlExtension: product.urlExtension,
    brandId: brand._id,
    brandName: brand.name,
    brandOwned: owner?.status === 'active',
    brandFacet: `${brand._id}||${brand.name}`,
    series: product.series,
    ...(producer && {
      producerId: producer._id,
      producerName: producer.name,
      producerFacet: `${producer._id}||${producer.name}`,
    }),
    ...(product.imageFront && { image: product.imageFront }),
    animal: unique(product.animal),
    animalSet: setKey(product.animal),
    type1: product.type1,
    type2: unique(product.type2),
    ageGroup: unique(product.ageGroup),
    ...(product.countryOfProduction && { countryOfProduction: product.countryOfProduction }),
    countriesOfDelivery: unique(product.countriesOfDelivery),
    ...(product.declaration && { declaration: product.declaration }),
    processing: unique(product.processing),
    ...(product.animalShare !== undefined && { animalShare: product.animalShare }),
    ...(product.animalShareDriedOne !== undefined && { animalShareDriedOne: product.animalShareDriedOne }),
    ...(product.animalShareDriedTwo !== undefined && { animalShareDriedTwo: product.animalShareDriedTwo }),
    animalComponents: unique(product.animalComponents),
    elements: unique(product.elements),
    diseases: unique(product.diseases),
    attributes: unique(product.attributes),
    technologicalAdditives: product.technologicalAdditives,
    physiologicalAdditives: product.physiologicalAdditives,
    packagings: unique(offers.map((o) => o.packaging)),
    packagingSizes: unique(offers.map((o) => packagingSizeKey(o.size, o.unit))).sort(
      (a, b) => packagingSizeAmount(a) - packagingSizeAmount(b),
    ),
    proteins: product.proteins,
    fats: product.fats,
    fibers: product.fibers,
    ash: product.ash,
    ...(product.moisture !== undefined && { moisture: product.moisture }),
    nfe: nfeValue,
    nfeTM: product.nfeTM ?? nfeTM(product, nfeValue),
    ...(product.energy !== undefined && { energyKcal: energyKcal(product.energy) }),
    rating: product.rating,
    ratingCount: product.ratingCount,
    binderShare,
    binderVotes: votes,
    binder: votes > 0 && binderShare >= BINDER_SUSPICION,
    bestOffer: bestDoc,
    bestDeliveredOffer: bestDeliveredDoc,
    ...(best && { basePrice: best.basePrice, unitPrice: best.unitPrice }),
    ...(typeof bestDelivered?.deliveredUnitPrice === 'number' && {
      deliveredUnitPrice: bestDelivered.deliveredUnitPrice,
    }),
    ...(from !== null && { fromPrice: from }),
    ...(fromDelivered !== null && { fromDeliveredPrice: fromDelivered }),
    hasOffer: best ? 1 : 0,
    offerCount: offers.length,
    sortBrand: brandSortKey(brand.name, product.series, product._id),
    ingredients: ingredientWords(product),
    properties: propertyWords(product),
  };
}
