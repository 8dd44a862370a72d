import {
  canonicalQuery,
  type IndexDefinition,
  ORAMA_TEXT_FIELD,
  type OramaSchemaType,
  oramaSearchText,
  type SearchQuery,
  type SearchResult,
  type SortKey,
  toOramaSchema,
  toOramaWhere,
} from '@futterkompass/search-config';
import {
  count as countDocs,
  create,
  insertMultiple,
  type Orama,
  removeMultiple,
  search,
  upsertMultiple,
} from '@orama/orama';
import type { IndexedDoc, SearchEngine } from './port';

// Orama's generics follow a literal schema; this adapter's schema is computed at run time.
type Db = Orama<Record<string, OramaSchemaType>>;
type Row = Record<string, unknown>;

const INSERT_BATCH = 1000;

/** Typo tolerance as Meilisearch counts it: 1 typo from 5 letters, 2 from 9, for the shortest word. */
function tolerance(term: string): number {
  const shortest = Math.min(...term.split(' ').map((w) => w.length));
  return shortest >= 9 ? 2 : shortest >= 5 ? 1 : 0;
}

/** Sorts by the keys in order; a missing value sorts last in either direction. */
function comparator(keys: readonly SortKey[]) {
  return (a: [unknown, number, Row], b: [unknown, number, Row]) => {
    for (const { field, order } of keys) {
      const x = a[2][field] as string | number | undefined;
      const y = b[2][field] as string | number | undefined;
      if (x === y) continue;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      return (x < y ? -1 : 1) * (order === 'asc' ? 1 : -1);
    }
    return 0;
  };
}

type Change = { upsert: Row[] } | { remove: string[] };

/**
 * Orama in memory: the embedded search engine. A full rebuild fills a new instance and swaps it
 * in; writes that arrive during a rebuild go to both.
 */
export function createOramaSearch<D extends IndexedDoc>(): SearchEngine<D> {
  let definition: IndexDefinition | undefined;
  let schema: Record<string, OramaSchemaType> = {};
  let live: Db | undefined;
  let pending: Change[] | undefined;

  const rows = (docs: readonly D[]): Row[] => {
    const def = required();
    return docs.map(
      (doc): Row => ({
        ...(doc as unknown as Row),
        [ORAMA_TEXT_FIELD]: oramaSearchText(def, doc as unknown as Row),
      }),
    );
  };
  const required = () => {
    if (!definition) throw new Error('search index not configured');
    return definition;
  };
  const fresh = (): Db => create({ schema, sort: { enabled: false } }) as Db;
  const db = () => {
    if (!live) throw new Error('search index not configured');
    return live;
  };
  const apply = async (target: Db, change: Change) => {
    if ('upsert' in change) await upsertMultiple(target, change.upsert as never[], INSERT_BATCH);
    else await removeMultiple(target, change.remove, INSERT_BATCH);
  };
  const write = async (change: Change) => {
    await apply(db(), change);
    pending?.push(change);
  };

  const run = async (query: SearchQuery): Promise<SearchResult<D>> => {
    const def = required();
    const term = query.text ? canonicalQuery(query.text) : '';
    const facets = Object.fromEntries((query.facets ?? []).map((f) => [f, { limit: def.maxValuesPerFacet }]));
    const result = await search(db(), {
      ...(term && { term, properties: [ORAMA_TEXT_FIELD], tolerance: tolerance(term), threshold: 0 }),
      ...(query.filter && { where: toOramaWhere(query.filter, schema) as never }),
      ...(query.sort && { sortBy: comparator(query.sort) as never }),
      limit: query.hitsPerPage,
      offset: (query.page - 1) * query.hitsPerPage,
      ...(query.hitsPerPage === 0 && { preflight: true }),
      ...(query.facets && query.facets.length > 0 && { facets: facets as never }),
    });
    const counts: SearchResult<D>['facets'] = {};
    for (const field of query.facets ?? []) {
      const values = { ...(result.facets?.[field]?.values ?? {}) };
      delete values[''];
      counts[field] = values;
    }
    const hits = (result.hits ?? []).map((hit) => {
      const { [ORAMA_TEXT_FIELD]: _text, ...doc } = hit.document as Row;
      return doc as unknown as D;
    });
    return { hits, total: result.count, facets: counts };
  };

  return {
    kind: 'orama',
    async configure(index) {
      definition = index;
      schema = toOramaSchema(index);
      live ??= fresh();
    },
    async replaceAll(batches) {
      required();
      const next = fresh();
      pending = [];
      let count = 0;
      try {
        for await (const batch of batches) {
          await insertMultiple(next, rows(batch) as never[], INSERT_BATCH);
          count += batch.length;
        }
        for (const change of pending) await apply(next, change);
        live = next;
      } finally {
        pending = undefined;
      }
      return { count };
    },
    upsert: async (docs) => write({ upsert: rows(docs) }),
    remove: async (ids) => write({ remove: ids }),
    search: run,
    multiSearch: (queries) => Promise.all(queries.map(run)),
    count: async () => countDocs(db()),
    async close() {
      live = undefined;
    },
  };
}
