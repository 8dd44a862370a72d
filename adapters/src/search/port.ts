import type { SearchQuery, SearchResult } from '@futterkompass/search-config';

/** A type, not an interface: documents must fit the engines' clients' record types. */
export type IndexedDoc = { id: string };

/** Writes into one index: the live one, or during a rebuild the one being built. */
export interface IndexWriter<D extends IndexedDoc> {
  upsert(docs: D[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
}

export interface ReplaceOptions<D extends IndexedDoc> {
  /**
   * Runs after the last batch and before the swap, with a writer into the new index: the place to
   * replay changes made while it was built (another process's deletes never reach it otherwise).
   */
  beforeSwap?: (target: IndexWriter<D>) => Promise<void>;
}

/**
 * How the live index stands against the definition: current, built with other settings (a
 * rebuild applies the new ones), or not there yet.
 */
export type IndexState = 'current' | 'outdated' | 'missing';

/**
 * A search engine holding one index of flat documents. The index definition is given at
 * construction, so every method works on a fresh instance (a restarted worker writes at once).
 * Settings are applied only by a rebuild (replaceAll): the API, which only searches, never writes them.
 */
export interface SearchEngine<D extends IndexedDoc> extends IndexWriter<D> {
  readonly kind: 'embedded' | 'meilisearch';
  /**
   * Whether other processes (API replicas, the worker) use this same index. Its rebuilds must then
   * be kept apart across processes; an index in this process's memory is its own.
   */
  readonly shared: boolean;
  /**
   * Where only this process writes the index (the embedded one): a number that changes with every
   * write and rebuild, so that answers computed at one revision can be kept until it changes.
   * Absent where others write it too (Meilisearch): its answers cannot be kept here.
   */
  revision?(): number;
  /** Compares the live index's settings with the definition (Meilisearch: getSettings); writes nothing. */
  indexState(): Promise<IndexState>;
  /**
   * Builds a new index with the definition's settings from all documents and swaps it in (or puts
   * it in place where there is no live index yet): searches never see a partial index.
   * A second rebuild while one runs in this process raises RebuildRunningError (reindexAll keeps
   * rebuilds of a shared index apart across processes).
   */
  replaceAll(batches: AsyncIterable<D[]>, options?: ReplaceOptions<D>): Promise<{ count: number }>;
  search(query: SearchQuery): Promise<SearchResult<D>>;
  /** Several queries in one round trip, answered in order. */
  multiSearch(queries: readonly SearchQuery[]): Promise<SearchResult<D>[]>;
  /** Documents in the live index. */
  count(): Promise<number>;
  /** The live index's documents among these ids, in no particular order: to compare with the store. */
  fetch(ids: readonly string[]): Promise<D[]>;
  /** Every document id in the live index, in batches. */
  ids(batchSize: number): AsyncIterable<string[]>;
  close(): Promise<void>;
}

/** The engine did not answer in time, could not be reached or failed on its side: an outage. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
}

/**
 * The engine refused the request (a setting, the key or a document does not fit what is sent):
 * an operator's fault, not an outage. `code` is the engine's own error code.
 */
export class SearchRejectedError extends Error {
  override name = 'SearchRejectedError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A full rebuild of the index is already running, in this process or (for a shared index) another. */
export class RebuildRunningError extends Error {
  override name = 'RebuildRunningError';
  constructor() {
    super('Ein Neuaufbau des Suchindex läuft bereits.');
  }
}
