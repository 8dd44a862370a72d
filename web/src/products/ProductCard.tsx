import { allergenLabel, productPathFor } from '@futterkompass/domain';
import type { ProductCard as ProductCardData } from '@futterkompass/search-config';
import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { FeedingLine } from '../pets/FeedingLine';
import { useInCompare } from '../state/compare';
import { useFavorites } from '../state/favorites';
import { IconToggle } from '../ui/IconToggle';
import { FromPrice, OfferPrice } from './OfferPrice';
import { type ImagePriority, ProductImage } from './ProductImage';
import { ShopLink } from './ShopLink';
import { Stars } from './Stars';
import './product-card.css';

export type { ProductCardData };

type CardProps = { product: ProductCardData; image?: ImagePriority };

/**
 * The same card: InstantSearch hands its hits over as fresh copies (with their positions) whenever
 * it renders, e.g. when a sort is chosen and the old results still show; equal fields are the
 * same product.
 */
function sameCard(a: CardProps, b: CardProps): boolean {
  if (a.image !== b.image) return false;
  if (a.product === b.product) return true;
  const before = a.product as unknown as Record<string, unknown>;
  const after = b.product as unknown as Record<string, unknown>;
  const keys = Object.keys(before);
  return keys.length === Object.keys(after).length && keys.every((key) => before[key] === after[key]);
}

/**
 * A product in lists and carousels (spec part 1 section 2). The Grundpreis leads, because the
 * price sorts order by it, with shipping and VAT beside it and the "ab" price of all buyable
 * offers below; one primary action leads to the best offer. Prices follow the shipping choice the
 * card was asked with (its links take the choice to the product page). Memoised: when the list
 * renders again with the same hits (InstantSearch taking the server's results over, or showing that
 * a new search is on its way), the cards do not.
 */
export const ProductCard = memo(function ProductCard({ product, image = 'lazy' }: CardProps) {
  const compare = useInCompare(product._id);
  const favorites = useFavorites();
  const titleId = useId();
  const { inCompare } = compare;
  const favorite = favorites.has(product._id);
  const name = `${product.brand.name} ${product.series}`;
  const offer = product.bestOffer;
  const page = productPathFor(product.urlExtension, product.shipping);
  return (
    <article className="product-card" aria-labelledby={titleId}>
      <div className="product-card-media">
        <Link to={page} className="product-card-image" tabIndex={-1} aria-hidden="true">
          <ProductImage src={product.imageUrl} alt="" width={150} height={180} priority={image} />
        </Link>
        <div className="product-card-toggles">
          <IconToggle
            pressed={favorite}
            label={favorite ? `${name} aus den Favoriten entfernen` : `${name} zu den Favoriten`}
            tooltip={favorite ? 'Favorit' : 'Merken'}
            onClick={() => void favorites.toggle(product._id)}
          >
            ♥
          </IconToggle>
          <IconToggle
            pressed={inCompare}
            label={inCompare ? `${name} aus der Vergleichsliste entfernen` : `${name} vergleichen`}
            tooltip={inCompare ? 'Im Vergleich' : 'Vergleichen'}
            onClick={compare.toggle}
          >
            ⇄
          </IconToggle>
        </div>
      </div>
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
        <h3 className="product-card-series" id={titleId}>
          <Link to={page}>
            <span className="visually-hidden">{product.brand.name} </span>
            {product.series}
          </Link>
        </h3>
        <Stars rating={product.rating} count={product.ratingCount} />
        <div className="product-card-price">
          {offer ? (
            <>
              <OfferPrice offer={offer} shipping={product.shipping} />
              <FromPrice price={product.fromPrice} shipping={product.shipping} />
            </>
          ) : (
            <p className="offer-line">Zurzeit kein Angebot</p>
          )}
        </div>
        <FeedingLine
          costPerDay={product.costPerDay}
          gramsPerDay={product.gramsPerDay}
          reason={product.feedingReason}
        />
        {/* Shown only when the visitor asked for the products whose label may hide an allergy. */}
        {product.allergensUnclear && product.allergensUnclear.length > 0 && (
          <p className="allergen-unclear">
            Allergen unklar: {product.allergensUnclear.map(allergenLabel).join(', ')}
          </p>
        )}
        <div className="product-card-cta">
          {offer && (
            <ShopLink className="button best-offer" offerId={offer._id}>
              zum besten Angebot
              <span className="best-offer-merchant">bei {offer.merchant}</span>
            </ShopLink>
          )}
          <Link className="all-offers" to={page}>
            Alle Angebote
          </Link>
        </div>
      </div>
    </article>
  );
}, sameCard);
