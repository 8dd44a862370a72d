import { COLLECTIONS, type Logger, type Store } from '@futterkompass/adapters';
import {
  ACCOUNT_MESSAGES as M,
  type PriceAlert,
  type ReviewReport,
  readHousehold,
  type User,
} from '@futterkompass/domain';
import { createOneTimeTokens } from '../../accounts/one-time-tokens';
import { reauthenticate } from '../../accounts/password-check';
import type { PasswordGuard } from '../../accounts/password-guard';
import { createSessions } from '../../accounts/sessions';
import type { ProductWrites } from '../../products/product-writes';
import { invalid } from '../../service-errors';

/** What the browser learns about its own user: never the password hash or the lookup keys. */
export function publicUser(user: User) {
  return {
    _id: user._id,
    username: user.username,
    email: user.email,
    createdAt: user.createdAt,
    status: user.status,
    role: user.role,
    favorites: user.favorites,
    negFavorites: user.negFavorites,
    pets: readHousehold(user.pets),
    // The address waiting for its confirmation, while the link to it is valid.
    ...(user.pendingEmail &&
      user.pendingEmail.expiresAt > new Date().toISOString() && { pendingEmail: user.pendingEmail.email }),
  };
}

export interface AccountDeps {
  store: Store;
  productWrites: ProductWrites;
  guard: PasswordGuard;
  logger: Logger;
}

/**
 * Closing an account removes the user (with the lists on it), sessions, links, price alerts,
 * reviews and votes, and its name on review reports, in one transaction: a kill leaves the whole account or nothing of it. Each
 * product's rating is recomputed in its write; the index learns of them after the commit.
 */
export function createAccountService({ store, productWrites, guard, logger }: AccountDeps) {
  return {
    /** Only with the account's password: a session alone (left open, or stolen) is not enough. */
    async deleteAccount(user: User, password: string, ip?: string): Promise<void> {
      if (password === '') throw invalid(M.deletePasswordRequired, { field: 'password' });
      await reauthenticate(guard, user, password, ip, { message: M.currentPasswordWrong, field: 'password' });
      const touched = await store.transaction(async (tx) => {
        await createSessions(tx).closeAll(user._id);
        await createOneTimeTokens(tx).revokeAll(user._id);
        await tx.collection<PriceAlert>(COLLECTIONS.priceAlerts).deleteMany({ userId: user._id });
        // Reports the user made stay for the editors, no longer naming the account.
        await tx
          .collection<ReviewReport>(COLLECTIONS.reviewReports)
          .updateMany({ reporterId: user._id }, { $unset: { reporterId: '' } });
        const found = await tx
          .collection<{ _id: string }>(COLLECTIONS.products)
          .find(
            { $or: [{ 'reviews.from._id': user._id }, { 'binderVotes.user': user._id }] },
            { projection: { _id: 1 } },
          );
        for (const { _id } of found)
          await productWrites.changeCommunityWithin(tx, _id, (p) => ({
            reviews: p.reviews.filter((r) => r.from._id !== user._id),
            binderVotes: p.binderVotes.filter((v) => v.user !== user._id),
          }));
        await tx.collection<User>(COLLECTIONS.users).deleteOne({ _id: user._id });
        return found;
      });
      // A queue that is down does not fail this: the change is recorded for the index's reconcile.
      await productWrites.notifyIndex(touched.map((p) => p._id));
      logger.info({ userId: user._id, products: touched.length }, 'account deleted');
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
