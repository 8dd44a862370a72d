import { describe, expect, it } from 'vitest';
import type { Review } from '../model';
import { communityScores } from './scores';

const review = (rating: number): Review => ({
  _id: String(rating),
  rating,
  review: '',
  from: { _id: 'u', username: 'u' },
  createdAt: '',
});

describe('community scores', () => {
  it('averages the ratings and counts the binder votes', () => {
    // (5 + 4 + 2) / 3 = 3.666… -> 3.67; 2 of 3 votes say binder -> 0.6667
    const votes = [true, true, false].map((vote, i) => ({ user: String(i), vote }));
    expect(communityScores([review(5), review(4), review(2)], votes)).toEqual({
      rating: 3.67,
      ratingCount: 3,
      binderShare: 0.6667,
    });
  });
  it('is zero without reviews and votes', () => {
    expect(communityScores([], [])).toEqual({ rating: 0, ratingCount: 0, binderShare: 0 });
  });
});
