import { formatDateTime } from '../format';
import { addDays, berlinDay } from '../price-history/daily';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Hours an offer's price stays current after its source last confirmed it (OFFER_MAX_AGE_HOURS). */
export const DEFAULT_OFFER_MAX_AGE_HOURS = 48;
/** Days an offer nobody confirmed any more is kept (shown as outdated) before it is dropped. */
export const DEFAULT_OFFER_RETENTION_DAYS = 30;

/**
 * When offers are judged: now, and how long a confirmed price counts as current. Every function
 * that decides on a best offer takes it, so the list, the product page and the index agree.
 */
export interface OfferClock {
  /** Epoch milliseconds. */
  now: number;
  maxAgeMs: number;
}

export const offerClock = (now: number | Date, maxAgeHours = DEFAULT_OFFER_MAX_AGE_HOURS): OfferClock => ({
  now: typeof now === 'number' ? now : now.getTime(),
  maxAgeMs: maxAgeHours * HOUR_MS,
});

/** A price its source confirmed within the maximum age; an offer never confirmed is not current. */
export const isFresh = (confirmedAt: string | null | undefined, clock: OfferClock): boolean =>
  !!confirmedAt && Date.parse(confirmedAt) >= clock.now - clock.maxAgeMs;

/**
 * When an offer's price was last confirmed, as the offers table says it: 'Stand heute, 08:15 Uhr',
 * 'Stand gestern, 19:40 Uhr', then 'Stand vor 3 Tagen' (German calendar days).
 */
export function confirmationText(confirmedAt: string | null, now: number): string {
  if (!confirmedAt) return 'Stand unbekannt';
  const today = berlinDay(new Date(now).toISOString());
  const day = berlinDay(confirmedAt);
  const time = formatDateTime(confirmedAt).slice(-9);
  if (day >= today) return `Stand heute, ${time}`;
  if (day === addDays(today, -1)) return `Stand gestern, ${time}`;
  const days = Math.max(
    2,
    Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS),
  );
  return `Stand vor ${days} Tagen`;
}
