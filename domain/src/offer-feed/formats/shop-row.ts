import { PACKAGINGS, type Packaging } from '../../codes';
import { roundTo } from '../../round';
import { type FeedOfferDraft, parseFeedOffer } from '../row';

/** The feed formats a shop's feed URL may be registered with. */
export const FEED_FORMATS = ['portal', 'google-xml', 'google-tsv', 'idealo-csv'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/**
 * One offer of a shop's feed, translated and checked: the shop's own id of the row (`key`, what the
 * merchant's mappings and its offers are kept by), the GTINs it names and the offer.
 */
export interface ShopRow {
  key: string;
  gtins: string[];
  title: string;
  brand?: string;
  mpn?: string;
  image?: string;
  offer: FeedOfferDraft;
}

export type ShopRowResult = { row: ShopRow } | { error: string };

const GTIN = /^\d{8,14}$/;
const MEASURE = /(\d+(?:[.,]\d+)?)\s*(mg|g|kg|ml|cl|l)\b/i;
const PACK_IN_TITLE = /(\d+)\s*[x×]\s*(\d+(?:[.,]\d+)?)\s*(mg|g|kg|ml|cl|l)\b/i;
/** Units the portal stores, and those converted to them (Google also allows mg and cl). */
const TO_PORTAL_UNIT: Record<string, { unit: 'g' | 'kg' | 'ml' | 'l'; factor: number }> = {
  mg: { unit: 'g', factor: 0.001 },
  g: { unit: 'g', factor: 1 },
  kg: { unit: 'kg', factor: 1 },
  ml: { unit: 'ml', factor: 1 },
  cl: { unit: 'ml', factor: 10 },
  l: { unit: 'l', factor: 1 },
};

export interface Measure {
  size: number;
  unit: 'g' | 'kg' | 'ml' | 'l';
  amount: number;
}

const measureOf = (value: string, unit: string) => {
  const to = TO_PORTAL_UNIT[unit.toLowerCase()];
  return to && { size: roundTo(Number(value.replace(',', '.')) * to.factor, 3), unit: to.unit };
};

/**
 * The package size: from a measure of the whole product as sold ("2400 g", Google's
 * unit_pricing_measure) split over a multipack of `amount` equal packages, else from the title
 * ("6 x 400 g", "Huhn 400g").
 */
export function packageMeasure({
  measure,
  title,
  multipack,
}: {
  measure?: string;
  title?: string;
  multipack?: number;
}): Measure | undefined {
  const amount = multipack && multipack > 1 ? multipack : 1;
  const given = measure ? MEASURE.exec(measure) : null;
  if (given) {
    const whole = measureOf(given[1] as string, given[2] as string);
    if (whole) return { ...whole, size: roundTo(whole.size / amount, 3), amount };
  }
  const pack = title ? PACK_IN_TITLE.exec(title) : null;
  if (pack) {
    const one = measureOf(pack[2] as string, pack[3] as string);
    if (one) return { ...one, amount: Number(pack[1]) };
  }
  const single = title ? MEASURE.exec(title) : null;
  const one = single && measureOf(single[1] as string, single[2] as string);
  return one ? { ...one, amount } : undefined;
}

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

/** GTINs of a field that may name several ("4012345678901, 4012345678918"); others are left out. */
export const gtinsOf = (text: string | undefined): string[] =>
  (text ?? '').split(/[\s,;|]+/).filter((value) => GTIN.test(value));

/** An amount like "2.49 EUR" or "2,49 €" in euros as text; null when it names another currency. */
export function euros(text: string | undefined): string | null | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(EUR|€)?\s*$/i.exec(text);
  return match ? (match[1] as string) : null;
}

/** What a format's mapping reads from a row, in the portal's terms, before the common checks. */
export interface ShopFields {
  key?: string;
  gtins: string[];
  title?: string;
  brand?: string;
  mpn?: string;
  image?: string;
  link?: string;
  /** The price in euros as text, or null when the feed gave it in another currency. */
  price?: string | null;
  measure?: string;
  multipack?: number;
  in_stock?: boolean;
  deliveryCost?: string | null;
  deliveryTime?: string;
}

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Checks the fields a format's mapping read with the portal's rules; German reasons. */
export function toShopRow(fields: ShopFields, merchantName: string): ShopRowResult {
  const key = blankToUndefined(fields.key);
  if (!key) return { error: 'Die Artikel-ID (id bzw. sku) fehlt.' };
  if (key.length > 200) return { error: 'Die Artikel-ID ist länger als 200 Zeichen.' };
  if (fields.price === null) return { error: 'Der Preis ist nicht in Euro angegeben.' };
  if (fields.deliveryCost === null) return { error: 'Die Versandkosten sind nicht in Euro angegeben.' };
  const title = blankToUndefined(fields.title) ?? '';
  const measure = packageMeasure({
    ...(fields.measure !== undefined && { measure: fields.measure }),
    title,
    ...(fields.multipack !== undefined && { multipack: fields.multipack }),
  });
  if (!measure)
    return {
      error: 'Die Packungsgröße fehlt: weder unit_pricing_measure noch der Titel nennt sie (z. B. 400 g).',
    };
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
  if ('error' in parsed) return parsed;
  return {
    row: {
      key,
      gtins: fields.gtins,
      title: title.slice(0, 300),
      ...(blankToUndefined(fields.brand) && { brand: (fields.brand as string).trim().slice(0, 100) }),
      ...(blankToUndefined(fields.mpn) && { mpn: (fields.mpn as string).trim().slice(0, 100) }),
      ...(blankToUndefined(fields.image) && { image: (fields.image as string).trim().slice(0, 2000) }),
      offer: parsed.offer,
    },
  };
}
