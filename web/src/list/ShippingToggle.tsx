import { SHIPPING_CHOICE_LABEL } from '@futterkompass/domain';
import { useCatalogQuery } from './catalog-state';

/**
 * "Preise inkl. Versand" (as idealo and Geizhals offer it): prices, Grundpreise, the best offer,
 * the price sorts and the Grundpreis filter then count the shipping. Kept in the URL
 * (`shipping=included`) like every list choice.
 */
export function ShippingToggle() {
  const { query, update } = useCatalogQuery();
  return (
    <label className="shipping-toggle">
      <input
        type="checkbox"
        checked={query.shipping === 'included'}
        onChange={(e) => update({ ...query, shipping: e.target.checked ? 'included' : 'excluded' })}
      />
      {SHIPPING_CHOICE_LABEL}
    </label>
  );
}
