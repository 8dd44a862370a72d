import type { ReportedReview, ReviewReportReason } from '@futterkompass/domain';
import { getJson, postJson } from '../api/http';

const BASE = '/api/admin/review-reports';

export const loadReportedReviews = () =>
  getJson<{ items: ReportedReview[] }>(BASE).then((answer) => answer.items);
export const keepReview = (reviewId: string) =>
  postJson<{ success: boolean }>(`${BASE}/${reviewId}/keep`, {});
export const removeReview = (reviewId: string, reason: ReviewReportReason, note: string) =>
  postJson<{ success: boolean; authorMailed: boolean }>(`${BASE}/${reviewId}/remove`, { reason, note });
