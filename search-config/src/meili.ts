import type { IndexDefinition, SearchQuery } from './engine-types';
import type { FilterNode, Scalar } from './filter-ast';

/** A Meilisearch filter literal: strings double-quoted with backslash and quote escaped. */
export function meiliValue(value: Scalar): string {
  if (typeof value === 'string') return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return String(value);
}

function group(expression: string): string {
  return `(${expression})`;
}

/** Compiles the filter AST to a Meilisearch filter expression. */
export function toMeiliFilter(node: FilterNode): string {
  switch (node.op) {
    case 'and':
      return node.nodes.map((n) => group(toMeiliFilter(n))).join(' AND ');
    case 'or':
      return node.nodes.map((n) => group(toMeiliFilter(n))).join(' OR ');
    case 'not':
      return `NOT ${group(toMeiliFilter(node.node))}`;
    case 'in':
      if (node.values.length === 1) return `${node.field} = ${meiliValue(node.values[0] as Scalar)}`;
      return `${node.field} IN [${node.values.map(meiliValue).join(', ')}]`;
    case 'range': {
      const parts: string[] = [];
      if (node.min !== undefined) parts.push(`${node.field} >= ${node.min}`);
      if (node.max !== undefined) parts.push(`${node.field} <= ${node.max}`);
      return parts.length > 0 ? parts.join(' AND ') : `${node.field} EXISTS`;
    }
  }
}

/** Body of one query of a Meilisearch multi-search. */
export function toMeiliSearchParams(indexUid: string, query: SearchQuery) {
  return {
    indexUid,
    q: query.text ?? '',
    ...(query.filter && { filter: toMeiliFilter(query.filter) }),
    ...(query.sort && { sort: query.sort.map((k) => `${k.field}:${k.order}`) }),
    page: query.page,
    hitsPerPage: query.hitsPerPage,
    ...(query.facets && query.facets.length > 0 && { facets: [...query.facets] }),
    matchingStrategy: 'all' as const,
  };
}

const equalityOnly = { facetSearch: false, filter: { equality: true, comparison: false } };
const withComparison = { facetSearch: false, filter: { equality: true, comparison: true } };

/**
 * Index settings, applied before documents (granular filterable attributes need v1.14+). Mutable
 * arrays and literal types where the engine's client expects them, so the object fits its type.
 */
export function toMeiliSettings(index: IndexDefinition) {
  const numbers = index.filterable.filter((f) => f.type === 'number').map((f) => f.name);
  const others = index.filterable.filter((f) => f.type !== 'number').map((f) => f.name);
  return {
    searchableAttributes: [...index.searchable],
    displayedAttributes: ['*'],
    filterableAttributes: [
      { attributePatterns: others, features: equalityOnly },
      { attributePatterns: numbers, features: withComparison },
    ],
    sortableAttributes: [...index.sortable],
    // The list sorts exhaustively (sort first); a quick search ranks by the attribute a word is found
    // in before anything else after typos, as the embedded engine does (attributeRank and
    // wordPosition split the older 'attribute' rule since v1.36).
    rankingRules: ['sort', 'words', 'typo', 'attributeRank', 'proximity', 'wordPosition', 'exactness'],
    typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
    synonyms: index.synonyms,
    stopWords: [...index.stopWords],
    localizedAttributes: [{ attributePatterns: ['*'], locales: ['deu' as const] }],
    faceting: {
      maxValuesPerFacet: index.maxValuesPerFacet,
      sortFacetValuesBy: {
        '*': 'alpha' as const,
        brandFacet: 'count' as const,
        producerFacet: 'count' as const,
      },
    },
    pagination: { maxTotalHits: index.maxTotalHits },
    proximityPrecision: 'byAttribute' as const,
  };
}
