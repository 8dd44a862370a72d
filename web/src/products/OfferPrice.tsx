import {
  formatEuro,
  formatPackage,
  type PricedOffer,
  type Shipping,
  shownOfferPrice,
  shownUnitPrice,
  VAT_NOTE,
} from '@futterkompass/domain';

type ShownOffer = PricedOffer & { amount: number; size: number; unit: string };

/**
 * An offer's price block, the same on cards, in the compare table and on the product page: the
 * Grundpreis per kg or l first, then the pack's price, then shipping and VAT at a glance (PAngV
 * §§ 3, 5, 6). With shipping included the delivered figures, where the shop names its shipping.
 */
export function OfferPrice({ offer, shipping }: { offer: ShownOffer; shipping: Shipping }) {
  const shown = shownOfferPrice(offer, shipping);
  return (
    <>
      <p className="unit-price">{shownUnitPrice(shown, offer.unit)}</p>
      <p className="offer-line">
        {formatEuro(shown.price)} für {formatPackage(offer.amount, offer.size, offer.unit)}
      </p>
      <p className="price-notes">
        {/* Each part stays on one line: 'inkl.' never ends a line without 'MwSt.'. */}
        <span className="no-wrap">{shown.shipping}</span> · <span className="no-wrap">{VAT_NOTE}</span>
      </p>
    </>
  );
}

/** The "ab" price: the lowest price among the offers a visitor can buy now. */
export function FromPrice({ price, shipping }: { price: number | null; shipping: Shipping }) {
  if (price === null) return null;
  return (
    <p className="from-price">
      Angebote ab {formatEuro(price)}
      {shipping === 'included' ? ' inkl. Versand' : ''}
    </p>
  );
}
