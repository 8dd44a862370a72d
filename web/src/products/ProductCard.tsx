import { formatNumber, formatPrice, productPath } from '@futterkompass/domain';
import type { ProductCard as ProductCardData } from '@futterkompass/search-config';
import { Link } from 'react-router-dom';
import { useCompareList } from '../state/compare';
import { useFavorites } from '../state/favorites';
import { ProductImage } from './ProductImage';
import { Stars } from './Stars';

export type { ProductCardData };

/** A product in lists and carousels (spec part 1 section 2). */
export function ProductCard({ product }: { product: ProductCardData }) {
  const compare = useCompareList();
  const favorites = useFavorites();
  const inCompare = compare.has(product._id);
  const favorite = favorites.has(product._id);
  const name = `${product.brand.name} ${product.series}`;
  const offer = product.bestOffer;
  return (
    <article className="product-card" aria-label={name}>
      <Link
        to={productPath(product.urlExtension)}
        className="product-card-image"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage src={product.imageUrl} alt="" width={150} height={180} />
      </Link>
      <div className="product-card-body">
        <p className="product-card-brand">
          {product.brand.name}
          {product.brand.owned && (
            <span
              className="owned-icon"
              role="img"
              title="Der Hersteller betreut diese Marke auf Futterkompass"
              aria-label="vom Hersteller betreut"
            >
              ✔
            </span>
          )}
        </p>
        <h3 className="product-card-series">
          <Link to={productPath(product.urlExtension)}>{product.series}</Link>
        </h3>
        <Stars rating={product.rating} count={product.ratingCount} />
        <div className="product-card-actions">
          <button
            type="button"
            className={`toggle-icon${favorite ? ' is-on' : ''}`}
            aria-pressed={favorite}
            aria-label={favorite ? `${name} aus den Favoriten entfernen` : `${name} zu den Favoriten`}
            onClick={() => void favorites.toggle(product._id)}
          >
            ♥
          </button>
          <button
            type="button"
            className={`toggle-icon${inCompare ? ' is-on' : ''}`}
            aria-pressed={inCompare}
            aria-label={inCompare ? `${name} aus der Vergleichsliste entfernen` : `${name} vergleichen`}
            onClick={() => compare.toggle(product._id)}
          >
            ⇄
          </button>
        </div>
        <Link className="button button-secondary" to={productPath(product.urlExtension)}>
          Alle Angebote
        </Link>
        {offer && (
          <a
            className="button best-offer"
            href={offer.link}
            target="_blank"
            rel="nofollow sponsored noopener noreferrer"
          >
            <span>zum besten Angebot</span>
            <span className="best-offer-merchant">{offer.merchant}</span>
            <span className="best-offer-price">{formatPrice(offer.price)} €</span>
            <span className="best-offer-size">
              {offer.amount} x {formatNumber(offer.size, 3)} {offer.unit}
            </span>
          </a>
        )}
      </div>
    </article>
  );
}
