import { COLLECTIONS, type Filter, type Store } from '@futterkompass/adapters';
import type { Product, Variant } from '@futterkompass/domain';
import { OFFERS_READ_FIELDS, type ProductWrites } from '../products/product-writes';
import { createTimeSlices, yieldToRequests } from './time-slices';

/** Reads of products ahead of their writes, a page at a time (each read holds the loop while it parses). */
const READ_PAGE = 100;

/**
 * Rewrites the offers of many products with `change` (null: leave the product alone) through the
 * product writes (compare-and-set, price history, alerts), in short transactions with the event
 * loop free in between: a feed that touches 20,000 products does not stall the server. The saved
 * products are reindexed in one job at the end (also when a batch fails): every index update makes
 * the embedded engine rebuild its columns and orders on the next list request, which at 20,000
 * products costs that request far more than the writes cost the server. `products` are ids, or a
 * filter whose products are read page by page. Returns the products saved. `durable: false` for a
 * feed import's writes, which the run's record at its end makes durable.
 */
export async function rewriteOffers(
  { store, productWrites }: { store: Store; productWrites: ProductWrites },
  products: readonly string[] | Filter,
  change: (product: Product) => Variant[] | null,
  {
    onSaved = () => undefined,
    durable = true,
    afterBatch,
  }: {
    onSaved?(product: Product): void;
    durable?: boolean;
    /** Called between two batches, each committed whole (tests hold the import there). */
    afterBatch?: () => Promise<void>;
  } = {},
): Promise<number> {
  const collection = store.collection<Product>(COLLECTIONS.products);
  const inSlices = createTimeSlices();
  const saved: string[] = [];
  const write = async (read: readonly Product[]) => {
    // A product the change leaves as it is costs no write.
    const due = read.filter((product) => change(product) !== null);
    await inSlices(due, async (slice) => {
      const written = await productWrites.updateOffers(
        slice.map((product) => ({ productId: product._id, read: product, change })),
        { durable, index: false },
      );
      for (const product of written) {
        onSaved(product);
        saved.push(product._id);
      }
      await afterBatch?.();
    });
  };
  if (Array.isArray(products)) {
    try {
      for (let i = 0; i < products.length; i += READ_PAGE) {
        await write(
          await collection.find(
            { _id: { $in: products.slice(i, i + READ_PAGE) } },
            { projection: OFFERS_READ_FIELDS },
          ),
        );
        await yieldToRequests();
      }
    } finally {
      await productWrites.notifyIndex(saved);
    }
  } else {
    // Ids first: the writes change what the filter matches.
    const ids: string[] = [];
    for await (const page of collection.iterate(READ_PAGE, products as Filter)) {
      for (const product of page) ids.push(product._id);
      await yieldToRequests();
    }
    return rewriteOffers({ store, productWrites }, ids, change, {
      onSaved,
      durable,
      ...(afterBatch && { afterBatch }),
    });
  }
  return saved.length;
}
