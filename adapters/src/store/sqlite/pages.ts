/**
 * A SQLite database read from its bytes, page by page, the way SQLite's `.recover` does
 * (https://www.sqlite.org/fileformat2.html): the schema from page 1, every table's rows reached
 * from its root page, and the rows of leaf pages that no root reaches any more (their parent page is
 * damaged or missing) and that are not on the freelist. Each page and each cell is read on its own,
 * so a damaged page costs its own rows only; nothing here throws on damage.
 */
export interface RawRow {
  rowid: number;
  values: unknown[];
}

export interface SchemaEntry {
  type: string;
  name: string;
  table: string;
  root: number;
  /** A WITHOUT ROWID table is kept as an index b-tree: read it with `indexKeys`. */
  withoutRowid: boolean;
}

const LEAF_TABLE = 13;
const INTERIOR_TABLE = 5;
const LEAF_INDEX = 10;
const INTERIOR_INDEX = 2;

type Cursor = { at: number };

function varint(page: Buffer, cursor: Cursor, end: number): number | null {
  let value = 0;
  for (let i = 0; i < 9; i++) {
    if (cursor.at >= end) return null;
    const byte = page[cursor.at++] as number;
    if (i === 8) return value * 256 + byte;
    value = value * 128 + (byte & 0x7f);
    if (byte < 0x80) return value;
  }
  return value;
}

function decodeValue(type: number, data: Buffer, at: number): { value: unknown; size: number } | null {
  const sizes = [0, 1, 2, 3, 4, 6, 8, 8, 0, 0];
  if (type < 10) {
    const size = sizes[type] as number;
    if (at + size > data.length) return null;
    if (type === 0) return { value: null, size };
    if (type === 8 || type === 9) return { value: type - 8, size };
    if (type === 7) return { value: data.readDoubleBE(at), size };
    if (type === 6) return { value: Number(data.readBigInt64BE(at)), size };
    return { value: data.readIntBE(at, size), size };
  }
  if (type < 12) return null;
  const size = Math.floor((type - (type % 2 === 0 ? 12 : 13)) / 2);
  if (at + size > data.length) return null;
  const bytes = data.subarray(at, at + size);
  return { value: type % 2 === 0 ? Buffer.from(bytes) : bytes.toString('utf8'), size };
}

/** The values of a record (https://www.sqlite.org/fileformat2.html#record_format). */
export function decodeRecord(data: Buffer): unknown[] | null {
  const cursor = { at: 0 };
  const headerSize = varint(data, cursor, data.length);
  if (headerSize === null || headerSize > data.length || headerSize < 1) return null;
  const types: number[] = [];
  while (cursor.at < headerSize) {
    const type = varint(data, cursor, headerSize);
    if (type === null) return null;
    types.push(type);
  }
  const values: unknown[] = [];
  let at = headerSize;
  for (const type of types) {
    const decoded = decodeValue(type, data, at);
    if (!decoded) return null;
    values.push(decoded.value);
    at += decoded.size;
  }
  return values;
}

export interface DatabaseImage {
  pageSize: number;
  schema: SchemaEntry[];
  /** Rows reached from a table's root page; `missing` counts pages that could not be read. */
  tableRows(root: number): { rows: RawRow[]; missingPages: number };
  /** Keys of an index reached from its root page (each a record: the indexed values, then the rowid). */
  indexKeys(root: number): { keys: unknown[][]; missingPages: number };
  /** Rows of table leaf pages no root reaches and the freelist does not hold, after the walks above. */
  orphanRows(): RawRow[];
  /**
   * Keys of index trees no root reaches (their schema entry is lost), each tree apart: an id index
   * among them still groups the ids of one table.
   */
  orphanIndexes(): unknown[][][];
}

/**
 * Reads a database from its bytes (an image of the file, with a WAL's pages laid over if wanted). A
 * page cut short is read as SQLite reads a short page, filled up with zeros: its cells in the part
 * that is left still count.
 */
export function readImage(bytes: Buffer): DatabaseImage {
  const headerPageSize = bytes.length >= 100 ? bytes.readUInt16BE(16) : 0;
  const pageSize = headerPageSize === 1 ? 65536 : headerPageSize || 4096;
  const cut = bytes.length % pageSize;
  const image = cut === 0 ? bytes : Buffer.concat([bytes, Buffer.alloc(pageSize - cut)]);
  const usable = pageSize - (image.length >= 100 ? (image[20] as number) : 0);
  const pageCount = Math.floor(image.length / pageSize);
  const reached = new Set<number>();
  const free = freelist(image, pageSize, pageCount);

  const page = (n: number): Buffer | null =>
    n >= 1 && n <= pageCount ? image.subarray((n - 1) * pageSize, n * pageSize) : null;
  const headerAt = (n: number) => (n === 1 ? 100 : 0);

  /** The payload of a cell: its local part and the overflow chain after it. */
  function payload(data: Buffer, at: number, size: number, index: boolean): Buffer | null {
    const maxLocal = index ? Math.floor(((usable - 12) * 64) / 255) - 23 : usable - 35;
    if (size <= maxLocal) return at + size <= data.length ? data.subarray(at, at + size) : null;
    const minLocal = Math.floor(((usable - 12) * 32) / 255) - 23;
    const k = minLocal + ((size - minLocal) % (usable - 4));
    const local = k <= maxLocal ? k : minLocal;
    if (at + local + 4 > data.length) return null;
    const parts = [data.subarray(at, at + local)];
    let gathered = local;
    let next = data.readUInt32BE(at + local);
    const seen = new Set<number>();
    while (gathered < size) {
      const overflow = page(next);
      if (!overflow || seen.has(next)) return null;
      seen.add(next);
      reached.add(next);
      const take = Math.min(usable - 4, size - gathered);
      parts.push(overflow.subarray(4, 4 + take));
      gathered += take;
      next = overflow.readUInt32BE(0);
    }
    return Buffer.concat(parts);
  }

  /** The cells of a b-tree page, or null when its header does not hold. */
  function cells(n: number): { type: number; offsets: number[]; right: number } | null {
    const data = page(n);
    if (!data) return null;
    const h = headerAt(n);
    const type = data[h] as number;
    if (![LEAF_TABLE, INTERIOR_TABLE, LEAF_INDEX, INTERIOR_INDEX].includes(type)) return null;
    const interior = type === INTERIOR_TABLE || type === INTERIOR_INDEX;
    const count = data.readUInt16BE(h + 3);
    const start = h + (interior ? 12 : 8);
    if (start + count * 2 > data.length) return null;
    const offsets: number[] = [];
    for (let i = 0; i < count; i++) {
      const offset = data.readUInt16BE(start + i * 2);
      if (offset >= start + count * 2 && offset < data.length) offsets.push(offset);
    }
    return { type, offsets, right: interior ? data.readUInt32BE(h + 8) : 0 };
  }

  function leafRows(n: number): RawRow[] {
    const data = page(n) as Buffer;
    const rows: RawRow[] = [];
    for (const offset of cells(n)?.offsets ?? []) {
      const cursor = { at: offset };
      const size = varint(data, cursor, data.length);
      const rowid = varint(data, cursor, data.length);
      if (size === null || rowid === null) continue;
      const body = payload(data, cursor.at, size, false);
      const values = body && decodeRecord(body);
      if (values) rows.push({ rowid, values });
    }
    return rows;
  }

  function indexRecords(n: number): unknown[][] {
    const data = page(n) as Buffer;
    const found = cells(n);
    const records: unknown[][] = [];
    for (const offset of found?.offsets ?? []) {
      const cursor = { at: offset + (found?.type === INTERIOR_INDEX ? 4 : 0) };
      const size = varint(data, cursor, data.length);
      if (size === null) continue;
      const body = payload(data, cursor.at, size, true);
      const values = body && decodeRecord(body);
      if (values) records.push(values);
    }
    return records;
  }

  /**
   * Walks a b-tree from `root`, each page once: `visit` gets every page reached (index b-trees keep
   * keys in their interior pages too). Answers how many pages could not be read.
   */
  function walk(root: number, visit: (n: number, type: number) => void, kinds: number[]): number {
    let missing = 0;
    const stack = [root];
    while (stack.length > 0) {
      const n = stack.pop() as number;
      if (reached.has(n)) continue;
      const found = cells(n);
      if (!found || !kinds.includes(found.type)) {
        missing++;
        continue;
      }
      reached.add(n);
      visit(n, found.type);
      if (found.type === LEAF_TABLE || found.type === LEAF_INDEX) continue;
      const data = page(n) as Buffer;
      for (const offset of found.offsets) stack.push(data.readUInt32BE(offset));
      stack.push(found.right);
    }
    return missing;
  }
  const TABLE = [LEAF_TABLE, INTERIOR_TABLE];

  const schema: SchemaEntry[] = [];
  const master = tableRowsOf(1);
  for (const { values } of master.rows) {
    const [type, name, table, root, sql] = values;
    if (typeof type === 'string' && typeof name === 'string' && typeof root === 'number' && root > 0)
      schema.push({
        type,
        name,
        table: typeof table === 'string' ? table : name,
        root,
        withoutRowid: typeof sql === 'string' && /WITHOUT\s+ROWID/i.test(sql),
      });
  }

  function tableRowsOf(root: number) {
    const rows: RawRow[] = [];
    const missingPages = walk(root, (n, type) => type === LEAF_TABLE && rows.push(...leafRows(n)), TABLE);
    return { rows, missingPages };
  }

  return {
    pageSize,
    schema,
    tableRows: tableRowsOf,
    indexKeys(root) {
      const keys: unknown[][] = [];
      const missingPages = walk(root, (n) => keys.push(...indexRecords(n)), [LEAF_INDEX, INTERIOR_INDEX]);
      return { keys, missingPages };
    },
    orphanIndexes() {
      const trees: unknown[][][] = [];
      for (const kind of [INTERIOR_INDEX, LEAF_INDEX])
        for (let n = 2; n <= pageCount; n++)
          if (!reached.has(n) && !free.has(n) && cells(n)?.type === kind) {
            const keys: unknown[][] = [];
            walk(n, (page) => keys.push(...indexRecords(page)), [LEAF_INDEX, INTERIOR_INDEX]);
            trees.push(keys);
          }
      return trees;
    },
    orphanRows() {
      const rows: RawRow[] = [];
      // Interior pages first: a subtree whose parent is gone is read whole from its own top.
      for (let n = 2; n <= pageCount; n++)
        if (!reached.has(n) && !free.has(n) && cells(n)?.type === INTERIOR_TABLE)
          walk(n, (leaf, type) => type === LEAF_TABLE && rows.push(...leafRows(leaf)), TABLE);
      for (let n = 2; n <= pageCount; n++)
        if (!reached.has(n) && !free.has(n) && cells(n)?.type === LEAF_TABLE) {
          reached.add(n);
          rows.push(...leafRows(n));
        }
      return rows;
    },
  };
}

/** The pages on the freelist: trunk pages and the leaves they list. Their content is no longer live. */
function freelist(image: Buffer, pageSize: number, pageCount: number): Set<number> {
  const free = new Set<number>();
  if (image.length < 100) return free;
  let trunk = image.readUInt32BE(32);
  while (trunk >= 1 && trunk <= pageCount && !free.has(trunk)) {
    free.add(trunk);
    const at = (trunk - 1) * pageSize;
    const count = image.readUInt32BE(at + 4);
    for (let i = 0; i < count && 8 + i * 4 + 4 <= pageSize; i++) free.add(image.readUInt32BE(at + 8 + i * 4));
    trunk = image.readUInt32BE(at);
  }
  return free;
}
