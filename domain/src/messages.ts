/** Texts of the specification that both the API and the web app use. */
export const MESSAGES = {
  listError: 'Leider ist ein Fehler beim Abrufen der Produkte aufgetreten.',
  listEmpty: 'Keine Produkte mit diesen Kriterien gefunden.',
  notSignedIn: 'Du musst eingeloggt sein, um diese Funktion nutzen zu können.',
  compareError: 'Fehler beim Abrufen der Produkte aufgetreten.',
  compareEmpty: 'Keine Produkte in der Vergleichsliste.',
  genericError: 'Ein Fehler ist aufgetreten. Bitte versuche es später erneut.',
  /** The product page could not be loaded, or a report names a product that is gone. */
  productInfoError: 'Fehler beim Abrufen der Produktinformationen. Bitte versuche es später erneut.',
} as const;
