import type { ReviewReportReason } from '@futterkompass/domain';
import { getJson, postJson } from '../api/http';

const BASE = '/api/admin/review-reports';

export const loadReportedReviews = () => getJson(BASE).then((answer) => answer.items);
export const keepReview = (reviewId: string) => postJson(`${BASE}/${reviewId}/keep`, {});
export const removeReview = (reviewId: string, reason: ReviewReportReason, note: string) =>
  postJson(`${BASE}/${reviewId}/remove`, { reason, note });
