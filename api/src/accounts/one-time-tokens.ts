import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import { hashSecretToken, newSecretToken } from './secret-tokens';

export type OneTimeKind = 'verify-email' | 'reset-password';

interface OneTimeToken {
  _id: string;
  kind: OneTimeKind;
  userId: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export const ONE_TIME_TTL_MS: Record<OneTimeKind, number> = {
  'verify-email': 48 * 3600_000,
  'reset-password': 3600_000,
};

/** Links for e-mail verification and password reset: stored hashed, expiring, usable once. */
export function createOneTimeTokens(store: Store, now: () => Date = () => new Date()) {
  const tokens = store.collection<OneTimeToken>(COLLECTIONS.tokens);
  return {
    /** A new token; earlier ones of the same kind for the user stop working. */
    async issue(userId: string, kind: OneTimeKind): Promise<string> {
      const token = newSecretToken();
      const at = now();
      await tokens.deleteMany({ userId, kind });
      await tokens.insert({
        kind,
        userId,
        tokenHash: hashSecretToken(token),
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + ONE_TIME_TTL_MS[kind]).toISOString(),
      });
      return token;
    },

    /**
     * The user id of a valid token, which is used up by this call; null if unknown, of another
     * kind, expired or already used. Deleting first makes two concurrent uses have one winner.
     */
    async consume(token: string, kind: OneTimeKind): Promise<string | null> {
      if (token.length > 200) return null;
      const found = await tokens.findOne({ tokenHash: hashSecretToken(token), kind });
      if (!found) return null;
      if ((await tokens.deleteOne({ _id: found._id })) === 0) return null;
      return found.expiresAt > now().toISOString() ? found.userId : null;
    },

    async revokeAll(userId: string): Promise<void> {
      await tokens.deleteMany({ userId });
    },
  };
}

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
