import type { Filter } from '../port';
import { isKey } from './keys';
import { fieldSql, quoted } from './names';

/** The indexed fields of a collection, as the pushdown uses them. */
export interface IndexedFields {
  /** Fields indexed as single values (never arrays), by path; `_id` always. */
  scalar: ReadonlySet<string>;
  /** Fields indexed per array element: the table of their keys, by path. */
  multikey: ReadonlyMap<string, string>;
}

export interface SqlCondition {
  sql: string;
  params: unknown[];
}

const RANGES: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

const isOperatorObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof RegExp) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => key.startsWith('$'));

const keyList = (value: unknown): unknown[] | null =>
  Array.isArray(value) && value.every(isKey) ? value : null;

/** Conditions on one scalar field's SQL expression; each a superset of what MongoDB matches. */
function scalarConditions(expr: string, value: unknown): SqlCondition[] {
  if (isKey(value)) return [{ sql: `${expr} = ?`, params: [value] }];
  if (!isOperatorObject(value)) return [];
  const found: SqlCondition[] = [];
  for (const [op, operand] of Object.entries(value)) {
    if (op === '$eq' && isKey(operand)) found.push({ sql: `${expr} = ?`, params: [operand] });
    else if (op === '$in' && keyList(operand))
      found.push({ sql: `${expr} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(operand)] });
    else if (op in RANGES && isKey(operand))
      found.push({ sql: `${expr} ${RANGES[op]} ?`, params: [operand] });
  }
  return found;
}

const inKeys = (table: string, where: string, params: unknown[]): SqlCondition => ({
  sql: `id IN (SELECT id FROM ${quoted(table)} WHERE ${where})`,
  params,
});

/**
 * Conditions on an array field's key table. Each range operator is its own condition: MongoDB
 * lets different elements meet `$gte` and `$lt` of one field (`$elemMatch` asks one element).
 */
function multikeyConditions(table: string, value: unknown): SqlCondition[] {
  const keys = isKey(value)
    ? [value]
    : isOperatorObject(value) && Object.keys(value).length === 1
      ? isKey(value.$eq)
        ? [value.$eq]
        : keyList(value.$in)
      : null;
  if (keys) return [inKeys(table, 'key IN (SELECT value FROM json_each(?))', [JSON.stringify(keys)])];
  if (!isOperatorObject(value)) return [];
  return Object.entries(value).flatMap(([op, operand]) =>
    op in RANGES && isKey(operand) ? [inKeys(table, `key ${RANGES[op]} ?`, [operand])] : [],
  );
}

/**
 * `{ array: { $elemMatch: { field: range } } }` where `array.field` has a key table: the ranges of
 * one field hold for one element, so they go into one lookup of its keys.
 */
function elemMatchConditions(key: string, value: unknown, fields: IndexedFields): SqlCondition[] {
  if (!isOperatorObject(value) || Object.keys(value).length !== 1) return [];
  const match = value.$elemMatch;
  if (match === null || typeof match !== 'object' || Array.isArray(match)) return [];
  const found: SqlCondition[] = [];
  for (const [field, condition] of Object.entries(match)) {
    const table = fields.multikey.get(`${key}.${field}`);
    if (!table) continue;
    if (isKey(condition)) found.push(inKeys(table, 'key = ?', [condition]));
    else if (isOperatorObject(condition)) {
      const ranges = Object.entries(condition).filter(([op, operand]) => op in RANGES && isKey(operand));
      if (ranges.length > 0)
        found.push(
          inKeys(
            table,
            ranges.map(([op]) => `key ${RANGES[op]} ?`).join(' AND '),
            ranges.map(([, operand]) => operand),
          ),
        );
    }
  }
  return found;
}

function conditions(filter: Filter, fields: IndexedFields): SqlCondition[] {
  const found: SqlCondition[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value) found.push(...conditions(part as Filter, fields));
    } else if (key === '$or' && Array.isArray(value) && value.length > 0) {
      const branches = value.map((branch) => combine(conditions(branch as Filter, fields)));
      // One branch without a condition may match anything: then the $or narrows nothing.
      if (branches.every((b) => b !== null))
        found.push({
          sql: `(${branches.map((b) => b.sql).join(' OR ')})`,
          params: branches.flatMap((b) => b.params),
        });
    } else if (fields.scalar.has(key)) {
      found.push(...scalarConditions(fieldSql(key), value));
    } else {
      const table = fields.multikey.get(key);
      if (table) found.push(...multikeyConditions(table, value));
      else found.push(...elemMatchConditions(key, value, fields));
    }
  }
  return found;
}

function combine(parts: SqlCondition[]): SqlCondition | null {
  if (parts.length === 0) return null;
  return { sql: parts.map((p) => `(${p.sql})`).join(' AND '), params: parts.flatMap((p) => p.params) };
}

/**
 * The part of a filter that SQL can answer through an index: equality, `$in` and ranges of
 * strings and numbers on `_id` and indexed fields (array elements too, and `$elemMatch` ranges of an
 * element's indexed field), also inside `$and` and (when every branch has one) `$or`. It selects a superset of the matches; the whole filter is then checked by mingo on
 * what it selects. Null: no index helps, every document is a candidate.
 */
export function pushdown(filter: Filter, fields: IndexedFields): SqlCondition | null {
  return combine(conditions(filter, fields));
}

/** ORDER BY for a sort on `_id` and single-value indexed fields only, else null (mingo sorts). */
export function orderBy(sort: Record<string, 1 | -1>, fields: IndexedFields): string | null {
  const keys = Object.entries(sort);
  if (keys.length === 0 || !keys.every(([field]) => fields.scalar.has(field))) return null;
  return keys
    .map(([field, direction]) => `${fieldSql(field)} ${direction === -1 ? 'DESC' : 'ASC'}`)
    .join(', ');
}
