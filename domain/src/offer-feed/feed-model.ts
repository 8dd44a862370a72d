import type { FeedFormat, Measure } from './formats';
import type { FeedOfferDraft } from './row';
import type { SaleFields } from './sale';

/** A feed as its owner sees it (GET /api/b2b/feeds). */
export interface Feed {
  _id: string;
  url: string;
  format: FeedFormat;
  everyHours: number;
  createdAt: string;
  nextRunAt?: string;
  /** The operator stopped its pulls (`npm run ops -- merchant feed-pause`). */
  paused?: boolean;
  lastRun?: FeedRun;
  /** Rows of the feed no product matched, waiting for the editors. */
  waiting?: number;
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

/**
 * imported: every row became an offer; partial: some did, others were refused or wait for an
 * editor; refused: rows were read but none became an offer.
 */
export type FeedRunStatus = 'running' | 'imported' | 'partial' | 'refused' | 'unchanged' | 'failed';

/** A row that did not become an offer: where it is in the file, the shop's item id and title, and why. */
export interface RefusedRow {
  line: number;
  key?: string;
  title?: string;
  reason: string;
}

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
  /** Rows refused for an error of their own (all of them are in the run's download). */
  refused: number;
  expired: number;
  /** Rows no product matched: they wait for the editors. */
  unmatched?: number;
  /** Of those, rows not kept for the editors because the merchant's waiting rows reached their limit. */
  reviewCut?: number;
  /** The first refused rows (RUN_REFUSED_LISTED); all are in the run's download. */
  refusedRows: RefusedRow[];
  error?: string;
}

/** The figures of a run that has read nothing yet (or found the feed unchanged). */
export const NO_RUN_FIGURES = {
  rowsRead: 0,
  matched: 0,
  updated: 0,
  refused: 0,
  expired: 0,
  unmatched: 0,
  reviewCut: 0,
  refusedRows: [],
} as const satisfies Pick<
  FeedRun,
  'rowsRead' | 'matched' | 'updated' | 'refused' | 'expired' | 'unmatched' | 'reviewCut' | 'refusedRows'
>;

/** The outcome of a run that read its feed: every row an offer, some, or none. */
export function importedStatus(
  counts: Pick<FeedRun, 'rowsRead' | 'matched' | 'refused' | 'unmatched'>,
): FeedRunStatus {
  const missed = counts.refused + (counts.unmatched ?? 0);
  if (missed === 0) return 'imported';
  return counts.matched > 0 ? 'partial' : 'refused';
}

/** The merchant's row id mapped to a product by an editor, used when the GTIN finds none. */
export interface FeedMapping {
  _id: string;
  owner: string;
  key: string;
  productId: string;
  by: string;
  createdAt: string;
}

/**
 * A row no product matched, waiting for an editor: kept once per merchant and item id, written
 * again only when the row changes (`fingerprint`), and gone when the feed no longer names it.
 */
export interface FeedReviewItem {
  _id: string;
  owner: string;
  feed: string;
  key: string;
  title: string;
  gtins: string[];
  /** Why no product was found (no GTIN, a wrong check digit, an unknown GTIN). */
  reason: string;
  brand?: string;
  mpn?: string;
  image?: string;
  link: string;
  price: number;
  size: number;
  unit: string;
  amount: number;
  /** The offer as the row gives it: an editor's assignment puts it on the product at once. */
  offer: FeedOfferDraft & SaleFields;
  readings?: Measure[];
  /** When the row first waited, and when it last changed. */
  seenAt: string;
  changedAt: string;
  fingerprint: string;
}

/** A waiting row as the editors' queue lists it (without what only an assignment needs). */
export interface FeedReviewEntry extends Omit<FeedReviewItem, 'offer' | 'readings' | 'fingerprint'> {
  shopName: string;
}

/** The queue's true size, per merchant, and one page of it (GET /api/admin/feed-review). */
export interface FeedReviewPage {
  items: FeedReviewEntry[];
  total: number;
  page: number;
  pages: number;
  merchants: { owner: string; shopName: string; waiting: number }[];
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
/** Refused rows a run lists; its count covers all, and its download lists all. */
export const RUN_REFUSED_LISTED = 100;
/** Runs a feed keeps (older ones are deleted after each run). */
export const RUNS_KEPT = 50;
/** Runs of a feed whose refused rows can be downloaded in full (the newest). */
export const RUN_DETAILS_KEPT = 5;
/** Rows of the editors' review queue one page shows. */
export const REVIEW_PAGE_SIZE = 50;

export const FEED_MESSAGES = {
  notFound: 'Diesen Feed gibt es nicht.',
  tooMany: `Du kannst höchstens ${FEED_LIMITS_PER_OWNER} Feeds anlegen.`,
  invalid: 'Ungültige Angaben zum Feed.',
  format: 'Das Format muss portal, google-xml, google-tsv oder idealo-csv sein.',
  everyHours: `Der Abstand muss eine ganze Zahl von ${FEED_EVERY_HOURS.min} bis ${FEED_EVERY_HOURS.max} Stunden sein.`,
  interrupted: 'Der Abruf wurde unterbrochen (Neustart); der nächste Abruf holt den Feed vollständig.',
  unmatched: 'Kein Produkt mit dieser GTIN gefunden: wartet auf Zuordnung durch die Redaktion.',
  /** A row whose GTIN cannot match (none, a wrong check digit): it waits for an editor too. */
  unmatchedBecause: (problem: string) => `${problem}: wartet auf Zuordnung durch die Redaktion.`,
  notActive: 'Feeds können erst angelegt werden, wenn das Händlerkonto freigeschaltet ist.',
  paused: 'Der Betreiber hat diesen Feed angehalten; er wird nicht abgerufen.',
  detailsGone:
    'Die vollständige Liste dieses Abrufs ist nicht mehr gespeichert (nur die der letzten Abrufe).',
  twice: 'Die Artikel-ID steht mehrmals im Feed; nur die erste Zeile zählt.',
  noPackaging: 'Die Verpackung ist weder im Titel genannt noch beim Produkt hinterlegt.',
  reviewNotFound: 'Diesen Eintrag gibt es nicht mehr.',
  productNotFound: 'Dieses Produkt gibt es nicht.',
} as const;
