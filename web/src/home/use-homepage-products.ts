import type { ProductCard } from '@futterkompass/search-config';
import { useEffect, useState } from 'react';
import { postJson } from '../api/http';
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

/** The home carousels: best rated products and the visitor's recently viewed ones, in one call. */
export function useHomepageProducts(): HomepageProducts {
  const [state, setState] = useState<HomepageProducts>({ status: 'loading', best: [], viewed: [] });
  useEffect(() => {
    let current = true;
    postJson<HomepageAnswer>('/api/homepage-products', { lastViewed: recentlyViewed() })
      .then((answer) => {
        if (!answer.success) throw new Error('homepage-products');
        if (current)
          setState({ status: 'done', best: answer.bestProducts, viewed: answer.lastViewedProducts });
      })
      .catch(() => {
        if (current) setState({ status: 'failed', best: [], viewed: [] });
      });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
