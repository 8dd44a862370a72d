import { newId, type Store } from '@futterkompass/adapters';
import {
  FEED_MESSAGES,
  type FeedRun,
  type MerchantMerge,
  type MerchantOffer,
  mergeMerchantOffers,
  NO_RUN_FIGURES,
  type Product,
  type RefusedRow,
  type ShopRow,
  type Variant,
} from '@futterkompass/domain';
import type { ProductWrites } from '../products/product-writes';
import { createRowMatcher, type RowToMatch } from './match-rows';
import { openReviewQueue, type ReviewQueue } from './review-queue';
import { rewriteOffers } from './rewrite-offers';
import { offerOfRow } from './row-offer';
import { createTimeSlices } from './time-slices';

/** A row of a merchant's feed, checked: a shop row, or why it is refused. */
export type MerchantRecord =
  | { line: number; row: ShopRow & Pick<RowToMatch, 'ref'> }
  | ({ line: number; error: string } & Pick<RefusedRow, 'key' | 'title'>);

export type MerchantImportCounts = Pick<
  FeedRun,
  'rowsRead' | 'matched' | 'updated' | 'refused' | 'expired' | 'unmatched' | 'reviewCut'
> & {
  /** Every refused row, in the order of the file. */
  refusedRows: RefusedRow[];
};

/** Rows read before they are matched, a slice at a time (one lookup of their GTINs each). */
const MATCH_BATCH = 500;

const changes = (m: MerchantMerge) => m.added + m.updated + m.confirmed + m.expired + m.removed > 0;

/** Without keys whose value is undefined (MongoDB would store them as null). */
export const definedOnly = (variant: Variant): Variant =>
  Object.fromEntries(
    Object.entries(variant).filter(([, value]) => value !== undefined),
  ) as unknown as Variant;

/**
 * Writes a feed's offers per product onto every product it names or on which it had offers (those
 * it no longer names become unavailable), in short transactions; counts offers added or changed
 * and offers expired. The run's record, written after the import, syncs these writes to disk.
 */
async function writeFeedOffers(
  deps: { store: Store; productWrites: ProductWrites; afterBatch?: () => Promise<void> },
  perProduct: ReadonlyMap<string, MerchantOffer[]>,
  { owner, feed, now, retentionDays }: { owner: string; feed: string; now: Date; retentionDays: number },
): Promise<{ updated: number; expired: number }> {
  const ref = { owner, feed };
  const at = {
    now: now.toISOString(),
    newId,
    removeDroppedBefore: new Date(now.getTime() - retentionDays * 86_400_000).toISOString(),
  };
  const counts = { updated: 0, expired: 0 };
  const merged = new Map<string, MerchantMerge>();
  const change = (product: Product) => {
    const result = mergeMerchantOffers(product.variants, perProduct.get(product._id) ?? [], ref, at);
    merged.set(product._id, result);
    return changes(result) ? result.variants.map(definedOnly) : null;
  };
  const tally = (product: Product) => {
    const m = merged.get(product._id);
    counts.updated += (m?.added ?? 0) + (m?.updated ?? 0);
    counts.expired += m?.expired ?? 0;
  };
  const writing = { onSaved: tally, durable: false, ...(deps.afterBatch && { afterBatch: deps.afterBatch }) };
  await rewriteOffers(deps, [...perProduct.keys()], change, writing);
  await rewriteOffers(
    deps,
    { 'variants.feed': feed },
    (product) => (perProduct.has(product._id) ? null : change(product)),
    writing,
  );
  return counts;
}

/** A run's counts and refused rows while the import goes on. */
function importTally() {
  const { refusedRows: _none, ...zero } = NO_RUN_FIGURES;
  const counts: Required<Omit<MerchantImportCounts, 'refusedRows'>> = { ...zero };
  const refusedRows: RefusedRow[] = [];
  return {
    counts,
    refuse(line: number, reason: string, named: Pick<RefusedRow, 'key' | 'title'>) {
      counts.refused++;
      refusedRows.push({
        line,
        ...(named.key && { key: named.key }),
        ...(named.title && { title: named.title }),
        reason,
      });
    },
    /** The counts with the refused rows in the order of the file. */
    result: (): MerchantImportCounts => ({
      ...counts,
      refusedRows: refusedRows.sort((a, b) => a.line - b.line),
    }),
  };
}

type ImportTally = ReturnType<typeof importTally>;
type CheckedRow = { line: number; row: ShopRow & Pick<RowToMatch, 'ref'> };

/**
 * Reads a feed's records and matches its rows to products a batch at a time: the offers per
 * product (all that is kept of the file while it is read) and the keys of the matched rows;
 * unmatched rows go to the review queue, refused ones to the tally.
 */
async function matchRecords(
  records: AsyncIterable<MerchantRecord>,
  {
    matchRows,
    review,
    owner,
  }: { matchRows: ReturnType<typeof createRowMatcher>; review: ReviewQueue; owner: string },
  { counts, refuse }: ImportTally,
) {
  const perProduct = new Map<string, MerchantOffer[]>();
  const keys = new Set<string>();
  const matchedKeys: string[] = [];
  let batch: CheckedRow[] = [];

  // A lookup of a few hundred GTINs reads as many products: matched in slices that fit the loop's budget.
  const inSlices = createTimeSlices({ startItems: 100, maxItems: MATCH_BATCH });
  const matchSlice = async (rows: CheckedRow[]) => {
    const matchOf = await matchRows(
      owner,
      rows.map((b) => b.row),
    );
    const unmatched: ShopRow[] = [];
    for (const { line, row } of rows) {
      const found = matchOf(row);
      if (!found) {
        unmatched.push(row);
        counts.unmatched++;
        continue;
      }
      const offer = offerOfRow(row, found);
      if (!offer) {
        refuse(line, FEED_MESSAGES.noPackaging, row);
        continue;
      }
      const offers = perProduct.get(found.product._id) ?? [];
      offers.push({ key: row.key, offer });
      perProduct.set(found.product._id, offers);
      matchedKeys.push(row.key);
      counts.matched++;
    }
    await review.add(unmatched);
  };
  const match = async () => {
    const rows = batch;
    batch = [];
    await inSlices(rows, matchSlice);
  };

  for await (const record of records) {
    counts.rowsRead++;
    if ('error' in record) refuse(record.line, record.error, record);
    else if (keys.has(record.row.key)) refuse(record.line, FEED_MESSAGES.twice, record.row);
    else {
      keys.add(record.row.key);
      batch.push(record);
    }
    if (batch.length >= MATCH_BATCH) await match();
  }
  await match();
  return { perProduct, matchedKeys };
}

/**
 * Imports a merchant's full feed: rows are matched to products (GTIN-14, then the merchant's
 * mapping) a batch at a time, rows no product matched wait in the review queue (kept once per
 * merchant and item, up to the cap), and every product the feed names or on which the feed had
 * offers gets one compare-and-set write of its offers (through the product writes: prices
 * recorded, alerts fired, reindex enqueued), in short transactions with requests answered in
 * between. Offers of the feed it no longer names become unavailable. Running it again with the
 * same feed writes nothing.
 */
export function createMerchantFeedImport({
  store,
  productWrites,
  reviewCap,
  afterBatch,
}: {
  store: Store;
  productWrites: ProductWrites;
  reviewCap: number;
  /** Called after each committed batch of offers (tests hold the import there). */
  afterBatch?: () => Promise<void>;
}) {
  const matchRows = createRowMatcher(store);

  return async function importMerchantFeed(
    records: AsyncIterable<MerchantRecord>,
    { owner, feed, now, retentionDays }: { owner: string; feed: string; now: Date; retentionDays: number },
  ): Promise<MerchantImportCounts> {
    const tally = importTally();
    const review = await openReviewQueue(store, { owner, feed, cap: reviewCap, now: now.toISOString() });
    const { perProduct, matchedKeys } = await matchRecords(records, { matchRows, review, owner }, tally);
    const written = await writeFeedOffers(
      { store, productWrites, ...(afterBatch && { afterBatch }) },
      perProduct,
      {
        owner,
        feed,
        now,
        retentionDays,
      },
    );
    tally.counts.updated = written.updated;
    tally.counts.expired = written.expired;
    tally.counts.reviewCut = await review.settle(matchedKeys);
    return tally.result();
  };
}
