import type { Doc, Filter, FindOptions } from '../port';
import { parseDoc, type RowPlace, verifiedDoc } from './documents';
import { fieldJsonSql, isFieldPath } from './names';

/** What a read selects of each row and how the row becomes a document. */
export interface DocReader {
  columns: string;
  decode<T extends Doc>(row: Record<string, unknown>, place: RowPlace): T;
  /**
   * The projection itself, when it only keeps top-level fields: a pick of the decoded part, which
   * spares a sitemap of 100,000 products mingo's general projection per document.
   */
  project?<T extends Doc>(doc: T): T;
}

/** The whole stored document, checked against its checksum. */
export const WHOLE_DOC: DocReader = {
  columns: 'id, doc, sum',
  decode: <T extends Doc>(row: Record<string, unknown>, place: RowPlace) =>
    verifiedDoc<T>(row as { id: string; doc: string; sum: number | null }, place),
};

const top = (path: string) => path.split('.')[0] ?? path;

/** Adds the top-level fields a filter reads; false when it may read any ($expr, $where, $text). */
function addFilterFields(filter: Filter, into: Set<string>): boolean {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (!Array.isArray(value)) return false;
      for (const part of value) if (!addFilterFields(part as Filter, into)) return false;
    } else if (key.startsWith('$')) return false;
    else into.add(top(key));
  }
  return true;
}

/**
 * A find with an inclusion projection reads only the top-level fields it returns, filters or sorts
 * by (SQLite's `->` takes each out of the stored JSON): a document of many offers and reviews is
 * not parsed whole for two small fields. The filter, sort and projection then run on that part as
 * they would on the whole document. Anything else reads whole documents, and so does every read of
 * a collection whose documents are checked at each read (`wholeOnly`: accounts and sessions).
 */
export function docReader(filter: Filter, options: FindOptions, wholeOnly = false): DocReader {
  const { projection } = options;
  if (!projection || wholeOnly) return WHOLE_DOC;
  const included = Object.entries(projection).filter(([field]) => field !== '_id');
  if (included.length === 0 || included.some(([, value]) => value !== 1)) return WHOLE_DOC;
  const fields = new Set(included.map(([field]) => top(field)));
  for (const field of Object.keys(options.sort ?? {})) fields.add(top(field));
  if (!addFilterFields(filter, fields)) return WHOLE_DOC;
  fields.delete('_id');
  const names = [...fields];
  if (!names.every(isFieldPath)) return WHOLE_DOC;
  const kept = included.map(([field]) => field);
  const keepId = projection._id !== 0;
  return {
    ...(kept.every((field) => !field.includes('.')) && {
      project<T extends Doc>(doc: T): T {
        const picked: Record<string, unknown> = keepId ? { _id: doc._id } : {};
        for (const field of kept) if (field in doc) picked[field] = doc[field as keyof T];
        return picked as T;
      },
    }),
    columns: ['id', ...names.map((field, i) => `${fieldJsonSql(field)} AS c${i}`)].join(', '),
    decode<T extends Doc>(row: Record<string, unknown>) {
      const doc: Record<string, unknown> = { _id: row.id };
      names.forEach((field, i) => {
        const json = row[`c${i}`];
        // SQL NULL: the field is absent (a JSON null comes as the text 'null').
        if (typeof json === 'string') doc[field] = parseDoc(json);
      });
      return doc as T;
    },
  };
}
