import { COLLECTIONS, type Collections } from '@futterkompass/adapters';
import type { User } from '@futterkompass/domain';
import { hashSecretToken, newSecretToken } from './secret-tokens';

export interface Session {
  _id: string;
  userId: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** Sessions kept per user (one per browser); a new one beyond replaces the oldest. */
export const SESSIONS_PER_USER = 20;

export interface SignedIn {
  user: User;
  session: Session;
}

/**
 * Sessions: the browser holds a random token, the store only its SHA-256 hash with an expiry. A
 * session ends at its expiry, on logout, when the password changes or is reset, when the account
 * is blocked or deleted. An expired session is refused but not deleted on the clock's word: a clock
 * set forward by mistake would otherwise end every session for good; set right, they count again.
 * What the clock cannot tell, the count does: a user keeps SESSIONS_PER_USER, the oldest goes.
 */
export function createSessions(store: Collections, now: () => Date = () => new Date()) {
  const sessions = store.collection<Session>(COLLECTIONS.sessions);
  const users = store.collection<User>(COLLECTIONS.users);
  return {
    async open(userId: string): Promise<string> {
      const token = newSecretToken();
      const at = now();
      const kept = await sessions.find({ userId }, { sort: { createdAt: -1 }, projection: { _id: 1 } });
      const beyond = kept.slice(SESSIONS_PER_USER - 1).map((session) => session._id);
      if (beyond.length > 0) await sessions.deleteMany({ _id: { $in: beyond } });
      await sessions.insert({
        userId,
        tokenHash: hashSecretToken(token),
        createdAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + SESSION_TTL_MS).toISOString(),
      });
      return token;
    },

    /** The signed-in user of a token, or null: unknown, expired, or the account is gone or blocked. */
    async resolve(token: string | undefined): Promise<SignedIn | null> {
      if (!token || token.length > 200) return null;
      const session = await sessions.findOne({ tokenHash: hashSecretToken(token) });
      if (!session) return null;
      if (session.expiresAt <= now().toISOString()) return null;
      const user = await users.findOne({ _id: session.userId });
      if (!user || user.status === 'blocked') {
        await sessions.deleteMany({ userId: session.userId });
        return null;
      }
      return { user, session };
    },

    async close(sessionId: string): Promise<void> {
      await sessions.deleteOne({ _id: sessionId });
    },

    /** Ends every session of the user, but the one given (the caller's own, on a password change). */
    async closeAll(userId: string, exceptSessionId?: string): Promise<void> {
      await sessions.deleteMany(exceptSessionId ? { userId, _id: { $ne: exceptSessionId } } : { userId });
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
