export { RemoveReviewBody, ReportReviewBody, ReviewParams } from '@futterkompass/contract';
