import { type CatalogQuery, type FeedingAnimal, serializeCatalogQuery } from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { postJson } from '../api/http';
import { usePets } from '../pets/pets-state';
import { listFilters } from './list-filters';

/**
 * How many products a list state finds: one list call, the first page only. With the active
 * animal, as the list asks: its allergies keep products out.
 */
export async function countProducts(query: CatalogQuery, pet: FeedingAnimal | null = null): Promise<number> {
  const answer = await postJson('/api/filter-products', {
    filters: listFilters({ ...query, currentPage: 1, productsPerPage: 12 }, pet),
  });
  if (answer.success !== 1) throw new Error('count failed');
  return answer.nOfProducts ?? 0;
}

export const STAGED_COUNT_DELAY_MS = 300;

/**
 * The count a staged filter selection would give, asked once the selection has rested for 300 ms;
 * null while it is asked or when it cannot be known. An older answer never replaces a newer one.
 */
export function useStagedCount(query: CatalogQuery | null): number | null {
  const [count, setCount] = useState<number | null>(null);
  const { activeAnimal } = usePets();
  const key = query ? `${serializeCatalogQuery(query)}#${JSON.stringify(activeAnimal)}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized key stands for the query
  useEffect(() => {
    setCount(null);
    if (!query) return;
    let current = true;
    const timer = setTimeout(() => {
      countProducts(query, activeAnimal).then(
        (n) => current && setCount(n),
        () => undefined,
      );
    }, STAGED_COUNT_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  return count;
}
