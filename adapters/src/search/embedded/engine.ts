import { setImmediate as nextTurn } from 'node:timers/promises';
import type { IndexDefinition, SearchResult } from '@futterkompass/search-config';
import { type IndexedDoc, type IndexWriter, RebuildRunningError, type SearchEngine } from '../port';
import { createIndexInstance, type IndexInstance } from './instance';

/**
 * A rebuild indexes this many documents, then lets other requests run (a 20,000-product rebuild
 * must not hold up the server's other calls).
 */
const INSERT_SLICE = 50;

type Change<D> = { upsert: readonly D[] } | { remove: readonly string[] };

/**
 * The embedded search engine: an index in this process's memory. A full rebuild fills a new
 * instance and swaps it in; writes that arrive during a rebuild go to both.
 */
export function createEmbeddedSearch<D extends IndexedDoc>(index: IndexDefinition): SearchEngine<D> {
  let pending: Change<D>[] | undefined;
  let revision = 0;
  const fresh = () => createIndexInstance<D>(index);
  let live: IndexInstance<D> | undefined = fresh();
  const current = () => {
    if (!live) throw new Error('search index closed');
    return live;
  };
  const apply = (target: IndexInstance<D>, change: Change<D>) => {
    if ('upsert' in change) target.upsert(change.upsert);
    else target.remove(change.remove);
  };
  const write = async (change: Change<D>) => {
    // Recorded before it is applied, so that a rebuild that swaps in meanwhile still replays it.
    pending?.push(change);
    if ('upsert' in change && change.upsert.length > INSERT_SLICE && current().holdsAll(change.upsert)) {
      // A bulk update (a feed's products): a slice at a time with requests in between, answered
      // from the caches as they were, which are dropped once at the end. Each drop makes the next
      // list request rebuild columns and orders over the whole catalogue.
      for (let i = 0; i < change.upsert.length; i += INSERT_SLICE) {
        current().upsert(change.upsert.slice(i, i + INSERT_SLICE), { keepCaches: true });
        await nextTurn();
      }
      current().invalidate();
    } else apply(current(), change);
    revision++;
  };
  const insertYielding = async (target: IndexInstance<D>, docs: readonly D[]) => {
    for (let i = 0; i < docs.length; i += INSERT_SLICE) {
      target.upsert(docs.slice(i, i + INSERT_SLICE));
      await nextTurn();
    }
  };

  return {
    kind: 'embedded',
    shared: false,
    // The definition is this process's own code: an index it built has its settings.
    indexState: async () => 'current',
    revision: () => revision,
    async replaceAll(batches, { beforeSwap } = {}) {
      if (pending) throw new RebuildRunningError();
      const next = fresh();
      const changes: Change<D>[] = [];
      pending = changes;
      let count = 0;
      const drain = () => {
        for (let change = changes.shift(); change; change = changes.shift()) apply(next, change);
      };
      try {
        for await (const batch of batches) {
          await insertYielding(next, batch);
          count += batch.length;
        }
        drain();
        await beforeSwap?.({
          upsert: async (docs) => apply(next, { upsert: docs }),
          remove: async (ids) => apply(next, { remove: ids }),
        } satisfies IndexWriter<D>);
        // The swap follows the check for an empty change list synchronously: no write falls between.
        drain();
        live = next;
        revision++;
      } finally {
        pending = undefined;
      }
      return { count };
    },
    upsert: async (docs) => write({ upsert: docs }),
    remove: async (ids) => write({ remove: ids }),
    search: async (query) => current().runAll([query])[0] as SearchResult<D>,
    multiSearch: async (queries) => current().runAll(queries),
    count: async () => current().count(),
    fetch: async (ids) => current().get(ids),
    async *ids(batchSize) {
      const all = current().ids();
      for (let i = 0; i < all.length; i += batchSize) yield all.slice(i, i + batchSize);
    },
    async close() {
      live = undefined;
    },
  };
}
