import { formatNumber } from '../format';

/** Texts of the calculators (spec part 2 sections 2, 5 and 8). */
export const CALCULATOR_MESSAGES = {
  enterData: 'Daten eingeben',
  missingValue: 'FEHLER',
  customProductIncomplete: 'Bitte fülle alle Felder richtig aus.',
  analysisOverHundred:
    'Protein, Fett, Rohfaser, Rohasche und Feuchtigkeit ergeben zusammen mehr als 100 % oder lassen keine Trockenmasse übrig.',
  favoritesSignedOut: 'Du musst eingeloggt sein, um Produkte aus deinen Favoriten auswählen zu können.',
  disclaimer:
    'Dieser Rechner wurde nach bestem Wissen erstellt. Für die Richtigkeit der Ergebnisse übernehmen wir keine Gewähr.',
} as const;

/** The fat calculator's result: 'X g tierisches Fett müssen der Ration noch zugefügt werden.' */
export function fatToAddMessage(grams: number): string {
  return `${formatNumber(grams, 2)} g tierisches Fett müssen der Ration noch zugefügt werden.`;
}
