import { INSULTS } from './insults';

/** Lower case with umlauts and ß spelled out, so that 'Blödmann' and 'bloedmann' are one word. */
export function foldWord(word: string): string {
  return word
    .normalize('NFC')
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss');
}

const FORBIDDEN = new Set(INSULTS.map(foldWord));
// Anything that is not a letter separates words; a linear split, no backtracking.
const SEPARATORS = /[^\p{L}]+/u;

/** The first forbidden word of the texts as it was typed, checked word by word; null if there is none. */
export function findForbiddenWord(...texts: string[]): string | null {
  for (const text of texts) {
    for (const word of text.split(SEPARATORS)) {
      if (word && FORBIDDEN.has(foldWord(word))) return word;
    }
  }
  return null;
}

/**
 * The specification's message naming the word; reviews end with their own sentence. The ending of
 * the other forms is cut off in the specification ('Bitte entferne das Wort ...'): ours completes it.
 */
export function forbiddenWordMessage(word: string, form: 'account' | 'review'): string {
  const ending =
    form === 'review' ? 'bevor du das Formular erneut absendest.' : 'und versuche es noch einmal.';
  return `Fehler! Wir haben ein verbotenes Wort in deiner Eingabe gefunden: ${word}. Bitte entferne das Wort ${ending}`;
}
