import { COLLECTIONS, newId, type Store } from '@futterkompass/adapters';
import {
  type FeedOffer,
  type FeedRow,
  gtinForms,
  mergeFeedOffers,
  type Product,
  type ProductRef,
  parseFeedRow,
  toGtin14,
} from '@futterkompass/domain';
import type { ProductWrites } from '../products/product-writes';
import type { FeedRecord } from './feed-reader';

export interface RejectedRow {
  /** CSV: the line in the file; JSON: the entry's number in the array. */
  line: number;
  reason: string;
}

export interface ImportSummary {
  rows: number;
  imported: number;
  rejected: number;
  /** The first rejected rows, by line. */
  rejectedRows: RejectedRow[];
  offersAdded: number;
  offersUpdated: number;
  productsChanged: number;
  durationMs: number;
}

/** Rows read before they are written: each product gets at most one write per batch. */
export const IMPORT_BATCH_ROWS = 2_000;
/** Rejected rows an answer lists; the count covers all. */
export const REJECTED_LISTED = 1_000;

/** What an import reads of a product: enough to find it and to merge and write its offers. */
const FIELDS = { _id: 1, urlExtension: 1, sizes: 1, published: 1, variants: 1, rev: 1 } as const;

const REF_NAMES: Record<ProductRef['by'], string> = {
  _id: 'product',
  urlExtension: 'product',
  barcode: 'barcode',
};

/**
 * Imports offer feeds: rows are checked one by one (a bad row is reported with its line and skipped,
 * the good ones are kept), then written in batches, one compare-and-set update of the offers per
 * product and batch through the product writes, which record the prices, fire the alerts and
 * enqueue the reindex. A feed that says what is stored writes nothing.
 */
export function createOfferImport({ store, productWrites }: { store: Store; productWrites: ProductWrites }) {
  const products = store.collection<Product>(COLLECTIONS.products);

  /** The products the batch names, by each way of naming them; a barcode may name several. */
  const lookUp = async (rows: readonly FeedRow[]) => {
    const values = (by: ProductRef['by']) => [
      ...new Set(rows.flatMap((r) => (r.product.by === by ? [r.product.value] : []))),
    ];
    const find = (field: string, list: string[]) =>
      list.length ? products.find({ [field]: { $in: list } }, { projection: FIELDS }) : Promise.resolve([]);
    // Barcodes are compared as GTIN-14: however many leading zeros the feed or the product wrote.
    const gtin = (text: string) => toGtin14(text) ?? text;
    const [byId, byUrl, byBarcode] = await Promise.all([
      find('_id', values('_id')),
      find('urlExtension', values('urlExtension')),
      find('sizes.barcode', [...new Set(values('barcode').flatMap((b) => gtinForms(gtin(b))))]),
    ]);
    const found = new Map<string, Product[]>();
    const add = (key: string, product: Product) => {
      const known = found.get(key) ?? [];
      if (!known.includes(product)) found.set(key, [...known, product]);
    };
    for (const p of byId) add(`_id:${p._id}`, p);
    for (const p of byUrl) add(`urlExtension:${p.urlExtension}`, p);
    for (const p of byBarcode)
      for (const size of p.sizes) if (size.barcode) add(`barcode:${gtin(size.barcode)}`, p);
    return (ref: ProductRef) =>
      found.get(`${ref.by}:${ref.by === 'barcode' ? gtin(ref.value) : ref.value}`) ?? [];
  };

  return async function importOffers(
    records: AsyncIterable<FeedRecord> | Iterable<FeedRecord>,
    { onProgress }: { onProgress?(rows: number): void } = {},
  ): Promise<ImportSummary> {
    const started = performance.now();
    const rejected: RejectedRow[] = [];
    const summary = { rows: 0, imported: 0, offersAdded: 0, offersUpdated: 0, productsChanged: 0 };
    let batch: { line: number; row: FeedRow }[] = [];

    const write = async () => {
      const named = await lookUp(batch.map((b) => b.row));
      const perProduct = new Map<string, { product: Product; offers: FeedOffer[] }>();
      for (const { line, row } of batch) {
        const matches = named(row.product);
        const [product] = matches;
        const name = `${REF_NAMES[row.product.by]} „${row.product.value}“`;
        if (!product) rejected.push({ line, reason: `Kein Produkt mit ${name} gefunden.` });
        else if (matches.length > 1) rejected.push({ line, reason: `${name} passt zu mehreren Produkten.` });
        else {
          const entry = perProduct.get(product._id) ?? { product, offers: [] };
          entry.offers.push(row.offer);
          perProduct.set(product._id, entry);
          summary.imported++;
        }
      }
      const now = new Date().toISOString();
      const merged = new Map<string, { added: number; updated: number }>();
      const saved = await productWrites.updateOffers(
        [...perProduct].map(([productId, { product, offers }]) => ({
          productId,
          read: product,
          change: (current: Product) => {
            const result = mergeFeedOffers(current.variants, offers, { now, newId });
            merged.set(productId, result);
            return result.added + result.updated + result.confirmed > 0 ? result.variants : null;
          },
        })),
      );
      for (const product of saved) {
        const counts = merged.get(product._id) ?? { added: 0, updated: 0 };
        summary.productsChanged++;
        summary.offersAdded += counts.added;
        summary.offersUpdated += counts.updated;
      }
      batch = [];
      onProgress?.(summary.rows);
    };

    for await (const record of records) {
      summary.rows++;
      const parsed = 'error' in record ? record : parseFeedRow(record.fields);
      if ('error' in parsed) rejected.push({ line: record.line, reason: parsed.error });
      else batch.push({ line: record.line, row: parsed.row });
      if (batch.length >= IMPORT_BATCH_ROWS) await write();
    }
    await write();
    rejected.sort((a, b) => a.line - b.line);
    return {
      ...summary,
      rejected: rejected.length,
      rejectedRows: rejected.slice(0, REJECTED_LISTED),
      durationMs: Math.round(performance.now() - started),
    };
  };
}

export type OfferImport = ReturnType<typeof createOfferImport>;
