import type { PublicUser } from '@futterkompass/contract';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, getJson } from '../api/http';
import { useBrowserState } from '../render-context';
import { readToken, removeKey, STORAGE_KEYS, writeJson } from '../storage';

/** The signed-in user as the server sends it. */
export type SessionUser = PublicUser;

interface Session {
  /** Signed in: a token is stored (flagged at once) and, once fetched, the user. */
  signedIn: boolean;
  user: SessionUser | null;
  signIn(token: string): void;
  signOut(): void;
  /** Replaces fields of the fetched user (a changed e-mail address). */
  updateUser(patch: Partial<SessionUser>): void;
  /** Fetches the user again: something changed the account outside this page (a mailed link). */
  reload(): void;
}

const SessionContext = createContext<Session | null>(null);

function usable(user: SessionUser | undefined): user is SessionUser {
  return !!user?.username && !!user.email && !!user._id && user.status !== 'blocked';
}

/**
 * Sign-in state (spec part 1 section 4): a stored token counts as signed in and the user is fetched;
 * a user without username, email or id, a blocked user or a failed fetch clears the token silently.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useBrowserState<string | null>(readToken, null);
  const [user, setUser] = useState<SessionUser | null>(null);

  const signOut = useCallback(() => {
    removeKey(STORAGE_KEYS.token);
    setToken(null);
    setUser(null);
  }, [setToken]);

  const signIn = useCallback(
    (next: string) => {
      writeJson(STORAGE_KEYS.token, next);
      setUser(null);
      setToken(next);
    },
    [setToken],
  );

  const updateUser = useCallback((patch: Partial<SessionUser>) => {
    setUser((current) => (current ? { ...current, ...patch } : current));
  }, []);

  /**
   * Fetches the user of the stored token; `current` tells whether the answer still counts. A call
   * that got no answer is made once more before it counts as failed: Firefox cuts off a page's
   * calls as soon as a navigation away starts, while the page still runs, and signing out then
   * would remove the token the next page needs (the second call dies with the page unanswered).
   */
  const fetchUser = useCallback(
    (current: () => boolean) => {
      const ask = (again: boolean) =>
        getJson('/api/user-from-token').then(
          (answer) => {
            if (!current()) return;
            if (answer.success && usable(answer.user)) setUser(answer.user);
            else signOut();
          },
          (error: unknown) => {
            if (!current()) return;
            if (again && error instanceof ApiError && error.status === undefined) ask(false);
            else signOut();
          },
        );
      ask(true);
    },
    [signOut],
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    fetchUser(() => active);
    return () => {
      active = false;
    };
  }, [token, fetchUser]);

  const reload = useCallback(() => {
    const at = readToken();
    if (at) fetchUser(() => readToken() === at);
  }, [fetchUser]);

  const value = useMemo(
    () => ({ signedIn: !!token, user, signIn, signOut, updateUser, reload }),
    [token, user, signIn, signOut, updateUser, reload],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
