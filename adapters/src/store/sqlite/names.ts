/**
 * Names in the database: a collection is the table of the same name, quoted; a field path becomes a
 * JSON path. Both are checked, so that no name from outside becomes SQL.
 */
const COLLECTION = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** Tables of the store itself start with this; collection names cannot. */
export const META_PREFIX = '_fk_';

export function assertCollectionName(name: string): void {
  if (!COLLECTION.test(name)) throw new Error(`invalid collection name: ${name}`);
}

export function isFieldPath(path: string): boolean {
  return FIELD_PATH.test(path);
}

export function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/** The SQL that reads a field: `id` for _id, else the JSON value at its path (an index's expression). */
export function fieldSql(path: string): string {
  if (path === '_id') return 'id';
  if (!isFieldPath(path)) throw new Error(`invalid field path: ${path}`);
  return `json_extract(doc, '$.${path}')`;
}

/**
 * The JSON text of a field, SQL NULL when it is absent: what a partial read selects, and what a
 * covering index keeps, written alike so that SQLite matches the two.
 */
export function fieldJsonSql(path: string): string {
  if (!isFieldPath(path)) throw new Error(`invalid field path: ${path}`);
  return `doc -> '$.${path}'`;
}

/** The table holding the keys of a multikey index. */
export function keyTableOf(collection: string, field: string): string {
  return `${META_PREFIX}keys_${collection}_${field}`;
}

export function indexNameOf(collection: string, fields: readonly string[]): string {
  return `${META_PREFIX}ix_${collection}_${fields.join('+')}`;
}
