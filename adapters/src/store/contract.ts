import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Collection, type Doc, DuplicateKeyError, type Store } from './port';

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
  const fresh = () => store.collection<Item>(`contract_${Date.now()}_${sequence++}`);

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
