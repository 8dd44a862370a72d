import type { FeedMapping, FeedReviewItem } from '@futterkompass/domain';
import { deleteJson, getJson, postJson } from '../api/http';

export type ReviewEntry = Omit<FeedReviewItem, 'offer' | 'readings' | 'fingerprint'> & { shopName: string };

/** One page of the queue, its true size and how many rows each merchant has waiting. */
export interface ReviewPage {
  items: ReviewEntry[];
  total: number;
  page: number;
  pages: number;
  merchants: { owner: string; shopName: string; waiting: number }[];
}
export type MappingEntry = FeedMapping & {
  shopName: string;
  productName: string;
  productUrlExtension: string;
};

const BASE = '/api/admin/feed-review';

export const loadReview = ({ merchant, page }: { merchant?: string; page: number }) => {
  const query = new URLSearchParams({ page: String(page), ...(merchant && { merchant }) });
  return getJson<ReviewPage>(`${BASE}?${query}`);
};
export const loadMappings = () =>
  getJson<{ mappings: MappingEntry[] }>(`${BASE}/mappings`).then((a) => a.mappings);
export const assignRow = (reviewId: string, productId: string) =>
  postJson<{ mapping: FeedMapping }>(`${BASE}/${reviewId}/assign`, { productId });
export const undoMapping = (mappingId: string) =>
  deleteJson<{ success: boolean }>(`${BASE}/mappings/${mappingId}`);
