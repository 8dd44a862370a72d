import {
  type DetailOffer,
  formatBasePrice,
  formatDateTime,
  formatDeliveryTime,
  formatPackage,
  formatPrice,
  labelOf,
  PACKAGINGS,
} from '@futterkompass/domain';
import { ShopLink } from '../products/ShopLink';
import { RecipeHint } from './RecipeHint';

/**
 * A product no shop offers: said as it is, not as a failure to retry (the specification's 'no
 * prices' text asks to try again later, which does not help here).
 */
export const NO_OFFERS =
  'Für dieses Produkt hat zurzeit kein Shop ein Angebot. Mit einem Preisalarm erfährst du, sobald es wieder eines gibt.';

/** The newest price time of the offers, or null. */
const newest = (offers: DetailOffer[]) =>
  offers.reduce<string | null>(
    (latest, o) => (o.updatedAt && (!latest || o.updatedAt > latest) ? o.updatedAt : latest),
    null,
  );

const COLUMNS = ['Shop', 'Verpackung', 'Menge', 'Preis', 'Grundpreis', 'Versand', 'Lieferzeit', 'Gesamt', ''];

/**
 * The price comparison: every visible offer, cheapest base price first. On narrow screens each row
 * becomes a card whose cells carry their column name.
 */
export function OffersTab({ offers, bestId }: { offers: DetailOffer[]; bestId: string | null }) {
  if (offers.length === 0) return <p className="empty">{NO_OFFERS}</p>;
  const latest = newest(offers);
  return (
    <>
      <RecipeHint />
      <table className="offers-table">
        <caption className="visually-hidden">Angebote, nach Grundpreis aufsteigend</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c || 'link'} scope="col">
                {c || <span className="visually-hidden">Zum Shop</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer._id} className={offer._id === bestId ? 'is-best' : undefined}>
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
                {!offer.inStock && <span className="out-of-stock">nicht vorrätig</span>}
              </th>
              <td data-label="Verpackung">{labelOf(PACKAGINGS, offer.packaging)}</td>
              <td data-label="Menge">{formatPackage(offer.amount, offer.size, offer.unit)}</td>
              <td data-label="Preis">
                {formatPrice(offer.price)} €
                {offer.updatedAt && (
                  <span className="offer-time">
                    Stand <time dateTime={offer.updatedAt}>{formatDateTime(offer.updatedAt)}</time>
                  </span>
                )}
              </td>
              <td data-label="Grundpreis" className="offers-base-price">
                {formatBasePrice(offer.basePrice, offer.unit)}
              </td>
              <td data-label="Versand">
                {typeof offer.deliveryCost === 'number' ? `${formatPrice(offer.deliveryCost)} €` : '–'}
              </td>
              <td data-label="Lieferzeit">{formatDeliveryTime(offer.deliveryTime)}</td>
              <td data-label="Gesamt">{formatPrice(offer.totalPrice)} €</td>
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
          ))}
        </tbody>
      </table>
      <p className="offers-note">
        Alle Preise inkl. MwSt., zuzüglich der angegebenen Versandkosten.
        {latest && (
          <>
            {' '}
            Preise zuletzt aktualisiert am <time dateTime={latest}>{formatDateTime(latest)}</time>.
          </>
        )}{' '}
        Preise und Lieferbarkeit können sich beim Shop inzwischen geändert haben.
      </p>
    </>
  );
}
