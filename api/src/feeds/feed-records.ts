import { type FeedFormat, parseFeedRow } from '@futterkompass/domain';
import { readCsvFeed } from '../offers/feed-reader';
import { readShopFeed } from '../offers/shop-feed-reader';
import type { MerchantRecord } from './merchant-feed-import';

/**
 * A merchant's feed as checked rows, whatever its format: the standard formats through their
 * mappings; the portal's own CSV with its row checks, keyed by the offer's link and matched by the
 * product it names.
 */
export async function* merchantRecords(
  format: FeedFormat,
  body: AsyncIterable<Buffer | string>,
  { now, merchantName }: { now: Date; merchantName: string },
): AsyncGenerator<MerchantRecord> {
  if (format !== 'portal') {
    yield* readShopFeed(format, body, { now, merchantName });
    return;
  }
  for await (const record of readCsvFeed(body)) {
    const parsed = 'error' in record ? record : parseFeedRow(record.fields);
    if ('error' in parsed) {
      yield { line: record.line, error: parsed.error };
      continue;
    }
    const { product, offer } = parsed.row;
    yield {
      line: record.line,
      row: {
        key: offer.link,
        gtins: product.by === 'barcode' ? [product.value] : [],
        title: '',
        ref: product,
        offer: { ...offer, merchant_name: merchantName },
      },
    };
  }
}
