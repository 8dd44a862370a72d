import type { Shipping } from '@futterkompass/domain';
import type { SearchDocument } from './search-document';

type DocumentField = keyof SearchDocument & string;

/**
 * Where the list's prices come from, by the visitor's choice "Preise inkl. Versand" (`shipping`):
 * the Grundpreis the price sorts and the Grundpreis filter use, the card's offer and its "ab" price.
 * Both engines carry both sets of fields, so the choice is a plain parameter of the search plan.
 */
export const PRICE_FIELDS = {
  excluded: { unitPrice: 'unitPrice', offer: 'bestOffer', fromPrice: 'fromPrice' },
  included: { unitPrice: 'deliveredUnitPrice', offer: 'bestDeliveredOffer', fromPrice: 'fromDeliveredPrice' },
} as const satisfies Record<Shipping, Record<'unitPrice' | 'offer' | 'fromPrice', DocumentField>>;

/** The Grundpreis fields a list may filter and sort by. */
export const UNIT_PRICE_FIELDS = [PRICE_FIELDS.excluded.unitPrice, PRICE_FIELDS.included.unitPrice] as const;
