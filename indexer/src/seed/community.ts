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
 * Reviews (skewed to good ratings, one per reviewer, written between the product's listing and the
 * seed day, matching its animal) and binder votes of a product.
 */
export function draftCommunity(
  rng: Rng,
  reviewers: readonly Reviewer[],
  product: { animal: readonly Animal[]; type1: Type1; listedAt: number; today: number },
) {
  const days = Math.max(0, Math.floor((product.today - product.listedAt) / DAY));
  const reviews: Review[] = rng.chance(0.45)
    ? rng.sample(reviewers, rng.int(1, 6)).map((from) => {
        const rating = rng.weighted([
          [5, 40],
          [4, 30],
          [3, 15],
          [2, 8],
          [1, 7],
        ] as const);
        return {
          _id: seededId(rng, product.listedAt),
          rating,
          review: rng.pick(textsFor(rating, product)),
          from: { _id: from._id, username: from.username },
          createdAt: new Date((product.listedAt + rng.int(0, days) * DAY) * 1000).toISOString(),
        };
      })
    : [];
  const binderVotes: BinderVote[] = rng.chance(0.3)
    ? rng
        .sample(reviewers, rng.int(1, 8))
        .map((voter) => ({ user: voter._id, vote: rng.chance(rng.chance(0.3) ? 0.85 : 0.2) }))
    : [];
  const rating =
    reviews.length === 0 ? 0 : roundTo(reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length, 2);
  return { reviews, binderVotes, rating, ratingCount: reviews.length };
}
