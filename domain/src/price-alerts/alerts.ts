import { parseNumberInput } from '../calculators/decimal';
import type { Unit } from '../codes';
import { formatPrice } from '../format';
import { toUnitPrice } from '../offers/prices';

/** A signed-in user's wish: mail me once when the best Grundpreis reaches this. */
export interface PriceAlert {
  _id: string;
  userId: string;
  productId: string;
  /** Euro per kg or l, like every Grundpreis shown. */
  targetUnitPrice?: number;
  /** Alerts set before the Grundpreis was per kg: euro per 100 g or 100 ml. */
  targetBasePrice?: number;
  createdAt: string;
  /** When the alert was claimed for its one mail; an alert set again starts without. */
  firedAt?: string;
  /**
   * Which of the user's places (0 to perUser - 1) it takes: unique per user, so that the limit
   * holds however many alerts are set at once.
   */
  slot: number;
}

/** An alert's target per kg or l, also of an alert stored with a target per 100 g. */
export const alertTarget = (alert: Pick<PriceAlert, 'targetUnitPrice' | 'targetBasePrice'>): number =>
  alert.targetUnitPrice ?? toUnitPrice(alert.targetBasePrice ?? 0);

/** An alert as GET /api/price-alerts lists it: with its product and the best Grundpreis now. */
export interface PriceAlertView {
  _id: string;
  /** Euro per kg or l. */
  targetUnitPrice: number;
  createdAt: string;
  firedAt: string | null;
  /** null: the product is no longer shown on the portal. */
  product: { _id: string; urlExtension: string; brandName: string; series: string } | null;
  /** The best offer's Grundpreis per kg or l. */
  bestUnitPrice: number | null;
  unit: Unit | null;
}

export const PRICE_ALERT_LIMITS = { maxTarget: 10_000, perUser: 100 } as const;

export const PRICE_ALERT_MESSAGES = {
  targetMissing: 'Bitte gib einen Wunsch-Grundpreis ein.',
  targetNotANumber: 'Bitte gib den Wunsch-Grundpreis als Zahl ein, z. B. 4,50.',
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

/** Why a target Grundpreis is refused, or null when it is fine. */
export function targetUnitPriceProblem(value: number): string | null {
  if (!Number.isFinite(value) || value <= 0 || value > PRICE_ALERT_LIMITS.maxTarget)
    return PRICE_ALERT_MESSAGES.targetRange;
  // A value with more decimals never equals its own 2-decimal form.
  if (Number(value.toFixed(2)) !== value) return PRICE_ALERT_MESSAGES.targetDigits;
  return null;
}

/** Reads the alert form's field ('4,50' or '4.50'). */
export function parseTargetUnitPrice(text: string): { value: number } | { error: string } {
  const parsed = parseNumberInput(text);
  if ('empty' in parsed) return { error: PRICE_ALERT_MESSAGES.targetMissing };
  if ('invalid' in parsed) return { error: PRICE_ALERT_MESSAGES.targetNotANumber };
  const problem = targetUnitPriceProblem(parsed.value);
  return problem ? { error: problem } : { value: parsed.value };
}

/** The best Grundpreis reached the target (both per kg or l). */
export const alertReached = (target: number, best: number | null): best is number =>
  best !== null && best <= target;

/**
 * Whether a write can have reached an alert: only a best Grundpreis that fell (or appeared) can.
 * Alerts are accepted only above the best price of their time, so checking on a fall is enough.
 */
export const bestPriceFell = (before: number | null, after: number | null): after is number =>
  after !== null && (before === null || after < before);
