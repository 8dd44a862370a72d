import type { BinderVote, Review } from '../model';
import { roundTo } from '../round';

export interface CommunityScores {
  /** Average star rating, 2 decimals; 0 without reviews. */
  rating: number;
  ratingCount: number;
  /** Share of "contains binder" votes, 0..1 with 4 decimals; 0 without votes. */
  binderShare: number;
}

/** A product's rating and binder share from its reviews and votes: the one place they are computed. */
export function communityScores(
  reviews: readonly Review[],
  binderVotes: readonly BinderVote[],
): CommunityScores {
  const ratingCount = reviews.length;
  const rating = ratingCount === 0 ? 0 : roundTo(reviews.reduce((s, r) => s + r.rating, 0) / ratingCount, 2);
  const votes = binderVotes.length;
  const binderShare = votes === 0 ? 0 : roundTo(binderVotes.filter((v) => v.vote).length / votes, 4);
  return { rating, ratingCount, binderShare };
}
