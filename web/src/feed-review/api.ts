import type { FeedMapping, FeedReviewPage } from '@futterkompass/domain';
import { deleteJson, getJson, postJson } from '../api/http';

export type { FeedReviewPage as ReviewPage } from '@futterkompass/domain';

export type MappingEntry = FeedMapping & {
  shopName: string;
  productName: string;
  productUrlExtension: string;
};

const BASE = '/api/admin/feed-review';

export const loadReview = ({ merchant, page }: { merchant?: string; page: number }) => {
  const query = new URLSearchParams({ page: String(page), ...(merchant && { merchant }) });
  return getJson<FeedReviewPage>(`${BASE}?${query}`);
};
export const loadMappings = () =>
  getJson<{ mappings: MappingEntry[] }>(`${BASE}/mappings`).then((a) => a.mappings);
export const assignRow = (reviewId: string, productId: string) =>
  postJson<{ mapping: FeedMapping }>(`${BASE}/${reviewId}/assign`, { productId });
export const undoMapping = (mappingId: string) =>
  deleteJson<{ success: boolean }>(`${BASE}/mappings/${mappingId}`);
