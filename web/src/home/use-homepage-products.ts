import { PAGE_DATA } from '@futterkompass/domain';
import type { ProductCard } from '@futterkompass/search-config';
import { useEffect, useState } from 'react';
import { postJson } from '../api/http';
import { useBrowserState, usePageData } from '../render-context';
import { recentlyViewed } from '../state/recently-viewed';

export interface HomepageProducts {
  status: 'loading' | 'done' | 'failed';
  best: ProductCard[];
  viewed: ProductCard[];
}

/** The best rated products as the server put them into the home page (the same for every visitor). */
function bestFrom(page: unknown): ProductCard[] | null {
  const data = page as { bestProducts?: unknown } | null;
  return Array.isArray(data?.bestProducts) ? (data.bestProducts as ProductCard[]) : null;
}

/**
 * The home carousels: best rated products and the visitor's recently viewed ones. The best ones come
 * with the page, so the first carousel paints with it; the API is asked only for viewed products
 * (or for both, when the page came without them).
 */
export function useHomepageProducts(): HomepageProducts {
  const page = usePageData(PAGE_DATA.homeProducts);
  const [pageBest] = useState(() => bestFrom(page));
  // None in the server's markup: the visitor's list is known only in the browser.
  const [viewedIds] = useBrowserState(recentlyViewed, []);
  const needsApi = !pageBest || viewedIds.length > 0;
  const [answer, setAnswer] = useState<HomepageProducts | null>(null);
  useEffect(() => {
    if (!needsApi) return;
    let current = true;
    postJson('/api/homepage-products', { lastViewed: viewedIds })
      .then((reply) => {
        if (!reply.success) throw new Error('homepage-products');
        if (current)
          setAnswer({ status: 'done', best: reply.bestProducts, viewed: reply.lastViewedProducts });
      })
      .catch(() => {
        if (current) setAnswer({ status: 'failed', best: pageBest ?? [], viewed: [] });
      });
    return () => {
      current = false;
    };
  }, [needsApi, viewedIds, pageBest]);
  if (answer) return answer;
  return { status: needsApi ? 'loading' : 'done', best: pageBest ?? [], viewed: [] };
}
