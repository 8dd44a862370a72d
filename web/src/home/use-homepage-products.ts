import type { ProductCard } from '@futterkompass/search-config';
import { useEffect, useState } from 'react';
import { postJson } from '../api/http';
import { readPageData } from '../page-data';
import { recentlyViewed } from '../state/recently-viewed';

interface HomepageAnswer {
  success: boolean;
  bestProducts: ProductCard[];
  lastViewedProducts: ProductCard[];
}

export interface HomepageProducts {
  status: 'loading' | 'done' | 'failed';
  best: ProductCard[];
  viewed: ProductCard[];
}

/** The best rated products as the server put them into the home page (the same for every visitor). */
function bestFromPage(): ProductCard[] | null {
  const data = readPageData('futterkompass-home-products') as { bestProducts?: unknown } | null;
  return Array.isArray(data?.bestProducts) ? (data.bestProducts as ProductCard[]) : null;
}

/**
 * The home carousels: best rated products and the visitor's recently viewed ones. The best ones come
 * with the page, so the first carousel paints with it; the API is asked only for viewed products
 * (or for both, when the page came without them).
 */
export function useHomepageProducts(): HomepageProducts {
  const [initial] = useState(() => ({ best: bestFromPage(), lastViewed: recentlyViewed() }));
  const [state, setState] = useState<HomepageProducts>(() =>
    initial.best && initial.lastViewed.length === 0
      ? { status: 'done', best: initial.best, viewed: [] }
      : { status: 'loading', best: initial.best ?? [], viewed: [] },
  );
  useEffect(() => {
    if (initial.best && initial.lastViewed.length === 0) return;
    let current = true;
    postJson<HomepageAnswer>('/api/homepage-products', { lastViewed: initial.lastViewed })
      .then((answer) => {
        if (!answer.success) throw new Error('homepage-products');
        if (current)
          setState({ status: 'done', best: answer.bestProducts, viewed: answer.lastViewedProducts });
      })
      .catch(() => {
        if (current) setState((s) => ({ status: 'failed', best: s.best, viewed: [] }));
      });
    return () => {
      current = false;
    };
  }, [initial]);
  return state;
}
