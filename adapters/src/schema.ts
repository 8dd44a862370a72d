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
};

/** Unique and lookup indexes, created at start; idempotent. */
export async function ensureIndexes(store: Store): Promise<void> {
  const c = (name: string) => store.collection(name);
  await c(COLLECTIONS.users).ensureIndex({ fields: ['username'], unique: true });
  await c(COLLECTIONS.users).ensureIndex({ fields: ['email'], unique: true });
  await c(COLLECTIONS.products).ensureIndex({ fields: ['urlExtension'], unique: true });
  await c(COLLECTIONS.products).ensureIndex({ fields: ['updatedAt'] });
  await c(COLLECTIONS.brands).ensureIndex({ fields: ['name'] });
  await c(COLLECTIONS.sessions).ensureIndex({ fields: ['tokenHash'], unique: true });
  await c(COLLECTIONS.tokens).ensureIndex({ fields: ['tokenHash'], unique: true });
  await c(COLLECTIONS.productDeletions).ensureIndex({ fields: ['deletedAt'] });
}
