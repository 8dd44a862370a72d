import { MESSAGES, ROUTES } from '@futterkompass/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSignedOutAnswer, postJson } from '../api/http';
import { useSession } from './session';

interface Favorites {
  has(productId: string): boolean;
  toggle(productId: string): Promise<void>;
  /** Takes a product out of the local favourites (it was removed elsewhere, e.g. in the profile). */
  forget(productId: string): void;
}

const FavoritesContext = createContext<Favorites | null>(null);

/**
 * Favourites: visitors get an alert; signed-in users add (no duplicates) or remove through the lists
 * call. An answer that the session is gone signs out and leads to the login.
 */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { signedIn, user, signOut } = useSession();
  const navigate = useNavigate();
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => setIds(user?.favorites ?? []), [user]);

  const toggle = useCallback(
    async (productId: string) => {
      if (!signedIn || !user) {
        window.alert(MESSAGES.notSignedIn);
        return;
      }
      try {
        const answer = await postJson<{ success?: boolean; favorites?: string[] }>('/api/lists-update', {
          user: user._id,
          product: productId,
          listType: 'favorites',
        });
        if (!answer.success) throw new Error('not saved');
        setIds(answer.favorites ?? []);
      } catch (error) {
        if (isSignedOutAnswer(error)) {
          signOut();
          navigate(ROUTES.login);
          return;
        }
        window.alert(MESSAGES.genericError);
      }
    },
    [signedIn, user, signOut, navigate],
  );
  const forget = useCallback((productId: string) => {
    setIds((current) => current.filter((id) => id !== productId));
  }, []);
  const value = useMemo(
    () => ({ has: (id: string) => ids.includes(id), toggle, forget }),
    [ids, toggle, forget],
  );
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}

export function useFavorites(): Favorites {
  const favorites = useContext(FavoritesContext);
  if (!favorites) throw new Error('useFavorites outside FavoritesProvider');
  return favorites;
}
