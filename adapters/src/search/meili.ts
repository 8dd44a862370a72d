import { randomBytes } from 'node:crypto';
import {
  type IndexDefinition,
  type SearchQuery,
  type SearchResult,
  toMeiliSearchParams,
  toMeiliSettings,
} from '@futterkompass/search-config';
import { type EnqueuedTaskPromise, Meilisearch, type MultiSearchParams, type Task } from 'meilisearch';
import { failedTaskError, isMeiliCode, translateMeiliError } from './meili-errors';
import { settingsDifferences } from './meili-settings';
import {
  type IndexedDoc,
  type IndexState,
  type IndexWriter,
  RebuildRunningError,
  type SearchEngine,
  SearchUnavailableError,
} from './port';

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

/**
 * The oldest Meilisearch this adapter works with: granular filterable attributes and documents
 * fetched by id came with 1.14, renaming an index by a swap (`rename`) with 1.18, the ranking
 * rules attributeRank and wordPosition (search-config's settings) with 1.36.
 */
export const MEILI_MIN_VERSION = '1.36.0';

const DOCUMENT_BATCH = 5000;
/** Ids per fetch of documents by id: the ids travel in the query string. */
const FETCH_BATCH = 100;
/**
 * A build index untouched this long before a new rebuild starts was left by a crashed rebuild.
 * Both times are the engine's own clock (index updatedAt, task enqueuedAt).
 */
export const ORPHAN_BUILD_AGE_MS = 30 * 60 * 1000;

/** Whether a version string (1.18.2, v1.53.0) is at least the minimum. */
export function meiliVersionSupported(version: string, minimum = MEILI_MIN_VERSION): boolean {
  const parts = (v: string) => v.replace(/^v/, '').split('.').map(Number);
  const [have, need] = [parts(version), parts(minimum)];
  for (let i = 0; i < need.length; i++) {
    const a = have[i] ?? 0;
    const b = need[i] ?? 0;
    if (Number.isNaN(a) || a !== b) return !Number.isNaN(a) && a > b;
  }
  return true;
}

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
  const settings = toMeiliSettings(options.index);
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
  /** A task that may fail only because another process got there first. */
  const settledUnless = async (code: string, task: () => EnqueuedTaskPromise): Promise<Task | null> => {
    try {
      return await settled(task);
    } catch (error) {
      if (isMeiliCode(error, code)) return null;
      throw error;
    }
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
  const liveExists = async () => {
    try {
      await client.index(live).getRawInfo();
      return true;
    } catch (error) {
      if (isMeiliCode(error, 'index_not_found')) return false;
      throw translateMeiliError(error);
    }
  };
  /**
   * The new index takes the live one's place: renamed to it when there is none yet (Meilisearch
   * 1.18+), else swapped with it. A live index made meanwhile by another process's first write
   * refuses the rename; it is then swapped out like any other.
   */
  const swapIn = async (building: string) => {
    if (!(await liveExists())) {
      const renamed = await settledUnless('index_already_exists', () =>
        client.swapIndexes([{ indexes: [building, live], rename: true }]),
      );
      if (renamed) return;
    }
    await settled(() => client.swapIndexes([{ indexes: [live, building], rename: false }]));
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
    async indexState(): Promise<IndexState> {
      const version = await call(() => client.getVersion());
      if (!meiliVersionSupported(version.pkgVersion))
        throw new SearchUnavailableError(
          `Meilisearch ${version.pkgVersion} ist zu alt: Futterkompass braucht Meilisearch ${MEILI_MIN_VERSION} oder neuer.`,
        );
      try {
        const answered = await client.index(live).getSettings();
        return settingsDifferences(settings, answered as Record<string, unknown>).length === 0
          ? 'current'
          : 'outdated';
      } catch (error) {
        if (isMeiliCode(error, 'index_not_found')) return 'missing';
        throw translateMeiliError(error);
      }
    },
    async replaceAll(batches, { beforeSwap } = {}) {
      if (rebuilding) throw new RebuildRunningError();
      rebuilding = true;
      const building = `${buildPrefix}${Date.now()}_${randomBytes(3).toString('hex')}`;
      let count = 0;
      try {
        const created = await settledUnless('index_already_exists', () =>
          client.createIndex(building, { primaryKey }),
        );
        await settled(() => client.index(building).updateSettings(settings));
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
        await swapIn(building);
      } finally {
        rebuilding = false;
        // After a rename there is nothing left to delete; the refusal of that is expected.
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
    async fetch(ids) {
      const found: D[] = [];
      for (let i = 0; i < ids.length; i += FETCH_BATCH) {
        const part = ids.slice(i, i + FETCH_BATCH) as string[];
        const page = await call(() => client.index(live).getDocuments<D>({ ids: part, limit: part.length }));
        found.push(...page.results);
      }
      return found;
    },
    async *ids(batchSize) {
      for (let offset = 0; ; offset += batchSize) {
        const page = await call(() =>
          client.index(live).getDocuments<IndexedDoc>({ fields: ['id'], limit: batchSize, offset }),
        );
        if (page.results.length > 0) yield page.results.map((doc) => String(doc.id));
        if (page.results.length < batchSize) return;
      }
    },
    async count() {
      return (await call(() => client.index(live).getStats())).numberOfDocuments;
    },
    async close() {},
  };
}
