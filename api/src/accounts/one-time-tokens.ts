import { COLLECTIONS, type Collections } from '@futterkompass/adapters';
import { hashSecretToken, newSecretToken } from './secret-tokens';

export type OneTimeKind = 'verify-email' | 'reset-password' | 'confirm-email' | 'cancel-email-change';

/** What an e-mail change's links stand for: the new address, and the one it replaces. */
export interface EmailChangeData {
  email: string;
  previousEmail: string;
}

interface OneTimeToken extends Partial<EmailChangeData> {
  _id: string;
  kind: OneTimeKind;
  userId: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

/** A used token: whose it was, and the change it stands for. */
export type ConsumedToken = Pick<OneTimeToken, 'userId'> & Partial<EmailChangeData>;

export const ONE_TIME_TTL_MS: Record<OneTimeKind, number> = {
  'verify-email': 48 * 3600_000,
  'reset-password': 3600_000,
  'confirm-email': 24 * 3600_000,
  // The old address may take a change back for a week, also after the new address confirmed it.
  'cancel-email-change': 7 * 24 * 3600_000,
};

/** Links for verification, password reset and e-mail changes: stored hashed, expiring, usable once. */
export function createOneTimeTokens(store: Collections, now: () => Date = () => new Date()) {
  const tokens = store.collection<OneTimeToken>(COLLECTIONS.tokens);
  return {
    /**
     * A new token; earlier ones of the same kind for the user stop working, but for the links that
     * take an e-mail change back: a second change must not disarm the old address's link.
     */
    async issue(userId: string, kind: OneTimeKind, data?: EmailChangeData): Promise<string> {
      const token = newSecretToken();
      const at = now();
      if (kind !== 'cancel-email-change') await tokens.deleteMany({ userId, kind });
      await tokens.insert({
        kind,
        userId,
        ...data,
        tokenHash: hashSecretToken(token),
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + ONE_TIME_TTL_MS[kind]).toISOString(),
      });
      return token;
    },

    /**
     * The user (and change) of a valid token, which is used up by this call; null if unknown, of
     * another kind, expired or already used. Deleting first makes two concurrent uses have one winner.
     */
    async consume(token: string, kind: OneTimeKind): Promise<ConsumedToken | null> {
      if (token.length > 200) return null;
      const found = await tokens.findOne({ tokenHash: hashSecretToken(token), kind });
      if (!found) return null;
      if ((await tokens.deleteOne({ _id: found._id })) === 0) return null;
      if (found.expiresAt <= now().toISOString()) return null;
      return {
        userId: found.userId,
        ...(found.email !== undefined && { email: found.email }),
        ...(found.previousEmail !== undefined && { previousEmail: found.previousEmail }),
      };
    },

    /** Ends the user's links of one kind, or all of them. */
    async revokeAll(userId: string, kind?: OneTimeKind): Promise<void> {
      await tokens.deleteMany(kind ? { userId, kind } : { userId });
    },
  };
}

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
