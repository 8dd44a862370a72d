import { PAGE_DATA, type ProductDetail, type ProductPageData } from '@futterkompass/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, getJson } from '../api/http';
import { useFirstPageData } from '../render-context';

export type ProductState =
  | { kind: 'loading' }
  /** `reviewCount`: the product holds only the first of this many reviews (ProductPageData). */
  | { kind: 'found'; product: ProductDetail; reviewCount?: number }
  /** `answered`: the server answered the page's address itself with 404 or 410 (no redirect then). */
  | { kind: 'missing'; message: string; answered?: boolean }
  | { kind: 'failed' };

/** The state the server rendered the page with, when its data is for this product. */
function serverState(data: ProductPageData | null, urlExtension: string): ProductState | null {
  if (data?.urlExtension !== urlExtension) return null;
  return 'product' in data
    ? { kind: 'found', product: data.product, ...(data.reviewCount && { reviewCount: data.reviewCount }) }
    : { kind: 'missing', message: data.missing, answered: true };
}

/**
 * The detail page's product: the one the server put into the page (no second fetch), else from the
 * API; `reload` fetches it again (after a review or a vote, or for all of its reviews).
 */
export function useProduct(urlExtension: string) {
  const pageData = useFirstPageData(PAGE_DATA.product) as ProductPageData | null;
  const [state, setState] = useState<ProductState>(
    () => serverState(pageData, urlExtension) ?? { kind: 'loading' },
  );
  // The product the state holds already: the server's, or the last one loaded.
  const holds = useRef(state.kind === 'loading' ? null : urlExtension);
  const load = useCallback(async () => {
    try {
      const answer = await getJson(`/api/product?url=${encodeURIComponent(urlExtension)}`);
      setState({ kind: 'found', product: answer.product });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        const message =
          (error.body as { message?: string } | undefined)?.message ?? 'Produkt nicht gefunden.';
        setState({ kind: 'missing', message });
      } else setState({ kind: 'failed' });
    }
    holds.current = urlExtension;
  }, [urlExtension]);

  useEffect(() => {
    if (holds.current === urlExtension) return;
    setState({ kind: 'loading' });
    load();
  }, [load, urlExtension]);

  return { state, reload: load };
}
