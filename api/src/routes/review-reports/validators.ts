import { isObjectId } from '@futterkompass/domain';
import { z } from 'zod';

const objectId = z.string().max(24).refine(isObjectId);
/** Longer than any rule allows: the domain's check gives the German message for a long text. */
const text = z.string().max(20_000).default('');

/** A visitor's report of one review; reason and text are checked by the domain's rules. */
export const ReportReviewBody = z.object({
  product: objectId,
  review: objectId,
  reason: z.string().max(50).default(''),
  text,
  captchaToken: z.string().max(4000).optional(),
});

export const ReviewParams = z.object({ reviewId: objectId });

/** An editor's removal: the reason the author is told, and an optional note. */
export const RemoveReviewBody = z.strictObject({
  reason: z.string().max(50),
  note: z.string().max(1000).default(''),
});
