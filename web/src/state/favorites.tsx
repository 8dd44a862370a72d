import { MESSAGES } from '@futterkompass/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { postJson } from '../api/http';
import { useSession } from './session';

interface Favorites {
  has(productId: string): boolean;
  toggle(productId: string): Promise<void>;
}

const FavoritesContext = createContext<Favorites | null>(null);

/** Favourites: visitors get an alert; signed-in users add (no duplicates) or remove through the lists call. */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { signedIn, user } = useSession();
  const [ids, setIds] = useState<string[]>([]);
  useEffect(() => setIds(user?.favorites ?? []), [user]);

  const toggle = useCallback(
    async (productId: string) => {
      if (!signedIn || !user) {
        window.alert(MESSAGES.notSignedIn);
        return;
      }
      try {
        const answer = await postJson<{ success?: boolean }>('/api/lists-update', {
          user: user._id,
          product: productId,
          listType: 'favorites',
        });
        if (!answer.success) throw new Error('not saved');
        setIds((current) =>
          current.includes(productId) ? current.filter((id) => id !== productId) : [...current, productId],
        );
      } catch {
        window.alert(MESSAGES.genericError);
      }
    },
    [signedIn, user],
  );
  const value = useMemo(() => ({ has: (id: string) => ids.includes(id), toggle }), [ids, toggle]);
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}

export function useFavorites(): Favorites {
  const favorites = useContext(FavoritesContext);
  if (!favorites) throw new Error('useFavorites outside FavoritesProvider');
  return favorites;
}
