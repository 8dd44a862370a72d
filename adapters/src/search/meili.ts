import {
  type IndexDefinition,
  type SearchQuery,
  type SearchResult,
  toMeiliSearchParams,
  toMeiliSettings,
} from '@futterkompass/search-config';
import { type EnqueuedTaskPromise, Meilisearch, type MultiSearchParams, type Task } from 'meilisearch';
import { failedTaskError, isIndexNotFound, translateMeiliError } from './meili-errors';
import { type IndexedDoc, type IndexWriter, RebuildRunningError, type SearchEngine } from './port';

export interface MeiliOptions {
  url: string;
  apiKey?: string;
  indexUid: string;
  index: IndexDefinition;
  /** Per request: a search engine that does not answer must not hang the list page. */
  requestTimeoutMs?: number;
  /** For index writes and rebuilds, which Meilisearch processes asynchronously. */
  taskTimeoutMs?: number;
}

const DOCUMENT_BATCH = 5000;
/**
 * A build index untouched this long before a new rebuild starts was left by a crashed rebuild.
 * Both times are the engine's own clock (index updatedAt, task enqueuedAt).
 */
export const ORPHAN_BUILD_AGE_MS = 30 * 60 * 1000;

/** Meilisearch: the search engine of the distributed setup. */
export function createMeiliSearch<D extends IndexedDoc>(options: MeiliOptions): SearchEngine<D> {
  const client = new Meilisearch({
    host: options.url,
    ...(options.apiKey && { apiKey: options.apiKey }),
    timeout: options.requestTimeoutMs ?? 2000,
  });
  const taskTimeout = options.taskTimeoutMs ?? 10 * 60 * 1000;
  const live = options.indexUid;
  const buildPrefix = `${live}_build_`;
  const { primaryKey } = options.index;
  let rebuilding = false;

  /** Any failure as SearchRejectedError or SearchUnavailableError. */
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw translateMeiliError(error);
    }
  };
  const settled = (task: () => EnqueuedTaskPromise): Promise<Task> =>
    call(async () => {
      const done = await task().waitTask({ timeout: taskTimeout });
      if (done.status !== 'succeeded') throw failedTaskError(done);
      return done;
    });

  /** Creates the index unless it exists; only 'index_not_found' means missing (not a 401 or a timeout). */
  const ensureIndex = async (uid: string): Promise<Task | null> => {
    try {
      await client.index(uid).getRawInfo();
      return null;
    } catch (error) {
      if (!isIndexNotFound(error)) throw translateMeiliError(error);
    }
    return settled(() => client.createIndex(uid, { primaryKey }));
  };
  const configureIndex = async (uid: string) => {
    const created = await ensureIndex(uid);
    await settled(() => client.index(uid).updateSettings(toMeiliSettings(options.index)));
    return created;
  };
  const writer = (uid: string): IndexWriter<D> => ({
    async upsert(docs) {
      if (docs.length === 0) return;
      await settled(() => client.index<D>(uid).addDocuments(docs, { primaryKey }));
    },
    async remove(ids) {
      if (ids.length === 0) return;
      await settled(() => client.index(uid).deleteDocuments(ids));
    },
  });
  /** Build indexes of earlier rebuilds that nothing has written to for a long time. */
  const removeOrphans = async (current: string, now: string) => {
    const { results } = await call(() => client.getRawIndexes({ limit: 1000 }));
    const cutoff = Date.parse(now) - ORPHAN_BUILD_AGE_MS;
    for (const index of results) {
      if (!index.uid.startsWith(buildPrefix) || index.uid === current) continue;
      if (Date.parse(index.updatedAt) < cutoff) await settled(() => client.deleteIndex(index.uid));
    }
  };

  const multiSearch = async (queries: readonly SearchQuery[]): Promise<SearchResult<D>[]> => {
    const response = await call(() =>
      client.multiSearch<MultiSearchParams, D>({ queries: queries.map((q) => toMeiliSearchParams(live, q)) }),
    );
    return response.results.map((r) => ({
      hits: r.hits,
      total: r.totalHits ?? r.estimatedTotalHits ?? r.hits.length,
      facets: r.facetDistribution ?? {},
    }));
  };
  const liveWriter = writer(live);

  return {
    kind: 'meilisearch',
    shared: true,
    async prepare() {
      await configureIndex(live);
    },
    async replaceAll(batches, { beforeSwap } = {}) {
      if (rebuilding) throw new RebuildRunningError();
      rebuilding = true;
      const building = `${buildPrefix}${Date.now()}`;
      let count = 0;
      try {
        const created = await configureIndex(building);
        if (created) await removeOrphans(building, created.enqueuedAt);
        const target = writer(building);
        for await (const batch of batches) {
          // Back-pressure: each part is indexed before the next is read.
          for (let i = 0; i < batch.length; i += DOCUMENT_BATCH) {
            const part = batch.slice(i, i + DOCUMENT_BATCH);
            await target.upsert(part);
            count += part.length;
          }
        }
        await beforeSwap?.(target);
        await settled(() => client.swapIndexes([{ indexes: [live, building], rename: false }]));
      } finally {
        rebuilding = false;
        await settled(() => client.deleteIndex(building)).catch(() => undefined);
      }
      return { count };
    },
    upsert: liveWriter.upsert,
    remove: liveWriter.remove,
    async search(query) {
      const [result] = await multiSearch([query]);
      if (!result) throw translateMeiliError(new Error('Meilisearch hat kein Ergebnis geliefert'));
      return result;
    },
    multiSearch,
    async count() {
      return (await call(() => client.index(live).getStats())).numberOfDocuments;
    },
    async close() {},
  };
}
