import type { FilterNode } from './filter-ast';
import type { SortKey } from './sorts';

/** An engine-neutral search request. */
export interface SearchQuery {
  /** Full-text query: all words must match, the last one as a prefix, with typo tolerance. */
  text?: string;
  filter?: FilterNode;
  /** Without sort, hits come by relevance. */
  sort?: readonly SortKey[];
  /** 1-based. */
  page: number;
  /** 0 asks only for the total and the facets. */
  hitsPerPage: number;
  /** Fields to count values of, over all matching documents. */
  facets?: readonly string[];
}

export interface SearchResult<D> {
  hits: D[];
  /** Exact number of matching documents. */
  total: number;
  facets: Record<string, Record<string, number>>;
}

export type FieldType = 'text' | 'keyword' | 'keyword[]' | 'number' | 'boolean';

export interface FieldDefinition {
  name: string;
  type: FieldType;
}

/** What an engine needs to know about the index, whatever the engine. */
export interface IndexDefinition {
  primaryKey: string;
  /** Full-text fields in order of importance. */
  searchable: readonly string[];
  /** Fields used in filters or facets, with their types. */
  filterable: readonly FieldDefinition[];
  sortable: readonly string[];
  synonyms: Record<string, string[]>;
  stopWords: readonly string[];
  /** Above the catalogue's real size, so totals and facet value lists are exact. */
  maxTotalHits: number;
  maxValuesPerFacet: number;
}
