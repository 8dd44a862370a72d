import { accountKey, type Brand, brandKey, type PriceAlert, type User } from '@futterkompass/domain';
import { usernameSkeleton } from '@futterkompass/domain/username-skeleton';
import { COLLECTIONS } from './collections';
import type { Collections } from './store/port';

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
 * Users stored before confusable names were refused get their name's skeleton. Two old names that
 * look alike keep the first (in id order) keyed and the others without a key (the index is sparse):
 * both still sign in, and no new name can look like either.
 */
async function addUsernameSkeletons(store: Store): Promise<void> {
  const users = store.collection<User>(COLLECTIONS.users);
  const unkeyed = await users.find({ usernameSkeleton: { $exists: false } }, { sort: { _id: 1 } });
  if (unkeyed.length === 0) return;
  const taken = new Set(
    (await users.find({ usernameSkeleton: { $exists: true } }, { projection: { usernameSkeleton: 1 } })).map(
      (u) => u.usernameSkeleton,
    ),
  );
  for (const user of unkeyed) {
    const key = usernameSkeleton(user.username);
    if (taken.has(key)) continue;
    taken.add(key);
    await users.updateOne({ _id: user._id }, { $set: { usernameSkeleton: key } });
  }
}

/**
 * Price alerts stored before they had places get the lowest free places of their user, in id order
 * (the same choice in every replica that starts at once). A user with more alerts than the limit
 * keeps them all, on places past it, and can add none until under it again.
 */
async function addPriceAlertSlots(store: Store): Promise<void> {
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

/** Unique and lookup indexes, created at start; idempotent. */
export async function ensureIndexes(store: Collections): Promise<void> {
  const c = (name: string) => store.collection(name);
  await addAccountKeys(store);
  await addBrandKeys(store);
  await addUsernameSkeletons(store);
  await addPriceAlertSlots(store);
  await c(COLLECTIONS.users).ensureIndex({ fields: ['username'], unique: true });
  await c(COLLECTIONS.users).ensureIndex({ fields: ['email'], unique: true });
  await c(COLLECTIONS.users).ensureIndex({ fields: ['usernameKey'], unique: true });
  await c(COLLECTIONS.users).ensureIndex({ fields: ['emailKey'], unique: true });
  await c(COLLECTIONS.users).ensureIndex({ fields: ['usernameSkeleton'], unique: true, sparse: true });
  await c(COLLECTIONS.products).ensureIndex({ fields: ['urlExtension'], unique: true });
  await c(COLLECTIONS.products).ensureIndex({ fields: ['updatedAt'] });
  // The newest products of the home page, read in this order.
  await c(COLLECTIONS.products).ensureIndex({ fields: ['createdAt'] });
  await c(COLLECTIONS.brands).ensureIndex({ fields: ['name'] });
  await c(COLLECTIONS.brands).ensureIndex({ fields: ['nameKey'], unique: true, sparse: true });
  await c(COLLECTIONS.sessions).ensureIndex({ fields: ['tokenHash'], unique: true });
  await c(COLLECTIONS.sessions).ensureIndex({ fields: ['userId'] });
  await c(COLLECTIONS.tokens).ensureIndex({ fields: ['tokenHash'], unique: true });
  await c(COLLECTIONS.tokens).ensureIndex({ fields: ['userId'] });
  await c(COLLECTIONS.productDeletions).ensureIndex({ fields: ['deletedAt'] });
  // Lookups by reviewer, voter and package barcode (account deletion, offer feeds): one key per
  // element of the arrays.
  await c(COLLECTIONS.products).ensureIndex({ fields: ['reviews.from._id'], multikey: true });
  await c(COLLECTIONS.products).ensureIndex({ fields: ['binderVotes.user'], multikey: true });
  await c(COLLECTIONS.products).ensureIndex({ fields: ['sizes.barcode'], multikey: true });
  await c(COLLECTIONS.priceHistory).ensureIndex({ fields: ['productId'] });
  await c(COLLECTIONS.priceAlerts).ensureIndex({ fields: ['userId', 'productId'], unique: true });
  await c(COLLECTIONS.priceAlerts).ensureIndex({ fields: ['userId', 'slot'], unique: true });
  await c(COLLECTIONS.priceAlerts).ensureIndex({ fields: ['productId'] });
}
