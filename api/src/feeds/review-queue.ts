import { createHash } from 'node:crypto';
import { COLLECTIONS, newId, type Store } from '@futterkompass/adapters';
import { FEED_MESSAGES, type FeedReviewItem, type ShopRow } from '@futterkompass/domain';
import { createTimeSlices, yieldToRequests } from './time-slices';

const NOT_YET_DURABLE = { durable: false };

type ReviewContent = Omit<FeedReviewItem, '_id' | 'seenAt' | 'changedAt' | 'fingerprint'>;

interface Waiting {
  _id: string;
  feed: string;
  fingerprint: string;
}

interface Write {
  key: string;
  content: ReviewContent;
  fingerprint: string;
  known?: Waiting;
}

/** What an editor sees of an unmatched row, and the offer an assignment puts on the product. */
function reviewContent(row: ShopRow, owner: string, feed: string): ReviewContent {
  return {
    owner,
    feed,
    key: row.key,
    title: row.title,
    gtins: row.gtins,
    reason: row.gtinProblem ? FEED_MESSAGES.unmatchedBecause(row.gtinProblem) : FEED_MESSAGES.unmatched,
    ...(row.brand && { brand: row.brand }),
    ...(row.mpn && { mpn: row.mpn }),
    ...(row.image && { image: row.image }),
    link: row.offer.link,
    price: row.offer.price,
    size: row.offer.size,
    unit: row.offer.unit,
    amount: row.offer.amount ?? 1,
    offer: row.offer,
    ...(row.readings && { readings: row.readings }),
  };
}

const fingerprintOf = (content: ReviewContent) =>
  createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 22);

/**
 * One import's dealings with the review queue of a merchant: rows no product matched are kept
 * once per merchant and item id, written only when new or changed (a 100,000-row feed pulled every
 * hour writes nothing for rows that stay as they were), up to `cap` rows per merchant (the rest
 * are counted as cut). At the end, rows of this feed it no longer names, and rows that now match,
 * leave the queue. Writes go in short transactions that let requests through in between.
 */
export async function openReviewQueue(
  store: Store,
  { owner, feed, cap, now }: { owner: string; feed: string; cap: number; now: string },
) {
  const review = store.collection<FeedReviewItem>(COLLECTIONS.feedReview);
  const inSlices = createTimeSlices();
  const waiting = new Map<string, Waiting>();
  for await (const page of review.iterate(500, { owner })) {
    for (const item of page)
      waiting.set(item.key, { _id: item._id, feed: item.feed, fingerprint: item.fingerprint });
    await yieldToRequests();
  }
  let room = cap - waiting.size;
  const seen = new Set<string>();
  /** New rows that found no room, the first `cap` of them: rows leaving the queue at the end free room for them. */
  const overflow: Write[] = [];
  let cut = 0;

  /** Writes new and changed rows in short transactions, keeping `waiting` up to date. */
  const write = (rows: Write[]) =>
    inSlices(rows, async (slice) => {
      const done: [string, Waiting][] = [];
      // Made durable by the run's record at the end, like the import's offers.
      await store.transaction(async (tx) => {
        const inTx = tx.collection<FeedReviewItem>(COLLECTIONS.feedReview);
        for (const { key, content, fingerprint, known } of slice) {
          if (known) {
            await inTx.updateOne({ _id: known._id }, { $set: { ...content, fingerprint, changedAt: now } });
            done.push([key, { _id: known._id, feed, fingerprint }]);
          } else {
            const _id = newId();
            await inTx.insert({ _id, ...content, fingerprint, seenAt: now, changedAt: now });
            done.push([key, { _id, feed, fingerprint }]);
          }
        }
      }, NOT_YET_DURABLE);
      for (const [key, entry] of done) waiting.set(key, entry);
    });

  return {
    /** Keeps a batch of unmatched rows: new ones while there is room, changed ones again. */
    async add(rows: readonly ShopRow[]): Promise<void> {
      const writes: Write[] = [];
      for (const row of rows) {
        seen.add(row.key);
        const content = reviewContent(row, owner, feed);
        const fingerprint = fingerprintOf(content);
        const known = waiting.get(row.key);
        if (known?.fingerprint === fingerprint) continue;
        if (!known) {
          if (room <= 0) {
            cut++;
            if (overflow.length < cap) overflow.push({ key: row.key, content, fingerprint });
            continue;
          }
          room--;
        }
        writes.push({ key: row.key, content, fingerprint, ...(known && { known }) });
      }
      await write(writes);
    },

    /**
     * After a whole feed was read: rows that matched leave the queue, and so do rows of this feed
     * it no longer names. Returns how many unmatched rows found no room.
     */
    async settle(matchedKeys: Iterable<string>): Promise<number> {
      const gone: string[] = [];
      for (const key of matchedKeys) {
        const known = waiting.get(key);
        if (known) gone.push(known._id);
      }
      for (const [key, known] of waiting) if (known.feed === feed && !seen.has(key)) gone.push(known._id);
      const ids = [...new Set(gone)];
      await inSlices(ids, async (slice) => {
        await store.transaction(
          (tx) => tx.collection(COLLECTIONS.feedReview).deleteMany({ _id: { $in: slice } }),
          NOT_YET_DURABLE,
        );
      });
      const removed = new Set(ids);
      for (const [key, known] of waiting) if (removed.has(known._id)) waiting.delete(key);
      const admitted = overflow.slice(0, Math.max(0, room + ids.length));
      await write(admitted);
      return cut - admitted.length;
    },
  };
}

export type ReviewQueue = Awaited<ReturnType<typeof openReviewQueue>>;

/** Rows of feeds that no longer exist (deleted before their rows went with them) leave the queue. */
export async function forgetOrphanedReview(store: Store): Promise<number> {
  const feeds = await store.collection(COLLECTIONS.feeds).find({}, { projection: { _id: 1 } });
  return store
    .collection<FeedReviewItem>(COLLECTIONS.feedReview)
    .deleteMany({ feed: { $nin: feeds.map((f) => f._id) } });
}
