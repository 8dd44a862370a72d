import { type ListType, MESSAGES, ROUTES } from '@futterkompass/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { startPendingHere, useResumePending } from '../accounts/login-return';
import { isSignedOutAnswer, postJson } from '../api/http';
import { useToast } from '../ui/toast';
import { useSession } from './session';

interface Favorites {
  /** In the favourites list. */
  has(productId: string): boolean;
  /** The personal list the product is in, if any (a product is in at most one). */
  listOf(productId: string): ListType | null;
  /** Adds the product to the list (leaving the other) or, if it is there, removes it. */
  toggle(productId: string, listType?: ListType): Promise<void>;
  /** Takes a product out of the local favourites (it was removed elsewhere, e.g. in the profile). */
  forget(productId: string): void;
}

const FavoritesContext = createContext<Favorites | null>(null);
type Lists = Record<ListType, string[]>;

/**
 * The personal lists as the browser knows them: visitors get a message with a login link; signed-in users add (no
 * duplicates) or remove through the lists call. An answer that the session is gone signs out and
 * leads to the login.
 */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { signedIn, user, signOut } = useSession();
  // react-router gives a new navigate with each address: taken from a ref, it leaves the context
  // value as it is, and the cards do not render again when a list rewrites its address.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const toast = useToast();
  const [lists, setLists] = useState<Lists>({ favorites: [], negFavorites: [] });
  useEffect(() => {
    const next = { favorites: user?.favorites ?? [], negFavorites: user?.negFavorites ?? [] };
    // Unchanged lists keep their object: a new context value above a page the browser has not yet
    // taken over from the server would make React render that page anew instead.
    setLists((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
  }, [user]);

  const toggle = useCallback(
    async (productId: string, listType: ListType = 'favorites') => {
      // A stored session counts before its account is loaded: the server takes the user from the token.
      if (!signedIn) {
        // After the login the visitor is back on this page with the product on the list.
        const onFollow = () => startPendingHere({ kind: 'favorite', productId, data: { listType } });
        toast({ text: MESSAGES.notSignedIn, link: { to: ROUTES.login, label: 'Zum Login', onFollow } });
        return;
      }
      try {
        const answer = await postJson('/api/lists-update', {
          user: user?._id,
          product: productId,
          listType,
        });
        if (!answer.success) throw new Error('not saved');
        setLists({ favorites: answer.favorites ?? [], negFavorites: answer.negFavorites ?? [] });
      } catch (error) {
        if (isSignedOutAnswer(error)) {
          signOut();
          navigateRef.current(ROUTES.login);
          return;
        }
        toast({ text: MESSAGES.genericError, kind: 'error' });
      }
    },
    [signedIn, user, signOut, toast],
  );
  useResumePending('favorite', undefined, ({ listType }, productId) => {
    // The account's lists as loaded: the product may be on the list already (set in another tab).
    if (!user?.[listType]?.includes(productId)) void toggle(productId, listType);
  });
  const forget = useCallback((productId: string) => {
    setLists((current) => ({ ...current, favorites: current.favorites.filter((id) => id !== productId) }));
  }, []);
  const value = useMemo(
    () => ({
      has: (id: string) => lists.favorites.includes(id),
      listOf: (id: string): ListType | null =>
        lists.favorites.includes(id) ? 'favorites' : lists.negFavorites.includes(id) ? 'negFavorites' : null,
      toggle,
      forget,
    }),
    [lists, toggle, forget],
  );
  return <FavoritesContext.Provider value={value}>{children}</FavoritesContext.Provider>;
}

export function useFavorites(): Favorites {
  const favorites = useContext(FavoritesContext);
  if (!favorites) throw new Error('useFavorites outside FavoritesProvider');
  return favorites;
}
