import type { Shipping, SortOption } from '@futterkompass/domain';
import { type SortKey, sortKeys } from './sorts';

/**
 * What each sort key means to a visitor, in German (§ 5b Abs. 2 UWG: the main ranking criteria).
 * A key a sort starts to use needs its words here (sort-criteria.test.ts), so that the page
 * "So sortieren wir" cannot fall behind sortKeys.
 */
const KEY_TEXTS: Partial<Record<SortKey['field'], Partial<Record<SortKey['order'], string>>>> = {
  sortBrand: { asc: 'Markenname, dann Name der Sorte, alphabetisch von A bis Z' },
  rating: {
    desc: 'Durchschnitt der Sterne aller Bewertungen, höchster zuerst (ohne Bewertung zählt 0)',
  },
  ratingCount: { desc: 'Anzahl der Bewertungen, meiste zuerst' },
  proteins: { asc: 'Rohprotein in Prozent laut Deklaration des Herstellers, niedrigster Wert zuerst' },
  fats: { asc: 'Rohfett in Prozent laut Deklaration des Herstellers, niedrigster Wert zuerst' },
  nfeTM: {
    asc: 'NfE (stickstofffreie Extraktstoffe, grob: Kohlenhydrate) in der Trockenmasse, niedrigster Wert zuerst',
  },
  hasOffer: { desc: 'Produkte mit einem besten Angebot vor Produkten ohne Angebot' },
  unitPrice: {
    asc: 'Grundpreis je kg bzw. l des besten Angebots, günstigster zuerst',
    desc: 'Grundpreis je kg bzw. l des besten Angebots, teuerster zuerst',
  },
  deliveredUnitPrice: {
    asc: 'Grundpreis inkl. Versand des besten Angebots, günstigster zuerst (Produkte, deren Shops keine Versandkosten nennen, folgen)',
    desc: 'Grundpreis inkl. Versand des besten Angebots, teuerster zuerst (Produkte, deren Shops keine Versandkosten nennen, folgen)',
  },
};

/**
 * The criteria of a sort in the order they apply: each later one decides only between products
 * that are equal in all before it.
 */
export function sortCriteria(sort: SortOption, shipping: Shipping = 'excluded'): string[] {
  return sortKeys(sort, shipping).map(({ field, order }) => {
    const text = KEY_TEXTS[field]?.[order];
    if (!text) throw new Error(`no text for the sort key ${field} ${order}`);
    return text;
  });
}
