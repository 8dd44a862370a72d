import { type OfferClock, offerClock } from '@futterkompass/domain';
import { DEFAULT_OFFER_AGE, type OfferAgeConfig } from './config';

/**
 * The clock offers are judged by (OFFER_MAX_AGE_HOURS): whoever builds a search document, a product
 * page or a price record asks it, so that all of them agree on which prices are current.
 */
export interface OfferAge extends OfferAgeConfig {
  clock(): OfferClock;
}

export function createOfferAge(
  config: OfferAgeConfig = DEFAULT_OFFER_AGE,
  now: () => number = Date.now,
): OfferAge {
  return { ...config, clock: () => offerClock(now(), config.maxAgeHours) };
}
