import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Collection, type Doc, DuplicateKeyError, type FindOptions, type Store } from './port';

interface Item extends Doc {
  name: string;
  n: number;
  tags: string[];
  nested?: { a: number };
  opt?: string;
  votes?: { user: string; vote: boolean }[];
}

let sequence = 0;

/** The behaviour every store implementation must show, run against each of them. */
export function storeContract(makeStore: () => Promise<Store>): void {
  let store: Store;
  let items: Collection<Item>;
  const freshName = () => `contract_${Date.now()}_${sequence++}`;
  const fresh = () => store.collection<Item>(freshName());

  beforeAll(async () => {
    store = await makeStore();
  });
  afterAll(async () => {
    await store.close();
  });

  const seed = async () => {
    items = fresh();
    await items.insertMany([
      { name: 'alpha', n: 3, tags: ['a', 'b'], nested: { a: 1 }, votes: [{ user: 'u1', vote: true }] },
      { name: 'beta', n: 1, tags: ['b'], opt: 'x' },
      { name: 'gamma', n: 2, tags: [], nested: { a: 5 } },
      { name: 'delta', n: 5, tags: ['c'] },
    ]);
  };

  describe('insert and find', () => {
    beforeAll(seed);

    it('assigns 24-hex ObjectId strings and keeps given ids', async () => {
      const all = await items.find();
      expect(all).toHaveLength(4);
      for (const doc of all) expect(doc._id).toMatch(/^[0-9a-f]{24}$/);
      const given = await fresh().insert({ _id: 'feedfeedfeedfeedfeedfeed', name: 'x', n: 0, tags: [] });
      expect(given._id).toBe('feedfeedfeedfeedfeedfeed');
    });

    it('filters with MongoDB operators', async () => {
      const names = async (filter: Record<string, unknown>) =>
        (await items.find(filter, { sort: { name: 1 } })).map((d) => d.name);
      expect(await names({ n: { $gt: 1, $lte: 3 } })).toEqual(['alpha', 'gamma']);
      expect(await names({ name: { $in: ['beta', 'delta', 'omega'] } })).toEqual(['beta', 'delta']);
      expect(await names({ name: { $nin: ['beta', 'delta'] } })).toEqual(['alpha', 'gamma']);
      expect(await names({ n: { $ne: 3 } })).toEqual(['beta', 'delta', 'gamma']);
      expect(await names({ opt: { $exists: true } })).toEqual(['beta']);
      expect(await names({ tags: 'b' })).toEqual(['alpha', 'beta']);
      expect(await names({ $or: [{ n: 5 }, { name: 'beta' }] })).toEqual(['beta', 'delta']);
      expect(await names({ $and: [{ n: { $gte: 2 } }, { tags: { $size: 0 } }] })).toEqual(['gamma']);
      expect(await names({ 'nested.a': 5 })).toEqual(['gamma']);
      expect(await names({ name: { $regex: /^(al|ga)/ } })).toEqual(['alpha', 'gamma']);
      expect(await names({ votes: { $elemMatch: { user: 'u1', vote: true } } })).toEqual(['alpha']);
    });

    it('sorts, skips, limits and projects', async () => {
      const page = await items.find({}, { sort: { n: -1 }, skip: 1, limit: 2, projection: { name: 1 } });
      expect(page.map((d) => d.name)).toEqual(['alpha', 'gamma']);
      expect(page[0]).not.toHaveProperty('n');
      expect(page[0]?._id).toMatch(/^[0-9a-f]{24}$/);
    });

    it('finds one and counts', async () => {
      expect((await items.findOne({ name: 'beta' }))?.n).toBe(1);
      expect(await items.findOne({ name: 'omega' })).toBeNull();
      expect(await items.count()).toBe(4);
      expect(await items.count({ n: { $gt: 2 } })).toBe(2);
    });
  });

  describe('updates', () => {
    beforeAll(seed);

    it('applies $set, $unset and $inc', async () => {
      const r = await items.updateOne(
        { name: 'beta' },
        { $set: { 'nested.a': 9 }, $unset: { opt: true }, $inc: { n: 2 } },
      );
      expect(r).toEqual({ matched: 1, modified: 1 });
      const beta = await items.findOne({ name: 'beta' });
      expect(beta).toMatchObject({ n: 3, nested: { a: 9 } });
      expect(beta).not.toHaveProperty('opt');
    });

    it('applies $push, $addToSet and $pull', async () => {
      await items.updateOne({ name: 'gamma' }, { $push: { tags: { $each: ['x', 'y'] } } });
      await items.updateOne({ name: 'gamma' }, { $addToSet: { tags: 'x' } });
      await items.updateOne({ name: 'gamma' }, { $addToSet: { tags: 'z' } });
      await items.updateOne({ name: 'gamma' }, { $pull: { tags: 'y' } });
      expect((await items.findOne({ name: 'gamma' }))?.tags).toEqual(['x', 'z']);
      await items.updateOne({ name: 'alpha' }, { $pull: { votes: { user: 'u1' } } });
      expect((await items.findOne({ name: 'alpha' }))?.votes).toEqual([]);
    });

    it('updates many and reports counts', async () => {
      const r = await items.updateMany({ n: { $gte: 3 } }, { $set: { flag: true } } as never);
      expect(r.matched).toBe(3);
      expect(await items.count({ flag: true })).toBe(3);
      expect(await items.updateOne({ name: 'omega' }, { $set: { n: 1 } })).toEqual({
        matched: 0,
        modified: 0,
      });
    });

    it('returns the document after an atomic update, or null', async () => {
      const after = await items.findOneAndUpdate({ name: 'delta' }, { $inc: { n: 10 } });
      expect(after?.n).toBe(15);
      expect(await items.findOneAndUpdate({ name: 'omega' }, { $inc: { n: 1 } })).toBeNull();
    });

    it('upserts a document from the filter and $set', async () => {
      const settings = fresh();
      await settings.updateOne(
        { _id: 'alert-bar' } as never,
        { $set: { name: 'on', n: 1, tags: [] } },
        { upsert: true },
      );
      await settings.updateOne({ _id: 'alert-bar' } as never, { $set: { n: 2 } }, { upsert: true });
      expect(await settings.find()).toEqual([{ _id: 'alert-bar', name: 'on', n: 2, tags: [] }]);
      await settings.updateOne({ name: 'keyed' }, { $set: { n: 7 } }, { upsert: true });
      const keyed = await settings.findOne({ name: 'keyed' });
      expect(keyed).toMatchObject({ name: 'keyed', n: 7 });
      expect(keyed?._id).toMatch(/^[0-9a-f]{24}$/);
    });
  });

  describe('indexes and deletion', () => {
    it('refuses duplicates of a unique index with DuplicateKeyError and allows absent sparse fields', async () => {
      const users = fresh();
      await users.ensureIndex({ fields: ['name'], unique: true });
      await users.ensureIndex({ fields: ['opt'], unique: true, sparse: true });
      await users.insert({ name: 'a', n: 1, tags: [] });
      await users.insert({ name: 'b', n: 1, tags: [] });
      await expect(users.insert({ name: 'a', n: 2, tags: [] })).rejects.toBeInstanceOf(DuplicateKeyError);
      await users.insert({ name: 'c', n: 1, tags: [], opt: 'o' });
      await expect(users.updateOne({ name: 'b' }, { $set: { opt: 'o' } })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
      expect(await users.count()).toBe(3);
    });

    it('inserts a batch all or nothing', async () => {
      const users = fresh();
      await users.ensureIndex({ fields: ['name'], unique: true });
      await users.insert({ name: 'a', n: 1, tags: [] });
      await expect(
        users.insertMany([
          { name: 'b', n: 1, tags: [] },
          { name: 'a', n: 2, tags: [] },
          { name: 'c', n: 1, tags: [] },
        ]),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(
        users.insertMany([
          { name: 'd', n: 1, tags: [] },
          { name: 'd', n: 2, tags: [] },
        ]),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await users.find({})).map((user) => user.name)).toEqual(['a']);
    });

    it('deletes one or many', async () => {
      await seed();
      expect(await items.deleteOne({ n: { $gt: 0 } })).toBe(1);
      expect(await items.deleteMany({ n: { $gt: 1 } })).toBe(2);
      expect(await items.count()).toBe(1);
    });
  });

  describe('operators the portal uses', () => {
    beforeAll(seed);
    const names = async (filter: Record<string, unknown>) =>
      (await items.find(filter, { sort: { name: 1 } })).map((d) => d.name);

    it('matches absent fields with $ne and $exists: false, and array positions by path', async () => {
      expect(await names({ opt: { $ne: 'x' } })).toEqual(['alpha', 'delta', 'gamma']);
      expect(await names({ opt: { $exists: false }, n: { $gte: 3 } })).toEqual(['alpha', 'delta']);
      expect(await names({ 'tags.1': { $exists: true } })).toEqual(['alpha']);
      expect(await names({ 'tags.0': { $exists: false } })).toEqual(['gamma']);
      expect(await names({ _id: { $in: [] } })).toEqual([]);
    });

    it('compares strings with ranges, as ISO dates are compared', async () => {
      const dated = fresh();
      await dated.insertMany([
        { name: 'old', n: 1, tags: [], opt: '2025-01-01T00:00:00.000Z' },
        { name: 'new', n: 2, tags: [], opt: '2026-06-01T00:00:00.000Z' },
      ]);
      const at = '2026-01-01T00:00:00.000Z';
      expect((await dated.find({ opt: { $lte: at } })).map((d) => d.name)).toEqual(['old']);
      expect((await dated.find({ opt: { $gt: at } })).map((d) => d.name)).toEqual(['new']);
      expect(await dated.count({ opt: { $lt: at }, n: { $gt: 5 } })).toBe(0);
    });

    it('finds through indexes: equality, $in, $or of indexed fields, and array elements', async () => {
      const indexed = fresh();
      await indexed.ensureIndex({ fields: ['name'], unique: true });
      await indexed.ensureIndex({ fields: ['opt'] });
      await indexed.ensureIndex({ fields: ['votes.user'], multikey: true });
      await indexed.ensureIndex({ fields: ['tags'], multikey: true });
      await indexed.insertMany([
        {
          name: 'a',
          n: 1,
          tags: ['x'],
          opt: 'k1',
          votes: [
            { user: 'u1', vote: true },
            { user: 'u2', vote: false },
          ],
        },
        { name: 'b', n: 2, tags: ['x', 'y'], opt: 'k2' },
        { name: 'c', n: 3, tags: [], opt: 'k1', votes: [{ user: 'u2', vote: true }] },
      ]);
      const of = async (filter: Record<string, unknown>, sort: Record<string, 1 | -1> = { name: 1 }) =>
        (await indexed.find(filter, { sort })).map((d) => d.name);
      expect(await of({ name: 'b' })).toEqual(['b']);
      expect(await of({ opt: { $in: ['k1', 'zz'] } })).toEqual(['a', 'c']);
      expect(await of({ $or: [{ name: 'b' }, { opt: 'k1' }] })).toEqual(['a', 'b', 'c']);
      expect(await of({ $or: [{ 'votes.user': 'u1' }, { tags: 'y' }] })).toEqual(['a', 'b']);
      expect(await of({ 'votes.user': 'u2', n: { $gt: 1 } })).toEqual(['c']);
      expect(await of({ tags: { $in: ['y', 'q'] } })).toEqual(['b']);
      expect(await of({ opt: 'k1' }, { name: -1 })).toEqual(['c', 'a']);
      expect((await indexed.find({}, { sort: { opt: -1, name: 1 }, limit: 2 })).map((d) => d.name)).toEqual([
        'b',
        'a',
      ]);
      // Ranges over array elements: of any elements, or of one element with $elemMatch.
      expect(await of({ 'votes.user': { $gt: 'u1' } })).toEqual(['a', 'c']);
      expect(await of({ 'votes.user': { $gte: 'u3' } })).toEqual([]);
      expect(await of({ 'votes.user': { $gte: 'u2', $lte: 'u1' } })).toEqual(['a']);
      expect(await of({ votes: { $elemMatch: { user: { $gte: 'u2', $lte: 'u1' } } } })).toEqual([]);
      expect(await of({ votes: { $elemMatch: { user: { $gt: 'u1', $lte: 'u2' }, vote: true } } })).toEqual([
        'c',
      ]);
      await indexed.updateOne({ name: 'a' }, { $pull: { votes: { user: 'u1' } } });
      expect(await of({ 'votes.user': 'u1' })).toEqual([]);
      await indexed.deleteOne({ name: 'c' });
      expect(await of({ 'votes.user': 'u2' })).toEqual(['a']);
    });

    it('answers from an index that covers fields: in id order, with skip, limit and without _id', async () => {
      const covered = fresh();
      await covered.ensureIndex({ fields: ['_id'], covers: ['opt', 'n', 'name'] });
      const ids = ['c1', 'c2', 'c3', 'c4'];
      await covered.insertMany([
        { _id: 'c3', name: 'three', n: 3, tags: [], opt: 'x', nested: { a: 3 } },
        { _id: 'c1', name: 'one', n: 1, tags: ['t'], opt: 'x' },
        { _id: 'c4', name: 'four', n: 4, tags: [] },
        { _id: 'c2', name: 'two', n: 2, tags: [], opt: 'y' },
      ] as never);
      const read = (filter: Record<string, unknown>, options: FindOptions) =>
        covered.find(filter, { sort: { _id: 1 }, ...options });
      expect(await read({ opt: 'x' }, { projection: { name: 1 } })).toEqual([
        { _id: 'c1', name: 'one' },
        { _id: 'c3', name: 'three' },
      ]);
      expect(await read({ _id: { $gt: 'c1' } }, { projection: { opt: 1, n: 1 }, skip: 1, limit: 2 })).toEqual(
        [
          { _id: 'c3', opt: 'x', n: 3 },
          { _id: 'c4', n: 4 },
        ],
      );
      expect(await read({}, { projection: { _id: 0, name: 1 }, limit: 3 })).toEqual(
        ['one', 'two', 'three'].map((name) => ({ name })),
      );
      await covered.updateOne({ _id: 'c4' }, { $set: { opt: 'x', name: 'vier' } });
      expect((await read({ opt: 'x' }, { projection: { name: 1 } })).map((d) => d.name)).toEqual([
        'one',
        'three',
        'vier',
      ]);
      expect((await covered.find({}, { sort: { _id: 1 } })).map((d) => d._id)).toEqual(ids);
    });

    it('toggles list entries as the lists do: pull from one, add to another, bounded by a position', async () => {
      const users = fresh();
      const { _id } = await users.insert({ name: 'u', n: 0, tags: ['p1'], votes: [] });
      const none = await users.updateOne({ _id, tags: 'p2' }, { $pull: { tags: 'p2' } });
      expect(none.matched).toBe(0);
      const added = await users.updateOne(
        { _id, 'tags.2': { $exists: false } },
        { $addToSet: { tags: 'p2' }, $pull: { votes: { user: 'p2' } } },
      );
      expect(added.matched).toBe(1);
      await users.updateOne({ _id }, { $addToSet: { tags: 'p3' } });
      expect(
        (await users.updateOne({ _id, 'tags.2': { $exists: false } }, { $addToSet: { tags: 'p4' } })).matched,
      ).toBe(0);
      expect((await users.findOne({ _id }, { projection: { tags: 1 } }))?.tags).toEqual(['p1', 'p2', 'p3']);
    });

    it('increments an absent field, unsets a nested one and leaves an unchanged document unmodified', async () => {
      const r = await items.updateOne({ name: 'delta' }, { $inc: { 'nested.a': 2 } });
      expect(r).toEqual({ matched: 1, modified: 1 });
      expect((await items.findOne({ name: 'delta' }))?.nested).toEqual({ a: 2 });
      await items.updateOne({ name: 'delta' }, { $unset: { 'nested.a': true } });
      expect((await items.findOne({ name: 'delta' }))?.nested).toEqual({});
      expect(await items.updateOne({ name: 'beta' }, { $set: { n: 1 } })).toEqual({
        matched: 1,
        modified: 0,
      });
    });

    it('projects fields away and keeps dates as dates', async () => {
      const [alpha] = await items.find({ name: 'alpha' }, { projection: { votes: 0, tags: 0 } });
      expect(alpha).not.toHaveProperty('votes');
      expect(alpha).toHaveProperty('nested');
      const dated = fresh();
      const at = new Date(1_700_000_000_123);
      await dated.insert({ name: 'd', n: 0, tags: [], when: at } as never);
      expect(((await dated.findOne({ name: 'd' })) as unknown as { when: Date }).when).toEqual(at);
    });

    it('filters and sorts by fields a projection leaves out, and returns only the projected ones', async () => {
      const many = fresh();
      const at = new Date(1_700_000_000_456);
      await many.insertMany([
        { name: 'a', n: 2, tags: ['x'], nested: { a: 1 }, opt: null, when: at } as never,
        { name: 'b', n: 1, tags: [], nested: { a: 2 } },
        { name: 'c', n: 3, tags: ['x', 'y'], votes: [{ user: 'u1', vote: true }] },
      ]);
      const names = async (filter: Record<string, unknown>, sort: Record<string, 1 | -1> = { n: 1 }) =>
        (await many.find(filter, { sort, projection: { name: 1 } })).map((doc) => {
          expect(Object.keys(doc).sort()).toEqual(['_id', 'name']);
          return doc.name;
        });
      expect(await names({ 'nested.a': { $gte: 1 } })).toEqual(['b', 'a']);
      expect(await names({ $or: [{ tags: 'y' }, { 'nested.a': 2 }] }, { n: -1 })).toEqual(['c', 'b']);
      expect(await names({ opt: null })).toEqual(['b', 'a', 'c']);
      expect(await names({ opt: { $exists: true } })).toEqual(['a']);
      expect(await names({ votes: { $elemMatch: { user: 'u1' } } })).toEqual(['c']);
      expect(await names({}, { tags: -1, n: 1 })).toHaveLength(3);
      const [dated] = await many.find({ name: 'a' }, { projection: { when: 1, 'nested.a': 1 } });
      expect(dated).toEqual({ _id: expect.any(String), when: at, nested: { a: 1 } });
    });
  });

  describe('transactions', () => {
    it('keep every write of a transaction, or none when it throws', async () => {
      const [aName, bName] = [freshName(), freshName()];
      const a = store.collection<Item>(aName);
      const b = store.collection<Item>(bName);
      await a.ensureIndex({ fields: ['name'], unique: true });
      await b.insert({ name: 'zero', n: 0, tags: [] });
      await store.transaction(async (tx) => {
        await tx.collection<Item>(aName).insert({ name: 'one', n: 1, tags: [] });
        await tx.collection<Item>(bName).insertMany([{ name: 'two', n: 2, tags: [] }]);
        await tx.collection<Item>(bName).deleteOne({ name: 'zero' });
      });
      await expect(
        store.transaction(async (tx) => {
          await tx.collection<Item>(bName).updateOne({ name: 'two' }, { $set: { n: 20 } });
          await tx.collection<Item>(bName).insert({ name: 'three', n: 3, tags: [] });
          await tx.collection<Item>(aName).insert({ name: 'one', n: 4, tags: [] });
        }),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await a.find({})).map((d) => d.name)).toEqual(['one']);
      expect((await b.find({})).map((d) => [d.name, d.n])).toEqual([['two', 2]]);
    });

    it('are not seen from outside before the commit; writes from outside wait for it', async () => {
      const cName = freshName();
      const c = store.collection<Item>(cName);
      await c.insert({ name: 'base', n: 0, tags: [] });
      let seenInside = -1;
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let entered = () => {};
      const inside = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const tx = store.transaction(async (t) => {
        await t.collection<Item>(cName).updateOne({ name: 'base' }, { $inc: { n: 1 } });
        seenInside = (await t.collection<Item>(cName).findOne({ name: 'base' }))?.n ?? -1;
        entered();
        await gate;
      });
      await inside;
      expect(seenInside).toBe(1);
      expect((await c.findOne({ name: 'base' }))?.n).toBe(0);
      const outsideWrite = c.updateOne({ name: 'base' }, { $inc: { n: 10 } });
      release();
      await tx;
      await outsideWrite;
      expect((await c.findOne({ name: 'base' }))?.n).toBe(11);
    });
    it('keep or drop every write alike when they need not be durable at once (a bulk write’s steps)', async () => {
      const name = freshName();
      const c = store.collection<Item>(name);
      await store.transaction((tx) => tx.collection<Item>(name).insert({ name: 'kept', n: 1, tags: [] }), {
        durable: false,
      });
      await expect(
        store.transaction(
          async (tx) => {
            await tx.collection<Item>(name).insert({ name: 'dropped', n: 2, tags: [] });
            throw new Error('abgebrochen');
          },
          { durable: false },
        ),
      ).rejects.toThrow('abgebrochen');
      // An ordinary write afterwards, and a durable transaction, as before.
      await c.updateOne({ name: 'kept' }, { $inc: { n: 1 } });
      await store.transaction((tx) => tx.collection<Item>(name).insert({ name: 'third', n: 3, tags: [] }));
      expect((await c.find({}, { sort: { n: 1 } })).map((d) => [d.name, d.n])).toEqual([
        ['kept', 2],
        ['third', 3],
      ]);
    });

    it('run one after another when several start at once, writes from outside between them', async () => {
      const name = freshName();
      const c = store.collection<Item>(name);
      await c.insert({ name: 'count', n: 0, tags: [] });
      // Read, then write what was read plus one: a transaction that ran into another would lose one.
      const addOne = () =>
        store.transaction(async (tx) => {
          const t = tx.collection<Item>(name);
          const n = (await t.findOne({ name: 'count' }))?.n ?? 0;
          await t.updateOne({ name: 'count' }, { $set: { n: n + 1 } });
        });
      await Promise.all([addOne(), addOne(), c.updateOne({ name: 'count' }, { $inc: { n: 100 } }), addOne()]);
      expect((await c.findOne({ name: 'count' }))?.n).toBe(103);
    });
  });

  describe('iterate', () => {
    it('yields every matching document once, in id order, in batches', async () => {
      const many = fresh();
      await many.insertMany(Array.from({ length: 25 }, (_, i) => ({ name: `n${i}`, n: i, tags: [] })));
      const batches: Item[][] = [];
      for await (const batch of many.iterate(10)) batches.push(batch);
      expect(batches.map((b) => b.length)).toEqual([10, 10, 5]);
      const ids = batches.flat().map((d) => d._id);
      expect(new Set(ids).size).toBe(25);
      expect([...ids].sort()).toEqual(ids);
      const even: Item[] = [];
      for await (const batch of many.iterate(4, { n: { $lt: 10 } })) even.push(...batch);
      expect(even).toHaveLength(10);
    });
  });
}
