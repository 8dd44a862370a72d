import { SHIPPING_CHOICE_LABEL } from '@futterkompass/domain';
import { useSearchParams } from 'react-router-dom';
import { useShipping } from './use-shipping';

/**
 * "Preise inkl. Versand" outside the list (product page, compare table): the page's own
 * `shipping=included`, changed in place (the rest of the address stays).
 */
export function ShippingChoice() {
  const shipping = useShipping();
  const [, setParams] = useSearchParams();
  return (
    <label className="shipping-toggle">
      <input
        type="checkbox"
        checked={shipping === 'included'}
        onChange={(e) => {
          const on = e.target.checked;
          setParams(
            (params) => {
              const next = new URLSearchParams(params);
              if (on) next.set('shipping', 'included');
              else next.delete('shipping');
              return next;
            },
            { replace: true },
          );
        }}
      />
      {SHIPPING_CHOICE_LABEL}
    </label>
  );
}
