import type { FeedFormat } from './formats';

/** A feed as its owner sees it (GET /api/b2b/feeds). */
export interface Feed {
  _id: string;
  url: string;
  format: FeedFormat;
  everyHours: number;
  createdAt: string;
  nextRunAt?: string;
  lastRun?: FeedRun;
}

/** A feed as stored: with its owner, what the next conditional request sends and its last confirmation. */
export interface StoredFeed extends Omit<Feed, 'lastRun'> {
  /** The merchant's user id, or 'portal' for a feed the operator registered. */
  owner: string;
  etag?: string;
  lastModified?: string;
  /** When a run last confirmed the feed's offers (imported or unchanged). */
  confirmedAt?: string;
  /** The feed's offers stopped counting (not confirmed for too long): the next pull is unconditional. */
  stale?: boolean;
  lastRunId?: string;
}

export type FeedRunStatus = 'running' | 'imported' | 'unchanged' | 'failed';

/** One pull of a feed (GET /api/b2b/feeds/:id/runs). */
export interface FeedRun {
  _id: string;
  feed: string;
  owner?: string;
  startedAt: string;
  finishedAt?: string;
  status: FeedRunStatus;
  rowsRead: number;
  matched: number;
  updated: number;
  refused: number;
  expired: number;
  refusedRows: { line: number; reason: string }[];
  error?: string;
}

/** The figures of a run that has read nothing yet (or found the feed unchanged). */
export const NO_RUN_FIGURES = {
  rowsRead: 0,
  matched: 0,
  updated: 0,
  refused: 0,
  expired: 0,
  refusedRows: [],
} as const satisfies Pick<
  FeedRun,
  'rowsRead' | 'matched' | 'updated' | 'refused' | 'expired' | 'refusedRows'
>;

/** The merchant's row id mapped to a product by an editor, used when the GTIN finds none. */
export interface FeedMapping {
  _id: string;
  owner: string;
  key: string;
  productId: string;
  by: string;
  createdAt: string;
}

/** A row no product matched, waiting for an editor. */
export interface FeedReviewItem {
  _id: string;
  owner: string;
  feed: string;
  key: string;
  title: string;
  gtins: string[];
  brand?: string;
  mpn?: string;
  image?: string;
  link: string;
  price: number;
  size: number;
  unit: string;
  amount: number;
  lastSeenAt: string;
}

/** A merchant's offer as its area lists it (GET /api/b2b/offers). */
export interface MerchantOfferView {
  offerId: string;
  productId: string;
  productName: string;
  productUrl: string;
  price: number;
  /** The Grundpreis per kg or l. */
  unitPrice?: number;
  size: number;
  unit: string;
  available: boolean;
  /** When the offer's price was last confirmed (its feed's run, or when it was written). */
  confirmedAt?: string;
  ageDays?: number;
  counts: boolean;
}

export const FEED_LIMITS_PER_OWNER = 20;
export const FEED_EVERY_HOURS = { min: 1, max: 168 } as const;
/** Refused rows a run lists; its count covers all. */
export const RUN_REFUSED_LISTED = 1_000;
/** Runs a feed keeps (older ones are deleted after each run). */
export const RUNS_KEPT = 50;

export const FEED_MESSAGES = {
  notFound: 'Diesen Feed gibt es nicht.',
  tooMany: `Du kannst höchstens ${FEED_LIMITS_PER_OWNER} Feeds anlegen.`,
  invalid: 'Ungültige Angaben zum Feed.',
  format: 'Das Format muss portal, google-xml, google-tsv oder idealo-csv sein.',
  everyHours: `Der Abstand muss eine ganze Zahl von ${FEED_EVERY_HOURS.min} bis ${FEED_EVERY_HOURS.max} Stunden sein.`,
  interrupted: 'Der Abruf wurde unterbrochen (Neustart); der nächste Abruf holt den Feed vollständig.',
  unmatched: 'Kein Produkt mit dieser GTIN gefunden: wartet auf Zuordnung durch die Redaktion.',
  twice: 'Die Artikel-ID steht mehrmals im Feed; nur die erste Zeile zählt.',
  noPackaging: 'Die Verpackung ist weder im Titel genannt noch beim Produkt hinterlegt.',
  reviewNotFound: 'Diesen Eintrag gibt es nicht mehr.',
  productNotFound: 'Dieses Produkt gibt es nicht.',
} as const;
