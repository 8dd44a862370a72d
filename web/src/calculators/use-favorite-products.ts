import type { ListProduct } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { getJson } from '../api/http';

export type FavoriteProducts =
  | { state: 'signed-out' | 'loading' }
  | { state: 'loaded'; products: ListProduct[] };

/**
 * The signed-in user's favourites for the calculators' select (the token header goes with the call).
 * A failed call is only logged (spec part 2 section 7): the select then stays empty.
 */
export function useFavoriteProducts(signedIn: boolean): FavoriteProducts {
  const [loaded, setLoaded] = useState<ListProduct[] | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    setLoaded(null);
    getJson('/api/favorite-products').then(
      (answer) => {
        if (!active) return;
        if (!answer.success || !Array.isArray(answer.favorites))
          console.error('Favoriten: unerwartete Antwort', answer);
        setLoaded(answer.success && Array.isArray(answer.favorites) ? answer.favorites : []);
      },
      (error: unknown) => {
        if (!active) return;
        console.error('Favoriten konnten nicht geladen werden', error);
        setLoaded([]);
      },
    );
    return () => {
      active = false;
    };
  }, [signedIn]);
  if (!signedIn) return { state: 'signed-out' };
  return loaded ? { state: 'loaded', products: loaded } : { state: 'loading' };
}
