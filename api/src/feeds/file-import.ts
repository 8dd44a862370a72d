import type { Store } from '@futterkompass/adapters';
import { type FeedFormat, RUN_REFUSED_LISTED, type Shop } from '@futterkompass/domain';
import { feedEncoding, readFeedText } from '../offers/feed-text';
import { merchantRecords } from './feed-records';
import type { createMerchantFeedImport, MerchantImportCounts } from './merchant-feed-import';
import { saveRefusedRows } from './run-rows';

/** A fetched feed file to import for a run: plain data, so that a worker thread can be handed it. */
export interface FileImportJob {
  file: string;
  format: FeedFormat;
  /** The charset the feed server declared. */
  charset?: string;
  owner: string;
  feed: string;
  run: string;
  now: Date;
  merchantName: string;
  shop?: Pick<Shop, 'url' | 'linkDomains'>;
  retentionDays: number;
}

/** The run's figures; of the refused rows, those the run lists (all of them are saved for the download). */
export type FileImportResult = MerchantImportCounts;

/** The server stopped while a feed was imported; the next pull starts over. */
export class ImportInterruptedError extends Error {
  override name = 'ImportInterruptedError';
  constructor() {
    super('the server stopped the feed import');
  }
}

/** Imports a fetched file; the caller disposes of it. */
export type FileImport = (job: FileImportJob) => Promise<FileImportResult>;

/**
 * Reads a fetched feed file in its charset, imports its rows and keeps every refused row for the
 * run's download: the import's heavy part, in this thread or in a worker thread (import-thread.ts).
 */
export function createFileImport({
  store,
  importFeed,
}: {
  store: Store;
  importFeed: ReturnType<typeof createMerchantFeedImport>;
}): FileImport {
  return async (job) => {
    const encoding = await feedEncoding(job.file, {
      xml: job.format === 'google-xml',
      ...(job.charset && { declared: job.charset }),
    });
    const context = {
      now: job.now,
      merchantName: job.merchantName,
      ...(job.shop && { shop: job.shop }),
    };
    const { refusedRows, ...counts } = await importFeed(
      merchantRecords(job.format, readFeedText(job.file, encoding), context),
      { owner: job.owner, feed: job.feed, now: job.now, retentionDays: job.retentionDays },
    );
    await saveRefusedRows(store, { run: job.run, feed: job.feed }, refusedRows);
    return { ...counts, refusedRows: refusedRows.slice(0, RUN_REFUSED_LISTED) };
  };
}
