import {
  type BodyCondition,
  type CalculatorAnimal,
  energyPrice,
  type FeedingCost,
  feedingCost,
} from '../calculators';
import { type PricedOffer, type Shipping, shownOfferPrice } from '../offers';

/**
 * What the cost per day of one product needs, as the list's search document and the product
 * page both hold it: the animals it is for, its kinds (only a complete food is a day's ration), its
 * energy and the offer its prices come from under the shipping choice (the best offer, with
 * shipping included the best delivered one).
 */
export interface FeedingFacts {
  animal: readonly string[];
  type2: readonly string[];
  /** kcal per 100 g; null or absent when the maker states none. */
  energyKcal: number | null | undefined;
  offer: (PricedOffer & { unit: string }) | null;
}

/** Why a product has no cost per day for an animal. */
export type FeedingReason = 'species' | 'notComplete' | 'noEnergy' | 'noOffer' | 'volume';

/** The heading of a card without a cost per day; the reason follows. */
export const NO_FEEDING_RECOMMENDATION = 'keine Fütterungsempfehlung';

/** Why, in a few words (cards, quick search, compare table). */
export function feedingReasonText(reason: FeedingReason, species: CalculatorAnimal): string {
  switch (reason) {
    case 'species':
      return species === 'dog' ? 'nicht für Hunde' : 'nicht für Katzen';
    case 'notComplete':
      return 'kein Alleinfutter';
    case 'noEnergy':
      return 'kein Energiegehalt angegeben';
    case 'noOffer':
      return 'kein aktuelles Angebot';
    case 'volume':
      return 'Preis je Liter, Energie je Gramm';
  }
}

/** The price of a product's energy for an animal of the species, or why there is none. */
export type EnergyPriceResult =
  | { reason: FeedingReason }
  | { reason?: undefined; energyPrice: number; unitPrice: number; delivered: boolean };

/**
 * What 1,000 kcal of the product cost under the shipping choice, for an animal of the species:
 * only a complete food for that species, with its energy and a current offer priced per kg.
 */
export function productEnergyPrice(
  facts: FeedingFacts,
  species: CalculatorAnimal,
  shipping: Shipping,
): EnergyPriceResult {
  if (!facts.animal.includes(species)) return { reason: 'species' };
  if (!facts.type2.includes('complete')) return { reason: 'notComplete' };
  const kcal = facts.energyKcal;
  if (!(typeof kcal === 'number' && kcal > 0)) return { reason: 'noEnergy' };
  if (!facts.offer) return { reason: 'noOffer' };
  if (facts.offer.unit === 'ml' || facts.offer.unit === 'l') return { reason: 'volume' };
  const shown = shownOfferPrice(facts.offer, shipping);
  if (!(shown.unitPrice > 0)) return { reason: 'noOffer' };
  return {
    energyPrice: energyPrice(shown.unitPrice, kcal),
    unitPrice: shown.unitPrice,
    delivered: shown.delivered,
  };
}

/** The animal the figures are for. */
export interface FeedingSubject {
  species: CalculatorAnimal;
  weightKg: number;
  bodyCondition: BodyCondition;
}

export type ProductFeeding =
  | { reason: FeedingReason }
  | (FeedingCost & { reason?: undefined; unitPrice: number; delivered: boolean });

/**
 * A product's daily amount and cost for one animal (the energy need of spec part 2 section 9 and
 * the food's energy, priced with the offer of the shipping choice), or why there is none: the one
 * computation behind the product page, every card, quick search hit and compare column.
 */
export function productFeeding(
  facts: FeedingFacts,
  animal: FeedingSubject,
  shipping: Shipping,
): ProductFeeding {
  const price = productEnergyPrice(facts, animal.species, shipping);
  if (price.reason !== undefined) return price;
  const cost = feedingCost({
    animal: animal.species,
    weightKg: animal.weightKg,
    condition: animal.bodyCondition,
    kcalPer100g: facts.energyKcal as number,
    unitPricePerKg: price.unitPrice,
  });
  if (!cost) return { reason: 'noOffer' };
  return { ...cost, unitPrice: price.unitPrice, delivered: price.delivered };
}
