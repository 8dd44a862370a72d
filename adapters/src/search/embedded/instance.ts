import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  documentWords,
  type FieldType,
  type IndexDefinition,
  queryWords,
  type SearchQuery,
  type SearchResult,
  type SortKey,
  searchableFields,
} from '@futterkompass/search-config';
import { TypedFastBitSet } from 'typedfastbitset';
import { cacheKey, ENTRY_OVERHEAD_BYTES } from './cache-key';
import { createColumns } from './columns';
import { createFacetCounts } from './facet-counts';
import { createFilterSets, filterLeaves, sharedLeaves } from './filter-sets';
import { createValueInterner } from './interned-values';
import { createSortOrders } from './sort-orders';
import { createTextIndex, type TextMatch } from './text-index';
import { typoTolerance } from './typos';

type Row = Record<string, unknown>;

/**
 * Filter id sets kept: room for this many sets of the catalogue's size (a list request has up to
 * about eight leaves, most shared with other requests), and never more than FILTER_CACHE_BYTES:
 * a size fixed in bytes held far more sets of a small catalogue than requests share, and their
 * turnover under distinct requests grew the server's heap (docs/performance.md).
 */
export const FILTER_CACHE_SETS = 3000;
export const FILTER_CACHE_BYTES = 32 * 1024 * 1024;

export function filterCacheBytes(ids: number): number {
  return Math.min(FILTER_CACHE_BYTES, FILTER_CACHE_SETS * (Math.ceil(ids / 32) * 4 + ENTRY_OVERHEAD_BYTES));
}

/**
 * One in-memory index: documents by a dense internal id (kept per document id, so bitsets of ids
 * stay small), their text in a text index, their filterable fields in columns. A list request's
 * queries (main and disjunctive) intersect the filter leaves they share and search their text
 * only once; leaves are cached as bitsets. Columns, sort orders and cached sets are rebuilt after
 * a write, on first use.
 */
export function createIndexInstance<D extends { id: string }>(index: IndexDefinition) {
  const internal = new Map<string, number>();
  const docs: (D | undefined)[] = [];
  const live = new TypedFastBitSet();
  const text = createTextIndex();
  const types = new Map<string, FieldType>(index.filterable.map((f) => [f.name, f.type]));
  const values = createValueInterner(index.filterable);
  const rows = docs as unknown as (Row | undefined)[];
  const columns = createColumns(rows, types, () => live);
  const filters = createFilterSets(columns.match, () => filterCacheBytes(docs.length));
  const orders = createSortOrders(rows, () => live.array());
  const counts = createFacetCounts(
    columns,
    () => live,
    () => docs.length,
  );

  const words = (doc: D) => searchableFields(index, doc).map(documentWords);

  /** Bumped by every write: a warm-up a later write overtook stops. */
  let generation = 0;
  /**
   * After a write, the columns and orders requests had used are built again one per turn of the
   * event loop, before a request needs them: the first list request after a write would otherwise
   * build all it touches at once (about half a second at 20,000 documents, docs/performance.md).
   */
  const warmUp = async (pieces: (() => void)[], of: number) => {
    for (const piece of pieces) {
      await nextTurn();
      if (generation !== of) return;
      piece();
    }
  };
  // Everything requests have used, also what a warm-up overtaken by a write had not built again.
  const used = { columns: new Set<string>(), orders: new Map<string, SortKey[]>() };
  const invalidate = () => {
    for (const field of columns.built()) used.columns.add(field);
    for (const sort of orders.built()) used.orders.set(JSON.stringify(sort), sort);
    const pieces = [
      ...[...used.columns].map((field) => () => columns.warm(field)),
      ...[...used.orders.values()].map((sort) => () => orders.warm(sort)),
    ];
    filters.clear();
    orders.clear();
    columns.clear();
    counts.clear();
    generation++;
    if (pieces.length > 0) void warmUp(pieces, generation);
  };

  /**
   * Typo tolerance only when the words as typed (the last as a prefix) find nothing among the
   * filtered ids: exact matches rank first anyway, and the tolerant scan reads the whole vocabulary.
   */
  const textMatch = (words: string[], filtered: TypedFastBitSet): TextMatch => {
    const exact = text.match(words, false);
    if (exact.ids.intersects(filtered) || !words.some((w) => typoTolerance(w) > 0)) return exact;
    return text.match(words, true);
  };

  const page = (ids: TypedFastBitSet, query: SearchQuery, total: number, match?: TextMatch): number[] => {
    const start = (query.page - 1) * query.hitsPerPage;
    if (query.hitsPerPage === 0 || start >= total) return [];
    if (query.sort) return orders.page(ids, query.sort, start, query.hitsPerPage);
    const end = start + query.hitsPerPage;
    return (match ? text.rank(match, ids, end) : ids.array()).slice(start, end);
  };

  return {
    /** `keepCaches`: the caller drops them with `invalidate` once its last slice is in. */
    upsert(batch: readonly D[], { keepCaches = false } = {}) {
      for (const given of batch) {
        const doc = values.intern(given);
        let id = internal.get(doc.id);
        if (id === undefined) {
          id = docs.length;
          internal.set(doc.id, id);
        }
        const previous = docs[id];
        docs[id] = doc;
        live.add(id);
        text.add(id, words(doc), previous && words(previous));
      }
      if (!keepCaches) invalidate();
    },
    invalidate,
    /** The fields whose columns are built now, and the sort orders computed. */
    built: () => ({ columns: columns.built(), orders: orders.built() }),
    /** Whether the index holds every one of these documents already (their update adds no internal id). */
    holdsAll: (batch: readonly D[]) => batch.every((doc) => internal.has(doc.id)),
    remove(ids: readonly string[]) {
      let removed = 0;
      for (const key of ids) {
        const id = internal.get(key);
        if (id === undefined || !docs[id]) continue;
        text.remove(id, words(docs[id] as D));
        docs[id] = undefined;
        live.remove(id);
        removed++;
      }
      // Removing what the index does not hold changes no answer: the caches stay.
      if (removed > 0) invalidate();
    },
    count: () => live.size(),
    /** The documents among these ids that the index holds. */
    get: (ids: readonly string[]): D[] =>
      ids.flatMap((key) => {
        const id = internal.get(key);
        const doc = id === undefined ? undefined : docs[id];
        return doc ? [doc] : [];
      }),
    /** Every document id the index holds. */
    ids: (): string[] => live.array().map((id) => (docs[id] as D).id),
    /**
     * The queries of one request, in order. What all of them filter by is intersected once, and
     * each text is searched once (its typo decision made by the first query with that text).
     */
    runAll(queries: readonly SearchQuery[]): SearchResult<D>[] {
      const leaves = queries.map((q) => filterLeaves(q.filter));
      const shared = sharedLeaves(leaves);
      const base = filters.narrow(live, leaves[0] ?? new Map(), shared);
      const matches = new Map<string, TextMatch>();
      return queries.map((query, i) => {
        const own = leaves[i] ?? new Map();
        const ids = filters.narrow(
          base,
          own,
          [...own.keys()].filter((key) => !shared.has(key)),
        );
        const words = query.text ? queryWords(query.text) : [];
        let match: TextMatch | undefined;
        if (words.length > 0) {
          const key = words.join(' ');
          match = matches.get(key) ?? textMatch(words, ids);
          matches.set(key, match);
          ids.intersection(match.ids);
        }
        const total = ids.size();
        const setKey = () =>
          cacheKey(
            `${[...own.keys()].sort().join('&')}\n${match ? `${match.typos}:${words.join(' ')}` : ''}`,
          );
        const facets = query.facets?.length ? counts.count(ids, setKey(), query.facets) : {};
        const hits = page(ids, query, total, match).map((id) => docs[id] as D);
        return { hits, total, facets };
      });
    },
  };
}

export type IndexInstance<D extends { id: string }> = ReturnType<typeof createIndexInstance<D>>;
