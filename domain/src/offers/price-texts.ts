import { formatEuro, formatUnitPrice } from '../format';
import type { Shipping } from './prices';

/** Beside every price block (PAngV § 3: prices are gross prices). */
export const VAT_NOTE = 'inkl. MwSt.';

/** The one label of the choice, everywhere it is offered. */
export const SHIPPING_CHOICE_LABEL = 'Preise inkl. Versand';

/**
 * Shipping at a glance (PAngV § 6), in one wording everywhere: beside a shop's price 'zzgl. 2,99 €
 * Versand', beside a delivered price 'inkl. 2,99 € Versand'; 'versandkostenfrei' and 'Versand
 * unbekannt' either way.
 */
export function shippingText(
  deliveryCost: number | null | undefined,
  shipping: Shipping = 'excluded',
): string {
  if (typeof deliveryCost !== 'number') return 'Versand unbekannt';
  if (deliveryCost === 0) return 'versandkostenfrei';
  return `${shipping === 'included' ? 'inkl.' : 'zzgl.'} ${formatEuro(deliveryCost)} Versand`;
}

/** An offer's prices, as the product page and the search documents carry them (absent or null: unknown). */
export interface PricedOffer {
  price: number;
  unitPrice: number;
  deliveryCost?: number | null;
  deliveredPrice?: number | null;
  deliveredUnitPrice?: number | null;
}

/** The figures of an offer as shown under the shipping choice. */
export interface ShownOfferPrice {
  price: number;
  unitPrice: number;
  /** Whether `price` and `unitPrice` contain the shipping. */
  delivered: boolean;
  shipping: string;
}

/**
 * An offer's price and Grundpreis under the choice: with shipping included the delivered figures
 * when the shipping is known, otherwise the shop's own (and 'Versand unbekannt' says why).
 */
export function shownOfferPrice(offer: PricedOffer, shipping: Shipping): ShownOfferPrice {
  const { deliveredPrice, deliveredUnitPrice } = offer;
  const delivered =
    shipping === 'included' && typeof deliveredPrice === 'number' && typeof deliveredUnitPrice === 'number';
  return {
    price: delivered ? deliveredPrice : offer.price,
    unitPrice: delivered ? deliveredUnitPrice : offer.unitPrice,
    delivered,
    shipping: shippingText(offer.deliveryCost, delivered ? 'included' : 'excluded'),
  };
}

/** '5,48 €/kg' or, delivered, '6,22 €/kg inkl. Versand'. */
export const shownUnitPrice = (shown: ShownOfferPrice, unit: string): string =>
  `${formatUnitPrice(shown.unitPrice, unit)}${shown.delivered ? ' inkl. Versand' : ''}`;
