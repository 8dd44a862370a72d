import { type Animal, type BinderVote, type Review, roundTo, type Type1 } from '@futterkompass/domain';
import { REVIEW_TEXTS } from './names';
import { type Rng, seededId } from './rng';

export interface Reviewer {
  _id: string;
  username: string;
}

/** The review texts of a rating that fit the product: its animals and its kind of pack. */
function textsFor(rating: number, product: { animal: readonly Animal[]; type1: Type1 }): string[] {
  return (REVIEW_TEXTS[rating] ?? [])
    .filter(
      (t) => (!t.animal || product.animal.includes(t.animal)) && (!t.type1 || t.type1 === product.type1),
    )
    .map((t) => t.text);
}

const DAY = 86_400;

/**
 * How products are liked: the weights of 5, 4, 3, 2 and 1 stars among a product's reviews, and the
 * share of products liked so. Shop ratings lean to five stars (J-shaped); most products please most
 * buyers, a few split them.
 */
const LIKING = (
  [
    [[85, 11, 2, 1, 1], 25],
    [[60, 25, 7, 3, 5], 45],
    [[38, 25, 15, 9, 13], 22],
    [[18, 15, 20, 20, 27], 8],
  ] as const
).map(([stars, share]) => [stars.map((weight, i) => [5 - i, weight] as const), share] as const);

/** Share of products nobody has reviewed yet. */
const UNREVIEWED = 0.4;
/** Pareto exponent of the review counts: most products have a few, popular ones dozens to hundreds. */
const POPULARITY_TAIL = 0.9;

/** A product's number of reviews, as heavy-tailed as on shop portals (at most one per reviewer). */
function reviewCount(rng: Rng, reviewers: number): number {
  if (rng.chance(UNREVIEWED)) return 0;
  return Math.min(reviewers, Math.floor((1 - rng.next()) ** (-1 / POPULARITY_TAIL)));
}

/**
 * Reviews (a heavy-tailed number per product, star ratings skewed to good ones by how much the
 * product's buyers like it, one per reviewer, written between the product's listing and the seed
 * day, matching its animal) and binder votes of a product.
 */
export function draftCommunity(
  rng: Rng,
  reviewers: readonly Reviewer[],
  product: { animal: readonly Animal[]; type1: Type1; listedAt: number; today: number },
) {
  const days = Math.max(0, Math.floor((product.today - product.listedAt) / DAY));
  const stars = rng.weighted(LIKING);
  const reviews: Review[] = rng.sample(reviewers, reviewCount(rng, reviewers.length)).map((from) => {
    const rating = rng.weighted(stars);
    return {
      _id: seededId(rng, product.listedAt),
      rating,
      review: rng.pick(textsFor(rating, product)),
      from: { _id: from._id, username: from.username },
      createdAt: new Date((product.listedAt + rng.int(0, days) * DAY) * 1000).toISOString(),
    };
  });
  const binderVotes: BinderVote[] = rng.chance(0.3)
    ? rng
        .sample(reviewers, rng.int(1, 8))
        .map((voter) => ({ user: voter._id, vote: rng.chance(rng.chance(0.3) ? 0.85 : 0.2) }))
    : [];
  const rating =
    reviews.length === 0 ? 0 : roundTo(reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length, 2);
  return { reviews, binderVotes, rating, ratingCount: reviews.length };
}
