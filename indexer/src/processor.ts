import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  COLLECTIONS,
  type Job,
  type JobHandler,
  markIndexBehind,
  type OfferAge,
  PermanentJobError,
  RebuildRunningError,
  type SearchEngine,
  SearchRejectedError,
  type Store,
} from '@futterkompass/adapters';
import { isObjectId, type Product } from '@futterkompass/domain';
import type { SearchDocument } from '@futterkompass/search-config';
import type { Logger } from 'pino';
import { createCatalogReader, UnindexableProductError } from './catalog-reader';
import { JOBS, type ProductJobPayload, type ProductsJobPayload } from './jobs';
import { reindexAll } from './reindex';

export interface ProcessorDeps {
  store: Store;
  search: SearchEngine<SearchDocument>;
  logger: Logger;
  /** The offers' maximum age (OFFER_MAX_AGE_HOURS); the default one when not given. */
  offerAge?: OfferAge;
}

function productId(job: Job): string {
  const id = (job.payload as Partial<ProductJobPayload> | null)?.productId;
  if (typeof id !== 'string' || !isObjectId(id))
    throw new PermanentJobError(`${job.name}: ungültige Produkt-Id ${JSON.stringify(id)}`);
  return id;
}

/**
 * The index job processor, independent of the queue it runs on. Jobs are idempotent: each reads
 * the product's current state from the store. A job whose last run fails for want of the engine
 * records its change as not indexed, for the lag metric; the reconcile then brings it in.
 */
export function createIndexProcessor(deps: ProcessorDeps): JobHandler {
  const run = runJob(deps);
  return async (job) => {
    try {
      await run(job);
    } catch (error) {
      // The engine refusing a document or a setting does not change by retrying.
      if (error instanceof SearchRejectedError) throw new PermanentJobError(error.message);
      if (!(error instanceof PermanentJobError) && job.attempt >= job.attempts)
        await markIndexBehind(deps.store, new Date(job.enqueuedAt)).catch(() => undefined);
      throw error;
    }
  };
}

function productIds(job: Job): string[] {
  const ids = (job.payload as Partial<ProductsJobPayload> | null)?.productIds;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && isObjectId(id)))
    throw new PermanentJobError(`${job.name}: ungültige Produkt-Ids`);
  return ids;
}

/** Products of a bulk index job read and built at a time (a few milliseconds of work). */
const BUILD_SLICE = 50;

function runJob({ store, search, logger, offerAge }: ProcessorDeps): JobHandler {
  const reader = createCatalogReader(store, offerAge);
  const products = store.collection<Product>(COLLECTIONS.products);
  return async (job) => {
    switch (job.name) {
      case JOBS.indexProduct: {
        const id = productId(job);
        let doc: SearchDocument | null;
        try {
          doc = await reader.documentFor(id);
        } catch (error) {
          if (error instanceof UnindexableProductError) throw new PermanentJobError(error.message);
          throw error;
        }
        if (doc) await search.upsert([doc]);
        else await search.remove([id]);
        return;
      }
      case JOBS.indexProducts: {
        const ids = productIds(job);
        const failures: UnindexableProductError[] = [];
        const docs: SearchDocument[] = [];
        // Built a slice at a time with requests in between; the engine gets them in one update.
        for (let i = 0; i < ids.length; i += BUILD_SLICE) {
          const read = await products.find({ _id: { $in: ids.slice(i, i + BUILD_SLICE) } });
          docs.push(...(await reader.documentsOf(read, (error) => failures.push(error))));
          await nextTurn();
        }
        // Gone or unpublished: out of the list; an unindexable one keeps its document, as with one product.
        const kept = new Set([...docs.map((d) => d.id), ...failures.map((f) => f.productId)]);
        if (docs.length > 0) await search.upsert(docs);
        const gone = ids.filter((id) => !kept.has(id));
        if (gone.length > 0) await search.remove(gone);
        if (failures.length > 0) throw new PermanentJobError(failures.map((f) => f.message).join('; '));
        return;
      }
      case JOBS.deleteProduct:
        await search.remove([productId(job)]);
        return;
      case JOBS.reindexAll: {
        // A rebuild already running (an admin call) replays every change since its start: it covers this one.
        const summary = await reindexAll({ store, search, ...(offerAge && { offerAge }) }).catch(
          (error: unknown) => {
            if (!(error instanceof RebuildRunningError)) throw error;
            logger.info('reindex job skipped: a rebuild is already running');
            return null;
          },
        );
        if (!summary) return;
        logger.info(
          { documents: summary.documents, failures: summary.failures.length, durationMs: summary.durationMs },
          'reindex done',
        );
        return;
      }
      default:
        throw new PermanentJobError(`unbekannter Job ${job.name}`);
    }
  };
}
