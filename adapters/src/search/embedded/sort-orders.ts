import type { SortKey } from '@futterkompass/search-config';
import type { TypedFastBitSet } from 'typedfastbitset';

type Row = Record<string, unknown>;

/**
 * Orders ids by the keys; a missing value sorts last in either direction. The keys are read into
 * columns first, so that the sort compares plain values rather than reading documents.
 */
function sortIds(ids: readonly number[], keys: readonly SortKey[], docs: Record<number, Row | undefined>) {
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
  return Int32Array.from(positions, (i) => ids[i] as number);
}

/**
 * Every document in each sort order, computed once per order: a page is then the matching ids met
 * while walking the order, with no sort per request.
 */
export function createSortOrders(docs: Record<number, Row | undefined>, liveIds: () => readonly number[]) {
  const orders = new Map<string, Int32Array>();
  return {
    page(ids: TypedFastBitSet, keys: readonly SortKey[], start: number, size: number): number[] {
      const key = JSON.stringify(keys);
      let order = orders.get(key);
      if (!order) {
        order = sortIds(liveIds(), keys, docs);
        orders.set(key, order);
      }
      const found: number[] = [];
      let seen = 0;
      for (let i = 0; i < order.length && found.length < size; i++) {
        const id = order[i] as number;
        if (!ids.has(id)) continue;
        if (seen++ >= start) found.push(id);
      }
      return found;
    },
    clear: () => orders.clear(),
  };
}
