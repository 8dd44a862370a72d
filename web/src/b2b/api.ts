import type { AccountStatus, ClicksPerDay, ClicksPerProduct, Unit } from '@futterkompass/domain';
import { deleteJson, getBlob, getJson, patchJson, postJson } from '../api/http';

/** The feed formats the portal reads, as the merchant picks them. */
export const FEED_FORMATS = [
  { value: 'google-xml', label: 'Google Merchant Center (XML)' },
  { value: 'google-tsv', label: 'Google Merchant Center (TSV)' },
  { value: 'idealo-csv', label: 'idealo (CSV)' },
  { value: 'portal', label: 'Futterkompass-Format (CSV/JSON)' },
] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number]['value'];

export const formatLabel = (format: FeedFormat) =>
  FEED_FORMATS.find((f) => f.value === format)?.label ?? format;

export interface FeedRun {
  _id: string;
  feed: string;
  startedAt: string;
  finishedAt?: string;
  status: 'running' | 'imported' | 'unchanged' | 'failed';
  rowsRead: number;
  matched: number;
  updated: number;
  refused: number;
  expired: number;
  refusedRows: { line: number; reason: string }[];
  error?: string;
}

export interface Feed {
  _id: string;
  url: string;
  format: FeedFormat;
  everyHours: number;
  createdAt: string;
  nextRunAt?: string;
  lastRun?: FeedRun;
}

export type FeedInput = Pick<Feed, 'url' | 'format' | 'everyHours'>;

export interface MerchantOffer {
  offerId: string;
  productId: string;
  productName: string;
  productUrl: string;
  price: number;
  basePrice?: number;
  size: number;
  unit: Unit;
  available: boolean;
  confirmedAt?: string;
  ageDays?: number;
  /** Whether the offer competes for the best offer (confirmed recently, available, merchant active). */
  counts: boolean;
}

export interface MerchantMe {
  username: string;
  shopName: string;
  shopUrl: string;
  shopLogo?: string;
  status: AccountStatus;
}

export interface ClickReport {
  perDay: ClicksPerDay[];
  perProduct: ClicksPerProduct[];
}

const feedPath = (id: string) => `/api/b2b/feeds/${encodeURIComponent(id)}`;

/** The merchant area's calls (/api/b2b), each with the session's token. */
export const b2bApi = {
  me: () => getJson<MerchantMe>('/api/b2b/me'),
  feeds: async () => (await getJson<{ feeds: Feed[] }>('/api/b2b/feeds')).feeds,
  addFeed: async (input: FeedInput) => (await postJson<{ feed: Feed }>('/api/b2b/feeds', input)).feed,
  updateFeed: async (id: string, input: FeedInput) =>
    (await patchJson<{ feed: Feed }>(feedPath(id), input)).feed,
  deleteFeed: (id: string) => deleteJson<void>(feedPath(id)),
  pull: (id: string) => postJson<{ queued: boolean }>(`${feedPath(id)}/pull`, {}),
  runs: async (id: string) => (await getJson<{ runs: FeedRun[] }>(`${feedPath(id)}/runs`)).runs,
  offers: async () => (await getJson<{ offers: MerchantOffer[] }>('/api/b2b/offers')).offers,
  clicks: (days: number) => getJson<ClickReport>(`/api/b2b/clicks?days=${days}`),
  clicksCsv: () => getBlob('/api/b2b/clicks.csv'),
};
