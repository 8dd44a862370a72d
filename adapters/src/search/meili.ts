import {
  type IndexDefinition,
  type SearchQuery,
  type SearchResult,
  toMeiliSearchParams,
  toMeiliSettings,
} from '@futterkompass/search-config';
import { type EnqueuedTaskPromise, Meilisearch, type Task } from 'meilisearch';
import { type IndexedDoc, type SearchEngine, SearchUnavailableError } from './port';

export interface MeiliOptions {
  url: string;
  apiKey?: string;
  indexUid: string;
  /** Per request: a search engine that does not answer must not hang the list page. */
  requestTimeoutMs?: number;
  /** For index writes and rebuilds, which Meilisearch processes asynchronously. */
  taskTimeoutMs?: number;
}

const DOCUMENT_BATCH = 5000;

async function settled(task: EnqueuedTaskPromise, timeout: number): Promise<Task> {
  const done = await task.waitTask({ timeout });
  if (done.status !== 'succeeded') {
    throw new Error(
      `Meilisearch task ${done.uid} (${done.type}) ${done.status}: ${done.error?.message ?? 'no reason'}`,
    );
  }
  return done;
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
  let definition: IndexDefinition | undefined;

  const required = () => {
    if (!definition) throw new Error('search index not configured');
    return definition;
  };
  const ensureIndex = async (uid: string) => {
    if (
      await client
        .index(uid)
        .getRawInfo()
        .then(
          () => true,
          () => false,
        )
    )
      return;
    await settled(client.createIndex(uid, { primaryKey: required().primaryKey }), taskTimeout);
  };
  const configureIndex = async (uid: string) => {
    await ensureIndex(uid);
    await settled(client.index(uid).updateSettings(toMeiliSettings(required()) as never), taskTimeout);
  };

  const multiSearch = async (queries: readonly SearchQuery[]): Promise<SearchResult<D>[]> => {
    try {
      const response = await client.multiSearch({
        queries: queries.map((q) => toMeiliSearchParams(live, q)),
      });
      return response.results.map((r) => ({
        hits: r.hits as unknown as D[],
        total: r.totalHits ?? r.estimatedTotalHits ?? r.hits.length,
        facets: (r.facetDistribution ?? {}) as Record<string, Record<string, number>>,
      }));
    } catch (error) {
      throw new SearchUnavailableError(`Meilisearch: ${(error as Error).message}`);
    }
  };

  return {
    kind: 'meilisearch',
    async configure(index) {
      definition = index;
      await configureIndex(live);
    },
    async replaceAll(batches) {
      const building = `${live}_build_${Date.now()}`;
      await configureIndex(building);
      const tasks: EnqueuedTaskPromise[] = [];
      let count = 0;
      try {
        for await (const batch of batches) {
          for (let i = 0; i < batch.length; i += DOCUMENT_BATCH) {
            const part = batch.slice(i, i + DOCUMENT_BATCH);
            tasks.push(
              client.index(building).addDocuments(part as never[], { primaryKey: required().primaryKey }),
            );
            count += part.length;
          }
          // Back-pressure: wait for what is enqueued before reading further.
          await Promise.all(tasks.splice(0).map((t) => settled(t, taskTimeout)));
        }
        await settled(client.swapIndexes([{ indexes: [live, building], rename: false }]), taskTimeout);
      } finally {
        await settled(client.deleteIndex(building), taskTimeout).catch(() => undefined);
      }
      return { count };
    },
    async upsert(docs) {
      if (docs.length === 0) return;
      await settled(
        client.index(live).addDocuments(docs as never[], { primaryKey: required().primaryKey }),
        taskTimeout,
      );
    },
    async remove(ids) {
      if (ids.length === 0) return;
      await settled(client.index(live).deleteDocuments(ids), taskTimeout);
    },
    async search(query) {
      const [result] = await multiSearch([query]);
      if (!result) throw new SearchUnavailableError('Meilisearch answered no result');
      return result;
    },
    multiSearch,
    async count() {
      return (await client.index(live).getStats()).numberOfDocuments;
    },
    async close() {},
  };
}
