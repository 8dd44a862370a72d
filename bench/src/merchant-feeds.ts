import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { COLLECTIONS, type Store } from '@futterkompass/adapters';
import { type Brand, gramsOf, gtinCheckDigit, type Product } from '@futterkompass/domain';

/** A product the feeds name by its first package's GTIN, and the price they give it. */
export interface FeedProduct {
  urlExtension: string;
  gtin: string;
  title: string;
  brand: string;
  grams: number;
  unit: 'g' | 'ml';
  /** Far below any demo offer (5 ct per 100 g): the best offer once imported. */
  price: number;
}

/** The seeded products with their first package, as the shop's feeds list them. */
export async function feedProducts(store: Store): Promise<FeedProduct[]> {
  const brands = new Map(
    (await store.collection<Brand>(COLLECTIONS.brands).find({}, { projection: { name: 1 } })).map((b) => [
      b._id,
      b.name,
    ]),
  );
  const products = await store
    .collection<Product>(COLLECTIONS.products)
    .find(
      { published: true },
      { projection: { urlExtension: 1, brand: 1, series: 1, sizes: 1, variants: 1 } },
    );
  return products.flatMap((p) => {
    const pack = p.sizes.find((s) => s.barcode);
    const liquid = p.variants.some((v) => v.unit === 'ml' || v.unit === 'l');
    if (!pack?.barcode) return [];
    const grams = gramsOf(pack.size, 'g');
    return [
      {
        urlExtension: p.urlExtension,
        gtin: pack.barcode,
        title: `${p.series} ${grams} ${liquid ? 'ml' : 'g'}`,
        brand: brands.get(p.brand) ?? '',
        grams,
        unit: liquid ? 'ml' : 'g',
        price: Math.max(0.1, Math.round(grams * 0.05) / 100),
      },
    ];
  });
}

/** Another price than the Google feed's (4 instead of 5 ct per 100 g): the list must show this one afterwards. */
export const idealoPrice = (product: FeedProduct) => Math.max(0.09, Math.round(product.grams * 0.04) / 100);

/** A valid GTIN no demo package carries (the demo's start with 426). */
const unknownGtin = (n: number) => {
  const body = `429${String(n).padStart(9, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
};

const DESCRIPTION =
  'Alleinfuttermittel für ausgewachsene Hunde und Katzen. Zusammensetzung: Fleisch und tierische Nebenerzeugnisse (Hühnchen 26 %, Rind 4 %), Getreide, Mineralstoffe, Öle und Fette. Analytische Bestandteile: Rohprotein 10,5 %, Rohfett 6,0 %, Rohasche 2,5 %, Rohfaser 0,5 %, Feuchtigkeit 78 %. Fütterungsempfehlung auf der Packung beachten; frisches Trinkwasser bereitstellen.';

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Writes lines through a stream, waiting whenever it is full. */
async function writeLines(file: string, lines: Iterable<string>, encoding: BufferEncoding) {
  const out = createWriteStream(file);
  for (const line of lines) if (!out.write(Buffer.from(line, encoding))) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

/**
 * A Google Merchant Center RSS feed as shop systems write it (description, image, brand, shipping,
 * half the GTINs zero-padded to 14 digits): one item per product, then items whose GTIN names no
 * product, `rows` in all.
 */
export async function writeGoogleXml(
  file: string,
  products: readonly FeedProduct[],
  rows: number,
  shop: string,
) {
  function* lines() {
    yield `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<title>Bench-Shop</title>\n<link>${shop}/</link>\n<description>Alle Artikel</description>\n`;
    for (let i = 0; i < rows; i++) {
      const product = products[i];
      const gtin = product ? (i % 2 ? product.gtin.padStart(14, '0') : product.gtin) : unknownGtin(i);
      const title = product ? `${product.brand} ${product.title}` : `Zubehör Artikel ${i} Dose 400 g`;
      const price = product ? product.price : 2.49;
      const measure = product ? `${product.grams} ${product.unit}` : '400 g';
      yield `<item>
<g:id>GMC-${i}</g:id>
<g:title><![CDATA[${title}]]></g:title>
<g:description>${xmlText(DESCRIPTION)}</g:description>
<g:link>${shop}/p/${i}?utm_source=google&amp;utm_medium=shopping</g:link>
<g:image_link>${shop}/img/${i}.jpg</g:image_link>
<g:availability>in_stock</g:availability>
<g:price>${price.toFixed(2)} EUR</g:price>
<g:brand>${xmlText(product?.brand ?? 'Bench')}</g:brand>
<g:gtin>${gtin}</g:gtin>
<g:condition>new</g:condition>
<g:unit_pricing_measure>${measure}</g:unit_pricing_measure>
<g:shipping><g:country>DE</g:country><g:service>Standard</g:service><g:price>3.95 EUR</g:price></g:shipping>
</item>\n`;
    }
    yield '</channel>\n</rss>\n';
  }
  await writeLines(file, lines(), 'utf8');
}

/**
 * An idealo CSV offer feed as German shop systems export it: windows-1252 (written here as
 * latin1: the text has umlauts and no euro sign), semicolons, decimal commas, CRLF.
 */
export async function writeIdealoCsv(
  file: string,
  products: readonly FeedProduct[],
  rows: number,
  shop: string,
) {
  function* lines() {
    yield 'sku;eans;title;brand;url;price;deliveryTime;deliveryCosts_dhl;imageUrls\r\n';
    for (let i = 0; i < rows; i++) {
      const product = products[i];
      const title = product ? `${product.brand} ${product.title}` : `Zubehör Artikel ${i} Dose 400 g`;
      const price = product ? idealoPrice(product) : 2.49;
      yield `ID-${i};${product ? product.gtin : unknownGtin(i)};"${title.replace(/"/g, '""')}";${product?.brand ?? 'Bench'};${shop}/idealo/${i};${price.toFixed(2).replace('.', ',')};1-2 Werktage;3,95;${shop}/img/${i}.jpg\r\n`;
    }
  }
  await writeLines(file, lines(), 'latin1');
}
