const formatters = new Map<string, Intl.NumberFormat>();

function formatter(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('de-DE', { minimumFractionDigits: min, maximumFractionDigits: max });
    formatters.set(key, found);
  }
  return found;
}

/** German number format with up to `maxDigits` decimals (at least `minDigits`). */
export function formatNumber(value: number, maxDigits = 2, minDigits = 0): string {
  return formatter(minDigits, maxDigits).format(value);
}

const significant = new Map<number, Intl.NumberFormat>();

/** German number format with at most `digits` significant digits (1.000.000 and 0,000001 alike). */
export function formatSignificant(value: number, digits: number): string {
  let found = significant.get(digits);
  if (!found) {
    found = new Intl.NumberFormat('de-DE', { maximumSignificantDigits: digits });
    significant.set(digits, found);
  }
  return found.format(value);
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

/** What a base price is per: 100 g (g, kg) or 100 ml (ml, l). */
export const baseQuantity = (unit: string): string => (unit === 'ml' || unit === 'l' ? '100 ml' : '100 g');

/** Base prices are per 100 g or per 100 ml: '0,54 € / 100 g'. */
export function formatBasePrice(basePrice: number, unit: string): string {
  return `${formatPrice(basePrice)} € / ${baseQuantity(unit)}`;
}

/** Delivery time: with 'Tage' when it is a number, otherwise as the shop gives it. */
export function formatDeliveryTime(value: number | string | undefined): string {
  if (value === undefined || value === '') return '–';
  return typeof value === 'number' ? `${formatNumber(value)} Tage` : value;
}

/** Package as offered: '6 x 400 g'. */
export function formatPackage(amount: number, size: number, unit: string): string {
  return `${amount} x ${formatNumber(size, 3)} ${unit}`;
}
