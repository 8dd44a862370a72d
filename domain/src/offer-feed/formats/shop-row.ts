import { PACKAGINGS, type Packaging } from '../../codes';
import { roundTo } from '../../round';
import { FEED_LIMITS, type FeedOfferDraft, parseFeedOffer } from '../row';
import { priceUnderSale, type SaleFields, withSaleFields } from '../sale';
import { readGtins } from './gtin';
import { type Measure, packReadings } from './measure';

/** The feed formats a shop's feed URL may be registered with. */
export const FEED_FORMATS = ['portal', 'google-xml', 'google-tsv', 'idealo-csv'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/**
 * One offer of a shop's feed, translated and checked: the shop's own id of the row (`key`, what the
 * merchant's mappings and its offers are kept by), the GTINs it names and the offer.
 */
export interface ShopRow {
  key: string;
  /** Valid GTINs as the feed writes them (compared as GTIN-14). */
  gtins: string[];
  /** Why the row's GTIN cannot find a product (none given, a wrong check digit), for the review. */
  gtinProblem?: string;
  title: string;
  brand?: string;
  mpn?: string;
  image?: string;
  offer: FeedOfferDraft & SaleFields;
  /** Other readings of the package than the offer's, for the GTIN's package to decide between. */
  readings?: Measure[];
}

/** A checked row, or why it is refused (with the row's id and title when the feed gave them). */
export type ShopRowResult = { row: ShopRow } | { error: string; key?: string; title?: string };

/** Words of a title that name a packaging, besides the portal's own names (Dose, Sack, …). */
const PACKAGING_WORDS: [RegExp, Packaging][] = [
  [/\bdosen?\b/i, 'can'],
  [/\b(frische)?beutel\b|\bpouch(es)?\b/i, 'pouch'],
  [/\bs[äa]cke?\b/i, 'bag'],
  [/\bsch[äa]l(e|chen)\b/i, 'bowl'],
  [/\bgl[äa]s(er)?\b/i, 'glas'],
  [/\bkarton\b/i, 'box'],
  [/\btetra\s?pak\b/i, 'tetrapack'],
  [/\btuben?\b/i, 'tube'],
  [/\bw[üu]rste?\b/i, 'sausage'],
];

/** The packaging a title names, if any; otherwise the matched product's package gives it. */
export function packagingInTitle(title: string): Packaging | undefined {
  for (const [word, code] of PACKAGING_WORDS) if (word.test(title)) return code;
  return PACKAGINGS.values.find((code) => title.toLowerCase().includes(PACKAGINGS.label(code).toLowerCase()));
}

/** Currencies other than the euro, as feeds write them ("2.49 USD", "CHF 3.90", "$2.49"). */
const OTHER_CURRENCY = /\b(?!EUR\b)[A-Z]{3}\b|[$£¥]/;
/** 2.49, 2,49, 1.299,00, 1,299.00 and 1 299,00, with € or EUR before or after. */
const AMOUNT =
  /^(?:(?:EUR|€)\s*)?(\d{1,3}(?:[.\s]\d{3})+,\d+|\d{1,3}(?:,\d{3})+\.\d+|\d+(?:[.,]\d+)?)\s*(?:EUR|€|Euro)?$/i;

/**
 * An amount of money as a decimal text with a point ("2,49 €" → "2.49"), null when it names another
 * currency; text that is no amount is passed on for the offer's check to refuse as no number.
 */
export function euros(text: string | undefined): string | null | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const trimmed = text.trim().replace(/\u00a0/g, ' ');
  const match = AMOUNT.exec(trimmed);
  if (!match) return OTHER_CURRENCY.test(trimmed) ? null : trimmed;
  const digits = match[1] as string;
  const decimalComma = digits.lastIndexOf(',') > digits.lastIndexOf('.');
  return decimalComma ? digits.replace(/[.\s]/g, '').replace(',', '.') : digits.replace(/[,\s]/g, '');
}

/** Delivery texts that mean the item cannot be had now (idealo's deliveryTime, a shop's own words). */
const NOT_AVAILABLE =
  /\b(nicht\s+(lieferbar|verf[üu]gbar|vorr[äa]tig|auf\s+lager|mehr\s+erh[äa]ltlich)|ausverkauft|vergriffen|out\s+of\s+stock|sold\s+out|unavailable)\b/i;

/** Whether a delivery text says the item cannot be delivered ("nicht lieferbar", "ausverkauft"). */
export const saysNotAvailable = (text: string | undefined): boolean => !!text && NOT_AVAILABLE.test(text);

/** What a format's mapping reads from a row, in the portal's terms, before the common checks. */
export interface ShopFields {
  key?: string;
  /** The GTIN field as written (one or several). */
  gtin?: string;
  title?: string;
  brand?: string;
  mpn?: string;
  image?: string;
  link?: string;
  /** The price in euros as text, or null when the feed gave it in another currency. */
  price?: string | null;
  /** A sale price (euros as text) that has not ended, with its dates if it has any. */
  sale?: { price: string | null; from?: string; until?: string };
  measure?: string;
  multipack?: number;
  in_stock?: boolean;
  deliveryCost?: string | null;
  deliveryTime?: string;
}

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** A sale price in euros as text, checked like a price; null when it is none. */
function salePriceOf(text: string | null): number | null {
  const value = text === null ? Number.NaN : Number(text);
  return value > 0 && value <= FEED_LIMITS.price && roundTo(value, 2) === value ? value : null;
}

/** The price now and the sale fields to keep, from the regular price and a sale that has not ended. */
function priced(
  regular: number,
  sale: ShopFields['sale'],
  now: Date,
): { price: number; sale: SaleFields } | { error: string } {
  if (!sale) return { price: regular, sale: {} };
  if (sale.price === null) return { error: 'Der Sonderpreis ist nicht in Euro angegeben.' };
  const salePrice = salePriceOf(sale.price);
  if (salePrice === null)
    return { error: `sale_price „${sale.price.slice(0, 40)}“ ist kein gültiger Preis.` };
  // Without dates the sale price simply is the price: nothing changes it but the next file.
  if (!sale.from && !sale.until) return { price: salePrice, sale: {} };
  return priceUnderSale(
    {
      regularPrice: regular,
      salePrice,
      ...(sale.from && { saleFrom: sale.from }),
      ...(sale.until && { saleUntil: sale.until }),
    },
    now,
  );
}

/** Checks the fields a format's mapping read with the portal's rules; German reasons. */
export function toShopRow(fields: ShopFields, merchantName: string, now = new Date()): ShopRowResult {
  const key = blankToUndefined(fields.key);
  const title = blankToUndefined(fields.title) ?? '';
  const refuse = (error: string): ShopRowResult => ({
    error,
    ...(key && { key: key.slice(0, 200) }),
    ...(title && { title: title.slice(0, 300) }),
  });
  if (!key) return refuse('Die Artikel-ID (id bzw. sku) fehlt.');
  if (key.length > 200) return refuse('Die Artikel-ID ist länger als 200 Zeichen.');
  if (fields.price === null) return refuse('Der Preis ist nicht in Euro angegeben.');
  if (fields.deliveryCost === null) return refuse('Die Versandkosten sind nicht in Euro angegeben.');
  const readings = packReadings({
    ...(fields.measure !== undefined && { measure: fields.measure }),
    title,
    ...(fields.multipack !== undefined && { multipack: fields.multipack }),
  });
  const [measure] = readings;
  if (!measure)
    return refuse(
      'Die Packungsgröße fehlt: weder unit_pricing_measure noch der Titel nennt sie (z. B. 400 g).',
    );
  const packaging = packagingInTitle(title);
  const parsed = parseFeedOffer({
    merchant_name: merchantName,
    link: fields.link,
    price: fields.price,
    size: measure.size,
    unit: measure.unit,
    amount: measure.amount,
    ...(packaging && { packaging }),
    in_stock: fields.in_stock,
    deliveryCost: fields.deliveryCost,
    deliveryTime: blankToUndefined(fields.deliveryTime)?.slice(0, 50),
  });
  if ('error' in parsed) return refuse(parsed.error);
  const price = priced(parsed.offer.price, fields.sale, now);
  if ('error' in price) return refuse(price.error);
  const { gtins, problem } = readGtins(fields.gtin);
  return {
    row: {
      key,
      gtins,
      ...(problem && { gtinProblem: problem }),
      title: title.slice(0, 300),
      ...(blankToUndefined(fields.brand) && { brand: (fields.brand as string).trim().slice(0, 100) }),
      ...(blankToUndefined(fields.mpn) && { mpn: (fields.mpn as string).trim().slice(0, 100) }),
      ...(blankToUndefined(fields.image) && { image: (fields.image as string).trim().slice(0, 2000) }),
      offer: withSaleFields({ ...parsed.offer, price: price.price }, price.sale),
      ...(readings.length > 1 && { readings }),
    },
  };
}
