import { parseNumberInput } from '../calculators/decimal';
import type { Unit } from '../codes';
import { formatPrice } from '../format';

/** A signed-in user's wish: mail me once when the best base price reaches this. */
export interface PriceAlert {
  _id: string;
  userId: string;
  productId: string;
  /** Euro per 100 g or 100 ml, like every base price. */
  targetBasePrice: number;
  createdAt: string;
  /** When the alert was claimed for its one mail; an alert set again starts without. */
  firedAt?: string;
  /**
   * Which of the user's places (0 to perUser - 1) it takes: unique per user, so that the limit
   * holds however many alerts are set at once.
   */
  slot: number;
}

/** An alert as GET /api/price-alerts lists it: with its product and the best base price now. */
export interface PriceAlertView {
  _id: string;
  targetBasePrice: number;
  createdAt: string;
  firedAt: string | null;
  /** null: the product is no longer shown on the portal. */
  product: { _id: string; urlExtension: string; brandName: string; series: string } | null;
  bestBasePrice: number | null;
  unit: Unit | null;
}

export const PRICE_ALERT_LIMITS = { maxTarget: 1_000, perUser: 100 } as const;

export const PRICE_ALERT_MESSAGES = {
  targetMissing: 'Bitte gib einen Wunsch-Grundpreis ein.',
  targetNotANumber: 'Bitte gib den Wunsch-Grundpreis als Zahl ein, z. B. 0,45.',
  targetRange: `Der Wunsch-Grundpreis muss größer als 0 und höchstens ${formatPrice(PRICE_ALERT_LIMITS.maxTarget)} € sein.`,
  targetDigits: 'Bitte gib den Wunsch-Grundpreis mit höchstens zwei Nachkommastellen an.',
  tooMany: `Du kannst höchstens ${PRICE_ALERT_LIMITS.perUser} Preisalarme anlegen.`,
  busy: 'Gerade werden zu viele Preisalarme gleichzeitig gespeichert. Bitte versuche es noch einmal.',
  alreadyReached: (best: string) =>
    `Das beste Angebot liegt mit ${best} schon bei oder unter deinem Wunschpreis.`,
  saved: 'Preisalarm gespeichert. Wir schreiben dir eine E-Mail, sobald der Wunschpreis erreicht ist.',
  notFound: 'Diesen Preisalarm gibt es nicht.',
  empty: 'Keine Preisalarme vorhanden.',
  fetchFailed:
    'Leider ist ein Fehler beim Abrufen der Preisalarme aufgetreten. Bitte versuche es später erneut.',
  removeFailed: 'Beim Entfernen des Preisalarms ist ein Fehler aufgetreten. Bitte später erneut versuchen.',
} as const;

/** Why a target base price is refused, or null when it is fine. */
export function targetBasePriceProblem(value: number): string | null {
  if (!Number.isFinite(value) || value <= 0 || value > PRICE_ALERT_LIMITS.maxTarget)
    return PRICE_ALERT_MESSAGES.targetRange;
  // A value with more decimals never equals its own 2-decimal form.
  if (Number(value.toFixed(2)) !== value) return PRICE_ALERT_MESSAGES.targetDigits;
  return null;
}

/** Reads the alert form's field ('0,45' or '0.45'). */
export function parseTargetBasePrice(text: string): { value: number } | { error: string } {
  const parsed = parseNumberInput(text);
  if ('empty' in parsed) return { error: PRICE_ALERT_MESSAGES.targetMissing };
  if ('invalid' in parsed) return { error: PRICE_ALERT_MESSAGES.targetNotANumber };
  const problem = targetBasePriceProblem(parsed.value);
  return problem ? { error: problem } : { value: parsed.value };
}

/** The best base price reached the target. */
export const alertReached = (targetBasePrice: number, best: number | null): best is number =>
  best !== null && best <= targetBasePrice;

/**
 * Whether a write can have reached an alert: only a best base price that fell (or appeared) can.
 * Alerts are accepted only above the best price of their time, so checking on a fall is enough.
 */
export const bestPriceFell = (before: number | null, after: number | null): after is number =>
  after !== null && (before === null || after < before);
