/**
 * Account texts. Those quoted in the specification (part 1 sections 5 and 8) are verbatim, also where
 * they say "Sie" or "Email"; the others are ours, for what the specification leaves to the server,
 * and say "du" as the rest of the portal does.
 */
export const ACCOUNT_MESSAGES = {
  usernameRequired: 'Bitte geben Sie einen Nutzernamen ein.',
  emailRequired: 'Bitte gib eine E-Mail Adresse ein.',
  emailInvalid: 'Bitte gib eine gültige E-Mail Adresse ein.',
  emailsDiffer: 'Die E-Mail Adressen sind nicht identisch.',
  passwordRequired: 'Bitte gib ein Passwort ein.',
  passwordTooShort: 'Das Passwort muss mindestens 5 Zeichen lang sein.',
  passwordsDiffer: 'Die Passwörter sind nicht identisch.',
  privacyRequired: 'Bitte akzeptieren Sie unsere Datenschutzrichtlinien.',
  usernameTooLong: 'Der Nutzername darf höchstens 30 Zeichen lang sein.',
  usernameInvalid:
    'Der Nutzername darf nur Buchstaben, Ziffern, Punkt, Bindestrich und Unterstrich enthalten.',
  passwordTooLong: 'Das Passwort darf höchstens 200 Zeichen lang sein.',
  usernameEdges: 'Der Nutzername muss mit einem Buchstaben oder einer Ziffer beginnen und enden.',
  usernameTaken: 'Dieser Nutzername ist bereits vergeben.',
  usernameConfusable:
    'Dieser Nutzername sieht einem bereits vergebenen zum Verwechseln ähnlich. Bitte wähle einen anderen.',
  emailTaken: 'Diese E-Mail Adresse wird bereits verwendet.',
  registered:
    'Registrierung erfolgreich! Wir haben dir eine E-Mail mit einem Link geschickt. Bitte bestätige damit deine E-Mail Adresse.',

  loginRequired: 'Bitte gib Nutzernamen oder E-Mail Adresse und Passwort ein.',
  loginFailed: 'Nutzername, E-Mail Adresse oder Passwort ist falsch.',
  notVerified:
    'Deine E-Mail Adresse ist noch nicht bestätigt. Bitte klicke auf den Link in unserer E-Mail oder fordere einen neuen Link an.',
  blocked: 'Dieses Konto ist gesperrt. Bitte kontaktiere uns.',
  verifyLinkSent:
    'Falls ein unbestätigtes Konto zu diesen Angaben existiert, haben wir einen neuen Link an seine E-Mail Adresse geschickt.',

  verified: 'Email verifiziert!',
  verifyNoToken: 'Der Link scheint nicht zu funktionieren.',
  verifyFailed: 'Leider ist ein Fehler aufgetreten. Bitte versuche es erneut.',

  forgotEmailRequired: 'Bitte gib deine E-Mail Adresse ein.',
  resetLinkSent:
    'Falls ein Konto mit dieser E-Mail Adresse existiert, haben wir dir einen Link zum Zurücksetzen des Passworts geschickt.',
  resetLinkFailed:
    'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns.',
  newPasswordRequired: 'Bitte gib ein neues Passwort ein.',
  confirmationRequired: 'Bitte das Passwort bestätigen.',
  resetTokenInvalid: 'Bitte fordern Sie einen neuen Link zum Zurücksetzen des Passworts an.',
  passwordReset: 'Dein Passwort wurde zurückgesetzt. Du kannst dich jetzt mit dem neuen Passwort anmelden.',
  resetFailed: 'Ein Fehler ist aufgetreten und Ihr Passwort wurde nicht zurückgesetzt!',

  newEmailRequired: 'Bitte geben Sie eine neue E-Mail Adresse ein.',
  emailConfirmationRequired: 'Bitte E-Mail Adresse bestätigen.',
  emailChanged: 'E-Mail Adresse erfolgreich geändert',
  emailChangeFailed: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  emailChangeRequestFailed:
    'Ein Fehler ist aufgetreten! Möglicherweise wird die E-Mail Adresse schon von einem anderen Nutzer verwendet.',
  emailUnchanged: 'Das ist bereits deine E-Mail Adresse.',
  emailChangeLinkInvalid:
    'Dieser Link ist ungültig oder abgelaufen. Bitte fordere die Änderung deiner E-Mail Adresse im Profil erneut an.',
  emailCancelLinkInvalid: 'Dieser Link ist ungültig oder abgelaufen.',

  currentPasswordRequired: 'Bitte gib dein aktuelles Passwort ein.',
  currentPasswordWrong: 'Das Passwort ist nicht korrekt.',

  changedPasswordRequired: 'Bitte geben Sie eine neues Passwort ein.',
  oldPasswordRequired: 'Bitte gib dein altes Passwort ein.',
  oldPasswordWrong: 'Das alte Passwort ist nicht korrekt.',
  passwordChanged: 'Dein Passwort wurde geändert.',
  passwordChangeFailed: 'Ein Fehler ist aufgetreten und Ihr Passwort wurde nicht geändert!',

  deleteConfirm: 'Bist du sicher, dass du dein Konto schließen möchtest?',
  deletePasswordRequired: 'Bitte gib dein Passwort ein, um dein Konto zu schließen.',
  deleted: 'Benutzer gelöscht.',
  deleteFailed: 'Es gab einen Fehler. Bitte versuche es erneut oder kontaktiere uns.',

  otherUser: 'Du kannst nur dein eigenes Konto ändern.',
  merchantsOnly: 'Dieser Bereich ist nur für Händlerkonten.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.',

  networkError: 'Netzwerkfehler',
  captchaFailed:
    'Fehler bei der ReCAPTCHA-Validitierung aufgetreten. Bitte lade die Seite neu oder versuche es später noch einmal.',
  captchaWidgetError: 'ReCAPTCHA-Fehler aufgetreten! Bitte versuche es erneut.',
  captchaWidgetErrorDetail: 'ReCAPTCHA-Fehler aufgetreten! Bitte lade die Seite neu.',

  listsFetchFailed:
    'Leider ist ein Fehler beim Abrufen der Produktlisten aufgetreten. Bitte versuche es später erneut.',
  listRemoveFailed: 'Beim Entfernen des Produktes ist ein Fehler aufgetreten. Bitte später erneut versuchen.',
  listEmpty: 'Keine Produkte vorhanden.',
  listUpdated: 'Die Liste wurde aktualisiert.',
  productMissing: 'Produkt nicht gefunden.',
} as const;

/** Your e-mail change is waiting for the link sent to the new address. */
export const emailChangeRequested = (email: string) =>
  `Fast geschafft: Wir haben dir einen Link an ${email} geschickt. Deine E-Mail Adresse ändert sich erst, wenn du ihn öffnest (24 Stunden gültig).`;

export const emailChangeCancelled = (email: string) =>
  `Die Änderung deiner E-Mail Adresse wurde abgebrochen. Deine E-Mail Adresse bleibt ${email}.`;

/** The old address took back a change that had already been confirmed: someone else may know the password. */
export const emailChangeReverted = (email: string) =>
  `Die Änderung wurde rückgängig gemacht: Deine E-Mail Adresse ist wieder ${email}. Zur Sicherheit haben wir dich überall abgemeldet. Bitte lege über „Passwort vergessen“ ein neues Passwort fest.`;

/** A wait in whole seconds or minutes: "30 Sekunden", "2 Minuten". */
function waitText(waitSec: number): string {
  const minutes = Math.ceil(waitSec / 60);
  return waitSec < 60
    ? `${waitSec} ${waitSec === 1 ? 'Sekunde' : 'Sekunden'}`
    : `${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`;
}

/** How long to wait after too many wrong passwords, in whole seconds or minutes. */
export const tooManyPasswordAttempts = (waitSec: number): string =>
  `Zu viele falsche Passwörter. Bitte warte ${waitText(waitSec)} und versuche es dann erneut.`;

/** How long to wait after too many registrations with a name or address already in use. */
export const tooManyRegistrations = (waitSec: number): string =>
  `Zu viele Registrierungsversuche. Bitte warte ${waitText(waitSec)} und versuche es dann erneut.`;

export const PASSWORD_MIN_LENGTH = 5;
export const PASSWORD_MAX_LENGTH = 200;
export const USERNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
/** A reset token shorter than this is refused before it is sent. */
export const RESET_TOKEN_MIN_LENGTH = 10;
