import {
  type IndexDefinition,
  ORAMA_TEXT_FIELD,
  type OramaSchemaType,
  oramaSearchText,
  toOramaSchema,
} from '@futterkompass/search-config';
import { create, insertMultiple, removeMultiple, upsertMultiple } from '@orama/orama';
import { createQueryExecutor, type Db, type QueryExecutor, type Row } from './orama-query';
import type { IndexedDoc, SearchEngine } from './port';

const INSERT_BATCH = 1000;

type Change = { upsert: Row[] } | { remove: string[] };

interface Live {
  db: Db;
  executor: QueryExecutor;
}

/**
 * Orama in memory: the embedded search engine. A full rebuild fills a new instance and swaps it
 * in; writes that arrive during a rebuild go to both.
 */
export function createOramaSearch<D extends IndexedDoc>(): SearchEngine<D> {
  let definition: IndexDefinition | undefined;
  let schema: Record<string, OramaSchemaType> = {};
  let live: Live | undefined;
  let pending: Change[] | undefined;

  const required = () => {
    if (!definition) throw new Error('search index not configured');
    return definition;
  };
  const fresh = (): Live => {
    // The German tokenizer folds umlauts (the default one splits words at them).
    const db = create({ schema, language: 'german', sort: { enabled: false } }) as Db;
    return { db, executor: createQueryExecutor(db, schema) };
  };
  const current = () => {
    if (!live) throw new Error('search index not configured');
    return live;
  };
  const rows = (docs: readonly D[]): Row[] =>
    docs.map(
      (doc): Row => ({
        ...(doc as unknown as Row),
        [ORAMA_TEXT_FIELD]: oramaSearchText(required(), doc as unknown as Row),
      }),
    );
  const apply = async (target: Live, change: Change) => {
    if ('upsert' in change) await upsertMultiple(target.db, change.upsert as never[], INSERT_BATCH);
    else await removeMultiple(target.db, change.remove, INSERT_BATCH);
    target.executor.invalidate();
  };
  const write = async (change: Change) => {
    await apply(current(), change);
    pending?.push(change);
  };

  return {
    kind: 'orama',
    async configure(index) {
      definition = index;
      schema = toOramaSchema(index);
      live ??= fresh();
    },
    async replaceAll(batches) {
      const next = fresh();
      pending = [];
      let count = 0;
      try {
        for await (const batch of batches) {
          await insertMultiple(next.db, rows(batch) as never[], INSERT_BATCH);
          count += batch.length;
        }
        for (const change of pending) await apply(next, change);
        next.executor.invalidate();
        live = next;
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
