import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type IndexDefinition,
  ORAMA_TEXT_FIELD,
  oramaSearchText,
  toOramaSchema,
} from '@futterkompass/search-config';
import { create, insertMultiple, removeMultiple, upsertMultiple } from '@orama/orama';
import { createQueryExecutor, type Db, type QueryExecutor, type Row } from './orama-query';
import { type IndexedDoc, type IndexWriter, RebuildRunningError, type SearchEngine } from './port';

/**
 * Orama inserts synchronously; a rebuild inserts this many documents, then lets other requests run
 * (a 20,000-product rebuild must not hold up the server's other calls).
 */
const INSERT_SLICE = 50;

type Change = { upsert: Row[] } | { remove: string[] };

interface Live {
  db: Db;
  executor: QueryExecutor;
}

/**
 * Orama in memory: the embedded search engine. A full rebuild fills a new instance and swaps it
 * in; writes that arrive during a rebuild go to both.
 */
export function createOramaSearch<D extends IndexedDoc>(index: IndexDefinition): SearchEngine<D> {
  const schema = toOramaSchema(index);
  let pending: Change[] | undefined;

  const fresh = (): Live => {
    // The German tokenizer folds umlauts (the default one splits words at them).
    const db = create({ schema, language: 'german', sort: { enabled: false } }) as Db;
    return { db, executor: createQueryExecutor(db, schema) };
  };
  let live: Live | undefined = fresh();
  const current = () => {
    if (!live) throw new Error('search index closed');
    return live;
  };
  const rows = (docs: readonly D[]): Row[] =>
    docs.map(
      (doc): Row => ({
        ...(doc as unknown as Row),
        [ORAMA_TEXT_FIELD]: oramaSearchText(index, doc as unknown as Row),
      }),
    );
  const apply = async (target: Live, change: Change) => {
    if ('upsert' in change) await upsertMultiple(target.db, change.upsert as never[]);
    else await removeMultiple(target.db, change.remove);
    target.executor.invalidate();
  };
  const write = async (change: Change) => {
    // Recorded before it is applied, so that a rebuild that swaps in meanwhile still replays it.
    pending?.push(change);
    await apply(current(), change);
  };
  const insertYielding = async (target: Live, docs: readonly D[]) => {
    for (let i = 0; i < docs.length; i += INSERT_SLICE) {
      await insertMultiple(target.db, rows(docs.slice(i, i + INSERT_SLICE)) as never[]);
      await nextTurn();
    }
  };

  return {
    kind: 'orama',
    shared: false,
    async prepare() {},
    async replaceAll(batches, { beforeSwap } = {}) {
      if (pending) throw new RebuildRunningError();
      const next = fresh();
      const changes: Change[] = [];
      pending = changes;
      let count = 0;
      const drain = async () => {
        for (let change = changes.shift(); change; change = changes.shift()) await apply(next, change);
      };
      try {
        for await (const batch of batches) {
          await insertYielding(next, batch);
          count += batch.length;
        }
        await drain();
        await beforeSwap?.({
          upsert: (docs) => apply(next, { upsert: rows(docs) }),
          remove: (ids) => apply(next, { remove: ids }),
        } satisfies IndexWriter<D>);
        // The swap follows the check for an empty change list synchronously: no write falls between.
        do await drain();
        while (changes.length > 0);
        next.executor.invalidate();
        live = next;
        pending = undefined;
      } finally {
        pending = undefined;
      }
      return { count };
    },
    upsert: async (docs) => write({ upsert: rows(docs) }),
    remove: async (ids) => write({ remove: ids }),
    search: async (query) => current().executor.run<D>(query),
    multiSearch: async (queries) => {
      const { executor } = current();
      return queries.map((query) => executor.run<D>(query));
    },
    count: async () => Object.keys(current().db.documentsStore.getAll(current().db.data.docs)).length,
    async close() {
      live = undefined;
    },
  };
}
