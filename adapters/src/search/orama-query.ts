import {
  canonicalQuery,
  type FilterNode,
  ORAMA_TEXT_FIELD,
  type OramaSchemaType,
  type SearchQuery,
  type SearchResult,
  type SortKey,
  toOramaWhere,
} from '@futterkompass/search-config';
import { count as countDocs, type Orama, type TokenScore } from '@orama/orama';

// Orama's generics follow a literal schema; this adapter's schema is computed at run time.
export type Db = Orama<Record<string, OramaSchemaType>>;
export type Row = Record<string, unknown>;

const BM25 = { k: 1.2, b: 0.75, d: 0.5 };
const FILTER_CACHE_LIMIT = 512;

/** Typo tolerance as Meilisearch counts it: 1 typo from 5 letters, 2 from 9, for the shortest word. */
function tolerance(term: string): number {
  const shortest = Math.min(...term.split(' ').map((w) => w.length));
  return shortest >= 9 ? 2 : shortest >= 5 ? 1 : 0;
}

/**
 * Orders ids by the keys; a missing value sorts last in either direction. The keys are read into
 * columns first, so that the sort compares plain values rather than reading documents.
 */
function sortIds(ids: number[], keys: readonly SortKey[], docs: Record<number, Row | undefined>): number[] {
  const columns = keys.map(({ field }) => ids.map((id) => docs[id]?.[field] as string | number | undefined));
  const signs = keys.map(({ order }) => (order === 'asc' ? 1 : -1));
  const positions = ids.map((_, i) => i);
  positions.sort((a, b) => {
    for (let k = 0; k < columns.length; k++) {
      const column = columns[k] as (string | number | undefined)[];
      const x = column[a];
      const y = column[b];
      if (x === y) continue;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      return (x < y ? -1 : 1) * (signs[k] as number);
    }
    return 0;
  });
  return positions.map((i) => ids[i] as number);
}

function intersect(sets: readonly Set<number>[]): Set<number> {
  const [smallest, ...rest] = [...sets].sort((a, b) => a.size - b.size);
  if (!smallest) return new Set();
  if (rest.length === 0) return smallest;
  const result = new Set<number>();
  for (const id of smallest) if (rest.every((s) => s.has(id))) result.add(id);
  return result;
}

/**
 * A facet field in columnar form: the values of document `id` are the dictionary codes
 * values[starts[id] .. starts[id + 1]).
 */
interface FacetColumn {
  dictionary: string[];
  starts: Int32Array;
  values: Int32Array;
}

function buildColumn(
  docs: Record<number, Row | undefined>,
  ids: readonly number[],
  field: string,
): FacetColumn {
  const size = (ids.length > 0 ? Math.max(...ids) : 0) + 2;
  const codes = new Map<string, number>();
  const dictionary: string[] = [];
  const starts = new Int32Array(size);
  const values: number[] = [];
  const code = (value: unknown) => {
    const key = String(value);
    let found = codes.get(key);
    if (found === undefined) {
      found = dictionary.length;
      codes.set(key, found);
      dictionary.push(key);
    }
    return found;
  };
  for (let id = 0; id < size - 1; id++) {
    starts[id] = values.length;
    const value = docs[id]?.[field];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) values.push(code(v));
    else values.push(code(value));
  }
  starts[size - 1] = values.length;
  return { dictionary, starts, values: Int32Array.from(values) };
}

interface Ranking {
  /** Position of each internal id in the sort order. */
  rank: Int32Array;
  /** Internal id at each position. */
  order: Int32Array;
}

/**
 * Runs engine-neutral queries on one Orama instance. Orama's index answers the text search (BM25,
 * prefix, typo tolerance) and each filter group's where clause; the id sets of filter groups are
 * cached, so the disjunctive queries of one list request (and popular filters across requests)
 * share work. Facet counting and paging by precomputed sort ranks happen here, in tight loops over
 * internal ids: Orama's own facets and comparator sorts allocate per document and were the
 * bottleneck. Writes must call invalidate().
 */
export function createQueryExecutor(db: Db, schema: Record<string, OramaSchemaType>) {
  // The documents by internal id; Orama's store object, so it reflects writes.
  const docs = db.documentsStore.getAll(db.data.docs) as Record<number, Row | undefined>;
  const filterCache = new Map<string, Set<number>>();
  const rankCache = new Map<string, Ranking>();
  const columns = new Map<string, FacetColumn>();

  const matching = (node: FilterNode): Set<number> => {
    if (node.op === 'and') return intersect(node.nodes.map(matching));
    const key = JSON.stringify(node);
    let ids = filterCache.get(key);
    if (!ids) {
      ids = db.index.searchByWhereClause(
        db.data.index,
        db.tokenizer,
        toOramaWhere(node, schema) as never,
        undefined,
      ) as Set<number>;
      if (filterCache.size >= FILTER_CACHE_LIMIT)
        filterCache.delete(filterCache.keys().next().value as string);
      filterCache.set(key, ids);
    }
    return ids;
  };

  const liveIds = (): number[] => Object.keys(docs).map(Number);

  const ranking = (keys: readonly SortKey[]): Ranking => {
    const key = JSON.stringify(keys);
    let found = rankCache.get(key);
    if (!found) {
      const ids = sortIds(liveIds(), keys, docs);
      const rank = new Int32Array((ids.length > 0 ? Math.max(...ids) : 0) + 1).fill(-1);
      ids.forEach((id, position) => {
        rank[id] = position;
      });
      found = { rank, order: Int32Array.from(ids) };
      rankCache.set(key, found);
    }
    return found;
  };

  /** Matching internal ids; by relevance when there is a text query. */
  const select = (query: SearchQuery): number[] => {
    const filtered = query.filter ? matching(query.filter) : undefined;
    const term = query.text ? canonicalQuery(query.text) : '';
    if (term) {
      const textSearch = (typos: number) =>
        db.index.search(
          db.data.index,
          term,
          db.tokenizer,
          undefined,
          [ORAMA_TEXT_FIELD],
          false,
          typos,
          {},
          BM25,
          countDocs(db),
          filtered,
          0,
        ) as TokenScore[];
      // Typo tolerance only when the words as typed (and as prefixes) find nothing: the tolerant
      // walk over the radix tree is costly for long words, and exact matches rank first anyway.
      let scored = textSearch(0);
      if (scored.length === 0 && tolerance(term) > 0) scored = textSearch(tolerance(term));
      return scored.map(([id]) => id as number).filter((id) => docs[id] !== undefined);
    }
    if (!filtered) return liveIds();
    const ids: number[] = [];
    for (const id of filtered) if (docs[id] !== undefined) ids.push(id);
    return ids;
  };

  const column = (field: string): FacetColumn => {
    let found = columns.get(field);
    if (!found) {
      found = buildColumn(docs, liveIds(), field);
      columns.set(field, found);
    }
    return found;
  };

  const countFacets = (ids: readonly number[], fields: readonly string[]) => {
    const counts: Record<string, Record<string, number>> = {};
    for (const field of fields) {
      const { dictionary, starts, values } = column(field);
      const tally = new Int32Array(dictionary.length);
      for (const id of ids) {
        for (let k = starts[id] as number, end = starts[id + 1] as number; k < end; k++) {
          const code = values[k] as number;
          tally[code] = (tally[code] as number) + 1;
        }
      }
      const result: Record<string, number> = {};
      tally.forEach((n, code) => {
        if (n > 0) result[dictionary[code] as string] = n;
      });
      counts[field] = result;
    }
    return counts;
  };

  const page = (ids: number[], query: SearchQuery): number[] => {
    const start = (query.page - 1) * query.hitsPerPage;
    if (query.hitsPerPage === 0 || start >= ids.length) return [];
    if (!query.sort) return ids.slice(start, start + query.hitsPerPage);
    const { rank, order } = ranking(query.sort);
    const ranks = new Int32Array(ids.length);
    ids.forEach((id, i) => {
      ranks[i] = rank[id] as number;
    });
    ranks.sort();
    return Array.from(ranks.subarray(start, start + query.hitsPerPage), (r) => order[r] as number);
  };

  const strip = (doc: Row) => {
    const { [ORAMA_TEXT_FIELD]: _text, ...rest } = doc;
    return rest;
  };

  return {
    invalidate() {
      filterCache.clear();
      rankCache.clear();
      columns.clear();
    },
    run<D>(query: SearchQuery): SearchResult<D> {
      const ids = select(query);
      const facets = countFacets(ids, query.facets ?? []);
      const hits = page(ids, query).map((id) => strip(docs[id] as Row) as D);
      return { hits, total: ids.length, facets };
    },
  };
}

export type QueryExecutor = ReturnType<typeof createQueryExecutor>;
