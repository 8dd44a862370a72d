import { z } from 'zod';

const product = z.string().min(1).max(300);

export const NewReviewBody = z.object({
  /** The specification sends the user's id; it must be the token's own. */
  user: z.string().max(100).optional(),
  product,
  reviewText: z.string().max(20_000).default(''),
  /** Checked by the service, so that a missing or wrong rating gets the specification's message. */
  reviewRating: z.union([z.number(), z.string().max(10), z.null()]).optional(),
  acceptTerms: z.boolean().default(false),
  captchaToken: z.string().max(4000).optional(),
});

export const NewBinderVoteBody = z.object({
  user: z.string().max(100).optional(),
  product,
  binderVote: z.boolean().optional(),
});
