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
