import {
  type CatalogQuery,
  defaultCatalogQuery,
  roundTo,
  type Shipping,
  toUnitPrice,
  unitPrice,
} from '@futterkompass/domain';
import {
  PRICE_FIELDS,
  planCatalogSearch,
  type SearchDocument,
  toProductCard,
} from '@futterkompass/search-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineWith } from './contract-engine';
import type { SearchEngine } from './port';

const EVERYTHING: Partial<CatalogQuery> = {
  animal: ['dog', 'cat'],
  type1: ['wet', 'dried', 'raw', 'flakes', 'suplement'],
};
const PAGE = 36;

/** A document's Grundpreis under the choice: the sort's key, absent where there is none. */
const sortValue = (doc: SearchDocument, shipping: Shipping) => doc[PRICE_FIELDS[shipping].unitPrice];

/**
 * The order the price sorts must give, worked out from the documents alone: products with an offer
 * first; with shipping included those whose delivered Grundpreis is known before the others; by
 * that Grundpreis, then the shops' one; ties by brand and series.
 */
function expectedOrder(docs: readonly SearchDocument[], shipping: Shipping, order: 1 | -1): string[] {
  const known = (value: number | undefined) => (value === undefined ? 1 : 0);
  const compare = (a: number | undefined, b: number | undefined) =>
    known(a) - known(b) || (a === undefined || b === undefined ? 0 : (a - b) * order);
  return [...docs]
    .sort(
      (a, b) =>
        b.hasOffer - a.hasOffer ||
        compare(sortValue(a, shipping), sortValue(b, shipping)) ||
        compare(a.unitPrice, b.unitPrice) ||
        (a.sortBrand < b.sortBrand ? -1 : a.sortBrand > b.sortBrand ? 1 : 0),
    )
    .map((d) => d.id);
}

/**
 * "Preise inkl. Versand" over a whole catalogue (the demo catalogue): the price sorts follow the
 * delivered Grundpreis page after page, each card's delivered figures are its best offer's price
 * plus shipping, and the Grundpreis filter counts delivered prices; both engines alike.
 */
export function deliveredPriceContract(
  makeEngine: () => Promise<SearchEngine<SearchDocument>>,
  documents: () => Promise<SearchDocument[]>,
): void {
  let engine: SearchEngine<SearchDocument>;
  let docs: SearchDocument[];

  beforeAll(async () => {
    docs = await documents();
    engine = await engineWith(makeEngine, docs);
  });

  /** Every page of a list query, in order. */
  const all = async (over: Partial<CatalogQuery>) => {
    const hits: SearchDocument[] = [];
    for (let page = 1; ; page++) {
      const plan = planCatalogSearch({
        ...defaultCatalogQuery(),
        ...EVERYTHING,
        productsPerPage: PAGE,
        currentPage: page,
        ...over,
      });
      const result = plan.merge(await engine.multiSearch(plan.queries));
      hits.push(...result.hits);
      if (result.hits.length < PAGE) return { hits, total: result.total };
    }
  };

  describe('prices with shipping included', () => {
    it('sorts by the delivered Grundpreis, non-decreasing page after page, as worked out from the documents', async () => {
      const { hits, total } = await all({ sortBy: 'price_asc', shipping: 'included' });
      expect(hits).toHaveLength(total);
      expect(total).toBe(docs.length);
      const delivered = hits.flatMap((h) =>
        h.deliveredUnitPrice === undefined ? [] : [h.deliveredUnitPrice],
      );
      expect(delivered.length).toBeGreaterThan(docs.length / 2);
      // The known delivered prices come first, in order.
      expect(hits.slice(0, delivered.length).every((h) => h.deliveredUnitPrice !== undefined)).toBe(true);
      expect(delivered).toEqual([...delivered].sort((a, b) => a - b));
      expect(hits.map((h) => h.id)).toEqual(expectedOrder(docs, 'included', 1));
      const descending = await all({ sortBy: 'price_desc', shipping: 'included' });
      expect(descending.hits.map((h) => h.id)).toEqual(expectedOrder(docs, 'included', -1));
    });

    it('gives each card the delivered figures of its best offer: its price plus its shipping', async () => {
      const { hits } = await all({ sortBy: 'price_asc', shipping: 'included' });
      let checked = 0;
      for (const doc of hits) {
        const card = toProductCard(doc, (file) => file, 'included');
        expect(card.fromPrice).toBe(doc.fromDeliveredPrice ?? null);
        const offer = card.bestOffer;
        if (!offer || offer.deliveryCost === undefined) continue;
        const delivered = roundTo(offer.price + offer.deliveryCost, 2);
        expect(offer.deliveredPrice).toBe(delivered);
        expect(offer.deliveredUnitPrice).toBe(unitPrice(delivered, offer.amount, offer.size, offer.unit));
        // What the card shows is what the list sorted by.
        expect(doc.deliveredUnitPrice).toBe(offer.deliveredUnitPrice);
        checked++;
      }
      expect(checked).toBeGreaterThan(docs.length / 2);
    });

    it('filters the Grundpreis range on delivered prices, given per 100 g as the URL says', async () => {
      const perHundred = 0.6;
      const { hits, total } = await all({ basePriceMax: perHundred, shipping: 'included' });
      const wanted = docs.filter(
        (d) => d.deliveredUnitPrice !== undefined && d.deliveredUnitPrice <= toUnitPrice(perHundred),
      );
      expect(total).toBe(wanted.length);
      expect(new Set(hits.map((h) => h.id))).toEqual(new Set(wanted.map((d) => d.id)));
      const plain = await all({ basePriceMax: perHundred });
      expect(plain.total).toBe(
        docs.filter((d) => (d.unitPrice ?? Infinity) <= toUnitPrice(perHundred)).length,
      );
      expect(plain.total).toBeGreaterThan(total);
    });
  });

  describe('prices as the shops list them', () => {
    it('sorts by the Grundpreis per kg and shows the "ab" price of the buyable offers', async () => {
      const { hits } = await all({ sortBy: 'price_asc' });
      expect(hits.map((h) => h.id)).toEqual(expectedOrder(docs, 'excluded', 1));
      for (const doc of hits) {
        const card = toProductCard(doc, (file) => file);
        expect(card.fromPrice).toBe(doc.fromPrice ?? null);
        expect(card.bestOffer === null).toBe(card.fromPrice === null);
      }
    });
  });
}
