import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import {
  FEED_MESSAGES,
  type FeedReviewItem,
  type FeedRun,
  formatNumber,
  type StoredFeed,
} from '@futterkompass/domain';
import { hasRefusedRows, refusedRowsOf } from '../../feeds/run-rows';
import { csvStream } from '../../http/csv';
import { notFound } from '../../service-errors';

export const REFUSED_CSV_COLUMNS = ['Zeile', 'Artikel-ID', 'Titel', 'Grund'];
export const WAITING_CSV_COLUMNS = ['Artikel-ID', 'Titel', 'GTIN', 'Preis', 'Grund', 'Seit'];
const PAGE = 500;

/**
 * A merchant's downloads of what did not become an offer: a run's refused rows in full, and the
 * rows of a feed that wait for the editors. Only of the merchant's own feeds.
 */
export function createFeedDownloads(store: Store) {
  const feeds = store.collection<StoredFeed>(COLLECTIONS.feeds);
  const runs = store.collection<FeedRun>(COLLECTIONS.feedRuns);
  const review = store.collection<FeedReviewItem>(COLLECTIONS.feedReview);
  const own = async (owner: string, id: string) => {
    if (!(await feeds.findOne({ _id: id, owner }, { projection: { _id: 1 } })))
      throw notFound(FEED_MESSAGES.notFound);
  };
  return {
    async refused(owner: string, feed: string, run: string) {
      await own(owner, feed);
      const found = await runs.findOne({ _id: run, feed }, { projection: { refused: 1 } });
      if (!found) throw notFound(FEED_MESSAGES.notFound);
      if (found.refused > 0 && !(await hasRefusedRows(store, run))) throw notFound(FEED_MESSAGES.detailsGone);
      return csvStream(
        REFUSED_CSV_COLUMNS,
        (async function* () {
          for await (const row of refusedRowsOf(store, run)) yield [row.line, row.key, row.title, row.reason];
        })(),
      );
    },
    async waiting(owner: string, feed: string) {
      await own(owner, feed);
      return csvStream(
        WAITING_CSV_COLUMNS,
        (async function* () {
          for await (const page of review.iterate(PAGE, { feed }))
            for (const item of page)
              yield [
                item.key,
                item.title,
                item.gtins.join(' '),
                formatNumber(item.price, 2, 2),
                item.reason,
                item.seenAt.slice(0, 10),
              ];
        })(),
      );
    },
  };
}

export type FeedDownloads = ReturnType<typeof createFeedDownloads>;
