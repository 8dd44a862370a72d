import { setImmediate as nextTurn } from 'node:timers/promises';
import { COLLECTIONS, type Filter, type FindOptions, iterateById, type Store } from '@futterkompass/adapters';
import type { Post, Product, ProductDeletion } from '@futterkompass/domain';

/** Published products read per store call: small documents, as the projection keeps them. */
const BATCH = 2_000;

/**
 * The published products of one child sitemap: ids from `from` (inclusive) up to `until`
 * (exclusive); the first range is open below and the last one above, so that together they hold
 * every published product exactly once, also one published after the ranges were drawn.
 */
export interface ProductRange {
  from?: string;
  until?: string;
  /** The newest updatedAt in the range when it was drawn. */
  lastmod?: string;
}

export type SitemapProduct = Pick<Product, '_id' | 'urlExtension' | 'updatedAt'>;

const PUBLISHED = { published: true } as const;

function rangeFilter({ from, until }: ProductRange): Filter {
  if (from === undefined && until === undefined) return PUBLISHED;
  return {
    ...PUBLISHED,
    _id: { ...(from !== undefined && { $gte: from }), ...(until !== undefined && { $lt: until }) },
  };
}

/** What the sitemap reads from the store, through its port only, each product with a projection. */
export function createSitemapSource(store: Store) {
  const products = store.collection<Product>(COLLECTIONS.products);
  const deletions = store.collection<ProductDeletion>(COLLECTIONS.productDeletions);
  const posts = store.collection<Post>(COLLECTIONS.posts);

  /** Published products in id order with only the given fields, in batches; other requests get their turn between them. */
  async function* published<K extends keyof Product>(filter: Filter, fields: readonly K[]) {
    const projection = Object.fromEntries(fields.map((field) => [field, 1 as const]));
    const find = (f: Filter, options: FindOptions) =>
      products.find(f, { ...options, projection }) as Promise<Pick<Product, '_id' | K>[]>;
    for await (const batch of iterateById(find, BATCH, filter)) {
      yield batch;
      await nextTurn();
    }
  }

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

    /** The published products cut into ranges of at most `size`, with the newest change in each. */
    async productRanges(size: number): Promise<ProductRange[]> {
      const ranges: ProductRange[] = [];
      let inRange = size;
      for await (const batch of published(PUBLISHED, ['updatedAt'])) {
        for (const product of batch) {
          if (inRange === size) {
            const previous = ranges[ranges.length - 1];
            if (previous) previous.until = product._id;
            ranges.push(previous ? { from: product._id } : {});
            inRange = 0;
          }
          inRange++;
          const range = ranges[ranges.length - 1] as ProductRange;
          if (product.updatedAt && (range.lastmod === undefined || product.updatedAt > range.lastmod))
            range.lastmod = product.updatedAt;
        }
      }
      return ranges;
    },

    /** The published products of a range, at most `limit` (what the range gained since it was drawn waits for the next ranges). */
    async *productsIn(range: ProductRange, limit: number): AsyncIterable<SitemapProduct> {
      let left = limit;
      for await (const batch of published(rangeFilter(range), ['urlExtension', 'updatedAt'])) {
        for (const product of batch) {
          if (left-- <= 0) return;
          yield product;
        }
      }
    },

    /** Every post (posts are public once stored). */
    posts: () => posts.find({}, { sort: { createdAt: -1 }, projection: { _id: 1, createdAt: 1 } }),
  };
}

export type SitemapSource = ReturnType<typeof createSitemapSource>;
