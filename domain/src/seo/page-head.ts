import type { ProductDetail } from '../products';

/** Title and description of a product page for its HTML head and link previews. */
export function productPageHead(product: ProductDetail): { title: string; description: string } {
  const name = `${product.brand.name} ${product.series}`;
  return {
    title: `${name} – Preisvergleich und Zusammensetzung | Futterkompass`,
    description: `${name}: Preise vieler Shops im Vergleich, Grundpreis, Inhaltsstoffe, Bewertungen und Futterkosten pro Tag.`,
  };
}
