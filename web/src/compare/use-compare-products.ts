import type { CompareProduct } from '@futterkompass/search-config';
import { useEffect, useMemo, useState } from 'react';
import { postJson } from '../api/http';

interface CompareAnswer {
  success: boolean;
  products_list: CompareProduct[];
}

interface Loaded {
  /** The ids the last call asked for: products missing from its answer are not asked for again. */
  asked: readonly string[];
  products: CompareProduct[];
}

/** The compared products in list order. Removing one needs no new call; an id not asked for yet does. */
export function useCompareProducts(ids: readonly string[]) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const needed = ids.length > 0 && (loaded === null || ids.some((id) => !loaded.asked.includes(id)));
  const request = needed ? JSON.stringify(ids) : null;

  useEffect(() => {
    if (request === null) return;
    const asked = JSON.parse(request) as string[];
    let current = true;
    setFailed(false);
    postJson<CompareAnswer>('/api/compare-list', { ids: asked })
      .then((answer) => {
        if (!answer.success) throw new Error('compare-list');
        if (current) setLoaded({ asked, products: answer.products_list });
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [request]);

  // A stable list while nothing changes: the chart is redrawn only when the products are.
  const products = useMemo(() => (loaded?.products ?? []).filter((p) => ids.includes(p._id)), [loaded, ids]);
  return { products, loading: needed && !failed, failed };
}
