import { euros, gtinsOf, type ShopRowResult, toShopRow } from './shop-row';

/** An idealo CSV offer feed line: column name → text. */
export type IdealoLine = Readonly<Record<string, string | undefined>>;

/** The lowest of the deliveryCosts_<carrier> columns: the cheapest way the shop ships. */
function cheapestDelivery(line: IdealoLine): string | null | undefined {
  let cheapest: string | null | undefined;
  for (const [column, value] of Object.entries(line)) {
    if (!column.toLowerCase().startsWith('deliverycosts')) continue;
    const cost = euros(value);
    if (cost === null) return null;
    if (
      cost !== undefined &&
      (cheapest == null || Number(cost.replace(',', '.')) < Number(cheapest.replace(',', '.')))
    )
      cheapest = cost;
  }
  return cheapest;
}

/** Maps a line of idealo's CSV offer feed (sku, eans, title, brand, url, price, deliveryTime, deliveryCosts_*). */
export function mapIdealoLine(line: IdealoLine, { merchantName }: { merchantName: string }): ShopRowResult {
  return toShopRow(
    {
      key: line.sku,
      gtins: gtinsOf(line.eans ?? line.ean),
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
    },
    merchantName,
  );
}
