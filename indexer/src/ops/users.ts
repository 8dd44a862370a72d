import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import { accountKey, type Role, type User } from '@futterkompass/domain';

/** Roles an operator grants; merchant and brand-owner accounts are made elsewhere. */
export const GRANTABLE_ROLES = ['user', 'editor', 'admin'] as const satisfies readonly Role[];
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export class UnknownUserError extends Error {
  override name = 'UnknownUserError';
  constructor(username: string) {
    super(`Es gibt keinen Nutzer „${username}“.`);
  }
}

async function find(store: Store, username: string): Promise<User> {
  const user = await store.collection<User>(COLLECTIONS.users).findOne({ usernameKey: accountKey(username) });
  if (!user) throw new UnknownUserError(username);
  return user;
}

/** Ops: gives a user a role; answers the user's name as stored and the role before. */
export async function setUserRole(store: Store, username: string, role: GrantableRole) {
  const user = await find(store, username);
  await store.collection<User>(COLLECTIONS.users).updateOne({ _id: user._id }, { $set: { role } });
  return { username: user.username, before: user.role, role };
}

/** Ops: blocks (every session ends at once) or unblocks a user. */
export async function setUserBlocked(store: Store, username: string, blocked: boolean) {
  const user = await find(store, username);
  await store
    .collection<User>(COLLECTIONS.users)
    .updateOne({ _id: user._id }, { $set: { status: blocked ? 'blocked' : 'active' } });
  if (blocked) await store.collection(COLLECTIONS.sessions).deleteMany({ userId: user._id });
  return { username: user.username, status: blocked ? 'blocked' : 'active' };
}
