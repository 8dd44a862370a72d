import type { MailMessage } from '@futterkompass/adapters';
import {
  formatDate,
  productPath,
  REVIEW_REPORT_REASONS,
  type Review,
  type ReviewReportReason,
  ROUTES,
} from '@futterkompass/domain';

/** The product a mail is about: its name and page. */
export interface MailProduct {
  name: string;
  urlExtension: string;
}

const quoted = (text: string) => (text ? [`„${text}“`] : []);

/** The German mails of review reports: to the editors, to a removed review's author, to a reporter. */
export function reviewReportMails(publicUrl: string, operatorEmail: string) {
  const page = (product: MailProduct) => `${publicUrl}${productPath(product.urlExtension)}`;

  return {
    toEditors(product: MailProduct, review: Review, reason: ReviewReportReason, text: string): MailMessage {
      return {
        to: operatorEmail,
        subject: `Bewertung gemeldet: ${product.name}`,
        text: [
          `Ein Besucher hat eine Bewertung zu ${product.name} gemeldet:`,
          page(product),
          '',
          `Bewertung von ${review.from.username} vom ${formatDate(review.createdAt)}, ${review.rating} von 5 Sternen:`,
          ...quoted(review.review),
          '',
          `Grund: ${REVIEW_REPORT_REASONS.label(reason)}`,
          ...quoted(text),
          '',
          `Entscheiden (behalten oder entfernen): ${publicUrl}${ROUTES.reviewReports}`,
        ].join('\n'),
      };
    },

    /** The statement of reasons a removed review's author gets (DSA Art. 17), with the way to object. */
    toAuthor(
      email: string,
      product: MailProduct,
      review: Review,
      reason: ReviewReportReason,
      note: string,
    ): MailMessage {
      return {
        to: email,
        replyTo: operatorEmail,
        subject: `Deine Bewertung zu ${product.name} wurde entfernt`,
        text: [
          `Hallo ${review.from.username},`,
          '',
          `wir haben deine Bewertung zu ${product.name} von Futterkompass entfernt:`,
          page(product),
          '',
          `Deine Bewertung vom ${formatDate(review.createdAt)}, ${review.rating} von 5 Sternen:`,
          ...quoted(review.review),
          '',
          `Grund: ${REVIEW_REPORT_REASONS.label(reason)}`,
          ...(note ? [`Hinweis der Redaktion: ${note}`] : []),
          '',
          'Die Bewertung wurde uns gemeldet, und die Redaktion hat sie nach unseren Nutzungsbedingungen',
          `geprüft (${publicUrl}${ROUTES.terms}). Sie zählt nicht mehr für die Sterne des Produkts.`,
          'Bist du anderer Meinung, antworte einfach auf diese E-Mail; wir sehen uns die Entscheidung',
          'dann noch einmal an.',
          '',
          'Dein Futterkompass-Team',
        ].join('\n'),
      };
    },

    /** The decision on a signed-in visitor's report (DSA Art. 16 Abs. 5). */
    toReporter(email: string, username: string, product: MailProduct, removed: boolean): MailMessage {
      return {
        to: email,
        replyTo: operatorEmail,
        subject: `Deine Meldung einer Bewertung zu ${product.name}`,
        text: [
          `Hallo ${username},`,
          '',
          `danke für deine Meldung einer Bewertung zu ${product.name}:`,
          page(product),
          '',
          removed
            ? 'Die Redaktion hat die Bewertung geprüft und entfernt.'
            : 'Die Redaktion hat die Bewertung geprüft und sieht darin keinen Verstoß gegen unsere Nutzungsbedingungen; sie bleibt sichtbar.',
          'Hast du Fragen zu dieser Entscheidung, antworte einfach auf diese E-Mail.',
          '',
          'Dein Futterkompass-Team',
        ].join('\n'),
      };
    },
  };
}

export type ReviewReportMails = ReturnType<typeof reviewReportMails>;
