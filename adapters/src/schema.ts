import { accountKey, type User } from '@futterkompass/domain';
import { COLLECTIONS } from './collections';
import type { Store } from './store/port';

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
async function addAccountKeys(store: Store): Promise<void> {
  const users = store.collection<User>(COLLECTIONS.users);
  for (const user of await users.find({
    $or: [{ usernameKey: { $exists: false } }, { emailKey: { $exists: false } }],
  }))
    await users.updateOne(
      { _id: user._id },
      { $set: { usernameKey: accountKey(user.username), emailKey: accountKey(user.email) } },
    );
}

/** Unique and lookup indexes, created at start; idempotent. */
export async function ensureIndexes(store: Store): Promise<void> {
  const c = (name: string) => store.collection(name);
  await addAccountKeys(store);
  await c(COLLECTIONS.users).ensureIndex({ fields: ['username'], unique: true });
  await c(COLLECTIONS.users).ensureIndex({ fields: ['email'], unique: true });
  await c(COLLECTIONS.users).ensureIndex({ fields: ['usernameKey'], unique: true });
  await c(COLLECTIONS.users).ensureIndex({ fields: ['emailKey'], unique: true });
  await c(COLLECTIONS.products).ensureIndex({ fields: ['urlExtension'], unique: true });
  await c(COLLECTIONS.products).ensureIndex({ fields: ['updatedAt'] });
  await c(COLLECTIONS.brands).ensureIndex({ fields: ['name'] });
  await c(COLLECTIONS.sessions).ensureIndex({ fields: ['tokenHash'], unique: true });
  await c(COLLECTIONS.sessions).ensureIndex({ fields: ['userId'] });
  await c(COLLECTIONS.tokens).ensureIndex({ fields: ['tokenHash'], unique: true });
  await c(COLLECTIONS.tokens).ensureIndex({ fields: ['userId'] });
  await c(COLLECTIONS.productDeletions).ensureIndex({ fields: ['deletedAt'] });
  // Lookups by reviewer, voter and package barcode (account deletion, offer feeds): MongoDB only.
  // NeDB keeps one list of products per key (a reviewer, "no barcode") and rebuilds each list on
  // every write of a product in it, which made a 100,000-row feed take minutes; its $or lookup
  // does not use them anyway.
  if (store.kind === 'mongodb') {
    await c(COLLECTIONS.products).ensureIndex({ fields: ['reviews.from._id'] });
    await c(COLLECTIONS.products).ensureIndex({ fields: ['binderVotes.user'] });
    await c(COLLECTIONS.products).ensureIndex({ fields: ['sizes.barcode'] });
  }
  await c(COLLECTIONS.priceHistory).ensureIndex({ fields: ['productId'] });
  await c(COLLECTIONS.priceAlerts).ensureIndex({ fields: ['userId', 'productId'], unique: true });
  await c(COLLECTIONS.priceAlerts).ensureIndex({ fields: ['productId'] });
}
