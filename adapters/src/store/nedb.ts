import { chmod } from 'node:fs/promises';
import path from 'node:path';
import Datastore from '@seald-io/nedb';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-dir';
import { newId } from './ids';
import { useChunkedCompaction } from './nedb-compaction';
import { assertStoreIntact, STORE_FILE_SUFFIX, storeFiles } from './nedb-integrity';
import { escapeLineBreaks } from './nedb-lines';
import { recoverStaging } from './nedb-staging';
import {
  type Collection,
  type Doc,
  DuplicateKeyError,
  type Filter,
  type NewDoc,
  type Store,
  type StoreSnapshot,
  type Update,
} from './port';

const COMPACTION_INTERVAL_MS = 10 * 60 * 1000;

function translateError(error: unknown): never {
  if (
    error &&
    typeof error === 'object' &&
    (error as { errorType?: string }).errorType === 'uniqueViolated'
  ) {
    throw new DuplicateKeyError((error as Error).message);
  }
  throw error;
}

function withId<T extends Doc>(doc: NewDoc<T>): T {
  return { ...doc, _id: doc._id ?? newId() } as T;
}

/** NeDB copies every document it returns; reading a few hundred at a time keeps each step short. */
const READ_SLICE = 100;

/**
 * Every matching document once, in id order: the ids are taken from memory once, then read in
 * slices through the id index. Keyset pages (`_id > last`, sorted) would make NeDB match and sort
 * the rest of the collection for every batch, blocking the event loop for as long each time.
 */
async function* iterateByIdSnapshot<T extends Doc>(
  db: Datastore,
  find: (filter: Filter) => Promise<T[]>,
  batchSize: number,
  filter: Filter = {},
): AsyncIterable<T[]> {
  const ids = db
    .getAllData()
    .map((doc) => (doc as Doc)._id)
    .sort();
  // Matched again by the filter: a document may have changed since the ids were taken.
  const page = (slice: string[]) =>
    '_id' in filter ? { $and: [filter, { _id: { $in: slice } }] } : { ...filter, _id: { $in: slice } };
  let batch: T[] = [];
  for (let start = 0; start < ids.length; start += READ_SLICE) {
    // Slices follow each other in id order; within one, NeDB's order is not promised.
    const slice = await find(page(ids.slice(start, start + READ_SLICE)));
    batch.push(...slice.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)));
    while (batch.length >= batchSize) {
      yield batch.slice(0, batchSize);
      batch = batch.slice(batchSize);
    }
  }
  if (batch.length > 0) yield batch;
}

function nedbCollection<T extends Doc>(db: Datastore): Collection<T> {
  // NeDB's typings model documents loosely; results are this collection's documents.
  const find = async (
    filter: object = {},
    options: { sort?: object; skip?: number; limit?: number; projection?: object } = {},
  ) => {
    let cursor = db.findAsync(filter, options.projection ?? {});
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor) as unknown as T[];
  };
  return {
    find,
    async findOne(filter, options = {}) {
      const [doc] = await find(filter, { ...options, limit: 1 });
      return doc ?? null;
    },
    count: async (filter = {}) => db.countAsync(filter),
    async insert(doc) {
      return (await db.insertAsync(withId(doc)).catch(translateError)) as unknown as T;
    },
    async insertMany(docs) {
      if (docs.length === 0) return [];
      return (await db.insertAsync(docs.map(withId)).catch(translateError)) as unknown as T[];
    },
    async updateOne(filter, update, options = {}) {
      const { numAffected } = await db.updateAsync(filter, update, {}).catch(translateError);
      if (numAffected > 0 || !options.upsert) return { matched: numAffected, modified: numAffected };
      await db.insertAsync(upsertDocument(filter, update)).catch(translateError);
      return { matched: 0, modified: 1 };
    },
    async updateMany(filter, update) {
      const { numAffected } = await db.updateAsync(filter, update, { multi: true }).catch(translateError);
      return { matched: numAffected, modified: numAffected };
    },
    async findOneAndUpdate(filter, update) {
      const { affectedDocuments } = await db
        .updateAsync(filter, update, { returnUpdatedDocs: true })
        .catch(translateError);
      return (affectedDocuments as unknown as T | null) ?? null;
    },
    deleteOne: (filter) => db.removeAsync(filter, { multi: false }),
    deleteMany: (filter) => db.removeAsync(filter, { multi: true }),
    async ensureIndex({ fields, unique, sparse }) {
      const fieldName = fields.length === 1 ? (fields[0] as string) : fields;
      await db.ensureIndexAsync({ fieldName, unique: unique ?? false, sparse: sparse ?? false });
    },
    iterate: (batchSize, filter) => iterateByIdSnapshot<T>(db, find, batchSize, filter),
  };
}

/**
 * The document an upsert inserts: the filter's plain equality fields, then $set, $inc, $push and
 * $addToSet applied to nothing (as MongoDB does), with an ObjectId-style id unless the filter names one.
 */
function upsertDocument(filter: Filter, update: Update): Doc {
  const doc: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (!key.startsWith('$') && (value === null || typeof value !== 'object' || Array.isArray(value)))
      doc[key] = value;
  }
  Object.assign(doc, update.$set, update.$inc);
  for (const [key, value] of Object.entries({ ...update.$push, ...update.$addToSet })) {
    const each =
      value && typeof value === 'object' && '$each' in value
        ? (value as { $each: unknown[] }).$each
        : [value];
    doc[key] = [...each];
  }
  return { ...doc, _id: typeof doc._id === 'string' ? doc._id : newId() };
}

/**
 * NeDB files under `dir`, one per collection; this process is their only writer. A damaged file
 * stops the open (NeDB would drop the lines it cannot read and rewrite the file without them).
 */
export async function createNedbStore(dir: string): Promise<Store> {
  await ensurePrivateDir(dir);
  await recoverStaging(dir);
  await assertStoreIntact(dir);
  // Files written by older versions were readable by everyone.
  for (const file of await storeFiles(dir)) await chmod(file, PRIVATE_FILE_MODE);
  const collections = new Map<string, { db: Datastore; collection: Collection<Doc> }>();
  // NeDB appends every write; compacting now and then keeps the files small. The timer must not keep
  // a finished command alive.
  const compaction = setInterval(() => {
    for (const { db } of collections.values()) db.compactDatafileAsync().catch(() => undefined);
  }, COMPACTION_INTERVAL_MS);
  compaction.unref();
  const open = (name: string) => {
    let entry = collections.get(name);
    if (!entry) {
      const db = new Datastore({
        filename: path.join(dir, `${name}${STORE_FILE_SUFFIX}`),
        autoload: true,
        corruptAlertThreshold: 0,
        modes: { fileMode: PRIVATE_FILE_MODE, dirMode: PRIVATE_DIR_MODE },
        afterSerialization: escapeLineBreaks,
        beforeDeserialization: (line) => line,
      });
      // Before the load reaches its compaction: NeDB awaits file checks first.
      useChunkedCompaction(db);
      entry = { db, collection: nedbCollection(db) };
      collections.set(name, entry);
    }
    return entry;
  };
  return {
    kind: 'nedb',
    collection: <T extends Doc>(name: string) => open(name).collection as unknown as Collection<T>,
    async snapshot(): Promise<StoreSnapshot> {
      const names = new Set([
        ...collections.keys(),
        ...(await storeFiles(dir)).map((file) => path.basename(file, STORE_FILE_SUFFIX)),
      ]);
      const opened = [...names].sort().map((name) => ({ name, db: open(name).db }));
      await Promise.all(opened.map(({ db }) => db.autoloadPromise));
      // One synchronous step over all collections: no write interleaves. NeDB replaces a document on
      // update instead of changing it, so the arrays stay as they are while they are serialised.
      return {
        collections: opened.map(({ name, db }) => ({ name, docs: db.getAllData() as unknown as Doc[] })),
      };
    },
    async ping() {},
    async close() {
      clearInterval(compaction);
      for (const { db } of collections.values()) await db.compactDatafileAsync();
      collections.clear();
    },
  };
}
