import type { MailMessage } from '@futterkompass/adapters';
import { ROUTES } from '@futterkompass/domain';

/** The account mails, with links to the portal's pages. */
export function accountMails(publicUrl: string) {
  const link = (route: string, token: string) => `${publicUrl}${route}?token=${encodeURIComponent(token)}`;
  return {
    verify(to: string, username: string, token: string): MailMessage {
      return {
        to,
        subject: 'Bitte bestätige deine E-Mail Adresse',
        text: [
          `Hallo ${username},`,
          '',
          'willkommen bei Futterkompass! Bitte bestätige deine E-Mail Adresse mit diesem Link (48 Stunden gültig):',
          link(ROUTES.verify, token),
          '',
          'Wenn du dich nicht registriert hast, kannst du diese E-Mail ignorieren.',
        ].join('\n'),
      };
    },
    reset(to: string, username: string, token: string): MailMessage {
      return {
        to,
        subject: 'Passwort zurücksetzen',
        text: [
          `Hallo ${username},`,
          '',
          'mit diesem Link kannst du ein neues Passwort festlegen (eine Stunde gültig, nur einmal verwendbar):',
          link(ROUTES.resetPassword, token),
          '',
          'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.',
        ].join('\n'),
      };
    },
    /** To the new address: the change takes effect only through this link. */
    confirmEmail(to: string, username: string, token: string): MailMessage {
      return {
        to,
        subject: 'Bitte bestätige deine neue E-Mail Adresse',
        text: [
          `Hallo ${username},`,
          '',
          'du möchtest die E-Mail Adresse deines Futterkompass-Kontos in diese Adresse ändern. Bitte bestätige das mit diesem Link (24 Stunden gültig, nur einmal verwendbar):',
          link(ROUTES.confirmEmail, token),
          '',
          'Bis dahin bleibt deine bisherige Adresse gültig. Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
        ].join('\n'),
      };
    },
    /** To the old address: what is about to change, and the link that takes it back. */
    emailChangeNotice(to: string, username: string, newEmail: string, cancelToken: string): MailMessage {
      return {
        to,
        subject: 'Deine E-Mail Adresse soll geändert werden',
        text: [
          `Hallo ${username},`,
          '',
          `für dein Futterkompass-Konto wurde angefordert, die E-Mail Adresse in ${newEmail} zu ändern. Sie ändert sich erst, wenn der Link in der E-Mail an diese Adresse geöffnet wird.`,
          '',
          'Wenn du das nicht warst, brich die Änderung mit diesem Link ab (7 Tage gültig; auch eine schon bestätigte Änderung wird damit rückgängig gemacht):',
          link(ROUTES.cancelEmailChange, cancelToken),
          '',
          'Ändere danach bitte auch dein Passwort.',
        ].join('\n'),
      };
    },
  };
}

export type AccountMails = ReturnType<typeof accountMails>;
