import type { FeedingAnimal, Shipping } from '@futterkompass/domain';
import type { CompareProduct } from '@futterkompass/search-config';
import { useEffect, useMemo, useState } from 'react';
import { postJson } from '../api/http';

interface Loaded {
  /** The ids the last call asked for: products missing from its answer are not asked for again. */
  asked: readonly string[];
  shipping: Shipping;
  /** The active animal the costs per day were asked for (JSON), '' for none. */
  pet: string;
  products: CompareProduct[];
}

/**
 * The compared products in list order, their best offer under the shipping choice and, with an
 * active animal, their cost per day. Removing one needs no new call; an id not asked for yet,
 * another shipping choice or another animal does.
 */
export function useCompareProducts(
  ids: readonly string[],
  shipping: Shipping,
  pet: FeedingAnimal | null = null,
) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const petKey = pet ? JSON.stringify(pet) : '';
  const needed =
    ids.length > 0 &&
    (loaded === null ||
      loaded.shipping !== shipping ||
      loaded.pet !== petKey ||
      ids.some((id) => !loaded.asked.includes(id)));
  const request = needed ? JSON.stringify({ ids, shipping, ...(pet && { pet }) }) : null;

  useEffect(() => {
    if (request === null) return;
    const body = JSON.parse(request) as { ids: string[]; shipping: Shipping; pet?: FeedingAnimal };
    let current = true;
    setFailed(false);
    postJson('/api/compare-list', body)
      .then((answer) => {
        if (!answer.success) throw new Error('compare-list');
        const asked = {
          asked: body.ids,
          shipping: body.shipping,
          pet: body.pet ? JSON.stringify(body.pet) : '',
        };
        if (current) setLoaded({ ...asked, products: answer.products_list });
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
