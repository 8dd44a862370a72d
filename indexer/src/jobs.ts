import type { Queue } from '@futterkompass/adapters';

/** The index jobs; the queue carries product ids, never documents. */
export const JOBS = {
  indexProduct: 'index-product',
  /** Many products of one write (a feed's batch): one read and one engine update for all. */
  indexProducts: 'index-products',
  deleteProduct: 'delete-product',
  reindexAll: 'reindex-all',
} as const;

export interface ProductJobPayload {
  productId: string;
}

/** Every product write enqueues this; jobs for one product are merged while they wait. */
export function enqueueIndexProduct(queue: Queue, productId: string): Promise<void> {
  return queue.enqueue(JOBS.indexProduct, { productId } satisfies ProductJobPayload, {
    dedupeId: `product:${productId}`,
  });
}

export interface ProductsJobPayload {
  productIds: string[];
}

/** The products of a bulk write in one job: the engine's caches are rebuilt once, not once per product. */
export function enqueueIndexProducts(queue: Queue, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return Promise.resolve();
  if (productIds.length === 1) return enqueueIndexProduct(queue, productIds[0] as string);
  return queue.enqueue(JOBS.indexProducts, { productIds: [...productIds] } satisfies ProductsJobPayload);
}

export function enqueueDeleteProduct(queue: Queue, productId: string): Promise<void> {
  return queue.enqueue(JOBS.deleteProduct, { productId } satisfies ProductJobPayload, {
    dedupeId: `product:${productId}`,
  });
}

export function enqueueReindexAll(queue: Queue): Promise<void> {
  return queue.enqueue(JOBS.reindexAll, {}, { dedupeId: 'reindex-all' });
}
