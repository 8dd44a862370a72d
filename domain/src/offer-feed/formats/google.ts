import { euros, gtinsOf, type ShopRowResult, toShopRow } from './shop-row';

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
};

/** The sale price counts within its effective dates ("start/end", ISO 8601), or always without them. */
function salePriceApplies(dates: string | undefined, now: Date): boolean {
  if (!dates?.trim()) return true;
  const [start, end] = dates.split('/').map((d) => Date.parse(d.trim()));
  if (start === undefined || Number.isNaN(start)) return false;
  return start <= now.getTime() && (end === undefined || Number.isNaN(end) || now.getTime() < end);
}

/** The shipping price to Germany (or to any country when none is named) in euros as text. */
function shippingToGermany(text: string | undefined): string | null | undefined {
  if (!text?.trim()) return undefined;
  const entries = text.split(',').map((entry) => entry.split(':'));
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
  const known = availability(item.availability);
  if (item.availability?.trim() && known === undefined)
    return {
      error: `availability „${item.availability.trim().slice(0, 40)}“ ist unbekannt (erlaubt: in_stock, out_of_stock, preorder, backorder).`,
    };
  const sale = euros(item.sale_price);
  const onSale = sale !== undefined && sale !== null && salePriceApplies(item.sale_price_effective_date, now);
  const multipack = item.multipack?.trim() ? Number(item.multipack) : undefined;
  if (multipack !== undefined && !(Number.isInteger(multipack) && multipack >= 1))
    return { error: `multipack „${item.multipack?.trim().slice(0, 20)}“ ist keine ganze Zahl ab 1.` };
  return toShopRow(
    {
      key: item.id,
      gtins: gtinsOf(item.gtin),
      title: item.title,
      brand: item.brand,
      mpn: item.mpn,
      image: item.image_link,
      link: item.link,
      price: onSale ? sale : euros(item.price),
      measure: item.unit_pricing_measure,
      ...(multipack !== undefined && { multipack }),
      ...(known !== undefined && { in_stock: known }),
      deliveryCost: shippingToGermany(item.shipping),
    },
    merchantName,
  );
}
