import { priceUnitOf } from './offers/prices';

/*
 * German number formatting by hand, with the output of Intl.NumberFormat('de-DE') (format.test.ts
 * compares them): the first Intl object a page creates makes the browser load its locale data, which
 * took 20 to 140 ms in Chromium, on the main thread, while the first product cards render.
 */

/** A non-negative number as decimal digits and the place of the point: 12.5 is '125' with point 2. */
interface Decimal {
  digits: string;
  point: number;
}

/** The shortest decimal that reads back as the value: Intl rounds that one (0.015 to 0,02), not the binary one. */
function decimalOf(abs: number): Decimal {
  const [mantissa = '0', exponent = '0'] = abs.toExponential().split('e');
  return { digits: mantissa.replace('.', ''), point: Number(exponent) + 1 };
}

/** The first `keep` digits, rounded half up; a carry past the first digit moves the point. */
function rounded({ digits, point }: Decimal, keep: number): Decimal {
  if (digits.length <= keep) return { digits, point };
  if (keep < 0 || (digits[keep] ?? '0') < '5')
    return { digits: digits.slice(0, Math.max(keep, 0)) || '0', point };
  const head = [...digits.slice(0, keep)].map(Number);
  let at = head.length - 1;
  while (at >= 0 && head[at] === 9) head[at--] = 0;
  if (at < 0) return { digits: `1${head.join('')}`, point: point + 1 };
  head[at] = (head[at] ?? 0) + 1;
  return { digits: head.join(''), point };
}

/** The decimal in German: points between thousands, a comma before at least `minDigits` decimals. */
function german({ digits, point }: Decimal, negative: boolean, minDigits: number): string {
  const whole = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  const fraction = (point < 0 ? '0'.repeat(-point) + digits : digits.slice(Math.max(point, 0)))
    .replace(/0+$/, '')
    .padEnd(minDigits, '0');
  const sign = negative ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, '.')}${fraction ? `,${fraction}` : ''}`;
}

const special = (value: number) => (Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞');
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** German number format with up to `maxDigits` decimals (at least `minDigits`). */
export function formatNumber(value: number, maxDigits = 2, minDigits = 0): string {
  if (!Number.isFinite(value)) return special(value);
  const decimal = decimalOf(Math.abs(value));
  return german(rounded(decimal, decimal.point + maxDigits), isNegative(value), minDigits);
}

/** German number format with at most `digits` significant digits (1.000.000 and 0,000001 alike). */
export function formatSignificant(value: number, digits: number): string {
  if (!Number.isFinite(value)) return special(value);
  return german(rounded(decimalOf(Math.abs(value)), digits), isNegative(value), 0);
}

/** Prices show with exactly 2 decimals and a comma. */
export function formatPrice(value: number): string {
  return formatNumber(value, 2, 2);
}

/** dd.mm.yyyy */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getUTCFullYear()}`;
}

const BERLIN_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as the portal's visitors read it, in German time: '24.11.2026, 14:05 Uhr'. */
export function formatDateTime(iso: string): string {
  return `${BERLIN_TIME.format(new Date(iso))} Uhr`;
}

/** Money as shown: '2,49 €'. */
export const formatEuro = (value: number): string => `${formatPrice(value)} €`;

/** The Grundpreis as shown (PAngV § 5: per 1 kg or 1 l): '5,48 €/kg', '19,80 €/l'. */
export function formatUnitPrice(unitPrice: number, unit: string): string {
  return `${formatEuro(unitPrice)}/${priceUnitOf(unit)}`;
}

/** A span of whole days as a shop writes it: '3-5', '3 - 5', '3–5'. */
const DAY_SPAN = /^(\d+)\s*[-–]\s*(\d+)$/;

/**
 * Delivery time: with 'Tage' when it is a number ('1 Tag' for one), a bare span of days with its
 * unit too ('3–5 Tage'), otherwise as the shop gives it ('1-3 Werktage').
 */
export function formatDeliveryTime(value: number | string | undefined): string {
  if (value === undefined || value === '') return '–';
  if (typeof value === 'number') return `${formatNumber(value)} ${value === 1 ? 'Tag' : 'Tage'}`;
  const span = DAY_SPAN.exec(value.trim());
  if (span) return `${span[1]}–${span[2]} Tage`;
  if (/^\d+$/.test(value.trim())) return formatDeliveryTime(Number(value.trim()));
  return value;
}

/** Package as offered: '6 x 400 g'. */
export function formatPackage(amount: number, size: number, unit: string): string {
  return `${amount} x ${formatNumber(size, 3)} ${unit}`;
}

/**
 * Decimals in a free text written with a point ('Rohfett 6.1 %') as Germans write them ('6,1 %').
 * Only a point between digits that is not a thousands group (three digits after it) changes.
 */
export function germanDecimals(text: string): string {
  return text.replace(/(\d)\.(\d{1,2}|\d{4,})(?!\d)/g, '$1,$2');
}
