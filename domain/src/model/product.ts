import type {
  AgeGroup,
  Animal,
  AnimalComponent,
  Attribute,
  Country,
  Declaration,
  Disease,
  Element,
  Packaging,
  Processing,
  Type1,
  Type2,
  Unit,
} from '../codes';

/** An offer of a shop for one package size of a product. */
export interface Variant {
  _id: string;
  published: boolean;
  size?: number;
  unit?: Unit;
  amount?: number;
  price?: number;
  is_for_sale: boolean;
  in_stock: boolean;
  updatedByBot: boolean;
  link?: string;
  merchant_name?: string;
  packaging?: Packaging;
  deliveryTime?: number | string;
  deliveryCost?: number;
  /** 'b2b' marks an offer maintained by a merchant account (owner). */
  network?: 'b2b';
  owner?: string;
  /** A merchant offer kept by a registered feed: the feed's id and the shop's own id of the row. */
  feed?: string;
  offerKey?: string;
  /** A feed's sale with its dates (offer-feed/sale.ts): `price` follows them; `priceChangeAt` is the next switch. */
  regularPrice?: number;
  salePrice?: number;
  saleFrom?: string;
  saleUntil?: string;
  priceChangeAt?: string;
  /** When the merchant's full feed stopped naming the offer: it is removed after the retention. */
  droppedAt?: string;
  /** When the offer's data was last written. */
  updatedAt?: string;
  /**
   * When the offer's source (its feed's run, an editor, the demo seed) last confirmed its price,
   * changed or not. Only that source stamps it: writes of other offers of the product leave it.
   */
  confirmedAt?: string;
}

export interface Review {
  _id: string;
  rating: number;
  review: string;
  from: { _id: string; username: string };
  createdAt: string;
}

export interface BinderVote {
  user: string;
  vote: boolean;
}

export interface SuggestedAmount {
  weightKg: string;
  foodAmount: string;
}

export interface Product {
  _id: string;
  urlExtension: string;
  published: boolean;
  brand: string;
  series: string;
  producer?: string;
  animal: Animal[];
  type1: Type1;
  type2: Type2[];
  ageGroup: AgeGroup[];
  countryOfProduction?: Country;
  countriesOfDelivery: Country[];
  imageFront?: string;
  imageContent1?: string;
  imageContent2?: string;
  proteins: number;
  fats: number;
  fibers: number;
  ash: number;
  moisture?: number;
  /** Tenths of kcal per 100 g. */
  energy?: number;
  nfe?: number;
  nfeTM?: number;
  suggestedAmount: SuggestedAmount[];
  declaration?: Declaration;
  processing: Processing[];
  animalShare?: number;
  animalShareDriedOne?: number;
  animalShareDriedTwo?: number;
  animalComponents: AnimalComponent[];
  elements: Element[];
  diseases: Disease[];
  technologicalAdditives: boolean;
  technologicalAdditivesText?: string;
  physiologicalAdditives: boolean;
  physiologicalAdditivesText?: string;
  analyticComponents?: string;
  attributes: Attribute[];
  /** Composition text as declared. */
  description: string;
  productDescription?: string;
  sizes: { size: number; link?: string; barcode?: string; packaging?: Packaging }[];
  variants: Variant[];
  reviews: Review[];
  binderVotes: BinderVote[];
  rating: number;
  ratingCount: number;
  /** Share of "contains binder" votes, 0..1, stored with rating and ratingCount (communityScores). */
  binderShare?: number;
  createdAt: string;
  updatedAt: string;
  /** Raised by one on every write: compare-and-set writes (reviews, votes, the edit form) check it. */
  rev?: number;
  /** Raised by one on every save of the edit form and every image removal: the editor's conflict check. */
  formRev?: number;
}

/** A deleted product's id and when it went: a rebuild of the search index running meanwhile drops it. */
export interface ProductDeletion {
  _id: string;
  deletedAt: string;
  /** Its page's address: it answers 410 Gone from then on. Deletions before it was kept lack it. */
  urlExtension?: string;
}
