import { type BinderVote, type Review, roundTo } from '@futterkompass/domain';
import { REVIEW_TEXTS } from './names';
import { type Rng, seededId } from './rng';

export interface Reviewer {
  _id: string;
  username: string;
}

/** Reviews (skewed to good ratings, one per reviewer) and binder votes of a product. */
export function draftCommunity(rng: Rng, reviewers: readonly Reviewer[], epochSeconds: number) {
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
          _id: seededId(rng, epochSeconds),
          rating,
          review: rng.pick(REVIEW_TEXTS[rating] ?? []),
          from: { _id: from._id, username: from.username },
          createdAt: new Date((epochSeconds + rng.int(0, 200) * 86400) * 1000).toISOString(),
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
