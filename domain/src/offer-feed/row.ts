import { parseDecimal } from '../calculators/decimal';
import { PACKAGINGS, type Packaging, UNITS, type Unit } from '../codes';
import { isObjectId } from '../ids';
import { followableLink } from '../links';
import { roundTo } from '../round';

/**
 * The fields of an offer feed, as CSV columns or JSON keys. The product is named by `product` (its
 * id or urlExtension) or by `barcode` (a package's EAN/GTIN); `link` is the merchant's page of the
 * offer and, with the product, the key an offer is updated by.
 */
export const FEED_OFFER_FIELDS = [
  'merchant_name',
  'link',
  'price',
  'size',
  'unit',
  'amount',
  'packaging',
  'in_stock',
  'deliveryCost',
  'deliveryTime',
] as const;
export const FEED_FIELDS = ['product', 'barcode', ...FEED_OFFER_FIELDS] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

export type ProductRef =
  | { by: '_id'; value: string }
  | { by: 'urlExtension'; value: string }
  | { by: 'barcode'; value: string };

/** An offer as a feed row gives it; optional fields left out keep what is stored. */
export interface FeedOffer {
  merchant_name: string;
  link: string;
  price: number;
  size: number;
  unit: Unit;
  packaging: Packaging;
  amount?: number;
  in_stock?: boolean;
  deliveryCost?: number;
  deliveryTime?: number | string;
}

export interface FeedRow {
  product: ProductRef;
  offer: FeedOffer;
}

export const FEED_LIMITS = {
  price: 100_000,
  size: 100_000,
  amount: 1_000,
  deliveryCost: 1_000,
  text: 200,
  link: 2_000,
};

const FIELD_SET = new Set<string>(FEED_FIELDS);
const BARCODE = /^\d{8,14}$/;
const URL_EXTENSION = /^[^\s/?#]+$/;
const DIGITS = /^\d+$/;
const TRUE_WORDS = new Set(['true', '1', 'ja', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'nein', 'no']);

/** Left out: not there, null, or blank text. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Reads feed values: CSV gives text, JSON numbers and booleans; blank values count as left out. */
class RowReader {
  readonly problems: string[] = [];
  constructor(private readonly raw: Readonly<Record<string, unknown>>) {}

  value(field: FeedField): unknown {
    return this.raw[field];
  }

  private missing(field: FeedField, required: boolean): undefined {
    if (required) this.problems.push(`${field} fehlt`);
    return undefined;
  }

  text(field: FeedField, required: boolean, maxLength = FEED_LIMITS.text): string | undefined {
    const value = this.raw[field];
    if (isBlank(value)) return this.missing(field, required);
    if (typeof value !== 'string' && typeof value !== 'number') {
      this.problems.push(`${field} muss ein Text sein`);
      return undefined;
    }
    const text = String(value).trim();
    if (text.length > maxLength) {
      this.problems.push(`${field} ist länger als ${maxLength} Zeichen`);
      return undefined;
    }
    return text;
  }

  /** A decimal with at most `digits` decimals, greater than 0 (or at least 0) and at most `max`. */
  number(
    field: FeedField,
    {
      required,
      max,
      digits,
      zero = false,
    }: { required: boolean; max: number; digits: number; zero?: boolean },
  ): number | undefined {
    const value = this.raw[field];
    if (isBlank(value)) return this.missing(field, required);
    let parsed = Number.NaN;
    if (typeof value === 'number') parsed = value;
    else if (typeof value === 'string') {
      const decimal = parseDecimal(value);
      if ('value' in decimal) parsed = decimal.value;
    }
    if (Number.isNaN(parsed)) {
      this.problems.push(`${field} „${String(value).slice(0, 40)}“ ist keine Zahl`);
      return undefined;
    }
    if (!Number.isFinite(parsed) || parsed < 0 || (parsed === 0 && !zero) || parsed > max) {
      this.problems.push(`${field} muss ${zero ? 'mindestens 0' : 'größer als 0'} und höchstens ${max} sein`);
      return undefined;
    }
    if (roundTo(parsed, digits) !== parsed) {
      this.problems.push(
        digits === 0
          ? `${field} muss eine ganze Zahl sein`
          : `${field} hat mehr als ${digits} Nachkommastellen`,
      );
      return undefined;
    }
    return parsed;
  }

  boolean(field: FeedField): boolean | undefined {
    const value = this.raw[field];
    if (typeof value === 'boolean') return value;
    const text = this.text(field, false)?.toLowerCase();
    if (text === undefined) return undefined;
    if (TRUE_WORDS.has(text)) return true;
    if (FALSE_WORDS.has(text)) return false;
    this.problems.push(`${field} „${text}“ muss true oder false (ja oder nein) sein`);
    return undefined;
  }
}

function productRef(reader: RowReader): ProductRef | undefined {
  const product = reader.text('product', false);
  const barcode = reader.text('barcode', false);
  if (product !== undefined && barcode !== undefined) {
    reader.problems.push('product und barcode dürfen nicht beide angegeben sein');
    return undefined;
  }
  if (barcode !== undefined) {
    if (BARCODE.test(barcode)) return { by: 'barcode', value: barcode };
    reader.problems.push(`barcode „${barcode}“ muss aus 8 bis 14 Ziffern bestehen`);
    return undefined;
  }
  if (product === undefined) {
    reader.problems.push('product (Produkt-ID oder urlExtension) oder barcode fehlt');
    return undefined;
  }
  if (isObjectId(product)) return { by: '_id', value: product };
  if (URL_EXTENSION.test(product)) return { by: 'urlExtension', value: product };
  reader.problems.push(`product „${product}“ ist keine Produkt-ID und keine urlExtension`);
  return undefined;
}

function link(reader: RowReader): string | undefined {
  const text = reader.text('link', true, FEED_LIMITS.link);
  if (text === undefined) return undefined;
  if (followableLink(text, { allowPath: false })) return text;
  reader.problems.push(`link „${text.slice(0, 60)}“ ist keine http(s)-Adresse`);
  return undefined;
}

function unit(reader: RowReader): Unit | undefined {
  const text = reader.text('unit', true)?.toLowerCase();
  if (text === undefined) return undefined;
  if (UNITS.has(text)) return text;
  reader.problems.push(`unit „${text}“ ist unbekannt (erlaubt: ${UNITS.values.join(', ')})`);
  return undefined;
}

/** A packaging by its code ('can') or its German name ('Dose'), in any case. */
function packaging(reader: RowReader, required: boolean): Packaging | undefined {
  const text = reader.text('packaging', required)?.toLowerCase();
  if (text === undefined) return undefined;
  const found = PACKAGINGS.values.find(
    (code) => code.toLowerCase() === text || PACKAGINGS.label(code).toLowerCase() === text,
  );
  if (found) return found;
  reader.problems.push(`packaging „${text}“ ist unbekannt (erlaubt: ${PACKAGINGS.values.join(', ')})`);
  return undefined;
}

const DAYS = { required: false, max: 365, digits: 0, zero: true };

function deliveryTime(reader: RowReader): number | string | undefined {
  const value = reader.value('deliveryTime');
  // Whole days are stored as a number ('Tage' is added when shown); anything else ('2-3') as given.
  if (typeof value === 'number' || (typeof value === 'string' && DIGITS.test(value.trim())))
    return reader.number('deliveryTime', DAYS);
  return reader.text('deliveryTime', false, 50);
}

function readOffer(reader: RowReader, { packagingRequired }: { packagingRequired: boolean }) {
  return {
    merchant_name: reader.text('merchant_name', true),
    link: link(reader),
    price: reader.number('price', { required: true, max: FEED_LIMITS.price, digits: 2 }),
    size: reader.number('size', { required: true, max: FEED_LIMITS.size, digits: 3 }),
    unit: unit(reader),
    packaging: packaging(reader, packagingRequired),
    amount: reader.number('amount', { required: false, max: FEED_LIMITS.amount, digits: 0 }),
    in_stock: reader.boolean('in_stock'),
    deliveryCost: reader.number('deliveryCost', {
      required: false,
      max: FEED_LIMITS.deliveryCost,
      digits: 2,
      zero: true,
    }),
    deliveryTime: deliveryTime(reader),
  };
}

const definedOnly = (offer: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(offer).filter(([, v]) => v !== undefined));

/**
 * Checks one feed row and turns it into a typed row, or into the reasons it is refused (German,
 * every problem of the row at once).
 */
export function parseFeedRow(raw: Readonly<Record<string, unknown>>): { row: FeedRow } | { error: string } {
  const reader = new RowReader(raw);
  const unknown = Object.keys(raw).filter((key) => !FIELD_SET.has(key));
  if (unknown.length > 0) reader.problems.push(`unbekanntes Feld ${unknown.map((k) => `„${k}“`).join(', ')}`);
  const product = productRef(reader);
  const offer = readOffer(reader, { packagingRequired: true });
  if (reader.problems.length > 0 || !product) return { error: `${reader.problems.join('; ')}.` };
  return { row: { product, offer: definedOnly(offer) as unknown as FeedOffer } };
}

/** An offer whose packaging the product may still give (a shop feed names none). */
export type FeedOfferDraft = Omit<FeedOffer, 'packaging'> & { packaging?: Packaging };

/**
 * Checks the offer fields of a row translated from a shop's feed format (no product reference:
 * the shop's feed is matched by GTIN or by the merchant's mapping); packaging may be left out.
 */
export function parseFeedOffer(
  raw: Readonly<Record<string, unknown>>,
): { offer: FeedOfferDraft } | { error: string } {
  const reader = new RowReader(raw);
  const offer = readOffer(reader, { packagingRequired: false });
  if (reader.problems.length > 0) return { error: `${reader.problems.join('; ')}.` };
  return { offer: definedOnly(offer) as unknown as FeedOfferDraft };
}
