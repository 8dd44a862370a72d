import { firstFailure } from '../accounts/rules';
import { type CodeOf, codeList } from '../codes/code-list';

/**
 * Why a review is reported (DSA Art. 16), and why editors remove one: the author's mail names the
 * same reason the visitor chose.
 */
export const REVIEW_REPORT_REASONS = codeList([
  ['insult', 'Beleidigend, hetzerisch oder diskriminierend'],
  ['fake', 'Nicht echt: gekauft, vom Hersteller oder ohne eigene Erfahrung'],
  ['false', 'Falsche Tatsachenbehauptung'],
  ['personal', 'Enthält persönliche Daten'],
  ['spam', 'Werbung oder Spam'],
  ['offtopic', 'Passt nicht zu diesem Produkt'],
  ['illegal', 'Anderer Rechtsverstoß (z. B. Urheberrecht)'],
  ['other', 'Anderer Grund'],
]);
export type ReviewReportReason = CodeOf<typeof REVIEW_REPORT_REASONS>;

export const REVIEW_REPORT_LIMITS = { text: 1000 } as const;

export const REVIEW_REPORT_MESSAGES = {
  invalid: 'Die Meldung ist unvollständig. Bitte lade die Seite neu und versuche es noch einmal.',
  reasonRequired: 'Bitte wähle einen Grund für deine Meldung.',
  textRequired: 'Bitte beschreibe kurz, was mit dieser Bewertung nicht stimmt.',
  textTooLong: `Deine Beschreibung darf höchstens ${REVIEW_REPORT_LIMITS.text} Zeichen lang sein.`,
  reviewMissing: 'Diese Bewertung gibt es nicht mehr.',
  ownReview:
    'Das ist deine eigene Bewertung. Du kannst sie ändern, indem du das Produkt noch einmal bewertest.',
  sent: 'Danke für deine Meldung! Die Redaktion prüft die Bewertung.',
  /** Editors' calls. */
  noOpenReport: 'Zu dieser Bewertung gibt es keine offene Meldung mehr.',
  decisionInvalid: 'Bitte wähle den Grund, aus dem die Bewertung entfernt wird.',
} as const;

export interface ReviewReportInput {
  reason: string;
  text: string;
}

/** The report's rules, checked in the dialog and again by the server; 'other' needs a description. */
export function checkReviewReport(input: ReviewReportInput) {
  const text = input.text.trim();
  return firstFailure<keyof ReviewReportInput>([
    ['reason', !REVIEW_REPORT_REASONS.has(input.reason), REVIEW_REPORT_MESSAGES.reasonRequired],
    ['text', input.reason === 'other' && text === '', REVIEW_REPORT_MESSAGES.textRequired],
    ['text', text.length > REVIEW_REPORT_LIMITS.text, REVIEW_REPORT_MESSAGES.textTooLong],
  ]);
}

/** Open until an editor keeps or removes the review; `gone` when the review went another way. */
export type ReviewReportStatus = 'open' | 'kept' | 'removed' | 'gone';

/**
 * One visitor's report of one review. `reporter` is a keyed hash of the reporter and the review
 * (one report each: a unique index); `reporterId` names a signed-in reporter, who is told the decision.
 */
export interface ReviewReport {
  _id: string;
  reviewId: string;
  productId: string;
  reporter: string;
  reporterId?: string;
  reason: ReviewReportReason;
  text: string;
  status: ReviewReportStatus;
  createdAt: string;
  closedAt?: string;
  /** The editor who decided. */
  closedBy?: string;
}

/** A reported review as editors see it: the review, its product and every open report of it. */
export interface ReportedReview {
  reviewId: string;
  product: { _id: string; name: string; urlExtension: string };
  review: { rating: number; review: string; author: string; createdAt: string };
  reports: { reason: ReviewReportReason; text: string; createdAt: string; signedIn: boolean }[];
}
