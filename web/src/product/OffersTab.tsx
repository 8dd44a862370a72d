import {
  confirmationText,
  type DetailOffer,
  formatDeliveryTime,
  formatEuro,
  formatPackage,
  formatUnitPrice,
  labelOf,
  type OfferStatus,
  PACKAGINGS,
  type Shipping,
  shippingText,
  shownOfferPrice,
  sortOffers,
} from '@futterkompass/domain';
import { ShippingChoice } from '../products/ShippingChoice';
import { ShopLink } from '../products/ShopLink';
import { RecipeHint } from './RecipeHint';

/**
 * A product no shop offers: said as it is, not as a failure to retry (the specification's 'no
 * prices' text asks to try again later, which does not help here).
 */
export const NO_OFFERS =
  'Für dieses Produkt hat zurzeit kein Shop ein Angebot. Mit einem Preisalarm erfährst du, sobald es wieder eines gibt.';

/** Why an offer that is listed is not bought from. */
const STATUS_TEXT: Record<Exclude<OfferStatus, 'buyable'>, string> = {
  soldOut: 'nicht vorrätig',
  stale: 'veraltet',
  unchecked: 'Preis nicht automatisch geprüft',
};

const columns = (shipping: Shipping) =>
  shipping === 'included'
    ? [
        'Shop',
        'Verpackung',
        'Menge',
        'Preis inkl. Versand',
        'Grundpreis inkl. Versand',
        'Versand',
        'Lieferzeit',
        '',
      ]
    : ['Shop', 'Verpackung', 'Menge', 'Preis', 'Grundpreis', 'Versand', 'Lieferzeit', 'Gesamt', ''];

/** The offer's price; a reduction struck through against its lowest price of the 30 days before (PAngV § 11). */
function PriceCell({ offer, shipping }: { offer: DetailOffer; shipping: Shipping }) {
  const shown = shownOfferPrice(offer, shipping);
  const reduced = offer.referencePrice !== null && !shown.delivered;
  return (
    <td data-label={shipping === 'included' ? 'Preis inkl. Versand' : 'Preis'} className="offers-price">
      {reduced && (
        <>
          <del className="reference-price">
            <span className="visually-hidden">statt </span>
            {formatEuro(offer.referencePrice as number)}
          </del>{' '}
        </>
      )}
      <span className={reduced ? 'reduced-price' : undefined}>{formatEuro(shown.price)}</span>
      {reduced && <span className="offer-time">durchgestrichen: niedrigster Preis der 30 Tage davor</span>}
      {shown.delivered && (offer.deliveryCost ?? 0) > 0 && (
        <span className="offer-time">
          {formatEuro(offer.price)} + {formatEuro(offer.deliveryCost ?? 0)} Versand
        </span>
      )}
      <span className="offer-time">
        {offer.confirmedAt ? (
          <time dateTime={offer.confirmedAt}>{confirmationText(offer.confirmedAt, Date.now())}</time>
        ) : (
          confirmationText(null, Date.now())
        )}
      </span>
    </td>
  );
}

/**
 * The price comparison: offers a visitor can buy first (by Grundpreis, or by the total with shipping
 * when the visitor chose prices with shipping), those outdated or sold out after them, each with
 * when its shop last confirmed its price. On narrow screens each row becomes a card whose cells
 * carry their column name.
 */
export function OffersTab({
  offers,
  bestId,
  shipping,
  maxAgeHours,
}: {
  offers: DetailOffer[];
  bestId: string | null;
  shipping: Shipping;
  maxAgeHours: number;
}) {
  if (offers.length === 0) return <p className="empty">{NO_OFFERS}</p>;
  const included = shipping === 'included';
  return (
    <>
      <RecipeHint />
      <ShippingChoice />
      <table className="offers-table">
        <caption className="visually-hidden">
          {included
            ? 'Angebote, kaufbare nach Gesamtpreis mit Versand aufsteigend'
            : 'Angebote, kaufbare nach Grundpreis aufsteigend'}
        </caption>
        <thead>
          <tr>
            {columns(shipping).map((c) => (
              <th key={c || 'link'} scope="col">
                {c || <span className="visually-hidden">Zum Shop</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sortOffers(offers, shipping).map((offer) => {
            const shown = shownOfferPrice(offer, shipping);
            return (
              <tr
                key={offer._id}
                className={
                  offer._id === bestId ? 'is-best' : offer.status !== 'buyable' ? 'is-unavailable' : undefined
                }
              >
                <th scope="row" data-label="Shop">
                  <span className="offer-shop">
                    {offer.shopLogo && (
                      <img
                        className="offer-logo"
                        src={offer.shopLogo}
                        alt=""
                        width={28}
                        height={28}
                        loading="lazy"
                      />
                    )}
                    {offer.merchant}
                  </span>
                  {offer._id === bestId && <span className="best-badge">Bestes Angebot</span>}
                  {offer.status !== 'buyable' && (
                    <span className="out-of-stock">{STATUS_TEXT[offer.status]}</span>
                  )}
                </th>
                <td data-label="Verpackung">{labelOf(PACKAGINGS, offer.packaging)}</td>
                <td data-label="Menge">{formatPackage(offer.amount, offer.size, offer.unit)}</td>
                <PriceCell offer={offer} shipping={shipping} />
                <td
                  data-label={included ? 'Grundpreis inkl. Versand' : 'Grundpreis'}
                  className="offers-base-price"
                >
                  {formatUnitPrice(shown.unitPrice, offer.unit)}
                </td>
                <td data-label="Versand">{shippingText(offer.deliveryCost, shipping)}</td>
                <td data-label="Lieferzeit">{formatDeliveryTime(offer.deliveryTime)}</td>
                {!included && <td data-label="Gesamt">{formatEuro(offer.totalPrice)}</td>}
                <td>
                  <ShopLink
                    className="button button-small"
                    offerId={offer._id}
                    aria-label={`Zum Shop: ${offer.merchant}, ${formatPackage(offer.amount, offer.size, offer.unit)}`}
                  >
                    Zum Shop
                  </ShopLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="offers-note">
        Alle Preise inkl. MwSt.
        {included ? ', mit den angegebenen Versandkosten.' : ', zuzüglich der angegebenen Versandkosten.'}{' '}
        „Stand“ nennt, wann der Shop den Preis zuletzt bestätigt hat; hat er das seit mehr als {maxAgeHours}{' '}
        Stunden nicht getan, ist das Angebot als veraltet markiert und zählt nicht als bestes Angebot. Preise
        und Lieferbarkeit können sich beim Shop inzwischen geändert haben.
      </p>
    </>
  );
}
