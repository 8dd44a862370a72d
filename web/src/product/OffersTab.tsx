import {
  type DetailOffer,
  formatBasePrice,
  formatDeliveryTime,
  formatPackage,
  formatPrice,
  labelOf,
  PACKAGINGS,
} from '@futterkompass/domain';
import { RecipeHint } from './RecipeHint';

export const NO_PRICES =
  'Wir konnten leider keine Preise für dieses Produkt finden. Bitte versuche es später erneut.';

const COLUMNS = ['Shop', 'Verpackung', 'Menge', 'Preis', 'Grundpreis', 'Versand', 'Lieferzeit', 'Gesamt', ''];

/**
 * The price comparison: every visible offer, cheapest base price first. On narrow screens each row
 * becomes a card whose cells carry their column name.
 */
export function OffersTab({ offers, bestId }: { offers: DetailOffer[]; bestId: string | null }) {
  if (offers.length === 0) return <p className="empty">{NO_PRICES}</p>;
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
                {offer.merchant}
                {offer._id === bestId && <span className="best-badge">Bestes Angebot</span>}
                {!offer.inStock && <span className="out-of-stock">nicht vorrätig</span>}
              </th>
              <td data-label="Verpackung">{labelOf(PACKAGINGS, offer.packaging)}</td>
              <td data-label="Menge">{formatPackage(offer.amount, offer.size, offer.unit)}</td>
              <td data-label="Preis">{formatPrice(offer.price)} €</td>
              <td data-label="Grundpreis" className="offers-base-price">
                {formatBasePrice(offer.basePrice, offer.unit)}
              </td>
              <td data-label="Versand">
                {typeof offer.deliveryCost === 'number' ? `${formatPrice(offer.deliveryCost)} €` : '–'}
              </td>
              <td data-label="Lieferzeit">{formatDeliveryTime(offer.deliveryTime)}</td>
              <td data-label="Gesamt">{formatPrice(offer.totalPrice)} €</td>
              <td>
                <a
                  className="button button-small"
                  href={offer.link}
                  target="_blank"
                  rel="nofollow sponsored noopener noreferrer"
                  aria-label={`Zum Shop: ${offer.merchant}, ${formatPackage(offer.amount, offer.size, offer.unit)}`}
                >
                  Zum Shop
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
