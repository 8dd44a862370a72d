import type { IndexDefinition, SearchQuery, SearchResult } from '@futterkompass/search-config';

export interface IndexedDoc {
  id: string;
}

/** A search engine holding one index of flat documents. */
export interface SearchEngine<D extends IndexedDoc> {
  readonly kind: 'orama' | 'meilisearch';
  /** Applies the index definition; must run before documents are written. */
  configure(index: IndexDefinition): Promise<void>;
  /** Builds a new index from all documents and swaps it in: searches never see a partial index. */
  replaceAll(batches: AsyncIterable<D[]>): Promise<{ count: number }>;
  upsert(docs: D[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
  search(query: SearchQuery): Promise<SearchResult<D>>;
  /** Several queries in one round trip, answered in order. */
  multiSearch(queries: readonly SearchQuery[]): Promise<SearchResult<D>[]>;
  /** Documents in the live index. */
  count(): Promise<number>;
  close(): Promise<void>;
}

/** The engine did not answer in time or answered with an error. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
}
