import type { Shipping } from '@futterkompass/domain';
import { useLocation } from 'react-router-dom';

/**
 * The visitor's choice "Preise inkl. Versand" where a page shows prices outside the list: the
 * `shipping=included` of the page's address (the list writes it, its links and the quick search
 * carry it on to the product pages).
 */
export function useShipping(): Shipping {
  const { search } = useLocation();
  return new URLSearchParams(search).get('shipping') === 'included' ? 'included' : 'excluded';
}
