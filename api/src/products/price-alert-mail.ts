import type { MailMessage } from '@futterkompass/adapters';
import {
  formatBasePrice,
  formatPackage,
  formatPrice,
  productPath,
  ROUTES,
  type VisibleOffer,
} from '@futterkompass/domain';

/** The one mail of a reached price alert: the offer's link first, then the product page. */
export function priceAlertMail({
  to,
  username,
  productName,
  urlExtension,
  targetBasePrice,
  best,
  publicUrl,
}: {
  to: string;
  username: string;
  productName: string;
  urlExtension: string;
  targetBasePrice: number;
  best: VisibleOffer;
  publicUrl: string;
}): MailMessage {
  const base = formatBasePrice(best.basePrice, best.unit);
  return {
    to,
    subject: `Preisalarm: ${productName} für ${base}`,
    text: [
      `Hallo ${username},`,
      '',
      `dein Preisalarm für ${productName} hat ausgelöst: Das beste Angebot kostet jetzt ${base}, dein Wunschpreis war ${formatBasePrice(targetBasePrice, best.unit)}.`,
      '',
      `${best.merchant}: ${formatPackage(best.amount, best.size, best.unit)} für ${formatPrice(best.price)} €`,
      `Zum Angebot: ${best.link}`,
      '',
      `Produktseite mit allen Angeboten: ${publicUrl}${productPath(urlExtension)}`,
      `Deine Preisalarme: ${publicUrl}${ROUTES.profile}?tab=preisalarme`,
      '',
      'Der Preisalarm meldet sich nur dieses eine Mal; im Profil kannst du ihn neu setzen.',
    ].join('\n'),
  };
}
