/** Documents carry string ids (24-hex ObjectId strings) in every store. */
export interface Doc {
  _id: string;
}

/** A filter in MongoDB query syntax (the subset NeDB also understands). */
export type Filter = Record<string, unknown>;

/** An update with MongoDB's operators. */
export interface Update {
  $set?: Record<string, unknown>;
  $unset?: Record<string, true | 1 | ''>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $addToSet?: Record<string, unknown>;
}

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
  projection?: Record<string, 0 | 1>;
}

export interface IndexSpec {
  fields: string[];
  unique?: boolean;
  /** Unique only among documents that have the field. */
  sparse?: boolean;
}

export interface UpdateResult {
  matched: number;
  modified: number;
}

export type NewDoc<T extends Doc> = Omit<T, '_id'> & { _id?: string };

export interface Collection<T extends Doc> {
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter: Filter, options?: Pick<FindOptions, 'projection' | 'sort'>): Promise<T | null>;
  count(filter?: Filter): Promise<number>;
  insert(doc: NewDoc<T>): Promise<T>;
  insertMany(docs: NewDoc<T>[]): Promise<T[]>;
  updateOne(filter: Filter, update: Update, options?: { upsert?: boolean }): Promise<UpdateResult>;
  updateMany(filter: Filter, update: Update): Promise<UpdateResult>;
  /** Applies the update atomically and returns the document as it is afterwards (null if none matched). */
  findOneAndUpdate(filter: Filter, update: Update): Promise<T | null>;
  deleteOne(filter: Filter): Promise<number>;
  deleteMany(filter: Filter): Promise<number>;
  ensureIndex(spec: IndexSpec): Promise<void>;
  /** Every matching document in id order, in batches, without holding all in memory at once. */
  iterate(batchSize: number, filter?: Filter): AsyncIterable<T[]>;
}

/** Every document of every collection as of one instant. */
export interface StoreSnapshot {
  collections: { name: string; docs: readonly Doc[] }[];
}

export interface Store {
  readonly kind: 'mongodb' | 'nedb';
  collection<T extends Doc>(name: string): Collection<T>;
  /**
   * Embedded store only (MongoDB has mongodump): every collection, its files included, read from
   * memory in one step, so that no write lands halfway through the copy.
   */
  snapshot?(): Promise<StoreSnapshot>;
  /** Answers when the store is reachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A unique index refused a write. */
export class DuplicateKeyError extends Error {
  override name = 'DuplicateKeyError';
}
