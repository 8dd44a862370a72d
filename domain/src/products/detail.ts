import { communityScores } from '../community';
import type { BinderVote, Brand, Owner, Producer, Product, Review, SuggestedAmount } from '../model';
import { energyKcal, KJ_PER_KCAL, nfe, nfeTM } from '../nutrition';
import {
  bestOffer,
  isStoredShopLogo,
  roundTo,
  totalPrice,
  type VisibleOffer,
  visibleOffers,
} from '../offers';
import { BINDER_SUSPICION } from './binder';

/** An offer of the price comparison, with its total price (price plus delivery cost). */
export interface DetailOffer extends Omit<VisibleOffer, 'updatedByBot'> {
  totalPrice: number;
  /**
   * When the offer's price was last written (ISO): by a feed or an import, else with the product.
   * Null when neither is known.
   */
  updatedAt: string | null;
}

export interface DetailReview {
  _id: string;
  rating: number;
  review: string;
  /** The author as the specification names it (part 1 section 3): only the name, never the account id. */
  from: { username: string };
  createdAt: string;
}

export interface BinderSummary {
  votes: number;
  yes: number;
  no: number;
  /** Share of "contains binder" votes, 0..1. */
  share: number;
  suspicion: boolean;
}

/**
 * The product detail page's product (GET /api/product): visible offers only, cheapest base price
 * first; the brand says whether it can be contacted but never how or by whom.
 */
export interface ProductDetail {
  _id: string;
  urlExtension: string;
  series: string;
  brand: {
    _id: string;
    name: string;
    /** The brand page's slug (/marken/{slug}). */
    slug: string;
    description: string | null;
    owned: boolean;
    contactable: boolean;
  };
  producer: string | null;
  imageFront: string | null;
  imageContent1: string | null;
  imageContent2: string | null;
  animal: string[];
  type1: string;
  type2: string[];
  ageGroup: string[];
  countryOfProduction: string | null;
  countriesOfDelivery: string[];
  proteins: number;
  fats: number;
  fibers: number;
  ash: number;
  moisture: number | null;
  /** As stored: tenths of kcal per 100 g. */
  energy: number | null;
  energyKcal: number | null;
  energyKj: number | null;
  nfe: number;
  nfeTM: number;
  suggestedAmount: SuggestedAmount[];
  declaration: string | null;
  processing: string[];
  animalShare: number | null;
  animalShareDriedOne: number | null;
  animalShareDriedTwo: number | null;
  animalComponents: string[];
  elements: string[];
  diseases: string[];
  technologicalAdditives: boolean;
  technologicalAdditivesText: string | null;
  physiologicalAdditives: boolean;
  physiologicalAdditivesText: string | null;
  analyticComponents: string | null;
  attributes: string[];
  description: string;
  productDescription: string | null;
  variants: DetailOffer[];
  bestOffer: DetailOffer | null;
  reviews: DetailReview[];
  rating: number;
  ratingCount: number;
  binderVotes: BinderSummary;
}

export interface ProductDetailInput {
  product: Product;
  brand: Brand;
  producer?: Producer;
  /** Accounts of the product's b2b offers and of the brand's owner. */
  owners: ReadonlyMap<string, Owner>;
  /** A stored file name to its address (images are stored by lower-case name). */
  imageUrl(file: string): string;
}

export function binderSummary(votes: readonly BinderVote[]): BinderSummary {
  const yes = votes.filter((v) => v.vote).length;
  const { binderShare } = communityScores([], votes);
  return {
    votes: votes.length,
    yes,
    no: votes.length - yes,
    share: binderShare,
    suspicion: votes.length > 0 && binderShare >= BINDER_SUSPICION,
  };
}

const toReview = (r: Review): DetailReview => ({
  _id: r._id,
  rating: r.rating,
  review: r.review,
  from: { username: r.from.username },
  createdAt: r.createdAt,
});

/** A visible offer for the page, stamped with the time its price was last written. */
const toOffer =
  (p: Product, imageUrl: (file: string) => string) =>
  ({ updatedByBot: _bot, shopLogo, ...offer }: VisibleOffer): DetailOffer => ({
    ...offer,
    // Only a logo the portal stored: the page may load images from its own files alone.
    ...(isStoredShopLogo(shopLogo) && { shopLogo: imageUrl(shopLogo) }),
    totalPrice: totalPrice(offer),
    updatedAt: p.variants.find((v) => v._id === offer._id)?.updatedAt ?? p.updatedAt ?? null,
  });

export function toProductDetail({
  product: p,
  brand,
  producer,
  owners,
  imageUrl,
}: ProductDetailInput): ProductDetail {
  const offers = visibleOffers(p.variants, owners);
  const best = bestOffer(offers);
  const owner = brand.owner ? owners.get(brand.owner) : undefined;
  const owned = owner?.status === 'active';
  const image = (file: string | undefined) => (file ? imageUrl(file.toLowerCase()) : null);
  const kcal = p.energy !== undefined ? energyKcal(p.energy) : null;
  const nfeValue = p.nfe ?? nfe(p);
  return {
    _id: p._id,
    urlExtension: p.urlExtension,
    series: p.series,
    brand: {
      _id: brand._id,
      name: brand.name,
      slug: brand.slug ?? brand._id,
      description: brand.description ?? null,
      owned,
      contactable: owned && !!brand.supportEmail,
    },
    producer: producer?.name ?? null,
    imageFront: image(p.imageFront),
    imageContent1: image(p.imageContent1),
    imageContent2: image(p.imageContent2),
    animal: p.animal,
    type1: p.type1,
    type2: p.type2,
    ageGroup: p.ageGroup,
    countryOfProduction: p.countryOfProduction ?? null,
    countriesOfDelivery: p.countriesOfDelivery,
    proteins: p.proteins,
    fats: p.fats,
    fibers: p.fibers,
    ash: p.ash,
    moisture: p.moisture ?? null,
    energy: p.energy ?? null,
    energyKcal: kcal,
    energyKj: kcal === null ? null : roundTo(kcal * KJ_PER_KCAL, 1),
    nfe: nfeValue,
    nfeTM: p.nfeTM ?? nfeTM(p, nfeValue),
    suggestedAmount: p.suggestedAmount,
    declaration: p.declaration ?? null,
    processing: p.processing,
    animalShare: p.animalShare ?? null,
    animalShareDriedOne: p.animalShareDriedOne ?? null,
    animalShareDriedTwo: p.animalShareDriedTwo ?? null,
    animalComponents: p.animalComponents,
    elements: p.elements,
    diseases: p.diseases,
    technologicalAdditives: p.technologicalAdditives,
    technologicalAdditivesText: p.technologicalAdditivesText ?? null,
    physiologicalAdditives: p.physiologicalAdditives,
    physiologicalAdditivesText: p.physiologicalAdditivesText ?? null,
    analyticComponents: p.analyticComponents ?? null,
    attributes: p.attributes,
    description: p.description,
    productDescription: p.productDescription ?? null,
    variants: offers.map(toOffer(p, imageUrl)),
    bestOffer: best && toOffer(p, imageUrl)(best),
    reviews: [...p.reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toReview),
    rating: p.rating,
    ratingCount: p.ratingCount,
    binderVotes: binderSummary(p.binderVotes),
  };
}
