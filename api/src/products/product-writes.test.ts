import { COLLECTIONS, type InProcessQueue } from '@futterkompass/adapters';
import { defaultCatalogQuery, type Product } from '@futterkompass/domain';
import { planCatalogSearch } from '@futterkompass/search-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server';
import { createProductWrites } from './product-writes';

describe('product writes', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const find = async (query: string) => {
    const plan = planCatalogSearch({
      ...defaultCatalogQuery(),
      animal: ['dog', 'cat'],
      type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
      query,
    });
    return plan.merge(await server.adapters.search.multiSearch(plan.queries));
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.cleanup());

  it('reach the search index through the queue: update, insert, delete', async () => {
    const { store, queue } = server.adapters;
    const writes = createProductWrites({ store, queue });
    const idle = () => (queue as InProcessQueue).idle();
    const products = store.collection<Product>(COLLECTIONS.products);
    const target = (await products.findOne({ published: true })) as Product;

    const updated = await writes.update(target._id, { $set: { series: 'Mondscheinmenü' } });
    expect(updated?.series).toBe('Mondscheinmenü');
    expect((updated?.updatedAt ?? '') > target.updatedAt).toBe(true);
    await idle();
    expect((await find('Mondscheinmenü')).hits.map((h) => h.id)).toEqual([target._id]);

    const { _id, ...copy } = target;
    const inserted = await writes.insert({
      ...copy,
      urlExtension: 'sternenstaub-menue',
      series: 'Sternenstaub',
    });
    await idle();
    expect((await find('Sternenstaub')).hits.map((h) => h.urlExtension)).toEqual(['sternenstaub-menue']);

    expect(await writes.remove(inserted._id)).toBe(true);
    await idle();
    expect((await find('Sternenstaub')).total).toBe(0);
    expect(await writes.update('ffffffffffffffffffffffff', { $set: { series: 'x' } })).toBeNull();
    expect(await writes.remove('ffffffffffffffffffffffff')).toBe(false);
  });
});
