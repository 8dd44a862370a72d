import { euros, type ShopFields, type ShopRowResult, toShopRow } from './shop-row';

/**
 * A Google Merchant Center item as read from RSS/Atom (the `g:` prefix dropped) or a TSV line:
 * attribute name → text. `shipping` is in the text form "country:region:service:price", several
 * separated by commas, as the TSV gives it (the XML reader writes sub-elements the same way).
 */
export type GoogleItem = Readonly<Record<string, string | undefined>>;

const AVAILABILITY: Record<string, boolean> = {
  in_stock: true,
  out_of_stock: false,
  // Not deliverable now: no best offer.
  preorder: false,
  backorder: false,
  // German shops' own words in a Google feed.
  auf_lager: true,
  lieferbar: true,
  nicht_auf_lager: false,
  nicht_lieferbar: false,
  ausverkauft: false,
};

/**
 * A sale that has not ended by `now`, with its effective dates ("start/end", ISO 8601) when it has
 * any; undefined when there is none, it has ended, or its start cannot be read.
 */
function saleOf(item: GoogleItem, now: Date): ShopFields['sale'] {
  const price = euros(item.sale_price);
  if (price === undefined) return undefined;
  const dates = item.sale_price_effective_date?.trim();
  if (!dates) return { price };
  const [start, end] = dates.split('/').map((d) => d.trim());
  const from = start ? Date.parse(start) : Number.NaN;
  if (Number.isNaN(from)) return undefined;
  const until = end ? Date.parse(end) : Number.NaN;
  if (!Number.isNaN(until) && until <= now.getTime()) return undefined;
  return {
    price,
    from: new Date(from).toISOString(),
    ...(!Number.isNaN(until) && { until: new Date(until).toISOString() }),
  };
}

/** The parts of a shipping entry in Google's text form, in order. */
export const SHIPPING_PARTS = ['country', 'region', 'service', 'price'] as const;

/**
 * Shipping entries written with the sub-attributes a TSV header names (`shipping(country:price)`
 * with "DE:3.95 EUR") in the full text form "country:region:service:price".
 */
export function shippingInFullForm(text: string, parts: readonly string[]): string {
  return splitShipping(text)
    .map((entry) => {
      const values = entry.split(':');
      const named = new Map(parts.map((part, i) => [part.trim().toLowerCase(), values[i] ?? '']));
      return SHIPPING_PARTS.map((part) => named.get(part) ?? '').join(':');
    })
    .join(',');
}

/** Entries are separated by commas; a comma in "3,95 EUR" is a decimal comma, not a separator. */
const splitShipping = (text: string) => text.split(/,(?=\s*[A-Za-z]{0,3}\s*:)/);

/** The shipping price to Germany (or to any country when none is named) in euros as text. */
function shippingToGermany(text: string | undefined): string | null | undefined {
  if (!text?.trim()) return undefined;
  const entries = splitShipping(text).map((entry) => entry.split(':'));
  const german = entries.find(([country]) => country?.trim().toUpperCase() === 'DE');
  const general = entries.find(([country]) => !country?.trim());
  const chosen = german ?? general;
  return chosen ? euros(chosen[chosen.length - 1]) : undefined;
}

function availability(text: string | undefined): boolean | undefined {
  const key = text?.trim().toLowerCase().replace(/\s+/g, '_');
  return key ? AVAILABILITY[key] : undefined;
}

/** Maps a Google Merchant Center item to a shop row (Google's published attribute rules). */
export function mapGoogleItem(
  item: GoogleItem,
  { now, merchantName }: { now: Date; merchantName: string },
): ShopRowResult {
  const named = {
    ...(item.id?.trim() && { key: item.id.trim().slice(0, 200) }),
    ...(item.title?.trim() && { title: item.title.trim().slice(0, 300) }),
  };
  const known = availability(item.availability);
  if (item.availability?.trim() && known === undefined)
    return {
      error: `availability „${item.availability.trim().slice(0, 40)}“ ist unbekannt (erlaubt: in_stock, out_of_stock, preorder, backorder).`,
      ...named,
    };
  const multipack = item.multipack?.trim() ? Number(item.multipack) : undefined;
  if (multipack !== undefined && !(Number.isInteger(multipack) && multipack >= 1))
    return {
      error: `multipack „${item.multipack?.trim().slice(0, 20)}“ ist keine ganze Zahl ab 1.`,
      ...named,
    };
  return toShopRow(
    {
      key: item.id,
      gtin: item.gtin,
      title: item.title,
      brand: item.brand,
      mpn: item.mpn,
      image: item.image_link,
      link: item.link,
      price: euros(item.price),
      sale: saleOf(item, now),
      measure: item.unit_pricing_measure,
      ...(multipack !== undefined && { multipack }),
      ...(known !== undefined && { in_stock: known }),
      deliveryCost: shippingToGermany(item.shipping),
    },
    merchantName,
    now,
  );
}

/**
 * A Google TSV header: the attribute it names (the `g:` prefix dropped, any case, spaces as
 * underscores) and, for `shipping(country:price)`, the sub-attributes its values give in order.
 */
export function googleColumn(header: string): { key: string; parts?: string[] } {
  const name = header.trim().replace(/^g:/i, '');
  const bracket = /^([^()]+)\(([^()]*)\)$/.exec(name);
  const key = (bracket ? (bracket[1] as string) : name).trim().toLowerCase().replace(/\s+/g, '_');
  return bracket ? { key, parts: (bracket[2] as string).split(':').map((p) => p.trim()) } : { key };
}

/** The German message for a TSV header that lacks columns every row needs, or null. */
export function googleHeaderProblem(keys: readonly string[]): string | null {
  const missing = (
    [
      ['id', 'die Artikel-ID (id)'],
      ['price', 'den Preis (price)'],
      ['link', 'die Adresse des Angebots (link)'],
    ] as const
  )
    .filter(([key]) => !keys.includes(key))
    .map(([, what]) => what);
  if (missing.length === 0) return null;
  return `Die Kopfzeile des Google-Feeds nennt keine Spalte für ${missing.join(', ')}; gefunden: ${keys.slice(0, 12).join(', ')}.`;
}
