import type { FieldType, IndexDefinition } from './engine-types';
import type { FilterNode } from './filter-ast';

export type OramaSchemaType = 'string' | 'enum' | 'enum[]' | 'number' | 'boolean';

const ORAMA_TYPES: Record<FieldType, OramaSchemaType> = {
  text: 'string',
  keyword: 'enum',
  'keyword[]': 'enum[]',
  number: 'number',
  boolean: 'boolean',
};

/**
 * Orama requires all words of a query within one property, while Meilisearch matches them across
 * attributes ("Rinti Huhn": brand and series). Orama therefore searches one field joining all
 * searchable fields.
 */
export const ORAMA_TEXT_FIELD = 'searchText';

export function oramaSearchText(index: IndexDefinition, doc: Readonly<Record<string, unknown>>): string {
  return index.searchable
    .map((name) => doc[name])
    .filter((value) => typeof value === 'string' && value !== '')
    .join(' ');
}

/** Orama indexes only what is searched, filtered or counted; sorting reads the stored documents. */
export function toOramaSchema(index: IndexDefinition): Record<string, OramaSchemaType> {
  const schema: Record<string, OramaSchemaType> = {
    [index.primaryKey]: 'string',
    [ORAMA_TEXT_FIELD]: 'string',
  };
  for (const field of index.filterable) schema[field.name] = ORAMA_TYPES[field.type];
  return schema;
}

// Orama's where clause is a loose JSON structure; its precise type depends on the schema.
export type OramaWhere = Record<string, unknown>;

/** Compiles the filter AST to an Orama where clause for the given schema. */
export function toOramaWhere(
  node: FilterNode,
  schema: Readonly<Record<string, OramaSchemaType>>,
): OramaWhere {
  switch (node.op) {
    case 'and':
      return { and: node.nodes.map((n) => toOramaWhere(n, schema)) };
    case 'or':
      return { or: node.nodes.map((n) => toOramaWhere(n, schema)) };
    case 'not':
      return { not: toOramaWhere(node.node, schema) };
    case 'in': {
      const type = schema[node.field];
      if (type === 'enum[]') return { [node.field]: { containsAny: node.values } };
      if (type === 'enum') return { [node.field]: { in: node.values } };
      const one = (value: unknown) => ({ [node.field]: type === 'number' ? { eq: value } : value });
      return node.values.length === 1 ? one(node.values[0]) : { or: node.values.map(one) };
    }
    case 'range': {
      const { min, max } = node;
      if (min !== undefined && max !== undefined) return { [node.field]: { between: [min, max] } };
      if (min !== undefined) return { [node.field]: { gte: min } };
      return { [node.field]: { lte: max ?? Number.MAX_VALUE } };
    }
  }
}
