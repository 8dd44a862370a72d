/** Documents carry string ids (24-hex ObjectId strings) in every store. */
export interface Doc {
  _id: string;
}

/** A filter in MongoDB query syntax (the embedded store evaluates it with mingo). */
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
  /**
   * The field lies inside arrays (`reviews.from._id`): one key per element. MongoDB finds that out
   * by itself; the embedded store keeps such keys in a table of their own, and refuses arrays in a
   * field indexed without this.
   */
  multikey?: boolean;
  /**
   * Fields kept in the index after `fields`, so that a find which filters, sorts and projects only
   * on those is answered from the index without reading a document (MongoDB: a covered query, the
   * fields join the key). Not with `multikey`.
   */
  covers?: string[];
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

export interface TransactionOptions {
  /**
   * false: a step of a bulk write whose durability a later write covers (a feed import's batches,
   * made good by the run's record at its end, or redone in full by the next pull after a crash).
   * The embedded store then commits without waiting for the disk (synchronous = NORMAL for this
   * transaction: the file stays consistent, a power loss may undo it), and the next ordinary commit
   * syncs it together with its own. MongoDB ignores it.
   */
  durable?: boolean;
}

/** The collections of a store, or of one transaction in it. */
export interface Collections {
  collection<T extends Doc>(name: string): Collection<T>;
}

export interface Store extends Collections {
  readonly kind: 'mongodb' | 'sqlite';
  /**
   * Runs `work` as one transaction: every write through `tx` lands, or none does. Writes through the
   * store itself wait until it ends, and reads outside it do not see its writes before. What must
   * not happen before the commit (jobs, mails) belongs after this call.
   */
  transaction<T>(work: (tx: Collections) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Embedded store only (MongoDB has mongodump): a consistent copy of the whole database in `file`,
   * made with SQLite's online backup API while writes go on.
   */
  backupTo?(file: string): Promise<void>;
  /** Answers when the store is reachable. */
  ping(): Promise<void>;
  /** Embedded store only: whether the disk of its data folder has room for writes. */
  health?(): Promise<StoreHealth>;
  close(): Promise<void>;
}

export interface StoreHealth {
  /** 'full': reads go on, writes fail until space is freed. */
  disk: 'ok' | 'full';
}

/** A unique index refused a write. */
export class DuplicateKeyError extends Error {
  override name = 'DuplicateKeyError';
}
