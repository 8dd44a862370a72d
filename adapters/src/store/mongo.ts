import { type ClientSession, MongoClient, MongoServerError } from 'mongodb';
import { STRING_ID_FIELDS } from '../schema';
import { newId } from './ids';
import { iterateById } from './iterate';
import {
  type Collection,
  type Collections,
  type Doc,
  DuplicateKeyError,
  type NewDoc,
  type Store,
} from './port';

const DUPLICATE_KEY = 11000;
/** Every operation gives up on the server after this long instead of holding a request forever. */
export const OPERATION_TIME_LIMIT_MS = 10_000;
const LIMIT = { maxTimeMS: OPERATION_TIME_LIMIT_MS } as const;

function isDuplicate(error: unknown): boolean {
  return error instanceof MongoServerError && error.code === DUPLICATE_KEY;
}

function translateError(error: unknown): never {
  if (isDuplicate(error)) throw new DuplicateKeyError((error as Error).message);
  throw error;
}

function withId<T extends Doc>(doc: NewDoc<T>): T {
  return { ...doc, _id: doc._id ?? newId() } as T;
}

// The driver's generics insist on ObjectId-based filters; ids here are strings, so the
// collection is addressed through a loosely typed handle and results are this collection's documents.
export type DriverCollection = import('mongodb').Collection<{ _id: string }>;

/** Starts a session for a transaction: given where the deployment supports them (replica set, sharded). */
export type StartSession = () => ClientSession;

/**
 * The store port over one driver collection. With `session`, every call runs in that session's
 * transaction; else a write of several documents runs in a transaction of its own (all or nothing).
 */
export function wrapMongoCollection<T extends Doc>(
  c: DriverCollection,
  {
    session,
    startSession,
  }: { session: ClientSession; startSession?: never } | { session?: never; startSession: StartSession },
): Collection<T> {
  const LIMIT = { maxTimeMS: OPERATION_TIME_LIMIT_MS, ...(session && { session }) };
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
        ...LIMIT,
      })
      .toArray()) as unknown as T[];
  return {
    find,
    async findOne(filter, options = {}) {
      return (await c.findOne(filter, { ...options, ...LIMIT })) as unknown as T | null;
    },
    count: (filter = {}) => c.countDocuments(filter, LIMIT),
    async insert(doc) {
      const full = withId(doc);
      await c.insertOne(full as never, LIMIT).catch(translateError);
      return full;
    },
    /** All or nothing, as in the embedded store: inside the given transaction, or one of its own. */
    async insertMany(docs) {
      if (docs.length === 0) return [];
      const full = docs.map(withId);
      if (session) {
        await c.insertMany(full as never[], { ordered: true, ...LIMIT }).catch(translateError);
        return full;
      }
      const own = startSession();
      try {
        // withTransaction retries transient errors and commits; a duplicate aborts all of it.
        await own.withTransaction(
          async () => {
            await c.insertMany(full as never[], { ordered: true, session: own });
          },
          { maxCommitTimeMS: OPERATION_TIME_LIMIT_MS },
        );
      } catch (error) {
        translateError(error);
      } finally {
        await own.endSession();
      }
      return full;
    },
    async updateOne(filter, update, options = {}) {
      const upsert = options.upsert ?? false;
      const withInsertId =
        upsert && !('_id' in filter) ? { ...update, $setOnInsert: { _id: newId() } } : update;
      const r = await c.updateOne(filter, withInsertId as object, { upsert, ...LIMIT }).catch(translateError);
      return { matched: r.matchedCount, modified: r.modifiedCount + r.upsertedCount };
    },
    async updateMany(filter, update) {
      const r = await c.updateMany(filter, update as object, LIMIT).catch(translateError);
      return { matched: r.matchedCount, modified: r.modifiedCount };
    },
    async findOneAndUpdate(filter, update) {
      const doc = await c
        .findOneAndUpdate(filter, update as object, { returnDocument: 'after', ...LIMIT })
        .catch(translateError);
      return doc as unknown as T | null;
    },
    deleteOne: async (filter) => (await c.deleteOne(filter, LIMIT)).deletedCount,
    deleteMany: async (filter) => (await c.deleteMany(filter, LIMIT)).deletedCount,
    async ensureIndex({ fields, unique, sparse, covers = [] }) {
      const keys = Object.fromEntries([...fields, ...covers].map((f) => [f, 1 as const]));
      await c.createIndex(keys, { unique: unique ?? false, sparse: sparse ?? false, ...LIMIT });
    },
    iterate: (batchSize, filter) => iterateById<T>(find, batchSize, filter),
  };
}

/** The store holds ObjectId values where the portal keeps string ids (imported or older data). */
export class ObjectIdDataError extends Error {
  override name = 'ObjectIdDataError';
  constructor(readonly found: { collection: string; fields: string[]; documents: number }[]) {
    super(
      `Der MongoDB-Bestand enthält ObjectId-Werte, wo Futterkompass Ids als Zeichenketten (24 Hex-Zeichen) erwartet: ${found
        .map((f) => `${f.collection} (${f.fields.join(', ')}; ${f.documents} Dokumente)`)
        .join(
          '; ',
        )}. Solche Dokumente würden nie gefunden. Bitte die Werte vor dem Start in Zeichenketten umwandeln (z. B. mit mongosh: _id: doc._id.toHexString()).`,
    );
  }
}

/**
 * Refuses a store whose ids or references are ObjectIds: they never equal the string ids the
 * portal queries with, and the id-ordered iteration would skip them.
 */
export async function assertStringIds(
  count: (collection: string, filter: object) => Promise<number>,
): Promise<void> {
  const found: ObjectIdDataError['found'] = [];
  for (const [collection, fields] of Object.entries(STRING_ID_FIELDS)) {
    const bad: string[] = [];
    let documents = 0;
    for (const field of fields) {
      const n = await count(collection, { [field]: { $type: 'objectId' } });
      if (n > 0) bad.push(field);
      documents = Math.max(documents, n);
    }
    if (bad.length > 0) found.push({ collection, fields: bad, documents });
  }
  if (found.length > 0) throw new ObjectIdDataError(found);
}

/** A MongoDB server without transactions: product writes, account deletion and feed batches need them. */
export class MongoWithoutTransactionsError extends Error {
  override name = 'MongoWithoutTransactionsError';
  constructor() {
    super(
      'MongoDB läuft als Einzelserver ohne Replica-Set und kennt daher keine Transaktionen, die Futterkompass für Produktänderungen, Kontolöschungen und Angebotsfeeds braucht. Bitte MongoDB als Replica-Set starten (ein Knoten genügt: mongod --replSet rs0, dann rs.initiate()) und MONGODB_URL mit ?replicaSet=rs0 angeben, wie in docker-compose.yml.',
    );
  }
}

/**
 * Refuses a server whose hello answer is neither a replica set member nor a mongos: only those run
 * transactions (docker-compose.yml starts a single-node replica set for this).
 */
export function assertTransactions(hello: Record<string, unknown>): void {
  if (typeof hello.setName !== 'string' && hello.msg !== 'isdbgrid')
    throw new MongoWithoutTransactionsError();
}

export async function createMongoStore(url: string, dbName: string): Promise<Store> {
  const client = new MongoClient(url, {
    serverSelectionTimeoutMS: 5000,
    connectTimeoutMS: 5000,
    socketTimeoutMS: OPERATION_TIME_LIMIT_MS * 3,
  });
  await client.connect();
  const db = client.db(dbName);
  try {
    assertTransactions(await db.admin().command({ hello: 1 }));
    await assertStringIds((name, filter) => db.collection(name).countDocuments(filter, LIMIT));
  } catch (error) {
    await client.close();
    throw error;
  }
  const startSession = () => client.startSession();
  const within = (session?: ClientSession): Collections => ({
    collection: <T extends Doc>(name: string) =>
      wrapMongoCollection<T>(
        db.collection(name) as unknown as DriverCollection,
        session ? { session } : { startSession },
      ),
  });
  return {
    kind: 'mongodb',
    ...within(),
    /**
     * A multi-document transaction (MongoDB needs a replica set for it, as docker-compose runs it).
     * The driver runs `work` again after a transient error, so `work` only reads and writes.
     */
    async transaction<T>(work: (tx: Collections) => Promise<T>): Promise<T> {
      return client.withSession((session) => session.withTransaction(() => work(within(session))));
    },
    async ping() {
      await db.command({ ping: 1 });
    },
    close: () => client.close(),
  };
}
