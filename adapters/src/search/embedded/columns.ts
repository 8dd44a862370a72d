import type { FieldType, FilterNode } from '@futterkompass/search-config';
import { TypedFastBitSet } from 'typedfastbitset';
import { SearchRejectedError } from '../port';

type Row = Record<string, unknown>;

/** Codes of the values of a keyword, keyword list or boolean field, and their dictionary. */
interface Dictionary {
  codes: Map<string, number>;
  dictionary: string[];
}

/** A single-valued field: the code of document `id`'s value, -1 for none. */
interface SingleColumn extends Dictionary {
  kind: 'single';
  codes: Map<string, number>;
  of: Int32Array;
}

/** A list field: the codes of document `id`'s values are values[starts[id] .. starts[id + 1]). */
interface ListColumn extends Dictionary {
  kind: 'list';
  starts: Int32Array;
  values: Int32Array;
}

/** A number field; NaN where a document has none. */
interface NumberColumn {
  kind: 'numbers';
  values: Float64Array;
}

type Column = SingleColumn | ListColumn | NumberColumn;

function dictionary(): Dictionary & { code(value: unknown): number } {
  const codes = new Map<string, number>();
  const values: string[] = [];
  return {
    codes,
    dictionary: values,
    code(value) {
      const key = String(value);
      let found = codes.get(key);
      if (found === undefined) {
        found = values.length;
        codes.set(key, found);
        values.push(key);
      }
      return found;
    },
  };
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

function singleColumn(docs: readonly (Row | undefined)[], field: string): SingleColumn {
  const { codes, dictionary: values, code } = dictionary();
  const of = Int32Array.from(docs, (doc) => (present(doc?.[field]) ? code(doc?.[field]) : -1));
  return { kind: 'single', codes, dictionary: values, of };
}

function listColumn(docs: readonly (Row | undefined)[], field: string): ListColumn {
  const { codes, dictionary: names, code } = dictionary();
  const starts = new Int32Array(docs.length + 1);
  const values: number[] = [];
  docs.forEach((doc, id) => {
    starts[id] = values.length;
    const value = doc?.[field];
    if (Array.isArray(value)) for (const v of value) values.push(code(v));
    else if (present(value)) values.push(code(value));
  });
  starts[docs.length] = values.length;
  return { kind: 'list', codes, dictionary: names, starts, values: Int32Array.from(values) };
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

function buildColumn(docs: readonly (Row | undefined)[], field: string, type: FieldType | undefined): Column {
  // As Meilisearch: a filter or facet on a field the index does not declare is the caller's mistake.
  if (type === undefined)
    throw new SearchRejectedError('invalid_search_filter', `Attribute \`${field}\` is not filterable.`);
  if (type === 'number') return numberColumn(docs, field);
  if (type === 'keyword[]') return listColumn(docs, field);
  return singleColumn(docs, field);
}

// The scans below are plain loops, one per column kind: a test function per id was not inlined
// and took most of the time of filters not cached yet.

/** Documents whose value has a selected code. */
function selectSingle(of: Int32Array, selected: Uint8Array): TypedFastBitSet {
  const words = new Uint32Array((of.length >>> 5) + 1);
  for (let id = 0; id < of.length; id++) {
    const code = of[id] as number;
    if (code >= 0 && selected[code] === 1) words[id >>> 5] = (words[id >>> 5] as number) | (1 << (id & 31));
  }
  return TypedFastBitSet.fromWords(words);
}

/** Documents with at least one value of a selected code. */
function selectList({ starts, values }: ListColumn, selected: Uint8Array): TypedFastBitSet {
  const size = starts.length - 1;
  const words = new Uint32Array((size >>> 5) + 1);
  for (let id = 0; id < size; id++) {
    for (let k = starts[id] as number, end = starts[id + 1] as number; k < end; k++) {
      if (selected[values[k] as number] === 1) {
        words[id >>> 5] = (words[id >>> 5] as number) | (1 << (id & 31));
        break;
      }
    }
  }
  return TypedFastBitSet.fromWords(words);
}

/** Documents with a number in [min, max]; NaN (no value) fails both comparisons, as in Meilisearch. */
function selectRange(values: Float64Array, min: number, max: number): TypedFastBitSet {
  const words = new Uint32Array((values.length >>> 5) + 1);
  for (let id = 0; id < values.length; id++) {
    const value = values[id] as number;
    if (value >= min && value <= max) words[id >>> 5] = (words[id >>> 5] as number) | (1 << (id & 31));
  }
  return TypedFastBitSet.fromWords(words);
}

/** Tallies of dictionary codes over the first `n` of `ids`. */
function tally(column: SingleColumn | ListColumn, ids: Int32Array, n: number): Int32Array {
  const counts = new Int32Array(column.dictionary.length);
  if (column.kind === 'single') {
    const { of } = column;
    for (let i = 0; i < n; i++) {
      const code = of[ids[i] as number] as number;
      if (code >= 0) counts[code] = (counts[code] as number) + 1;
    }
    return counts;
  }
  const { starts, values } = column;
  for (let i = 0; i < n; i++) {
    const id = ids[i] as number;
    for (let k = starts[id] as number, end = starts[id + 1] as number; k < end; k++) {
      const code = values[k] as number;
      counts[code] = (counts[code] as number) + 1;
    }
  }
  return counts;
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
      found = buildColumn(docs, field, types.get(field));
      columns.set(field, found);
    }
    return found;
  };

  const matchIn = (field: string, wanted: readonly unknown[]): TypedFastBitSet => {
    const col = column(field);
    if (col.kind === 'numbers') {
      return wanted
        .filter((value): value is number => typeof value === 'number')
        .reduce((set, value) => set.union(selectRange(col.values, value, value)), new TypedFastBitSet());
    }
    const selected = new Uint8Array(col.dictionary.length);
    for (const value of wanted) {
      const code = col.codes.get(String(value));
      if (code !== undefined) selected[code] = 1;
    }
    return col.kind === 'single' ? selectSingle(col.of, selected) : selectList(col, selected);
  };

  const matchRange = (field: string, min = -Infinity, max = Infinity): TypedFastBitSet => {
    const col = column(field);
    if (col.kind !== 'numbers') throw new Error(`${field} is no number field`);
    return selectRange(col.values, min, max);
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
    /** Value counts of each field over the first `n` of `ids`. */
    count(ids: Int32Array, n: number, fields: readonly string[]) {
      const counts: Record<string, Record<string, number>> = {};
      for (const field of fields) {
        const col = column(field);
        if (col.kind === 'numbers') throw new Error(`${field} is no facet field`);
        const result: Record<string, number> = {};
        tally(col, ids, n).forEach((count, code) => {
          if (count > 0) result[col.dictionary[code] as string] = count;
        });
        counts[field] = result;
      }
      return counts;
    },
    clear: () => columns.clear(),
    /** The fields whose columns are built now. */
    built: (): string[] => [...columns.keys()],
    /** Builds a field's column ahead of the request that needs it. */
    warm: (field: string) => {
      column(field);
    },
  };
}
