import {
  accountKey,
  type Brand,
  brandKey,
  brandSlugCandidate,
  type PriceAlert,
  type User,
} from '@futterkompass/domain';
import { USERNAME_SKELETON_VERSION, usernameSkeleton } from '@futterkompass/domain/username-skeleton';
import { COLLECTIONS } from './collections';
import type { Collections, IndexSpec } from './store/port';

/**
 * Fields that hold ids, per collection: strings (24-hex ObjectId strings) in every store. The
 * MongoDB adapter refuses to start on ObjectId values in them.
 */
export const STRING_ID_FIELDS: Record<string, readonly string[]> = {
  ...Object.fromEntries(Object.values(COLLECTIONS).map((name) => [name, ['_id']])),
  [COLLECTIONS.products]: [
    '_id',
    'brand',
    'producer',
    'variants.owner',
    'reviews.from._id',
    'binderVotes.user',
  ],
  [COLLECTIONS.brands]: ['_id', 'owner'],
  [COLLECTIONS.sessions]: ['_id', 'userId'],
  [COLLECTIONS.tokens]: ['_id', 'userId'],
  [COLLECTIONS.priceHistory]: ['_id', 'productId'],
  [COLLECTIONS.priceAlerts]: ['_id', 'userId', 'productId'],
  [COLLECTIONS.clicks]: ['_id', 'offerId', 'productId', 'owner'],
  [COLLECTIONS.reviewReports]: ['_id', 'reviewId', 'productId', 'reporterId'],
};

/** Users stored before the case-insensitive keys existed get them, so that the unique indexes hold. */
async function addAccountKeys(store: Collections): Promise<void> {
  const users = store.collection<User>(COLLECTIONS.users);
  for (const user of await users.find({
    $or: [{ usernameKey: { $exists: false } }, { emailKey: { $exists: false } }],
  }))
    await users.updateOne(
      { _id: user._id },
      { $set: { usernameKey: accountKey(user.username), emailKey: accountKey(user.email) } },
    );
}

/**
 * Users stored before confusable names were refused, or keyed by an earlier version of the
 * skeleton, get their name's current skeleton, in id order. Two old names that look alike keep the
 * first keyed and the others without a key (the index is sparse): both still sign in, and no new
 * name can look like either. Keys carry their version, so a new key never meets an old one.
 */
async function addUsernameSkeletons(store: Collections): Promise<void> {
  const users = store.collection<User>(COLLECTIONS.users);
  const current = `${USERNAME_SKELETON_VERSION}:`;
  const outdated = await users.find(
    { usernameSkeleton: { $not: { $regex: `^${current}` } } },
    { sort: { _id: 1 }, projection: { _id: 1, username: 1, usernameSkeleton: 1 } },
  );
  if (outdated.length === 0) return;
  const taken = new Set(
    (await users.find({ usernameSkeleton: { $exists: true } }, { projection: { usernameSkeleton: 1 } }))
      .map((u) => u.usernameSkeleton)
      .filter((key) => key?.startsWith(current)),
  );
  for (const user of outdated) {
    const key = usernameSkeleton(user.username);
    if (taken.has(key)) {
      if (user.usernameSkeleton !== undefined)
        await users.updateOne({ _id: user._id }, { $unset: { usernameSkeleton: true } });
      continue;
    }
    taken.add(key);
    await users.updateOne({ _id: user._id }, { $set: { usernameSkeleton: key } });
  }
}

/**
 * Price alerts stored before they had places get the lowest free places of their user, in id order
 * (the same choice in every replica that starts at once). A user with more alerts than the limit
 * keeps them all, on places past it, and can add none until under it again.
 */
async function addPriceAlertSlots(store: Collections): Promise<void> {
  const alerts = store.collection<PriceAlert>(COLLECTIONS.priceAlerts);
  const unplaced = await alerts.find({ slot: { $exists: false } }, { sort: { _id: 1 } });
  for (const userId of new Set(unplaced.map((a) => a.userId))) {
    const taken = new Set(
      (await alerts.find({ userId, slot: { $exists: true } }, { projection: { slot: 1 } })).map(
        (a) => a.slot,
      ),
    );
    let slot = 0;
    for (const alert of unplaced.filter((a) => a.userId === userId)) {
      while (taken.has(slot)) slot++;
      taken.add(slot);
      await alerts.updateOne({ _id: alert._id, slot: { $exists: false } }, { $set: { slot } });
    }
  }
}

/**
 * Brands stored before the case-insensitive key existed get it. A name that repeats in another case
 * keeps its first brand keyed and the others without a key (the index is sparse), so that start-up
 * never fails on old data; new brands cannot repeat any keyed name.
 */
async function addBrandKeys(store: Collections): Promise<void> {
  const brands = store.collection<Brand>(COLLECTIONS.brands);
  const unkeyed = await brands.find({ nameKey: { $exists: false } }, { sort: { _id: 1 } });
  if (unkeyed.length === 0) return;
  const taken = new Set(
    (await brands.find({ nameKey: { $exists: true } }, { projection: { nameKey: 1 } })).map((b) => b.nameKey),
  );
  for (const brand of unkeyed) {
    const nameKey = brandKey(brand.name);
    if (taken.has(nameKey)) continue;
    taken.add(nameKey);
    await brands.updateOne({ _id: brand._id }, { $set: { nameKey } });
  }
}

/**
 * Brands stored before they had slugs get one, in id order: the first of a name its plain slug, a
 * later one with the same slug -2, -3 and so on (the same choice in every replica that starts at
 * once; the unique index refuses a second writer's clash, which then takes the next number).
 */
async function addBrandSlugs(store: Collections): Promise<void> {
  const brands = store.collection<Brand>(COLLECTIONS.brands);
  const unslugged = await brands.find(
    { slug: { $exists: false } },
    { sort: { _id: 1 }, projection: { _id: 1, name: 1 } },
  );
  if (unslugged.length === 0) return;
  const taken = new Set(
    (await brands.find({ slug: { $exists: true } }, { projection: { slug: 1 } })).map((b) => b.slug),
  );
  for (const brand of unslugged) {
    let attempt = 1;
    while (taken.has(brandSlugCandidate(brand.name, attempt))) attempt++;
    const slug = brandSlugCandidate(brand.name, attempt);
    taken.add(slug);
    await brands.updateOne({ _id: brand._id, slug: { $exists: false } }, { $set: { slug } });
  }
}

/** The portal's indexes, per collection: the unique ones are also what `store check` verifies. */
export const INDEXES: readonly { collection: string; spec: IndexSpec }[] = [
  { collection: COLLECTIONS.users, spec: { fields: ['username'], unique: true } },
  { collection: COLLECTIONS.users, spec: { fields: ['email'], unique: true } },
  { collection: COLLECTIONS.users, spec: { fields: ['usernameKey'], unique: true } },
  { collection: COLLECTIONS.users, spec: { fields: ['emailKey'], unique: true } },
  { collection: COLLECTIONS.users, spec: { fields: ['usernameSkeleton'], unique: true, sparse: true } },
  { collection: COLLECTIONS.products, spec: { fields: ['urlExtension'], unique: true } },
  { collection: COLLECTIONS.products, spec: { fields: ['updatedAt'] } },
  // The sitemap reads every published product's address and change in id order from this index
  // alone; without it SQLite parses each whole product (seconds at 100,000 products).
  {
    collection: COLLECTIONS.products,
    spec: { fields: ['_id'], covers: ['published', 'urlExtension', 'updatedAt'] },
  },
  // The newest products of the home page, read in this order.
  { collection: COLLECTIONS.products, spec: { fields: ['createdAt'] } },
  { collection: COLLECTIONS.brands, spec: { fields: ['name'] } },
  { collection: COLLECTIONS.brands, spec: { fields: ['nameKey'], unique: true, sparse: true } },
  // A brand page is found by its slug (/marken/{slug}); sparse until every brand has one.
  { collection: COLLECTIONS.brands, spec: { fields: ['slug'], unique: true, sparse: true } },
  { collection: COLLECTIONS.sessions, spec: { fields: ['tokenHash'], unique: true } },
  { collection: COLLECTIONS.sessions, spec: { fields: ['userId'] } },
  { collection: COLLECTIONS.tokens, spec: { fields: ['tokenHash'], unique: true } },
  { collection: COLLECTIONS.tokens, spec: { fields: ['userId'] } },
  { collection: COLLECTIONS.productDeletions, spec: { fields: ['deletedAt'] } },
  // A removed product's page answers 410: looked up by its address.
  { collection: COLLECTIONS.productDeletions, spec: { fields: ['urlExtension'] } },
  // Lookups by reviewer, voter and package barcode (account deletion, offer feeds): one key per
  // element of the arrays.
  { collection: COLLECTIONS.products, spec: { fields: ['reviews.from._id'], multikey: true } },
  { collection: COLLECTIONS.products, spec: { fields: ['binderVotes.user'], multikey: true } },
  { collection: COLLECTIONS.products, spec: { fields: ['sizes.barcode'], multikey: true } },
  { collection: COLLECTIONS.priceHistory, spec: { fields: ['productId'] } },
  { collection: COLLECTIONS.priceAlerts, spec: { fields: ['userId', 'productId'], unique: true } },
  { collection: COLLECTIONS.priceAlerts, spec: { fields: ['userId', 'slot'], unique: true } },
  { collection: COLLECTIONS.priceAlerts, spec: { fields: ['productId'] } },
  // Click-outs: the offer behind /weiter/{offerId} (also a removed one, by its history), and a
  // merchant's clicks by time.
  { collection: COLLECTIONS.products, spec: { fields: ['variants._id'], multikey: true } },
  { collection: COLLECTIONS.priceHistory, spec: { fields: ['offerKey'] } },
  { collection: COLLECTIONS.clicks, spec: { fields: ['offerId'] } },
  { collection: COLLECTIONS.clicks, spec: { fields: ['owner', 'at'] } },
  { collection: COLLECTIONS.clickVisitors, spec: { fields: ['until'] } },
  // Shop feeds: a merchant's list, the schedule's due feeds, a feed's runs newest first, the
  // offers a feed or a merchant keeps, and one mapping and one review entry per shop row id.
  { collection: COLLECTIONS.feeds, spec: { fields: ['owner'] } },
  { collection: COLLECTIONS.feeds, spec: { fields: ['nextRunAt'] } },
  { collection: COLLECTIONS.feedRuns, spec: { fields: ['feed', 'startedAt'] } },
  { collection: COLLECTIONS.feedRuns, spec: { fields: ['status'] } },
  { collection: COLLECTIONS.feedMappings, spec: { fields: ['owner', 'key'], unique: true } },
  { collection: COLLECTIONS.feedReview, spec: { fields: ['owner', 'key'], unique: true } },
  // The review queue by feed (what a pull no longer names goes) and newest first.
  { collection: COLLECTIONS.feedReview, spec: { fields: ['feed'] } },
  { collection: COLLECTIONS.feedReview, spec: { fields: ['seenAt'] } },
  { collection: COLLECTIONS.feedRunRows, spec: { fields: ['run', 'seq'] } },
  { collection: COLLECTIONS.feedRunRows, spec: { fields: ['feed'] } },
  { collection: COLLECTIONS.products, spec: { fields: ['variants.feed'], multikey: true } },
  // Offers whose sale starts or ends: the feed schedule switches their price when it is due.
  { collection: COLLECTIONS.products, spec: { fields: ['variants.priceChangeAt'], multikey: true } },
  { collection: COLLECTIONS.products, spec: { fields: ['variants.owner'], multikey: true } },
  // Review reports: one per reporter and review (a repeat is no second report), the editors' open
  // ones, and a closed account's own reports.
  { collection: COLLECTIONS.reviewReports, spec: { fields: ['reviewId', 'reporter'], unique: true } },
  { collection: COLLECTIONS.reviewReports, spec: { fields: ['status', 'createdAt'] } },
  { collection: COLLECTIONS.reviewReports, spec: { fields: ['reporterId'] } },
  // The offer-age sweep: offers whose confirmation passed the maximum age or the retention.
  { collection: COLLECTIONS.products, spec: { fields: ['variants.confirmedAt'], multikey: true } },
];

/**
 * References between collections that the portal keeps whole (account deletion takes the user's
 * sessions, tokens, alerts, reviews and votes along; a product deletion its prices and alerts):
 * `store check` reports any that point nowhere. `multikey`: the field lies in an array.
 */
export const REFERENCES: readonly { from: string; field: string; to: string; multikey?: boolean }[] = [
  { from: COLLECTIONS.sessions, field: 'userId', to: COLLECTIONS.users },
  { from: COLLECTIONS.tokens, field: 'userId', to: COLLECTIONS.users },
  { from: COLLECTIONS.priceAlerts, field: 'userId', to: COLLECTIONS.users },
  { from: COLLECTIONS.priceAlerts, field: 'productId', to: COLLECTIONS.products },
  { from: COLLECTIONS.priceHistory, field: 'productId', to: COLLECTIONS.products },
  { from: COLLECTIONS.products, field: 'brand', to: COLLECTIONS.brands },
  { from: COLLECTIONS.products, field: 'reviews.from._id', to: COLLECTIONS.users, multikey: true },
  { from: COLLECTIONS.products, field: 'binderVotes.user', to: COLLECTIONS.users, multikey: true },
];

/**
 * Collections whose every stored document is checked against its checksum at each read and at the
 * start of the embedded store: accounts, sessions and one-time tokens, where a changed byte (a
 * password hash, a token hash) must be reported, not trusted. `store check` checks every collection.
 */
export const VERIFIED_COLLECTIONS: readonly string[] = [
  COLLECTIONS.users,
  COLLECTIONS.sessions,
  COLLECTIONS.tokens,
];

/** Unique and lookup indexes, created at start; idempotent. */
export async function ensureIndexes(store: Collections): Promise<void> {
  await addAccountKeys(store);
  await addBrandKeys(store);
  await addBrandSlugs(store);
  await addUsernameSkeletons(store);
  await addPriceAlertSlots(store);
  for (const { collection, spec } of INDEXES) await store.collection(collection).ensureIndex(spec);
}
