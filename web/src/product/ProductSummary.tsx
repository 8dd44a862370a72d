import {
  ANIMALS,
  editProductPath,
  formatEuro,
  isEditor,
  type ListType,
  labelOf,
  labelsOf,
  type ProductDetail,
  type Shipping,
  TYPE1,
} from '@futterkompass/domain';
import { Link } from 'react-router-dom';
import { OfferPrice } from '../products/OfferPrice';
import { ShopLink } from '../products/ShopLink';
import { Stars } from '../products/Stars';
import { useCompareList } from '../state/compare';
import { useFavorites } from '../state/favorites';
import { useSession } from '../state/session';

const LIST_OPTIONS: { value: ListType; label: string }[] = [
  { value: 'favorites', label: 'Favoriten' },
  { value: 'negFavorites', label: 'Negative Erfahrungen' },
];

/**
 * Name, rating, brand, the "ab" price and the best offer (with shipping and VAT, delivered when the
 * visitor chose prices with shipping), the compare and list controls, key facts and the two
 * message buttons.
 */
export function ProductSummary({
  product: p,
  shipping,
  onReport,
  onAskBrand,
}: {
  product: ProductDetail;
  shipping: Shipping;
  onReport(): void;
  onAskBrand(): void;
}) {
  const compare = useCompareList();
  const lists = useFavorites();
  const { user } = useSession();
  const inCompare = compare.has(p._id);
  const list = lists.listOf(p._id);
  const included = shipping === 'included';
  const best = (included && p.bestDeliveredOffer) || p.bestOffer;
  const from = included && p.fromDeliveredPrice !== null ? p.fromDeliveredPrice : p.fromPrice;

  return (
    <div className="product-summary">
      <p className="product-brand">
        {p.brand.name}
        {p.brand.owned && (
          <span
            className="owned-icon"
            role="img"
            aria-label="vom Hersteller betreut"
            title="Der Hersteller betreut diese Marke auf Futterkompass"
          >
            ✔
          </span>
        )}
      </p>
      <h1>
        <span className="visually-hidden">{p.brand.name} </span>
        {p.series}
      </h1>
      <p className="product-rating">
        <Stars rating={p.rating} count={p.ratingCount} />
      </p>
      <ul className="key-facts">
        <li>{labelOf(TYPE1, p.type1)}</li>
        <li>für {labelsOf(ANIMALS, p.animal)}</li>
      </ul>
      {best && from !== null ? (
        <div className="best-offer-box">
          <p className="key-price">
            ab <strong>{formatEuro(from)}</strong>
            {included && p.fromDeliveredPrice !== null ? ' inkl. Versand' : ''}
          </p>
          <p className="best-offer-label">Bestes Angebot bei {best.merchant}:</p>
          <OfferPrice offer={best} shipping={shipping} />
          <ShopLink className="button best-offer-button" offerId={best._id}>
            Zum besten Angebot bei {best.merchant}
            <span className="visually-hidden"> (öffnet in neuem Tab)</span>
          </ShopLink>
        </div>
      ) : (
        <p className="key-price">Zurzeit kein Angebot</p>
      )}
      <div className="product-actions">
        <button
          type="button"
          className={`button button-secondary${inCompare ? ' is-on' : ''}`}
          aria-pressed={inCompare}
          onClick={() => compare.toggle(p._id)}
        >
          {inCompare ? 'In der Vergleichsliste ✓' : 'Vergleichen'}
        </button>
        <label className="list-select">
          <span className="visually-hidden">Auf eine Liste setzen</span>
          <select
            value={list ?? ''}
            onChange={(e) => {
              const next = e.target.value as ListType | '';
              // Choosing the empty entry takes the product off its list.
              if (next) void lists.toggle(p._id, next);
              else if (list) void lists.toggle(p._id, list);
            }}
          >
            <option value="">{list ? 'Von der Liste nehmen' : 'Auf eine Liste setzen …'}</option>
            {LIST_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        {p.brand.contactable && (
          <button type="button" className="button button-secondary" onClick={onAskBrand}>
            Frage an den Hersteller
          </button>
        )}
        <button type="button" className="link-button" onClick={onReport}>
          Produkt melden
        </button>
        {isEditor(user?.role) && (
          <Link className="button button-secondary" to={editProductPath(p.urlExtension)}>
            Produkt bearbeiten
          </Link>
        )}
      </div>
    </div>
  );
}
