import type { SortKey } from '@futterkompass/search-config';
import type { TypedFastBitSet } from 'typedfastbitset';

type Row = Record<string, unknown>;

/**
 * A sort field as numbers by internal id: the value, or for text its rank among the field's
 * values; NaN where a document has none.
 */
function keyColumn(docs: readonly (Row | undefined)[], ids: readonly number[], field: string): Float64Array {
  const column = new Float64Array(docs.length).fill(Number.NaN);
  const texts = new Set<string>();
  for (const id of ids) {
    const value = docs[id]?.[field];
    if (typeof value === 'number') column[id] = value;
    else if (typeof value === 'string') texts.add(value);
  }
  if (texts.size > 0) {
    // Byte order, as the engines compare strings.
    const rank = new Map([...texts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map((t, i) => [t, i]));
    for (const id of ids) {
      const value = docs[id]?.[field];
      if (typeof value === 'string') column[id] = rank.get(value) as number;
    }
  }
  return column;
}

/**
 * Every document in each sort order, computed once per order and per write: a page is then the
 * matching ids met while walking the order, with no sort per request. A missing value sorts last
 * in either direction.
 */
export function createSortOrders(docs: readonly (Row | undefined)[], liveIds: () => readonly number[]) {
  const orders = new Map<string, Int32Array>();
  const keys = new Map<string, Float64Array>();
  const column = (field: string, ids: readonly number[]) => {
    let found = keys.get(field);
    if (!found) {
      found = keyColumn(docs, ids, field);
      keys.set(field, found);
    }
    return found;
  };
  const sorted = (sort: readonly SortKey[]): Int32Array => {
    const ids = liveIds();
    const columns = sort.map((k) => column(k.field, ids));
    const signs = sort.map((k) => (k.order === 'asc' ? 1 : -1));
    return Int32Array.from(ids).sort((a, b) => {
      for (let k = 0; k < columns.length; k++) {
        const x = (columns[k] as Float64Array)[a] as number;
        const y = (columns[k] as Float64Array)[b] as number;
        if (x === y || (Number.isNaN(x) && Number.isNaN(y))) continue;
        if (Number.isNaN(x)) return 1;
        if (Number.isNaN(y)) return -1;
        return (x < y ? -1 : 1) * (signs[k] as number);
      }
      return 0;
    });
  };
  const orderOf = (sort: readonly SortKey[]): Int32Array => {
    const key = JSON.stringify(sort);
    let order = orders.get(key);
    if (!order) {
      order = sorted(sort);
      orders.set(key, order);
    }
    return order;
  };
  return {
    /** The `size` matching ids from position `start` on, in the order of `sort`. */
    page(ids: TypedFastBitSet, sort: readonly SortKey[], start: number, size: number): number[] {
      const order = orderOf(sort);
      const found: number[] = [];
      let seen = 0;
      for (let i = 0; i < order.length && found.length < size; i++) {
        const id = order[i] as number;
        if (!ids.has(id)) continue;
        if (seen++ >= start) found.push(id);
      }
      return found;
    },
    clear() {
      orders.clear();
      keys.clear();
    },
    /** The orders computed now. */
    built: (): SortKey[][] => [...orders.keys()].map((key) => JSON.parse(key) as SortKey[]),
    /** Computes an order ahead of the request that needs it. */
    warm: (sort: readonly SortKey[]) => {
      orderOf(sort);
    },
  };
}
