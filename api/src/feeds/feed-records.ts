import {
  type FeedFormat,
  foreignLinkMessage,
  isOnShopDomain,
  parseFeedRow,
  type Shop,
} from '@futterkompass/domain';
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
  { now, merchantName, shop }: { now: Date; merchantName: string; shop?: Pick<Shop, 'url' | 'linkDomains'> },
): AsyncGenerator<MerchantRecord> {
  for await (const record of checkedRows(format, body, { now, merchantName })) {
    // A link to another domain would send visitors elsewhere under the portal's name: refused,
    // named by the shop's item id and title like every refused row.
    if (!('row' in record) || !shop || !ABSOLUTE_URL.test(record.row.offer.link)) yield record;
    else if (isOnShopDomain(record.row.offer.link, shop)) yield record;
    else {
      const { key, title } = record.row;
      yield {
        line: record.line,
        error: foreignLinkMessage(record.row.offer.link, shop),
        ...(key && { key }),
        ...(title && { title }),
      };
    }
  }
}

const ABSOLUTE_URL = /^https?:\/\//i;

async function* checkedRows(
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
