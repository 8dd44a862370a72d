import {
  COLLECTIONS,
  type FeedPullConfig,
  feedUrlProblem,
  newId,
  type OfferAge,
  type Queue,
  type Store,
} from '@futterkompass/adapters';
import type { FeedInput } from '@futterkompass/contract';
import {
  type Brand,
  FEED_LIMITS_PER_OWNER,
  FEED_MESSAGES,
  type Feed,
  type FeedReviewItem,
  type FeedRun,
  isFresh,
  type MerchantOfferView,
  type OfferClock,
  type Product,
  productPath,
  RUNS_KEPT,
  type StoredFeed,
  type User,
  unitPrice,
  type Variant,
} from '@futterkompass/domain';
import { enqueueFeedPull } from '../../feeds/feed-jobs';
import { rewriteOffers } from '../../feeds/rewrite-offers';
import type { ProductWrites } from '../../products/product-writes';
import { conflict, forbidden, invalid, notFound } from '../../service-errors';

const DAY_MS = 86_400_000;

const toFeed = (feed: StoredFeed, lastRun: FeedRun | undefined, waiting = 0): Feed => ({
  _id: feed._id,
  url: feed.url,
  format: feed.format,
  everyHours: feed.everyHours,
  createdAt: feed.createdAt,
  ...(feed.nextRunAt && { nextRunAt: feed.nextRunAt }),
  ...(feed.paused && { paused: true }),
  ...(lastRun && { lastRun: withoutOwner(lastRun) }),
  waiting,
});

const withoutOwner = ({ owner: _owner, ...run }: FeedRun): FeedRun => run;

/**
 * A merchant's feeds, runs and offers. Every call names the owner: a feed of another owner is
 * answered as not found, never shown or changed.
 */
export function createFeedService({
  store,
  offerAge,
  queue,
  productWrites,
  config,
}: {
  store: Store;
  /** An offer counts as best offer only while its price is current. */
  offerAge: OfferAge;
  queue: Queue;
  productWrites: ProductWrites;
  config: Pick<FeedPullConfig, 'allowPrivate'>;
}) {
  const feeds = store.collection<StoredFeed>(COLLECTIONS.feeds);
  const runs = store.collection<FeedRun>(COLLECTIONS.feedRuns);
  const products = store.collection<Product>(COLLECTIONS.products);
  const brands = store.collection<Brand>(COLLECTIONS.brands);
  const users = store.collection<User>(COLLECTIONS.users);
  const review = store.collection<FeedReviewItem>(COLLECTIONS.feedReview);

  const feedById = async (id: string) => {
    const feed = await feeds.findOne({ _id: id });
    if (!feed) throw notFound(FEED_MESSAGES.notFound);
    return feed;
  };

  const own = async (owner: string, id: string) => {
    const feed = await feeds.findOne({ _id: id, owner });
    if (!feed) throw notFound(FEED_MESSAGES.notFound);
    return feed;
  };

  const checkUrl = (url: string) => {
    const problem = feedUrlProblem(url, { allowPrivate: config.allowPrivate });
    if (problem) throw invalid(problem);
  };

  const lastRuns = async (list: StoredFeed[]) => {
    const ids = list.flatMap((f) => (f.lastRunId ? [f.lastRunId] : []));
    const found = ids.length ? await runs.find({ _id: { $in: ids } }) : [];
    return new Map(found.map((r) => [r._id, r]));
  };

  /** The feed goes with its offers, its runs and its rows waiting for the editors. */
  const removeFeed = async (feed: StoredFeed) => {
    await feeds.deleteOne({ _id: feed._id });
    await rewriteOffers({ store, productWrites }, { 'variants.feed': feed._id }, (current) => {
      const kept = current.variants.filter((v) => !(v.feed === feed._id && v.owner === feed.owner));
      return kept.length === current.variants.length ? null : kept;
    });
    await runs.deleteMany({ feed: feed._id });
    await store.collection(COLLECTIONS.feedRunRows).deleteMany({ feed: feed._id });
    await review.deleteMany({ feed: feed._id });
  };

  const view = async (feed: StoredFeed) =>
    toFeed(feed, (await lastRuns([feed])).get(feed.lastRunId ?? ''), await review.count({ feed: feed._id }));

  return {
    async list(owner: string): Promise<Feed[]> {
      const list = await feeds.find({ owner }, { sort: { createdAt: -1 } });
      const last = await lastRuns(list);
      return Promise.all(
        list.map(async (f) =>
          toFeed(f, f.lastRunId ? last.get(f.lastRunId) : undefined, await review.count({ feed: f._id })),
        ),
      );
    },

    async create(owner: string, input: FeedInput): Promise<Feed> {
      checkUrl(input.url);
      // A merchant waiting for activation (or blocked) registers nothing that would be fetched.
      const account = await users.findOne({ _id: owner }, { projection: { status: 1 } });
      if (account?.status !== 'active') throw forbidden(FEED_MESSAGES.notActive);
      if ((await feeds.count({ owner })) >= FEED_LIMITS_PER_OWNER) throw conflict(FEED_MESSAGES.tooMany);
      const now = new Date().toISOString();
      const feed = await feeds.insert({ _id: newId(), owner, ...input, createdAt: now, nextRunAt: now });
      await enqueueFeedPull(queue, feed._id);
      return toFeed(feed, undefined);
    },

    async update(owner: string, id: string, input: Partial<FeedInput>): Promise<Feed> {
      const feed = await own(owner, id);
      if (input.url !== undefined) checkUrl(input.url);
      const source =
        (input.url !== undefined && input.url !== feed.url) ||
        (input.format !== undefined && input.format !== feed.format);
      const set: Partial<StoredFeed> = { ...input };
      if (input.everyHours !== undefined)
        set.nextRunAt = new Date(Date.now() + input.everyHours * 3_600_000).toISOString();
      if (source) set.nextRunAt = new Date().toISOString();
      await feeds.updateOne(
        { _id: id, owner },
        // Another address or format: the next pull must not be a conditional one of the old feed.
        { $set: set, ...(source && { $unset: { etag: true, lastModified: true } }) },
      );
      const updated = await own(owner, id);
      if (source) await enqueueFeedPull(queue, id);
      return view(updated);
    },

    async remove(owner: string, id: string): Promise<void> {
      await removeFeed(await own(owner, id));
    },

    async pullNow(owner: string, id: string): Promise<void> {
      const feed = await own(owner, id);
      if (feed.paused) throw conflict(FEED_MESSAGES.paused);
      await enqueueFeedPull(queue, id);
    },

    /** The operator's controls (`npm run ops -- merchant feed-pause|feed-resume|feed-remove`), by feed id. */
    operator: {
      async setPaused(id: string, paused: boolean): Promise<Feed> {
        await feedById(id);
        // Resumed: pulled at once and in full (what changed meanwhile is not known).
        await feeds.updateOne(
          { _id: id },
          paused
            ? { $set: { paused: true } }
            : {
                $set: { nextRunAt: new Date().toISOString() },
                $unset: { paused: true, etag: true, lastModified: true },
              },
        );
        if (!paused) await enqueueFeedPull(queue, id);
        return view(await feedById(id));
      },
      async remove(id: string): Promise<StoredFeed> {
        const feed = await feedById(id);
        await removeFeed(feed);
        return feed;
      },
    },

    async runs(owner: string, id: string): Promise<FeedRun[]> {
      await own(owner, id);
      const list = await runs.find({ feed: id }, { sort: { startedAt: -1 }, limit: RUNS_KEPT });
      return list.map(withoutOwner);
    },

    /** The owner's offers on the portal, with their state and age. */
    async offers(owner: string): Promise<MerchantOfferView[]> {
      const found = await products.find(
        { 'variants.owner': owner },
        { projection: { _id: 1, urlExtension: 1, brand: 1, series: 1, variants: 1 } },
      );
      const brandNames = new Map(
        (
          await brands.find(
            { _id: { $in: [...new Set(found.map((p) => p.brand))] } },
            { projection: { name: 1 } },
          )
        ).map((b) => [b._id, b.name]),
      );
      const account = await users.findOne({ _id: owner }, { projection: { status: 1 } });
      const clock = offerAge.clock();
      const views: MerchantOfferView[] = [];
      for (const product of found)
        for (const v of product.variants) {
          if (v.network !== 'b2b' || v.owner !== owner) continue;
          views.push(
            offerView(product, v, {
              brand: brandNames.get(product.brand) ?? '',
              active: account?.status === 'active',
              clock,
            }),
          );
        }
      return views.sort((a, b) => a.productName.localeCompare(b.productName, 'de'));
    },
  };
}

/** A merchant's offer with its age: it counts as best offer while its last confirmation is current. */
function offerView(
  product: Product,
  v: Variant,
  { brand, active, clock }: { brand: string; active: boolean; clock: OfferClock },
): MerchantOfferView {
  const { confirmedAt } = v;
  const ageDays = confirmedAt ? Math.floor((clock.now - Date.parse(confirmedAt)) / DAY_MS) : undefined;
  const available = v.published && v.is_for_sale && v.in_stock;
  const size = v.size ?? 0;
  return {
    offerId: v._id,
    productId: product._id,
    productName: [brand, product.series].filter(Boolean).join(' '),
    productUrl: productPath(product.urlExtension),
    price: v.price ?? 0,
    ...(v.price && v.size && v.unit && { unitPrice: unitPrice(v.price, v.amount || 1, v.size, v.unit) }),
    size,
    unit: v.unit ?? 'g',
    available,
    ...(confirmedAt && { confirmedAt }),
    ...(ageDays !== undefined && { ageDays }),
    counts: active && available && v.updatedByBot && isFresh(confirmedAt, clock),
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
