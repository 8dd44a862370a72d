import type { MailMessage } from '@futterkompass/adapters';
import {
  formatEuro,
  formatPackage,
  formatUnitPrice,
  productPath,
  ROUTES,
  shippingText,
  VAT_NOTE,
  type VisibleOffer,
} from '@futterkompass/domain';

/**
 * The one mail of a reached price alert: the offer's link first, then the product page. Its prices
 * as the portal shows them: Grundpreis per kg or l, shipping and VAT beside the price.
 */
export function priceAlertMail({
  to,
  username,
  productName,
  urlExtension,
  target,
  best,
  publicUrl,
}: {
  to: string;
  username: string;
  productName: string;
  urlExtension: string;
  /** The wished Grundpreis per kg or l. */
  target: number;
  best: VisibleOffer;
  publicUrl: string;
}): MailMessage {
  const base = formatUnitPrice(best.unitPrice, best.unit);
  return {
    to,
    subject: `Preisalarm: ${productName} für ${base}`,
    text: [
      `Hallo ${username},`,
      '',
      `dein Preisalarm für ${productName} hat ausgelöst: Das beste Angebot kostet jetzt ${base}, dein Wunschpreis war ${formatUnitPrice(target, best.unit)}.`,
      '',
      `${best.merchant}: ${formatPackage(best.amount, best.size, best.unit)} für ${formatEuro(best.price)} (${VAT_NOTE}, ${shippingText(best.deliveryCost)})`,
      `Zum Angebot: ${best.link}`,
      '',
      `Produktseite mit allen Angeboten: ${publicUrl}${productPath(urlExtension)}`,
      `Deine Preisalarme: ${publicUrl}${ROUTES.profile}?tab=preisalarme`,
      '',
      'Der Preisalarm meldet sich nur dieses eine Mal; im Profil kannst du ihn neu setzen.',
    ].join('\n'),
  };
}
