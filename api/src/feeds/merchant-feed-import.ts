import { COLLECTIONS, newId, type Store } from '@futterkompass/adapters';
import {
  FEED_MESSAGES,
  type FeedOffer,
  type FeedReviewItem,
  type FeedRun,
  type MerchantMerge,
  type MerchantOffer,
  mergeMerchantOffers,
  type Product,
  RUN_REFUSED_LISTED,
  type ShopRow,
} from '@futterkompass/domain';
import { OFFERS_READ_FIELDS, type ProductWrites } from '../products/product-writes';
import { createRowMatcher, type RowToMatch } from './match-rows';

/** A row of a merchant's feed, checked: a shop row, or why it is refused. */
export type MerchantRecord =
  | { line: number; row: ShopRow & Pick<RowToMatch, 'ref'> }
  | { line: number; error: string };

export type MerchantImportCounts = Pick<
  FeedRun,
  'rowsRead' | 'matched' | 'updated' | 'refused' | 'expired' | 'refusedRows'
>;

const MATCH_BATCH = 2_000;

const changes = (m: MerchantMerge) => m.added + m.updated + m.confirmed + m.expired + m.removed > 0;
const WRITE_BATCH = 500;

/**
 * Imports a merchant's full feed: rows are matched to products (GTIN, then the merchant's
 * mapping), rows no product matches wait in the review queue, and every product the feed names or
 * on which the feed had offers gets one compare-and-set write of its offers (through the product
 * writes: prices recorded, alerts fired, reindex enqueued). Offers of the feed it no longer names
 * become unavailable. Running it again with the same feed writes nothing.
 */
export function createMerchantFeedImport({
  store,
  productWrites,
}: {
  store: Store;
  productWrites: ProductWrites;
}) {
  const products = store.collection<Product>(COLLECTIONS.products);
  const review = store.collection<FeedReviewItem>(COLLECTIONS.feedReview);
  const matchRows = createRowMatcher(store);

  return async function importMerchantFeed(
    records: AsyncIterable<MerchantRecord>,
    { owner, feed, now, retentionDays }: { owner: string; feed: string; now: Date; retentionDays: number },
  ): Promise<MerchantImportCounts> {
    const counts = { rowsRead: 0, matched: 0, updated: 0, refused: 0, expired: 0 };
    const refusedRows: { line: number; reason: string }[] = [];
    const refuse = (line: number, reason: string) => {
      counts.refused++;
      if (refusedRows.length < RUN_REFUSED_LISTED) refusedRows.push({ line, reason });
    };
    // Only the offers per product are kept while the feed is read; products are read again to write.
    const perProduct = new Map<string, MerchantOffer[]>();
    const keys = new Set<string>();
    const unmatched: Omit<FeedReviewItem, '_id'>[] = [];
    const matchedKeys: string[] = [];
    const stamp = now.toISOString();
    let batch: { line: number; row: ShopRow & Pick<RowToMatch, 'ref'> }[] = [];

    const match = async () => {
      const productOf = await matchRows(
        owner,
        batch.map((b) => b.row),
      );
      for (const { line, row } of batch) {
        const product = productOf(row);
        if (!product) {
          unmatched.push(reviewItem(row, { owner, feed, stamp }));
          refuse(line, FEED_MESSAGES.unmatched);
          continue;
        }
        const packaging =
          row.offer.packaging ??
          product.sizes.find((s) => s.barcode && row.gtins.includes(s.barcode))?.packaging ??
          product.sizes.find((s) => s.packaging)?.packaging;
        if (!packaging) {
          refuse(line, FEED_MESSAGES.noPackaging);
          continue;
        }
        const offers = perProduct.get(product._id) ?? [];
        offers.push({ key: row.key, offer: { ...row.offer, packaging } as FeedOffer });
        perProduct.set(product._id, offers);
        matchedKeys.push(row.key);
        counts.matched++;
      }
      batch = [];
    };

    for await (const record of records) {
      counts.rowsRead++;
      if ('error' in record) refuse(record.line, record.error);
      else if (keys.has(record.row.key)) refuse(record.line, FEED_MESSAGES.twice);
      else {
        keys.add(record.row.key);
        batch.push(record);
      }
      if (batch.length >= MATCH_BATCH) await match();
    }
    await match();

    // Products where the feed had offers it may no longer name: they are written too.
    for await (const found of products.iterate(WRITE_BATCH, { 'variants.feed': feed }))
      for (const product of found) if (!perProduct.has(product._id)) perProduct.set(product._id, []);

    const ref = { owner, feed };
    const at = {
      now: stamp,
      newId,
      removeDroppedBefore: new Date(now.getTime() - retentionDays * 86_400_000).toISOString(),
    };
    const ids = [...perProduct.keys()];
    for (let i = 0; i < ids.length; i += WRITE_BATCH) {
      const read = await products.find(
        { _id: { $in: ids.slice(i, i + WRITE_BATCH) } },
        { projection: OFFERS_READ_FIELDS },
      );
      const last = new Map<string, MerchantMerge>();
      const merge = (product: Product) =>
        mergeMerchantOffers(product.variants, perProduct.get(product._id) ?? [], ref, at);
      await productWrites
        .updateOffers(
          // A product the feed leaves as it is costs no write (an unchanged feed writes nothing).
          read
            .filter((product) => changes(merge(product)))
            .map((product) => ({
              productId: product._id,
              read: product,
              change: (current: Product) => {
                const merged = merge(current);
                last.set(current._id, merged);
                return changes(merged) ? merged.variants : null;
              },
            })),
        )
        .then((saved) => {
          for (const product of saved) {
            const merged = last.get(product._id);
            counts.updated += (merged?.added ?? 0) + (merged?.updated ?? 0);
            counts.expired += merged?.expired ?? 0;
          }
        });
    }

    await settleReview(review, { owner, matchedKeys, unmatched });
    refusedRows.sort((a, b) => a.line - b.line);
    return { ...counts, refusedRows };
  };
}

function reviewItem(
  row: ShopRow,
  { owner, feed, stamp }: { owner: string; feed: string; stamp: string },
): Omit<FeedReviewItem, '_id'> {
  return {
    owner,
    feed,
    key: row.key,
    title: row.title,
    gtins: row.gtins,
    ...(row.brand && { brand: row.brand }),
    ...(row.mpn && { mpn: row.mpn }),
    ...(row.image && { image: row.image }),
    link: row.offer.link,
    price: row.offer.price,
    size: row.offer.size,
    unit: row.offer.unit,
    amount: row.offer.amount ?? 1,
    lastSeenAt: stamp,
  };
}

/** The review queue follows the feed: matched rows leave it, unmatched ones are added or refreshed. */
async function settleReview(
  review: ReturnType<Store['collection']>,
  {
    owner,
    matchedKeys,
    unmatched,
  }: { owner: string; matchedKeys: string[]; unmatched: Omit<FeedReviewItem, '_id'>[] },
) {
  for (let i = 0; i < matchedKeys.length; i += WRITE_BATCH)
    await review.deleteMany({ owner, key: { $in: matchedKeys.slice(i, i + WRITE_BATCH) } });
  for (const item of unmatched) {
    await review.updateOne({ owner, key: item.key }, { $set: item }, { upsert: true });
  }
}
