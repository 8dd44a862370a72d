import {
  brandPath,
  labelOf,
  listAddress,
  type ProductDetail,
  SIMILAR_PRODUCTS,
  similarProductsQuery,
  TYPE1,
} from '@futterkompass/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { postJson } from '../api/http';
import { ProductCard, type ProductCardData } from '../products/ProductCard';
import { Carousel } from '../ui/Carousel';

const productKey = (product: ProductCardData) => product._id;
const productSlide = (product: ProductCardData) => <ProductCard product={product} />;

/**
 * "Ähnliche Produkte": the same brand's food of the same type for the same animals, best rated first,
 * with links to all of them and to the brand's page. The cards the server rendered the page with,
 * else from the list's search.
 */
export function SimilarProducts({
  product,
  rendered,
}: {
  product: ProductDetail;
  rendered: ProductCardData[] | null;
}) {
  const [cards, setCards] = useState<ProductCardData[] | null>(rendered);
  const query = similarProductsQuery(product);
  const key = listAddress(query);
  const [loadedFor, setLoadedFor] = useState(rendered ? key : null);
  useEffect(() => {
    if (loadedFor === key) return;
    let current = true;
    const filters = similarProductsQuery(product);
    postJson('/api/filter-products', { filters }).then(
      (answer) => {
        if (!current) return;
        setCards(answer.products ?? []);
        setLoadedFor(key);
      },
      () => current && setCards([]),
    );
    return () => {
      current = false;
    };
  }, [key, loadedFor, product]);

  const others = (cards ?? []).filter((card) => card._id !== product._id).slice(0, SIMILAR_PRODUCTS);
  const type = labelOf(TYPE1, product.type1);
  return (
    <div id="aehnliche-produkte" className="product-section similar-products">
      <Carousel
        title="Ähnliche Produkte"
        items={others}
        keyOf={productKey}
        render={productSlide}
        empty={
          cards
            ? `Von ${product.brand.name} gibt es kein weiteres ${type} für diese Tiere.`
            : 'Lade Produkte...'
        }
      />
      <p className="similar-links">
        <Link to={listAddress({ ...query, sortBy: 'brand' })}>
          Mehr {type} von {product.brand.name}
        </Link>
        <Link to={brandPath(product.brand.slug)}>Alle Produkte von {product.brand.name}</Link>
      </p>
    </div>
  );
}
