import type { ProductDetail } from '@futterkompass/domain';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, getJson } from '../api/http';

export type ProductState =
  | { kind: 'loading' }
  | { kind: 'found'; product: ProductDetail }
  | { kind: 'missing'; message: string }
  | { kind: 'failed' };

/** The detail page's product; `reload` fetches it again (after a review or a vote). */
export function useProduct(urlExtension: string) {
  const [state, setState] = useState<ProductState>({ kind: 'loading' });
  const load = useCallback(async () => {
    try {
      const answer = await getJson<{ success: boolean; product: ProductDetail }>(
        `/api/product?url=${encodeURIComponent(urlExtension)}`,
      );
      setState({ kind: 'found', product: answer.product });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        const message =
          (error.body as { message?: string } | undefined)?.message ?? 'Produkt nicht gefunden.';
        setState({ kind: 'missing', message });
      } else setState({ kind: 'failed' });
    }
  }, [urlExtension]);

  useEffect(() => {
    setState({ kind: 'loading' });
    load();
  }, [load]);

  return { state, reload: load };
}
