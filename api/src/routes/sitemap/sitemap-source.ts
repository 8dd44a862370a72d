import { setImmediate as nextTurn } from 'node:timers/promises';
import { COLLECTIONS, type Filter, type FindOptions, iterateById, type Store } from '@futterkompass/adapters';
import type { Post, Product, ProductDeletion } from '@futterkompass/domain';

/** Published products read per store call: small rows, which the covering index holds whole. */
const BATCH = 2_000;

export type SitemapProduct = Pick<Product, '_id' | 'urlExtension' | 'updatedAt'>;

const PUBLISHED = { published: true } as const;
const FIELDS = { urlExtension: 1, updatedAt: 1 } as const;

/** What the sitemap reads from the store, through its port only, each product with a projection. */
export function createSitemapSource(store: Store) {
  const products = store.collection<Product>(COLLECTIONS.products);
  const deletions = store.collection<ProductDeletion>(COLLECTIONS.productDeletions);
  const posts = store.collection<Post>(COLLECTIONS.posts);

  return {
    /**
     * A cheap mark of everything the sitemap shows: each product write stamps updatedAt (a publish,
     * an unpublish, a new address), a deletion is recorded with its time, posts are only added and
     * removed. Equal marks: the sitemap files made before are still right.
     */
    async changeMark(): Promise<string> {
      const [latest, deleted, productCount, postCount, newestPost] = await Promise.all([
        products.findOne({}, { sort: { updatedAt: -1 }, projection: { updatedAt: 1 } }),
        deletions.findOne({}, { sort: { deletedAt: -1 }, projection: { deletedAt: 1 } }),
        products.count(),
        posts.count(),
        posts.findOne({}, { sort: { createdAt: -1 }, projection: { createdAt: 1 } }),
      ]);
      return JSON.stringify([
        latest?.updatedAt,
        deleted?.deletedAt,
        productCount,
        postCount,
        newestPost?.createdAt,
      ]);
    },

    /**
     * Every published product's address and change, in id order and in batches; other requests
     * get their turn between them. The store answers from the index that covers these fields.
     */
    async *published(): AsyncIterable<SitemapProduct[]> {
      const find = (filter: Filter, options: FindOptions) =>
        products.find(filter, { ...options, projection: FIELDS }) as Promise<SitemapProduct[]>;
      for await (const batch of iterateById(find, BATCH, PUBLISHED)) {
        yield batch;
        await nextTurn();
      }
    },

    /** Every post (posts are public once stored). */
    posts: () => posts.find({}, { sort: { createdAt: -1 }, projection: { _id: 1, createdAt: 1 } }),
  };
}

export type SitemapSource = ReturnType<typeof createSitemapSource>;
