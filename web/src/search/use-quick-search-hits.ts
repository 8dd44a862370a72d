import type { FeedingAnimal, Shipping } from '@futterkompass/domain';
import type { ProductCard } from '@futterkompass/search-config';
import { useEffect, useState } from 'react';
import { getJson } from '../api/http';
import { petQueryString } from '../pets/pet-query';

export type Hit = Pick<
  ProductCard,
  | '_id'
  | 'urlExtension'
  | 'brand'
  | 'series'
  | 'imageUrl'
  | 'type1'
  | 'animal'
  | 'bestOffer'
  | 'shipping'
  | 'gramsPerDay'
  | 'costPerDay'
  | 'feedingReason'
>;

/**
 * The hits of the quick search for a (debounced) query, priced under the shipping choice and, with
 * an active animal, with its cost per day: null while there is no query, [] when nothing matches or
 * the call failed. An answer to an older query never replaces a newer one.
 */
export function useQuickSearchHits(
  query: string,
  shipping: Shipping,
  pet: FeedingAnimal | null = null,
): { hits: Hit[] | null; total: number } {
  const petQuery = pet ? petQueryString(pet) : '';
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    if (!query) {
      setHits(null);
      return;
    }
    let current = true;
    getJson(
      `/api/search-products?query=${encodeURIComponent(query)}${shipping === 'included' ? '&shipping=included' : ''}${petQuery && `&${petQuery}`}`,
    ).then(
      (answer) => {
        if (!current) return;
        setHits(answer.products ?? []);
        setTotal(answer.nOfProducts ?? answer.products?.length ?? 0);
      },
      () => current && setHits([]),
    );
    return () => {
      current = false;
    };
  }, [query, shipping, petQuery]);
  return { hits, total };
}
