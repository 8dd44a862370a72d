import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogReader } from './catalog-reader';
import { seedDemoCatalogue } from './seed/run';
import { tempStore } from './testing/temp-store';

describe('catalog reader', () => {
  let env: Awaited<ReturnType<typeof tempStore>>;
  beforeAll(async () => {
    env = await tempStore();
    await seedDemoCatalogue(env, { products: 300, images: false, demoUsers: false });
  });
  afterAll(() => env.cleanup());

  it('lets other requests run while it builds a large batch of documents', async () => {
    let done = false;
    let turns = 0;
    const reading = (async () => {
      let documents = 0;
      for await (const docs of createCatalogReader(env.store).documents(1000, () => {}))
        documents += docs.length;
      done = true;
      return documents;
    })();
    while (!done) {
      await nextTurn();
      turns++;
    }
    const documents = await reading;
    expect(documents).toBeGreaterThan(250);
    // At least one turn per slice of 50 documents built.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(documents / 50));
  });

  it('reads the documents of a few ids in their order, leaving out unknown and unpublished ones', async () => {
    const products = env.store.collection<{ _id: string; published: boolean }>('products');
    const [a, b, c] = await products.find({ published: true }, { limit: 3, sort: { _id: 1 } });
    if (!a || !b || !c) throw new Error('seeded products');
    await products.updateOne({ _id: b._id }, { $set: { published: false } });
    const reader = createCatalogReader(env.store);
    const docs = await reader.documentsFor([c._id, 'f'.repeat(24), b._id, a._id, c._id]);
    expect(docs.map((d) => d.id)).toEqual([c._id, a._id]);
    expect(await reader.documentsFor([])).toEqual([]);
  });
});
