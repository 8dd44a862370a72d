import { isObject } from './refusal';

type Doc = Record<string, unknown>;

/** A document id as Meilisearch takes it: an integer, or a string of letters, digits, - and _. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,511}$/;

/** Why Meilisearch's document addition task fails on these documents, or undefined when it takes them. */
export function documentsProblem(
  docs: Doc[],
  primaryKey: string,
): { code: string; message: string } | undefined {
  for (const doc of docs) {
    const id = doc[primaryKey];
    if (id === undefined)
      return {
        code: 'missing_document_id',
        message: `Document doesn't have a \`${primaryKey}\` attribute: \`${JSON.stringify(doc)}\`.`,
      };
    if (!(typeof id === 'string' && DOCUMENT_ID.test(id)) && !Number.isInteger(id))
      return {
        code: 'invalid_document_id',
        message: `Document identifier \`${JSON.stringify(id)}\` is invalid. A document identifier can be of type integer or string, only composed of alphanumeric characters (a-z A-Z 0-9), hyphens (-) and underscores (_), and can not be more than 511 bytes.`,
      };
  }
  return undefined;
}

/** Whether a body is what POST /indexes/{uid}/documents takes: an array of objects. */
export const isDocumentList = (body: unknown): body is Doc[] => Array.isArray(body) && body.every(isObject);

export interface DocumentsQuery {
  ids?: string[];
  fields?: string[];
  offset: number;
  limit: number;
}

/** The query of GET /documents (comma-separated lists) or the body of POST /documents/fetch. */
export function documentsQuery(query: URLSearchParams, body: Doc | undefined): DocumentsQuery {
  const list = (name: string) =>
    (body?.[name] as unknown[] | undefined)?.map(String) ?? query.get(name)?.split(',');
  const ids = list('ids');
  const fields = list('fields');
  return {
    ...(ids && { ids }),
    ...(fields && { fields }),
    offset: Number(body?.offset ?? query.get('offset') ?? 0),
    limit: Number(body?.limit ?? query.get('limit') ?? 20),
  };
}

/** A page of an index's documents, in id order, with only the fields asked for. */
export function documentsPage(docs: Map<string, Doc>, { ids, fields, offset, limit }: DocumentsQuery) {
  const all = [...docs.keys()].sort();
  const chosen = ids ? all.filter((id) => ids.includes(id)) : all;
  const pick = (doc: Doc) =>
    fields && !fields.includes('*')
      ? Object.fromEntries(fields.filter((f) => f in doc).map((f) => [f, doc[f]]))
      : doc;
  return {
    results: chosen.slice(offset, offset + limit).map((id) => pick(docs.get(id) as Doc)),
    offset,
    limit,
    total: chosen.length,
  };
}
