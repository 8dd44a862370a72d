import type { FieldType, FilterNode } from '@futterkompass/search-config';
import { TypedFastBitSet } from 'typedfastbitset';

type Row = Record<string, unknown>;

/**
 * A keyword, keyword list or boolean field: the values of document `id` are the dictionary codes
 * values[starts[id] .. starts[id + 1]).
 */
interface CodeColumn {
  kind: 'codes';
  codes: Map<string, number>;
  dictionary: string[];
  starts: Int32Array;
  values: Int32Array;
}

/** A number field; NaN where a document has none. */
interface NumberColumn {
  kind: 'numbers';
  values: Float64Array;
}

type Column = CodeColumn | NumberColumn;

function codeColumn(docs: readonly (Row | undefined)[], field: string): CodeColumn {
  const codes = new Map<string, number>();
  const dictionary: string[] = [];
  const starts = new Int32Array(docs.length + 1);
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
  docs.forEach((doc, id) => {
    starts[id] = values.length;
    const value = doc?.[field];
    if (value === undefined || value === null || value === '') return;
    if (Array.isArray(value)) for (const v of value) values.push(code(v));
    else values.push(code(value));
  });
  starts[docs.length] = values.length;
  return { kind: 'codes', codes, dictionary, starts, values: Int32Array.from(values) };
}

function numberColumn(docs: readonly (Row | undefined)[], field: string): NumberColumn {
  return {
    kind: 'numbers',
    values: Float64Array.from(docs, (doc) => {
      const value = doc?.[field];
      return typeof value === 'number' ? value : Number.NaN;
    }),
  };
}

function bitset(size: number, test: (id: number) => boolean): TypedFastBitSet {
  const words = new Uint32Array((size >>> 5) + 1);
  for (let id = 0; id < size; id++) {
    if (test(id)) words[id >>> 5] = (words[id >>> 5] as number) | (1 << (id & 31));
  }
  return TypedFastBitSet.fromWords(words);
}

/**
 * The filterable fields of the live documents in columnar form, built on first use per field and
 * dropped on writes: a filter leaf is one pass over a typed array, and facet counting a tight loop
 * over the matching ids (reading documents allocated per value).
 */
export function createColumns(
  docs: readonly (Row | undefined)[],
  types: ReadonlyMap<string, FieldType>,
  live: () => TypedFastBitSet,
) {
  const columns = new Map<string, Column>();
  const column = (field: string): Column => {
    let found = columns.get(field);
    if (!found) {
      found = types.get(field) === 'number' ? numberColumn(docs, field) : codeColumn(docs, field);
      columns.set(field, found);
    }
    return found;
  };

  const matchIn = (field: string, wanted: readonly unknown[]): TypedFastBitSet => {
    const col = column(field);
    if (col.kind === 'numbers') return bitset(docs.length, (id) => wanted.includes(col.values[id]));
    const selected = new Uint8Array(col.dictionary.length);
    for (const value of wanted) {
      const code = col.codes.get(String(value));
      if (code !== undefined) selected[code] = 1;
    }
    const { starts, values } = col;
    return bitset(docs.length, (id) => {
      for (let k = starts[id] as number, end = starts[id + 1] as number; k < end; k++) {
        if (selected[values[k] as number] === 1) return true;
      }
      return false;
    });
  };

  const matchRange = (field: string, min = -Infinity, max = Infinity): TypedFastBitSet => {
    const col = column(field);
    if (col.kind !== 'numbers') throw new Error(`${field} is no number field`);
    const { values } = col;
    // NaN (no value) fails both comparisons, as a missing field fails a range in Meilisearch.
    return bitset(docs.length, (id) => (values[id] as number) >= min && (values[id] as number) <= max);
  };

  /** The live documents a filter node admits. */
  const match = (node: FilterNode): TypedFastBitSet => {
    switch (node.op) {
      case 'and':
        return node.nodes.reduce((set, n) => set.intersection(match(n)), live().clone());
      case 'or':
        return node.nodes.reduce((set, n) => set.union(match(n)), new TypedFastBitSet()).intersection(live());
      case 'not':
        return live().new_difference(match(node.node));
      case 'in':
        return matchIn(node.field, node.values).intersection(live());
      case 'range':
        return matchRange(node.field, node.min, node.max).intersection(live());
    }
  };

  return {
    match,
    count(ids: readonly number[], fields: readonly string[]) {
      const counts: Record<string, Record<string, number>> = {};
      for (const field of fields) {
        const col = column(field);
        if (col.kind !== 'codes') throw new Error(`${field} is no facet field`);
        const { dictionary, starts, values } = col;
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
    },
    clear: () => columns.clear(),
  };
}
