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
    emailChanged(to: string, username: string, newEmail: string): MailMessage {
      return {
        to,
        subject: 'Deine E-Mail Adresse wurde geändert',
        text: [
          `Hallo ${username},`,
          '',
          `die E-Mail Adresse deines Futterkompass-Kontos wurde in ${newEmail} geändert.`,
          'Wenn du das nicht warst, melde dich bitte sofort bei uns.',
        ].join('\n'),
      };
    },
  };
}

export type AccountMails = ReturnType<typeof accountMails>;
