import type { ProductDetail } from '@futterkompass/domain';

/** Product and brand description. */
export function DescriptionTab({ product }: { product: ProductDetail }) {
  return (
    <div className="description-tab">
      <h3>Über das Produkt</h3>
      <p>{product.productDescription ?? 'Für dieses Produkt gibt es noch keine Beschreibung.'}</p>
      <h3>Über die Marke {product.brand.name}</h3>
      <p>{product.brand.description ?? 'Für diese Marke gibt es noch keine Beschreibung.'}</p>
    </div>
  );
}
