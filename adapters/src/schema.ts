import { COLLECTIONS } from './collections';
import type { Store } from './store/port';

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
}
