import type { Queue } from '@futterkompass/adapters';

/** The index jobs; the queue carries product ids, never documents. */
export const JOBS = {
  indexProduct: 'index-product',
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

export function enqueueDeleteProduct(queue: Queue, productId: string): Promise<void> {
  return queue.enqueue(JOBS.deleteProduct, { productId } satisfies ProductJobPayload, {
    dedupeId: `product:${productId}`,
  });
}

export function enqueueReindexAll(queue: Queue): Promise<void> {
  return queue.enqueue(JOBS.reindexAll, {}, { dedupeId: 'reindex-all' });
}
