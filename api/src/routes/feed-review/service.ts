import { COLLECTIONS, type Queue, type Store } from '@futterkompass/adapters';
import {
  type Brand,
  FEED_MESSAGES,
  type FeedMapping,
  type FeedReviewItem,
  type Product,
  type StoredFeed,
  type User,
} from '@futterkompass/domain';
import { enqueueFeedPull } from '../../feeds/feed-jobs';
import { OFFERS_READ_FIELDS, type ProductWrites } from '../../products/product-writes';
import { notFound } from '../../service-errors';

/** Entries one list shows, newest first. */
const LISTED = 200;

export interface ReviewEntry extends FeedReviewItem {
  shopName: string;
}

export interface MappingEntry extends FeedMapping {
  shopName: string;
  productName: string;
  productUrlExtension: string;
}

/**
 * The editors' review queue of shop feed rows no product matched: assigning one remembers the
 * merchant's row id for that product and pulls the feed again; undoing a mapping takes the offer
 * off the product, and the next pull puts the row back in the queue.
 */
export function createFeedReviewService({
  store,
  queue,
  productWrites,
}: {
  store: Store;
  queue: Queue;
  productWrites: ProductWrites;
}) {
  const review = store.collection<FeedReviewItem>(COLLECTIONS.feedReview);
  const mappings = store.collection<FeedMapping>(COLLECTIONS.feedMappings);
  const products = store.collection<Product>(COLLECTIONS.products);
  const users = store.collection<User>(COLLECTIONS.users);
  const feeds = store.collection<StoredFeed>(COLLECTIONS.feeds);
  const brands = store.collection<Brand>(COLLECTIONS.brands);

  const shopNames = async (owners: string[]) =>
    new Map(
      (await users.find({ _id: { $in: [...new Set(owners)] } }, { projection: { shop: 1 } })).map((u) => [
        u._id,
        u.shop?.shopName ?? '',
      ]),
    );

  const pullOwnersFeeds = async (owner: string) => {
    for (const feed of await feeds.find({ owner }, { projection: { _id: 1 } }))
      await enqueueFeedPull(queue, feed._id);
  };

  return {
    async list(): Promise<ReviewEntry[]> {
      const items = await review.find({}, { sort: { lastSeenAt: -1 }, limit: LISTED });
      const names = await shopNames(items.map((i) => i.owner));
      return items.map((i) => ({ ...i, shopName: names.get(i.owner) ?? '' }));
    },

    async assign(reviewId: string, productId: string, editorId: string): Promise<FeedMapping> {
      const item = await review.findOne({ _id: reviewId });
      if (!item) throw notFound(FEED_MESSAGES.reviewNotFound);
      if (!(await products.findOne({ _id: productId }, { projection: { _id: 1 } })))
        throw notFound(FEED_MESSAGES.productNotFound);
      await mappings.updateOne(
        { owner: item.owner, key: item.key },
        { $set: { productId, by: editorId, createdAt: new Date().toISOString() } },
        { upsert: true },
      );
      await review.deleteOne({ _id: reviewId });
      await enqueueFeedPull(queue, item.feed);
      return (await mappings.findOne({ owner: item.owner, key: item.key })) as FeedMapping;
    },

    async mappings(): Promise<MappingEntry[]> {
      const list = await mappings.find({}, { sort: { createdAt: -1 }, limit: LISTED });
      const names = await shopNames(list.map((m) => m.owner));
      const found = await products.find(
        { _id: { $in: [...new Set(list.map((m) => m.productId))] } },
        { projection: { urlExtension: 1, brand: 1, series: 1 } },
      );
      const brandNames = new Map(
        (await brands.find({ _id: { $in: found.map((p) => p.brand) } }, { projection: { name: 1 } })).map(
          (b) => [b._id, b.name],
        ),
      );
      const byId = new Map(found.map((p) => [p._id, p]));
      return list.map((m) => {
        const product = byId.get(m.productId);
        return {
          ...m,
          shopName: names.get(m.owner) ?? '',
          productName: product
            ? [brandNames.get(product.brand), product.series].filter(Boolean).join(' ')
            : '',
          productUrlExtension: product?.urlExtension ?? '',
        };
      });
    },

    /** Undoes a wrong match: the mapping goes, and with it the offer it put on the product. */
    async undo(mappingId: string): Promise<void> {
      const mapping = await mappings.findOne({ _id: mappingId });
      if (!mapping) throw notFound(FEED_MESSAGES.reviewNotFound);
      await mappings.deleteOne({ _id: mappingId });
      const product = await products.findOne({ _id: mapping.productId }, { projection: OFFERS_READ_FIELDS });
      if (product)
        await productWrites.updateOffers([
          {
            productId: product._id,
            read: product,
            change: (current: Product) => {
              const kept = current.variants.filter(
                (v) => !(v.network === 'b2b' && v.owner === mapping.owner && v.offerKey === mapping.key),
              );
              return kept.length === current.variants.length ? null : kept;
            },
          },
        ]);
      await pullOwnersFeeds(mapping.owner);
    },
  };
}

export type FeedReviewService = ReturnType<typeof createFeedReviewService>;
