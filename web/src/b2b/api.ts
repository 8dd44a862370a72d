import type { ClickReport, FeedInput, MerchantMe } from '@futterkompass/contract';
import {
  FEED_FORMATS,
  type Feed,
  type FeedFormat,
  type FeedRun,
  type MerchantOfferView,
} from '@futterkompass/domain';
import { deleteJson, getBlob, getJson, patchJson, postJson } from '../api/http';

/** The feed formats the portal reads (domain's FEED_FORMATS), with the names a merchant knows them by. */
const FORMAT_LABELS: Record<FeedFormat, string> = {
  'google-xml': 'Google Merchant Center (XML)',
  'google-tsv': 'Google Merchant Center (TSV)',
  'idealo-csv': 'idealo (CSV)',
  portal: 'Futterkompass-Format (CSV)',
};
// The shop formats first: the portal's own is the one a merchant picks least.
export const FEED_FORMAT_CHOICES = [...FEED_FORMATS]
  .sort((a, b) => Number(a === 'portal') - Number(b === 'portal'))
  .map((value) => ({ value, label: FORMAT_LABELS[value] }));

export const formatLabel = (format: FeedFormat) => FORMAT_LABELS[format] ?? format;

export type { ClickReport, Feed, FeedFormat, FeedInput, FeedRun, MerchantMe };
export type MerchantOffer = MerchantOfferView;

const feedPath = (id: string) => `/api/b2b/feeds/${encodeURIComponent(id)}` as const;

/** The merchant area's calls (/api/b2b), each with the session's token. */
export const b2bApi = {
  me: () => getJson('/api/b2b/me'),
  feeds: async () => (await getJson('/api/b2b/feeds')).feeds,
  addFeed: async (input: FeedInput) => (await postJson('/api/b2b/feeds', input)).feed,
  updateFeed: async (id: string, input: FeedInput) => (await patchJson(feedPath(id), input)).feed,
  deleteFeed: (id: string) => deleteJson(feedPath(id)),
  pull: (id: string) => postJson(`${feedPath(id)}/pull`, {}),
  runs: async (id: string) => (await getJson(`${feedPath(id)}/runs`)).runs,
  refusedCsv: (id: string, run: string) =>
    getBlob(`${feedPath(id)}/runs/${encodeURIComponent(run)}/refused.csv`),
  waitingCsv: (id: string) => getBlob(`${feedPath(id)}/waiting.csv`),
  offers: async () => (await getJson('/api/b2b/offers')).offers,
  clicks: (days: number) => getJson(`/api/b2b/clicks?days=${days}`),
  clicksCsv: () => getBlob('/api/b2b/clicks.csv'),
};
