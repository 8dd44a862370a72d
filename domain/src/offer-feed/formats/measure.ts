import { gramsOf } from '../../offers';
import { roundTo } from '../../round';

type PortalUnit = 'g' | 'kg' | 'ml' | 'l';

/** How an offer is sold: `amount` packages of `size` `unit` each. */
export interface Measure {
  size: number;
  unit: PortalUnit;
  amount: number;
}

/** Units as shops write them, converted to those the portal stores (Google also allows mg and cl). */
const TO_PORTAL_UNIT: Record<string, { unit: PortalUnit; factor: number }> = {
  mg: { unit: 'g', factor: 0.001 },
  g: { unit: 'g', factor: 1 },
  gr: { unit: 'g', factor: 1 },
  gramm: { unit: 'g', factor: 1 },
  kg: { unit: 'kg', factor: 1 },
  ml: { unit: 'ml', factor: 1 },
  cl: { unit: 'ml', factor: 10 },
  l: { unit: 'l', factor: 1 },
  ltr: { unit: 'l', factor: 1 },
  liter: { unit: 'l', factor: 1 },
};

// "2.400 g" is written with a thousands point; "2.4 kg" and "1,5 kg" with a decimal one.
const NUMBER = String.raw`(\d{1,3}(?:\.\d{3})+|\d+(?:[.,]\d+)?)`;
const UNIT = '(mg|gramm|gr|g|kg|ml|cl|liter|ltr|l)';
const TIMES = String.raw`\s*[x×*]\s*`;
const COUNT_THEN_SIZE = new RegExp(String.raw`(\d+)${TIMES}${NUMBER}\s*${UNIT}(?![a-zäöü])`, 'i');
const SIZE_THEN_COUNT = new RegExp(String.raw`${NUMBER}\s*${UNIT}${TIMES}(\d+)(?![\d.,])`, 'i');
const SIZE = new RegExp(String.raw`${NUMBER}\s*${UNIT}(?![a-zäöü])`, 'i');
/** "6er-Pack", "12er Set": a count of packages in a title. */
const COUNT_WORD = /(\d+)\s*er[-\s]?(pack|packung|set|karton|tray|vorteilspack)/i;

interface Parsed {
  count: number;
  size: number;
  unit: PortalUnit;
}

function sizeOf(number: string, unitText: string): Omit<Parsed, 'count'> | undefined {
  const to = TO_PORTAL_UNIT[unitText.toLowerCase()];
  if (!to) return undefined;
  const grouped = /^\d{1,3}(\.\d{3})+$/.test(number);
  // A thousands point fits grams and millilitres; "1.500 kg" is one and a half kilos.
  const value =
    grouped && (to.unit === 'g' || to.unit === 'ml')
      ? Number(number.replaceAll('.', ''))
      : Number(number.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return { size: roundTo(value * to.factor, 3), unit: to.unit };
}

/** A measure as written: "12 x 85g", "6x400 g", "400 g x 6", "1,5 kg", "2.400 g". */
export function parseMeasure(text: string | undefined): Parsed | undefined {
  if (!text) return undefined;
  const counted = COUNT_THEN_SIZE.exec(text);
  if (counted) {
    const size = sizeOf(counted[2] as string, counted[3] as string);
    if (size && Number(counted[1]) >= 1) return { count: Number(counted[1]), ...size };
  }
  const trailing = SIZE_THEN_COUNT.exec(text);
  if (trailing) {
    const size = sizeOf(trailing[1] as string, trailing[2] as string);
    if (size && Number(trailing[3]) >= 1) return { count: Number(trailing[3]), ...size };
  }
  const single = SIZE.exec(text);
  const size = single && sizeOf(single[1] as string, single[2] as string);
  return size ? { count: 1, ...size } : undefined;
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(a, b) * 0.01;
const grams = (m: Pick<Measure, 'size' | 'unit'>) => gramsOf(m.size, m.unit);

/**
 * The readings of how an offer is packed, the likeliest first: Google's `unit_pricing_measure` is the
 * measure of the whole offer ("2400 g" for six 400 g cans, with `multipack` 6), but shops also give
 * one package ("800 g" for "6 x 800 g") or the pack itself ("12 x 85g"); the title's "6 x 400 g"
 * or "6er-Pack" tells which. The second reading is the other way round, for the product's package
 * (its GTIN) to decide.
 */
export function packReadings({
  measure,
  title,
  multipack,
}: {
  measure?: string;
  title?: string;
  multipack?: number;
}): Measure[] {
  const given = parseMeasure(measure);
  const named = parseMeasure(title);
  const countWord = title ? COUNT_WORD.exec(title) : null;
  const titleCount = named && named.count > 1 ? named.count : countWord ? Number(countWord[1]) : undefined;
  const count = multipack && multipack > 1 ? multipack : titleCount;
  const reading = (amount: number, size: number, unit: PortalUnit): Measure => ({
    amount,
    size: roundTo(size, 3),
    unit,
  });
  if (given && given.count > 1) return [reading(given.count, given.size, given.unit)];
  if (given) {
    if (!count) return [reading(1, given.size, given.unit)];
    const whole = reading(count, given.size / count, given.unit);
    const each = reading(count, given.size, given.unit);
    const titleSaysEach = named && named.count > 1 && close(grams(named), grams(given));
    return titleSaysEach ? [each, whole] : [whole, each];
  }
  if (!named) return [];
  if (named.count > 1) return [reading(named.count, named.size, named.unit)];
  return [reading(count ?? 1, named.size, named.unit)];
}

/** Largest number of packages a size is split into from the product's package alone. */
const MAX_DERIVED_AMOUNT = 48;

/**
 * The reading that fits the package the GTIN names (its size in g or ml): one whose package has
 * that size, else the first reading split into whole packages of it ("2400 g" of a 400 g can: 6);
 * else the first reading as it is.
 */
export function fitToPackage(
  readings: readonly Measure[],
  packageGrams: number | undefined,
): Measure | undefined {
  const [first] = readings;
  if (!first || !packageGrams || packageGrams <= 0) return first;
  const fitting = readings.find((r) => close(grams(r), packageGrams));
  if (fitting) return fitting;
  const packages = (first.amount * grams(first)) / packageGrams;
  const whole = Math.round(packages);
  if (whole >= 1 && whole <= MAX_DERIVED_AMOUNT && close(packages, whole)) {
    const large = first.unit === 'kg' || first.unit === 'l';
    return { amount: whole, size: roundTo(large ? packageGrams / 1000 : packageGrams, 3), unit: first.unit };
  }
  return first;
}
