import type { Histogram } from 'prom-client';
import type { IndexedDoc, SearchEngine } from '../search/port';

/** The engine with each search and write timed into `duration` (label: operation). */
export function timedSearch<D extends IndexedDoc>(
  engine: SearchEngine<D>,
  duration: Histogram<'operation'>,
): SearchEngine<D> {
  const timed =
    <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const end = duration.startTimer({ operation });
      try {
        return await call(...args);
      } finally {
        end();
      }
    };
  return {
    kind: engine.kind,
    shared: engine.shared,
    ...(engine.revision && { revision: engine.revision.bind(engine) }),
    indexState: () => engine.indexState(),
    replaceAll: (batches, options) => engine.replaceAll(batches, options),
    search: timed('search', (query) => engine.search(query)),
    multiSearch: timed('multiSearch', (queries) => engine.multiSearch(queries)),
    upsert: timed('upsert', (docs) => engine.upsert(docs)),
    remove: timed('remove', (ids) => engine.remove(ids)),
    count: () => engine.count(),
    fetch: (ids) => engine.fetch(ids),
    ids: (batchSize) => engine.ids(batchSize),
    close: () => engine.close(),
  };
}
