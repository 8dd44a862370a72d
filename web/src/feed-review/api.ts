import type { FeedMapping, FeedReviewItem } from '@futterkompass/domain';
import { deleteJson, getJson, postJson } from '../api/http';

export type ReviewEntry = FeedReviewItem & { shopName: string };
export type MappingEntry = FeedMapping & {
  shopName: string;
  productName: string;
  productUrlExtension: string;
};

const BASE = '/api/admin/feed-review';

export const loadReview = () => getJson<{ items: ReviewEntry[] }>(BASE).then((a) => a.items);
export const loadMappings = () =>
  getJson<{ mappings: MappingEntry[] }>(`${BASE}/mappings`).then((a) => a.mappings);
export const assignRow = (reviewId: string, productId: string) =>
  postJson<{ mapping: FeedMapping }>(`${BASE}/${reviewId}/assign`, { productId });
export const undoMapping = (mappingId: string) =>
  deleteJson<{ success: boolean }>(`${BASE}/mappings/${mappingId}`);
