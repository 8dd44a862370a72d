import { communityScores } from '../community';
import type { BinderVote, Brand, Owner, Producer, Product, Review, SuggestedAmount } from '../model';
import { energyKcal, KJ_PER_KCAL, nfe, nfeTM } from '../nutrition';
import {
  bestOffer,
  fromPrice,
  isStoredShopLogo,
  type OfferClock,
  type OfferStatus,
  offerStatus,
  roundTo,
  sortOffers,
  totalPrice,
  type VisibleOffer,
  visibleOffers,
} from '../offers';
import { type PriceHistoryEntry, referencePrice } from '../price-history';
import { BINDER_SUSPICION } from './binder';

/** An offer of the price comparison, with its total price (price plus delivery cost). */
export interface DetailOffer extends Omit<VisibleOffer, 'updatedByBot'> {
  totalPrice: number;
  /** Whether it can be bought now, or why not (sold out, outdated, not kept current by a bot). */
  status: OfferStatus;
  /**
   * The lowest price of this offer in the 30 days before its current price (PAngV § 11), when the
   * current price is below it: shown struck through. Null: no reduction to show.
   */
  referencePrice: number | null;
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
 * The product detail page's product (GET /api/product): visible offers only, buyable ones first by
 * Grundpreis and sold-out ones last; the best offer and the "ab" price both ways (shop prices, and
 * delivered with shipping); the brand says whether it can be contacted but never how or by whom.
 */
export interface ProductDetail {
  _id: string;
  urlExtension: string;
  series: string;
  brand: { _id: string; name: string; description: string | null; owned: boolean; contactable: boolean };
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
  /** The best offer by Grundpreis among buyable offers (the specification's field). */
  bestOffer: DetailOffer | null;
  /** The best offer by delivered Grundpreis, for "Preise inkl. Versand". */
  bestDeliveredOffer: DetailOffer | null;
  /** "ab": the lowest price among buyable offers (the structured data's lowPrice); null: none. */
  fromPrice: number | null;
  /** The lowest delivered price among buyable offers whose shipping is known. */
  fromDeliveredPrice: number | null;
  /** Hours after its last confirmation an offer counts as outdated (OFFER_MAX_AGE_HOURS). */
  offerMaxAgeHours: number;
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
  /** When the offers are judged, and how old a confirmed price may be. */
  clock: OfferClock;
  /** The product's recorded offer prices: the reference of a price reduction. */
  priceHistory?: readonly Pick<PriceHistoryEntry, 'offerKey' | 'price' | 'at'>[];
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

/** A visible offer for the page, with its status and the reference of a reduction. */
const toOffer =
  (
    history: ReadonlyMap<string, Pick<PriceHistoryEntry, 'price' | 'at'>[]>,
    imageUrl: (file: string) => string,
  ) =>
  (offer: VisibleOffer): DetailOffer => {
    const { updatedByBot: _bot, shopLogo, ...shown } = offer;
    return {
      ...shown,
      // Only a logo the portal stored: the page may load images from its own files alone.
      ...(isStoredShopLogo(shopLogo) && { shopLogo: imageUrl(shopLogo) }),
      totalPrice: totalPrice(offer),
      status: offerStatus(offer),
      referencePrice: referencePrice(history.get(offer._id) ?? [], offer.price),
    };
  };

function byOffer(entries: ProductDetailInput['priceHistory']) {
  const byKey = new Map<string, Pick<PriceHistoryEntry, 'price' | 'at'>[]>();
  for (const entry of entries ?? []) {
    const list = byKey.get(entry.offerKey) ?? [];
    list.push(entry);
    byKey.set(entry.offerKey, list);
  }
  return byKey;
}

export function toProductDetail({
  product: p,
  brand,
  producer,
  owners,
  imageUrl,
  clock,
  priceHistory,
}: ProductDetailInput): ProductDetail {
  const offers = visibleOffers(p.variants, owners, clock);
  const toShown = toOffer(byOffer(priceHistory), imageUrl);
  const shown = new Map(offers.map((o) => [o._id, toShown(o)]));
  const detail = (offer: VisibleOffer | null) => (offer && shown.get(offer._id)) ?? null;
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
    energyKj: kcal === null ? null : roundTo(kcal * KJ_PER_KCAL, 2),
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
    variants: sortOffers([...shown.values()], 'excluded'),
    bestOffer: detail(bestOffer(offers)),
    bestDeliveredOffer: detail(bestOffer(offers, 'included')),
    fromPrice: fromPrice(offers),
    fromDeliveredPrice: fromPrice(offers, 'included'),
    offerMaxAgeHours: clock.maxAgeMs / 3_600_000,
    reviews: [...p.reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(toReview),
    rating: p.rating,
    ratingCount: p.ratingCount,
    binderVotes: binderSummary(p.binderVotes),
  };
}
