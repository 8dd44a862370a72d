import { COLLECTIONS, newId, type Queue, type Store } from '@futterkompass/adapters';
import type { MappingEntry } from '@futterkompass/contract';
import {
  type Brand,
  FEED_MESSAGES,
  type FeedMapping,
  type FeedReviewItem,
  type FeedReviewPage,
  type Product,
  placeMerchantOffer,
  REVIEW_PAGE_SIZE,
  type StoredFeed,
  type User,
} from '@futterkompass/domain';
import { enqueueFeedPull } from '../../feeds/feed-jobs';
import { definedOnly } from '../../feeds/merchant-feed-import';
import { rewriteOffers } from '../../feeds/rewrite-offers';
import { offerOfRow } from '../../feeds/row-offer';
import type { ProductWrites } from '../../products/product-writes';
import { notFound } from '../../service-errors';

/** Mappings one list shows, newest first. */
const MAPPINGS_LISTED = 200;

/**
 * The editors' review queue of shop feed rows no product matched: assigning one remembers the
 * merchant's row id for that product and puts the row's offer on it at once (the feed itself may
 * stay unchanged for days and answer 304); undoing a mapping takes the offer off the product, and
 * the feed's next pull, made unconditional, puts the row back in the queue.
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
  const writes = { store, productWrites };

  return {
    async list({ owner, page = 1 }: { owner?: string; page?: number } = {}): Promise<FeedReviewPage> {
      const merchants = await users.find({ role: 'merchant' }, { projection: { shop: 1 } });
      const counted = await Promise.all(
        merchants.map(async (m) => ({
          owner: m._id,
          shopName: m.shop?.shopName ?? '',
          waiting: await review.count({ owner: m._id }),
        })),
      );
      const filter = owner ? { owner } : {};
      const total = await review.count(filter);
      const pages = Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
      const shown = Math.min(Math.max(1, page), pages);
      const items = await review.find(filter, {
        sort: { seenAt: -1 },
        skip: (shown - 1) * REVIEW_PAGE_SIZE,
        limit: REVIEW_PAGE_SIZE,
        projection: { offer: 0, readings: 0, fingerprint: 0 },
      });
      const names = await shopNames(items.map((i) => i.owner));
      return {
        items: items.map((i) => ({ ...i, shopName: names.get(i.owner) ?? '' })),
        total,
        page: shown,
        pages,
        merchants: counted
          .filter((m) => m.waiting > 0)
          .sort((a, b) => b.waiting - a.waiting || a.shopName.localeCompare(b.shopName, 'de')),
      };
    },

    async assign(reviewId: string, productId: string, editorId: string): Promise<FeedMapping> {
      const item = await review.findOne({ _id: reviewId });
      if (!item) throw notFound(FEED_MESSAGES.reviewNotFound);
      const product = await products.findOne({ _id: productId }, { projection: { _id: 1, sizes: 1 } });
      if (!product) throw notFound(FEED_MESSAGES.productNotFound);
      await mappings.updateOne(
        { owner: item.owner, key: item.key },
        { $set: { productId, by: editorId, createdAt: new Date().toISOString() } },
        { upsert: true },
      );
      // The offer goes on the product now; the feed's next import keeps it there through the mapping.
      const offer = item.offer && offerOfRow(item, { product });
      if (offer) {
        const ref = { owner: item.owner, feed: item.feed };
        const at = { now: new Date().toISOString(), newId };
        await rewriteOffers(
          writes,
          [productId],
          (current) =>
            placeMerchantOffer(current.variants, { key: item.key, offer }, ref, at)?.map(definedOnly) ?? null,
        );
      }
      await review.deleteOne({ _id: reviewId });
      return (await mappings.findOne({ owner: item.owner, key: item.key })) as FeedMapping;
    },

    async mappings(): Promise<MappingEntry[]> {
      const list = await mappings.find({}, { sort: { createdAt: -1 }, limit: MAPPINGS_LISTED });
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

    /**
     * Undoes a wrong match: the mapping goes, and with it the offer it put on the product; the
     * feeds that had the offer are pulled again in full, so that the row waits for an editor again.
     */
    async undo(mappingId: string): Promise<void> {
      const mapping = await mappings.findOne({ _id: mappingId });
      if (!mapping) throw notFound(FEED_MESSAGES.reviewNotFound);
      await mappings.deleteOne({ _id: mappingId });
      const mine = (v: Product['variants'][number]) =>
        v.network === 'b2b' && v.owner === mapping.owner && v.offerKey === mapping.key;
      const product = await products.findOne({ _id: mapping.productId }, { projection: { variants: 1 } });
      const feedIds = new Set(
        (product?.variants ?? []).filter(mine).flatMap((v) => (v.feed ? [v.feed] : [])),
      );
      await rewriteOffers(writes, [mapping.productId], (current) => {
        const kept = current.variants.filter((v) => !mine(v));
        return kept.length === current.variants.length ? null : kept;
      });
      for (const feed of feedIds) {
        await feeds.updateOne({ _id: feed }, { $unset: { etag: true, lastModified: true } });
        await enqueueFeedPull(queue, feed);
      }
    },
  };
}

export type FeedReviewService = ReturnType<typeof createFeedReviewService>;
