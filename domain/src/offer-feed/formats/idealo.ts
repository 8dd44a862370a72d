import { euros, type ShopRowResult, saysNotAvailable, toShopRow } from './shop-row';

/** An idealo CSV offer feed line: column name → text. */
export type IdealoLine = Readonly<Record<string, string | undefined>>;

const IDEALO_COLUMNS = [
  'sku',
  'eans',
  'ean',
  'hans',
  'han',
  'title',
  'brand',
  'url',
  'price',
  'deliveryTime',
  'imageUrls',
] as const;

/** Header names of idealo's older German CSV description, and of shop systems that still write them. */
const GERMAN_COLUMNS: Record<string, (typeof IDEALO_COLUMNS)[number]> = {
  artikelnummer: 'sku',
  artikelnummerimshop: 'sku',
  artikelnr: 'sku',
  artnr: 'sku',
  gtin: 'eans',
  eangtin: 'eans',
  originalherstellerartikelnummer: 'hans',
  herstellerartikelnummer: 'hans',
  hersteller: 'brand',
  herstellername: 'brand',
  marke: 'brand',
  produktname: 'title',
  artikelname: 'title',
  bezeichnung: 'title',
  preis: 'price',
  preisbrutto: 'price',
  bruttopreis: 'price',
  lieferzeit: 'deliveryTime',
  produkturl: 'url',
  deeplink: 'url',
  bildurl: 'imageUrls',
  bildurl1: 'imageUrls',
};

const squeezed = (name: string) => name.toLowerCase().replace(/[^a-z0-9äöüß]/g, '');

/**
 * The column a header names, in idealo's current names (`sku`, `price`, `deliveryCosts_dhl`, …),
 * whether written so, in other case, or in the older German ones (`Artikelnummer`, `Preis`,
 * `ProduktURL`, `Versandkosten Vorkasse`, …).
 */
export function idealoColumn(header: string): string {
  const name = header.trim();
  const known = IDEALO_COLUMNS.find((column) => column.toLowerCase() === name.toLowerCase());
  if (known) return known;
  const key = squeezed(name);
  if (GERMAN_COLUMNS[key]) return GERMAN_COLUMNS[key];
  if (key.startsWith('versandkosten') || key.startsWith('deliverycosts'))
    return `deliveryCosts_${key.replace(/^(versandkosten|deliverycosts)/, '') || 'standard'}`;
  return name;
}

/** What a header must name for rows to be read, with the names a merchant may know them by. */
const REQUIRED: [string[], string][] = [
  [['sku'], 'die Artikel-ID (sku bzw. Artikelnummer)'],
  [['price'], 'den Preis (price bzw. Preis)'],
  [['url'], 'die Adresse des Angebots (url bzw. ProduktURL)'],
];

/** The German message for a header that lacks columns every row needs, or null. */
export function idealoHeaderProblem(columns: readonly string[]): string | null {
  const missing = REQUIRED.filter(([names]) => !names.some((n) => columns.includes(n))).map(
    ([, what]) => what,
  );
  if (missing.length === 0) return null;
  return `Die Kopfzeile des idealo-Feeds nennt keine Spalte für ${missing.join(', ')}; gefunden: ${columns.slice(0, 12).join(', ')}.`;
}

/** The lowest of the deliveryCosts_<carrier> columns: the cheapest way the shop ships. */
function cheapestDelivery(line: IdealoLine): string | null | undefined {
  let cheapest: string | null | undefined;
  for (const [column, value] of Object.entries(line)) {
    if (!column.toLowerCase().startsWith('deliverycosts')) continue;
    const cost = euros(value);
    if (cost === null) return null;
    if (cost !== undefined && (cheapest == null || Number(cost) < Number(cheapest))) cheapest = cost;
  }
  return cheapest;
}

/** Maps a line of idealo's CSV offer feed (sku, eans, title, brand, url, price, deliveryTime, deliveryCosts_*). */
export function mapIdealoLine(line: IdealoLine, { merchantName }: { merchantName: string }): ShopRowResult {
  return toShopRow(
    {
      key: line.sku,
      gtin: line.eans ?? line.ean,
      title: line.title,
      brand: line.brand,
      mpn: line.hans ?? line.han,
      image: line.imageUrls?.split(';')[0],
      // idealo's own example gives shop links without a scheme ("www.myshop.de/s10").
      link:
        line.url && !/^[a-z][a-z0-9+.-]*:/i.test(line.url.trim()) ? `https://${line.url.trim()}` : line.url,
      price: euros(line.price),
      deliveryCost: cheapestDelivery(line),
      deliveryTime: line.deliveryTime,
      // idealo has no stock column: "nicht lieferbar" as the delivery time says it.
      ...(saysNotAvailable(line.deliveryTime) && { in_stock: false }),
    },
    merchantName,
  );
}
