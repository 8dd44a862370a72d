import { deleteJson, getJson, postJson } from '../api/http';

export type { MappingEntry } from '@futterkompass/contract';
export type { FeedReviewPage as ReviewPage } from '@futterkompass/domain';

const BASE = '/api/admin/feed-review';

export const loadReview = ({ merchant, page }: { merchant?: string; page: number }) => {
  const query = new URLSearchParams({ page: String(page), ...(merchant && { merchant }) });
  return getJson(`${BASE}?${query}`);
};
export const loadMappings = () => getJson(`${BASE}/mappings`).then((a) => a.mappings);
export const assignRow = (reviewId: string, productId: string) =>
  postJson(`${BASE}/${reviewId}/assign`, { productId });
export const undoMapping = (mappingId: string) => deleteJson(`${BASE}/mappings/${mappingId}`);
