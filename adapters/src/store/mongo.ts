import { MongoClient, MongoServerError } from 'mongodb';
import { newId } from './ids';
import { iterateById } from './iterate';
import { type Collection, type Doc, DuplicateKeyError, type NewDoc, type Store } from './port';

const DUPLICATE_KEY = 11000;

function translateError(error: unknown): never {
  if (error instanceof MongoServerError && error.code === DUPLICATE_KEY)
    throw new DuplicateKeyError(error.message);
  throw error;
}

function withId<T extends Doc>(doc: NewDoc<T>): T {
  return { ...doc, _id: doc._id ?? newId() } as T;
}

// The driver's generics insist on ObjectId-based filters; ids here are strings, so the
// collection is addressed through a loosely typed handle and results are this collection's documents.
export type DriverCollection = import('mongodb').Collection<{ _id: string }>;

/** The store port over one driver collection. */
export function wrapMongoCollection<T extends Doc>(c: DriverCollection): Collection<T> {
  const find = async (
    filter: object = {},
    options: { sort?: object; skip?: number; limit?: number; projection?: object } = {},
  ) =>
    (await c
      .find(filter, {
        ...(options.sort && { sort: options.sort as Record<string, 1 | -1> }),
        ...(options.skip && { skip: options.skip }),
        ...(options.limit && { limit: options.limit }),
        ...(options.projection && { projection: options.projection }),
      })
      .toArray()) as unknown as T[];
  return {
    find,
    async findOne(filter, options = {}) {
      return (await c.findOne(filter, options as object)) as unknown as T | null;
    },
    count: (filter = {}) => c.countDocuments(filter),
    async insert(doc) {
      const full = withId(doc);
      await c.insertOne(full as never).catch(translateError);
      return full;
    },
    async insertMany(docs) {
      if (docs.length === 0) return [];
      const full = docs.map(withId);
      await c.insertMany(full as never[], { ordered: true }).catch(translateError);
      return full;
    },
    async updateOne(filter, update, options = {}) {
      const upsert = options.upsert ?? false;
      const withInsertId =
        upsert && !('_id' in filter) ? { ...update, $setOnInsert: { _id: newId() } } : update;
      const r = await c.updateOne(filter, withInsertId as object, { upsert }).catch(translateError);
      return { matched: r.matchedCount, modified: r.modifiedCount + r.upsertedCount };
    },
    async updateMany(filter, update) {
      const r = await c.updateMany(filter, update as object).catch(translateError);
      return { matched: r.matchedCount, modified: r.modifiedCount };
    },
    async findOneAndUpdate(filter, update) {
      const doc = await c
        .findOneAndUpdate(filter, update as object, { returnDocument: 'after' })
        .catch(translateError);
      return doc as unknown as T | null;
    },
    deleteOne: async (filter) => (await c.deleteOne(filter)).deletedCount,
    deleteMany: async (filter) => (await c.deleteMany(filter)).deletedCount,
    async ensureIndex({ fields, unique, sparse }) {
      const keys = Object.fromEntries(fields.map((f) => [f, 1 as const]));
      await c.createIndex(keys, { unique: unique ?? false, sparse: sparse ?? false });
    },
    iterate: (batchSize, filter) => iterateById<T>(find, batchSize, filter),
  };
}

export async function createMongoStore(url: string, dbName: string): Promise<Store> {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  const db = client.db(dbName);
  return {
    kind: 'mongodb',
    collection: <T extends Doc>(name: string) =>
      wrapMongoCollection<T>(db.collection(name) as unknown as DriverCollection),
    async ping() {
      await db.command({ ping: 1 });
    },
    close: () => client.close(),
  };
}
