import { type ClientSession, MongoServerError } from 'mongodb';
import { describe, expect, it } from 'vitest';
import {
  assertStringIds,
  assertTransactions,
  type DriverCollection,
  OPERATION_TIME_LIMIT_MS,
  wrapMongoCollection,
} from './mongo';
import { DuplicateKeyError } from './port';

/** Records what the adapter hands to the driver; MongoDB itself cannot run here. */
function recordingCollection(answers: { find?: unknown[][]; failWith?: Error; failing?: string[] } = {}) {
  const calls: [string, ...unknown[]][] = [];
  const pages = [...(answers.find ?? [])];
  const record =
    (name: string, result: unknown) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      if (answers.failWith && (answers.failing ?? [name]).includes(name))
        return Promise.reject(answers.failWith);
      return Promise.resolve(result);
    };
  const fake = {
    find: (...args: unknown[]) => {
      calls.push(['find', ...args]);
      return { toArray: async () => pages.shift() ?? [] };
    },
    findOne: record('findOne', null),
    countDocuments: record('countDocuments', 0),
    insertOne: record('insertOne', {}),
    insertMany: record('insertMany', {}),
    updateOne: record('updateOne', { matchedCount: 0, modifiedCount: 0, upsertedCount: 1 }),
    updateMany: record('updateMany', { matchedCount: 2, modifiedCount: 2 }),
    findOneAndUpdate: record('findOneAndUpdate', null),
    deleteOne: record('deleteOne', { deletedCount: 1 }),
    deleteMany: record('deleteMany', { deletedCount: 3 }),
    createIndex: record('createIndex', 'idx'),
  };
  // A session as the driver gives one: the callback runs inside withTransaction, then it ends.
  const session = {
    async withTransaction(fn: () => Promise<void>, options: unknown) {
      calls.push(['withTransaction', options]);
      await fn();
    },
    async endSession() {
      calls.push(['endSession']);
    },
  };
  const startSession = () => session as unknown as ClientSession;
  return {
    calls,
    session,
    collection: wrapMongoCollection(fake as unknown as DriverCollection, { startSession }),
  };
}

const LIMIT = { maxTimeMS: OPERATION_TIME_LIMIT_MS };

describe('MongoDB adapter requests', () => {
  it('passes filters, sort, skip, limit and projection through', async () => {
    const { calls, collection } = recordingCollection();
    await collection.find(
      { n: { $gt: 1 }, tags: 'a' },
      { sort: { n: -1 }, skip: 5, limit: 10, projection: { name: 1 } },
    );
    expect(calls).toEqual([
      [
        'find',
        { n: { $gt: 1 }, tags: 'a' },
        { sort: { n: -1 }, skip: 5, limit: 10, projection: { name: 1 }, maxTimeMS: OPERATION_TIME_LIMIT_MS },
      ],
    ]);
  });

  it('gives inserted documents ObjectId strings unless they carry an id', async () => {
    const { calls, collection } = recordingCollection();
    const made = await collection.insert({ name: 'x' } as never);
    await collection.insert({ _id: 'feedfeedfeedfeedfeedfeed', name: 'y' } as never);
    expect(made._id).toMatch(/^[0-9a-f]{24}$/);
    expect(calls).toEqual([
      ['insertOne', { name: 'x', _id: made._id }, LIMIT],
      ['insertOne', { _id: 'feedfeedfeedfeedfeedfeed', name: 'y' }, LIMIT],
    ]);
  });

  it('sets a string id on upsert only when the filter names none', async () => {
    const { calls, collection } = recordingCollection();
    await collection.updateOne({ name: 'k' }, { $set: { n: 1 } }, { upsert: true });
    await collection.updateOne({ _id: 'alert-bar' } as never, { $set: { n: 1 } }, { upsert: true });
    await collection.updateOne({ name: 'k' }, { $inc: { n: 1 } });
    const [first, second, third] = calls;
    expect(first?.[0]).toBe('updateOne');
    expect(first?.[2]).toEqual({
      $set: { n: 1 },
      $setOnInsert: { _id: expect.stringMatching(/^[0-9a-f]{24}$/) },
    });
    expect(first?.[3]).toEqual({ upsert: true, ...LIMIT });
    expect(second?.slice(1)).toEqual([{ _id: 'alert-bar' }, { $set: { n: 1 } }, { upsert: true, ...LIMIT }]);
    expect(third?.slice(1)).toEqual([{ name: 'k' }, { $inc: { n: 1 } }, { upsert: false, ...LIMIT }]);
  });

  it('returns the document after an atomic update', async () => {
    const { calls, collection } = recordingCollection();
    await collection.findOneAndUpdate({ _id: 'a' } as never, { $push: { votes: 1 } });
    expect(calls).toEqual([
      ['findOneAndUpdate', { _id: 'a' }, { $push: { votes: 1 } }, { returnDocument: 'after', ...LIMIT }],
    ]);
  });

  it('creates compound, unique, sparse and covering indexes, within the time limit', async () => {
    const { calls, collection } = recordingCollection();
    await collection.ensureIndex({ fields: ['username'], unique: true });
    await collection.ensureIndex({ fields: ['a', 'b'], sparse: true });
    await collection.ensureIndex({ fields: ['_id'], covers: ['published', 'urlExtension'] });
    expect(calls).toEqual([
      ['createIndex', { username: 1 }, { unique: true, sparse: false, ...LIMIT }],
      ['createIndex', { a: 1, b: 1 }, { unique: false, sparse: true, ...LIMIT }],
      ['createIndex', { _id: 1, published: 1, urlExtension: 1 }, { unique: false, sparse: false, ...LIMIT }],
    ]);
  });

  it('iterates by id in batches', async () => {
    const { calls, collection } = recordingCollection({
      find: [[{ _id: 'a1' }, { _id: 'a2' }], [{ _id: 'a3' }]],
    });
    const seen: string[] = [];
    for await (const batch of collection.iterate(2, { published: true }))
      seen.push(...batch.map((d) => d._id));
    expect(seen).toEqual(['a1', 'a2', 'a3']);
    expect(calls).toEqual([
      ['find', { published: true }, { sort: { _id: 1 }, limit: 2, ...LIMIT }],
      [
        'find',
        { $and: [{ published: true }, { _id: { $gt: 'a2' } }] },
        { sort: { _id: 1 }, limit: 2, ...LIMIT },
      ],
    ]);
  });

  it('turns duplicate key errors into DuplicateKeyError', async () => {
    const duplicate = new MongoServerError({ message: 'E11000 duplicate key error', code: 11000 });
    const { collection } = recordingCollection({ failWith: duplicate });
    await expect(collection.insert({ name: 'x' } as never)).rejects.toBeInstanceOf(DuplicateKeyError);
  });

  it('runs an insertMany in a transaction where the deployment has them: a duplicate aborts it all', async () => {
    const duplicate = new MongoServerError({ message: 'E11000 duplicate key error', code: 11000 });
    const { calls, session, collection } = recordingCollection({
      failWith: duplicate,
      failing: ['insertMany'],
    });
    const docs = [{ _id: 'aaaaaaaaaaaaaaaaaaaaaaa1' }, { _id: 'aaaaaaaaaaaaaaaaaaaaaaa1' }] as never[];
    await expect(collection.insertMany(docs)).rejects.toBeInstanceOf(DuplicateKeyError);
    // No undo by hand: the aborted transaction leaves nothing.
    expect(calls.map((c) => c[0])).toEqual(['withTransaction', 'insertMany', 'endSession']);
    expect(calls[0]?.[1]).toEqual({ maxCommitTimeMS: OPERATION_TIME_LIMIT_MS });
    expect(calls[1]?.[2]).toEqual({ ordered: true, session });
  });

  it('refuses a standalone server at start, in German, and takes a replica set or a mongos', () => {
    expect(() => assertTransactions({ isWritablePrimary: true })).toThrow(/ohne Replica-Set.*--replSet rs0/);
    expect(() => assertTransactions({ setName: 'rs0', isWritablePrimary: true })).not.toThrow();
    expect(() => assertTransactions({ msg: 'isdbgrid' })).not.toThrow();
  });
});

describe('MongoDB ids check at start', () => {
  it('refuses ObjectId ids and references, naming collection and fields', async () => {
    const counted: [string, object][] = [];
    const count = async (collection: string, filter: object) => {
      counted.push([collection, filter]);
      if (collection === 'products' && ('_id' in filter || 'brand' in filter)) return 3;
      if (collection === 'brands' && 'owner' in filter) return 1;
      return 0;
    };
    const error = await assertStringIds(count).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'ObjectIdDataError',
      found: [
        { collection: 'products', fields: ['_id', 'brand'], documents: 3 },
        { collection: 'brands', fields: ['owner'], documents: 1 },
      ],
    });
    expect((error as Error).message).toContain('products (_id, brand; 3 Dokumente)');
    expect(counted).toContainEqual(['products', { 'variants.owner': { $type: 'objectId' } }]);
    expect(counted).toContainEqual(['users', { _id: { $type: 'objectId' } }]);
  });

  it('lets a store of string ids pass', async () => {
    await expect(assertStringIds(async () => 0)).resolves.toBeUndefined();
  });
});
